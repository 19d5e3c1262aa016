import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { categories, companies, companyCategories, productsServices, requirements } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { refreshCompanySearch } from '../search/search.service'
import { startOfWeekMexicoCity } from './marketplace.service'

let t: TestApp
const cat: Record<string, number> = {}
const ids: Record<string, string> = {}
let memberHeaders: Record<string, string>
let eventOnlyHeaders: Record<string, string>
const OLD = new Date('2025-01-15T12:00:00Z')

async function company(name: string, state: string, category: string, text: string, plan: 'free' | 'platinum' = 'free') {
  const db = t.database.db
  const c = await createFixtureCompany(db, { tradeName: name, plan })
  await db.update(companies).set({ state, briefDescription: text, materials: text, createdAt: OLD }).where(eq(companies.id, c.id))
  await db.insert(companyCategories).values({ companyId: c.id, categoryId: cat[category]! })
  ids[name] = c.id
  return c.id
}

async function product(companyId: string, title: string, category: string, createdAt: Date) {
  const [p] = await t.database.db
    .insert(productsServices)
    .values({ companyId, title, briefDescription: `${title}.`, detailedDescription: `${title} para la industria automotriz.`, categoryId: cat[category]!, price: 12.5, currency: 'MXN', email: 'ventas@fixture-corp.mx', createdAt })
    .returning()
  ids[title] = p!.id
}

async function market(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/marketplace${query ? `?${query}` : ''}`, headers })
  return res
}
const titles = (body: { items: { kind: string; title: string }[] }) => body.items.map((i) => `${i.kind}:${i.title}`).sort()

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedReferenceData(db)
  for (const c of await db.select().from(categories).where(inArray(categories.slug, ['plastic-injection-molding', 'metal-stamping', 'cnc-machining']))) cat[c.slug] = c.id
  const a = await company('Inyecciones Norte', 'NLE', 'plastic-injection-molding', 'Inyección de polipropileno.', 'platinum')
  const b = await company('Estampados Sur', 'COA', 'metal-stamping', 'Estampado de acero.')
  const c = await company('Maquinados Caller', 'JAL', 'cnc-machining', 'Maquinado de aluminio.')
  await product(a, 'Carcasa inyectada', 'plastic-injection-molding', new Date())
  await product(b, 'Soporte estampado de acero', 'metal-stamping', new Date(Date.now() - 21 * 86_400_000))
  await product(c, 'Flecha maquinada', 'cnc-machining', OLD)
  await refreshCompanySearch(db, [a, b, c])
  const member = await createFixtureUser(db, { companyId: c, companyRole: 'restricted' })
  memberHeaders = (await signInFixture(db, member.id)).headers
  const eventOnly = await createFixtureUser(db, { isEventOnly: true })
  eventOnlyHeaders = (await signInFixture(db, eventOnly.id)).headers
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/v1/marketplace', () => {
  it('mixes companies and products/services, for everybody', async () => {
    const res = await market('')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 6, page: 1, limit: 12 })
    expect(titles(body)).toEqual([
      'company:Estampados Sur',
      'company:Inyecciones Norte',
      'company:Maquinados Caller',
      'product:Carcasa inyectada',
      'product:Flecha maquinada',
      'product:Soporte estampado de acero',
    ])
    const carcasa = body.items.find((i: { title: string }) => i.title === 'Carcasa inyectada')
    expect(carcasa).toMatchObject({ kind: 'product', companyId: ids['Inyecciones Norte'], price: 12.5, currency: 'MXN', state: 'NLE', isPlatinum: true, productKind: 'product', companyName: 'Inyecciones Norte' })
    expect(carcasa.categoryNames).toEqual([{ nameEn: expect.any(String), nameEs: expect.any(String) }])
    // Without a query the Platinum company's items come first.
    expect(body.items[0].isPlatinum).toBe(true)
  })

  it('searches products by their own texts, in both languages', async () => {
    expect(titles((await market('q=estampado')).json())).toEqual(['company:Estampados Sur', 'product:Soporte estampado de acero'])
    // The thesaurus bridges the languages (ADR 027): "stamped steel bracket" is "soporte estampado de acero".
    expect(titles((await market('q=stamped%20steel%20bracket')).json())).toEqual(['company:Estampados Sur', 'product:Soporte estampado de acero'])
    expect(titles((await market('q=injection')).json())).toEqual(['company:Inyecciones Norte', 'product:Carcasa inyectada'])
  })

  it('filters by state, category and material', async () => {
    expect(titles((await market('loc=COA')).json())).toEqual(['company:Estampados Sur', 'product:Soporte estampado de acero'])
    expect(titles((await market('cat=plastics-products')).json())).toEqual(['company:Inyecciones Norte', 'product:Carcasa inyectada'])
    // Material: the companies whose texts mention it (products here do not).
    expect(titles((await market('mat=polipropileno,aluminio')).json())).toEqual(['company:Inyecciones Norte', 'company:Maquinados Caller'])
    expect(titles((await market('mat=steel')).json())).toEqual(['company:Estampados Sur', 'product:Soporte estampado de acero'])
  })

  it("week=true keeps only this week's additions", async () => {
    expect(titles((await market('week=true')).json())).toEqual(['product:Carcasa inyectada'])
    expect((await market('week=false')).json().total).toBe(6)
  })

  it('match=true: the categories of my company and of its open requirements, never my own items', async () => {
    expect((await market('match=true')).statusCode).toBe(401)
    expect((await market('match=true', eventOnlyHeaders)).statusCode).toBe(403)
    expect(titles((await market('match=true', memberHeaders)).json())).toEqual([])
    // The caller company also asks for stamped parts.
    await t.database.db.insert(requirements).values({
      companyId: ids['Maquinados Caller']!,
      type: 'rfq',
      title: 'Soportes',
      description: 'Soportes estampados',
      country: 'MX',
      state: 'JAL',
      city: 'Guadalajara',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      categoryId: cat['metal-stamping']!,
      activity: 'Estampado',
      materials: 'Acero',
      volumes: '1000',
      budget: '10000',
    })
    expect(titles((await market('match=true', memberHeaders)).json())).toEqual(['company:Estampados Sur', 'product:Soporte estampado de acero'])
  })

  it('shows a product added, renamed or deleted on the very next request (answers are cached)', async () => {
    const db = t.database.db
    expect(titles((await market('q=engrane')).json())).toEqual([])
    await product(ids['Estampados Sur']!, 'Engrane sinterizado', 'metal-stamping', new Date())
    await refreshCompanySearch(db, [ids['Estampados Sur']!])
    // The company's own texts include its products' titles.
    expect(titles((await market('q=engrane')).json())).toEqual(['company:Estampados Sur', 'product:Engrane sinterizado'])
    expect((await market('')).json().total).toBe(7)
    // A change to the product row alone (no company write) is seen too.
    await db.update(productsServices).set({ title: 'Engrane forjado' }).where(eq(productsServices.id, ids['Engrane sinterizado']!))
    expect(titles((await market('q=engrane')).json())).toEqual(['company:Estampados Sur', 'product:Engrane forjado'])
    await db.delete(productsServices).where(eq(productsServices.id, ids['Engrane sinterizado']!))
    expect((await market('')).json().total).toBe(6)
  })

  it('validates the query', async () => {
    for (const bad of ['limit=101', 'week=yes', 'page=0']) expect((await market(bad)).statusCode, bad).toBe(400)
  })
})

describe('startOfWeekMexicoCity', () => {
  it('is Monday 00:00 in Mexico City (UTC−6)', () => {
    expect(startOfWeekMexicoCity(new Date('2026-01-07T05:00:00Z')).toISOString()).toBe('2026-01-05T06:00:00.000Z')
    expect(startOfWeekMexicoCity(new Date('2026-01-05T05:59:00Z')).toISOString()).toBe('2025-12-29T06:00:00.000Z')
    expect(startOfWeekMexicoCity(new Date('2026-01-05T06:00:00Z')).toISOString()).toBe('2026-01-05T06:00:00.000Z')
  })
})

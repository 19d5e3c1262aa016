import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { categories, certifications, companies, companyCategories, companyCertifications } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { planQuery } from './query/analyze'
import { queryTokens } from './query/text'

let t: TestApp

interface FixedCompany {
  tradeName: string
  state: string
  text: string
  lang?: 'es' | 'en'
  cats?: string[]
  certs?: string[]
  plan?: 'free' | 'platinum'
  expired?: boolean
  status?: 'approved' | 'pending' | 'rejected'
  visible?: boolean
  lat?: number
  lng?: number
  updatedAt?: Date
}

const ids: Record<string, string> = {}

/** A company of the small fixed data set: its texts, categories and certifications (the write triggers index them). */
async function addCompany(c: FixedCompany): Promise<string> {
  const db = t.database.db
  const row = await createFixtureCompany(db, { plan: c.plan ?? 'free', expiredMembership: c.expired, status: c.status, tradeName: c.tradeName })
  await db
    .update(companies)
    .set({
      legalName: `${c.tradeName} S.A.`,
      state: c.state,
      city: 'Ciudad',
      contentLanguage: c.lang ?? 'es',
      briefDescription: c.text,
      detailedDescription: c.text,
      processes: c.text,
      isVisible: c.visible ?? true,
      latitude: c.lat ?? null,
      longitude: c.lng ?? null,
      updatedAt: c.updatedAt ?? new Date('2026-01-01T00:00:00Z'),
    })
    .where(eq(companies.id, row.id))
  if (c.cats?.length) {
    const cats = await db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, c.cats))
    await db.insert(companyCategories).values(cats.map((cat) => ({ companyId: row.id, categoryId: cat.id })))
  }
  if (c.certs?.length) {
    const certs = await db.select({ id: certifications.id }).from(certifications).where(inArray(certifications.slug, c.certs))
    await db.insert(companyCertifications).values(certs.map((ce) => ({ companyId: row.id, certificationId: ce.id, industrialSpecialization: 'Automotriz' })))
  }
  ids[c.tradeName] = row.id
  return row.id
}

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies${query ? `?${query}` : ''}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    items: { id: string; tradeName: string; isPlatinum: boolean; categories: { slug: string }[]; certifications: string[]; lat: number | null }[]
    total: number
    page: number
    limit: number
    facets: { loc: { value: string; count: number }[]; cert: { value: string; count: number }[]; cat: { value: string; count: number }[] }
    correctedQuery: string | null
  }
}
const names = (r: { items: { tradeName: string }[] }) => r.items.map((i) => i.tradeName)

beforeAll(async () => {
  t = await createTestApp()
  await seedReferenceData(t.database.db)
  await addCompany({ tradeName: 'Inyectados Regiomontanos', state: 'NLE', text: 'Moldeo por inyección de plástico para autopartes.', cats: ['plastic-injection-molding'], certs: ['iatf-16949'], plan: 'platinum', lat: 25.67, lng: -100.31 })
  await addCompany({ tradeName: 'Lakeside Plastics', state: 'COA', lang: 'en', text: 'Plastic injection molding of interior trim parts.', cats: ['plastic-injection-molding'], certs: ['iso-9001'], lat: 25.42, lng: -101.0 })
  await addCompany({ tradeName: 'Estampados del Bajío', state: 'GUA', text: 'Estampado de lámina de acero y troqueles progresivos.', cats: ['metal-stamping'], certs: ['iatf-16949'] })
  await addCompany({ tradeName: 'Precision Stamping Works', state: 'COA', lang: 'en', text: 'Progressive die metal stamping of steel brackets.', cats: ['metal-stamping'] })
  await addCompany({ tradeName: 'Maquinados Finos', state: 'NLE', text: 'Maquinado CNC de precisión en aluminio.', cats: ['cnc-machining'] })
  // never listed
  await addCompany({ tradeName: 'Inyectora Pendiente', state: 'NLE', text: 'Inyección de plástico.', status: 'pending', cats: ['plastic-injection-molding'] })
  await addCompany({ tradeName: 'Inyectora Rechazada', state: 'NLE', text: 'Inyección de plástico.', status: 'rejected', cats: ['plastic-injection-molding'] })
  await addCompany({ tradeName: 'Inyectora Oculta', state: 'NLE', text: 'Inyección de plástico.', visible: false, cats: ['plastic-injection-molding'] })
  // equal relevance, different plans (names carry no query word)
  await addCompany({ tradeName: 'Alfa Uno', state: 'JAL', text: 'Forja de ejes y flechas.', updatedAt: new Date('2025-01-01T00:00:00Z') })
  await addCompany({ tradeName: 'Beta Dos', state: 'JAL', text: 'Forja de ejes y flechas.', plan: 'platinum', expired: true, updatedAt: new Date('2025-01-01T00:00:00Z') })
  await addCompany({ tradeName: 'Gama Tres', state: 'JAL', text: 'Forja de ejes y flechas.', plan: 'platinum', updatedAt: new Date('2024-01-01T00:00:00Z') })
  await addCompany({ tradeName: 'Delta Cuatro', state: 'JAL', text: 'Forja de ejes y flechas.', updatedAt: new Date('2025-06-01T00:00:00Z') })
})
afterAll(async () => {
  await t?.close()
})

describe('search text helpers', () => {
  it('normalizes accents and case, drops punctuation, stop words and duplicates', () => {
    expect(queryTokens('  Inyección de PLÁSTICO, inyeccion!')).toEqual(['inyeccion', 'plastico'])
  })
  it('translates trade terms both ways, plural included', () => {
    const terms = (q: string) => planQuery(q, new Map(), 8).concepts.flatMap((c) => c.terms.map((t) => t.text))
    expect(terms('inyeccion')).toContain('injection')
    expect(terms('stamping')).toEqual(expect.arrayContaining(['estampado', 'troquelado']))
    expect(terms('moldes')).toContain('molds')
  })
})

describe('GET /api/v1/search/companies', () => {
  it('finds Spanish and English companies with a Spanish query', async () => {
    const r = await search('q=inyeccion de plastico')
    expect(names(r).sort()).toEqual(['Inyectados Regiomontanos', 'Lakeside Plastics'])
    expect(r.total).toBe(2)
    expect(r.correctedQuery).toBeNull()
  })

  it('finds Spanish and English companies with an English query', async () => {
    expect(names(await search('q=plastic injection')).sort()).toEqual(['Inyectados Regiomontanos', 'Lakeside Plastics'])
    expect(names(await search('q=metal stamping')).sort()).toEqual(['Estampados del Bajío', 'Precision Stamping Works'])
  })

  it('ignores accents and case', async () => {
    const expected = ['Inyectados Regiomontanos', 'Lakeside Plastics']
    for (const q of ['Inyección', 'inyeccion', 'INYECCIÓN DE PLÁSTICO']) expect(names(await search(`q=${encodeURIComponent(q)}`)).sort(), q).toEqual(expected)
  })

  it('tolerates typos and says what it searched', async () => {
    const stamped = await search('q=estampdo')
    expect(names(stamped)).toContain('Estampados del Bajío')
    expect(stamped.correctedQuery).toBe('estampado')
    const injected = await search('q=inyeccion plastcio')
    expect(names(injected).sort()).toEqual(['Inyectados Regiomontanos', 'Lakeside Plastics'])
    expect(injected.correctedQuery).not.toBeNull()
  })

  it('filters by state, certification and category (a parent includes its children), alone and combined', async () => {
    expect(names(await search('q=inyeccion&loc=NLE'))).toEqual(['Inyectados Regiomontanos'])
    expect(names(await search('q=inyeccion&cert=iso-9001'))).toEqual(['Lakeside Plastics'])
    expect(names(await search('cat=plastics-products')).sort()).toEqual(['Inyectados Regiomontanos', 'Lakeside Plastics'])
    expect(names(await search('cat=metal-stamping&loc=coa'))).toEqual(['Precision Stamping Works'])
    expect(names(await search('cert=iatf-16949&loc=GUA,NLE')).sort()).toEqual(['Estampados del Bajío', 'Inyectados Regiomontanos'])
    expect(names(await search('cert=iatf-16949&loc=NLE&cat=metal-stamping'))).toEqual([])
    expect((await search('cat=no-such-category')).total).toBe(0)
  })

  it('counts facets with the query and the other filters', async () => {
    const r = await search('q=inyeccion de plastico')
    expect(r.facets.loc).toEqual([
      { value: 'COA', count: 1 },
      { value: 'NLE', count: 1 },
    ])
    expect(r.facets.cert).toEqual([
      { value: 'iatf-16949', count: 1 },
      { value: 'iso-9001', count: 1 },
    ])
    expect(r.facets.cat).toEqual([
      { value: 'plastic-injection-molding', count: 2 },
      { value: 'plastics-products', count: 2 },
    ])
    const filtered = await search('q=inyeccion de plastico&loc=NLE')
    expect(filtered.total).toBe(1)
    // The loc facet ignores the loc filter (so other states stay selectable); the others apply it.
    expect(filtered.facets.loc).toEqual(r.facets.loc)
    expect(filtered.facets.cert).toEqual([{ value: 'iatf-16949', count: 1 }])
    expect(filtered.facets.cat).toEqual([
      { value: 'plastic-injection-molding', count: 1 },
      { value: 'plastics-products', count: 1 },
    ])
    const all = await search('')
    expect(all.facets.loc).toEqual([
      { value: 'JAL', count: 4 },
      { value: 'COA', count: 2 },
      { value: 'NLE', count: 2 },
      { value: 'GUA', count: 1 },
    ])
  })

  it('puts active Platinum first at equal relevance; expired Platinum gets no boost', async () => {
    const r = await search('q=forja de ejes')
    // Gama (active Platinum) first despite being the oldest; then by freshness: Delta (2025-06), then Alfa and Beta
    // (same date, id order): the expired Beta is not lifted above the free companies.
    expect(names(r)[0]).toBe('Gama Tres')
    expect(names(r)[1]).toBe('Delta Cuatro')
    expect(r.items.find((i) => i.tradeName === 'Beta Dos')!.isPlatinum).toBe(false)
    expect(names(r).slice(2).sort()).toEqual(['Alfa Uno', 'Beta Dos'])
    const [alfa, beta] = [ids['Alfa Uno']!, ids['Beta Dos']!].sort()
    expect(r.items.slice(2).map((i) => i.id)).toEqual([alfa, beta])
    // Without a query: Platinum first, then completeness and freshness.
    const browse = await search('loc=JAL')
    expect(names(browse)[0]).toBe('Gama Tres')
  })

  it('never shows pending, rejected or invisible companies', async () => {
    const all = await search('limit=100')
    expect(all.total).toBe(9)
    for (const hidden of ['Inyectora Pendiente', 'Inyectora Rechazada', 'Inyectora Oculta']) {
      expect(names(all)).not.toContain(hidden)
      expect(names(await search(`q=${encodeURIComponent(hidden)}`))).toEqual([])
    }
    // Approval and visibility follow the company row at once (trigger), no refresh needed.
    await t.database.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, ids['Inyectora Pendiente']!))
    expect(names(await search('q=pendiente'))).toEqual(['Inyectora Pendiente'])
    await t.database.db.update(companies).set({ isVisible: false }).where(eq(companies.id, ids['Inyectora Pendiente']!))
    expect(names(await search('q=pendiente'))).toEqual([])
  })

  it('paginates with a stable total', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => search(`limit=2&page=${page}`)))
    expect(pages.map((p) => p.total)).toEqual([9, 9, 9, 9, 9])
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 2, 1])
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.id))).size).toBe(9)
    expect(pages[1]).toMatchObject({ page: 2, limit: 2 })
  })

  it('returns basic card fields only', async () => {
    const [card] = (await search('q=regiomontanos')).items
    expect(Object.keys(card!).sort()).toEqual(
      ['briefDescription', 'categories', 'certifications', 'city', 'country', 'id', 'isPlatinum', 'isUnclaimedRegistry', 'isValidatedSupplier', 'lat', 'lng', 'logoUrl', 'profileType', 'sector', 'state', 'tradeName'].sort(),
    )
    expect(card).toMatchObject({ isPlatinum: true, certifications: ['IATF 16949'], lat: 25.67, lng: -100.31 })
    expect(card!.categories.map((c) => c.slug)).toEqual(['plastic-injection-molding'])
  })

  it('parses repeated and comma-separated values, applies defaults and caps the limit', async () => {
    const r = await search('loc=nle,coa&loc=GUA')
    expect(r.total).toBe(5)
    expect(r).toMatchObject({ page: 1, limit: 12 })
    for (const bad of ['limit=101', 'limit=0', 'page=0', 'loc=N1', 'cat=Bad_Slug', `q=${'x'.repeat(201)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?${bad}` })
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
    }
  })
})

describe('GET /api/v1/search/map', () => {
  it('returns located companies with the same filters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/map?q=plastic%20injection' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBe(2)
    expect(body.points[0]).toEqual({ id: ids['Inyectados Regiomontanos'], tradeName: 'Inyectados Regiomontanos', lat: 25.67, lng: -100.31, city: 'Ciudad', state: 'NLE', isPlatinum: true })
    const filtered = await t.app.inject({ method: 'GET', url: '/api/v1/search/map?loc=COA' })
    expect(filtered.json()).toMatchObject({ total: 1, points: [{ tradeName: 'Lakeside Plastics' }] })
  })
})

describe('GET /api/v1/categories/tree', () => {
  it('nests categories with counts of listed companies; a parent counts distinct companies of its children', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories/tree' })
    expect(res.statusCode).toBe(200)
    const flat = new Map<string, { count: number; children: unknown[] }>()
    const walk = (nodes: { slug: string; count: number; children: never[] }[]) => {
      for (const n of nodes) {
        flat.set(n.slug, n)
        walk(n.children)
      }
    }
    walk(res.json().items)
    expect(flat.get('plastic-injection-molding')!.count).toBe(2)
    expect(flat.get('plastics-products')!.count).toBe(2)
    expect(flat.get('metal-stamping')!.count).toBe(2)
    expect(flat.get('cnc-machining')!.count).toBe(1)
    expect(flat.get('plastics-products')!.children.length).toBeGreaterThan(0)
  })
})

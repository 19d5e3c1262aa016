import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { certifications, companies, companyCertifications } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { MAX_MATCH_CONCEPTS, understandQueries, understandQuery } from './retrieval.service'
import { clearSearchParseCache } from './search.service'

/** Query semantics of the retrieval engine (ADR 027) through GET /api/v1/search/companies. */
let t: TestApp

async function add(name: string, fields: Partial<typeof companies.$inferInsert>, certs: string[] = []) {
  const db = t.database.db
  const row = await createFixtureCompany(db, { tradeName: name })
  await db.update(companies).set({ legalName: `${name} S.A.`, ...fields }).where(eq(companies.id, row.id))
  if (certs.length > 0) {
    const rows = await db.select({ id: certifications.id }).from(certifications).where(inArray(certifications.slug, certs))
    await db.insert(companyCertifications).values(rows.map((c) => ({ companyId: row.id, certificationId: c.id, industrialSpecialization: 'Automotriz' })))
  }
}

async function names(q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent(q)}&limit=50` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { items: { tradeName: string }[] }).items.map((i) => i.tradeName)
}

beforeAll(async () => {
  t = await createTestApp()
  await seedReferenceData(t.database.db)
  await add('Northside Stampings', { contentLanguage: 'en', processes: 'Progressive die metal stamping of HSLA steel brackets for chassis.', materials: 'HSLA steel', machinery: 'Presses from 200 to 600 t' }, ['iatf-16949'])
  await add('Troqueles Poniente', { processes: 'Estampado de soportes de lámina de acero.', materials: 'Acero al carbón' })
  await add('Pinturas Industriales', { processes: 'Pintura en polvo de piezas de acero.', materials: 'Acero' }, ['iatf-16949'])
  await add('Tornillería Grado Ocho', { processes: 'Tornillos de cabeza hexagonal clase 10.9 y 12.9, roscas M10.', materials: 'Acero aleado' })
  await add('Bolts Eight Eight', { contentLanguage: 'en', processes: 'Hex bolts property class 8.8, M8 thread.', materials: 'Carbon steel' })
  await add('Fundidora A380', { processes: 'Fundición a presión de aluminio A380 y A413.', materials: 'Aluminio A380' })
  await add('Aluminum Generic', { contentLanguage: 'en', processes: 'Aluminum profiles for windows, 380 colours.', materials: 'Aluminum' })
  await add('Distribuidora Norte', { processes: 'Venta de rodamientos y bandas industriales.', materials: 'Acero', companyType: 'distributor', sector: 'industrial_distribution' })
  await add('Descripción Solamente', { processes: 'Servicios industriales.', materials: 'Varios', detailedDescription: 'También hacemos estampado de lámina para clientes locales.' })
})
afterAll(async () => {
  await t?.close()
})

describe('query semantics', () => {
  it('finds an English-written supplier with a Spanish query, and a Spanish one with an English query', async () => {
    expect(await names('estampado de acero')).toContain('Northside Stampings')
    expect(await names('steel stamping')).toContain('Troqueles Poniente')
  })

  it('never requires every word: a long query with words no supplier writes ranks by how much each covers', async () => {
    const r = await names('necesitamos proveedor certificado IATF 16949 de estampado de soportes de acero HSLA para chasis con entrega urgente en Saltillo')
    expect(r[0]).toBe('Northside Stampings')
    expect(r).toContain('Troqueles Poniente')
    // Covers little of it (steel, IATF): listed, below the ones that stamp.
    expect(r.indexOf('Pinturas Industriales')).toBeGreaterThan(r.indexOf('Troqueles Poniente'))
  })

  it('ignores a word nothing indexed resembles instead of returning nothing', async () => {
    expect(await names('estampado xqzvwk')).toEqual(expect.arrayContaining(['Northside Stampings', 'Troqueles Poniente']))
  })

  it('treats a certification named in the query as a certification match', async () => {
    const r = await names('IATF 16949')
    expect(r.sort()).toEqual(['Northside Stampings', 'Pinturas Industriales'])
    // Written another way, it is the same certification.
    expect((await names('ISO/TS 16949')).sort()).toEqual(['Northside Stampings', 'Pinturas Industriales'])
  })

  it('keeps numbers with dots or letters whole: 8.8 is not 8, A380 is not 380', async () => {
    expect(await names('8.8')).toEqual(['Bolts Eight Eight'])
    expect(await names('12.9')).toEqual(['Tornillería Grado Ocho'])
    expect(await names('A380')).toEqual(['Fundidora A380'])
    expect(await names('M8')).toEqual(['Bolts Eight Eight'])
  })

  it('indexes the sector and the company type, in both languages', async () => {
    expect(await names('distribuidor')).toEqual(['Distribuidora Norte'])
    expect(await names('industrial distribution')).toContain('Distribuidora Norte')
  })

  it('ranks a company naming the concept in its processes above one naming it only in its description', async () => {
    const r = await names('estampado')
    expect(r).toContain('Descripción Solamente')
    expect(r.indexOf('Troqueles Poniente')).toBeLessThan(r.indexOf('Descripción Solamente'))
  })
})

describe('understanding many texts at once', () => {
  it('compiles a batch exactly as it compiles each text alone, in two statements for the texts not cached', async () => {
    const db = t.database.db
    const texts = ['estampado de soportes de acero', 'steel stamping IATF 16949', 'fundicon de aluminio A380', 'estampado xqzvwk', 'tornillos 8.8 M8', '']
    clearSearchParseCache(db)
    const alone = []
    for (const text of texts) alone.push(await understandQuery(db, text, MAX_MATCH_CONCEPTS))
    expect(alone[2]!.correctedQuery).not.toBeNull()
    clearSearchParseCache(db)
    await understandQuery(db, 'acero', MAX_MATCH_CONCEPTS)
    const spy = vi.spyOn(db, 'execute')
    const batch = await understandQueries(db, [...texts, texts[0]!, 'acero'], MAX_MATCH_CONCEPTS)
    const statements = spy.mock.calls.length
    spy.mockRestore()
    expect(batch.slice(0, texts.length)).toEqual(alone)
    expect(batch[texts.length]).toEqual(alone[0])
    expect(batch[texts.length + 1]).toEqual(await understandQuery(db, 'acero', MAX_MATCH_CONCEPTS))
    // Word status and term stems for the five new texts together ('acero' was cached, the certification list too).
    expect(statements).toBe(2)
  })

  it("keeps a text for its own lifetime: a requirement's texts outlive the 60 s of a search box query", async () => {
    const db = t.database.db
    clearSearchParseCache(db)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await understandQueries(db, ['troquelado de lamina'], MAX_MATCH_CONCEPTS, { ttlMs: 15 * 60_000 })
      await understandQuery(db, 'fundicion de aluminio', MAX_MATCH_CONCEPTS)
      vi.setSystemTime(Date.now() + 5 * 60_000)
      const spy = vi.spyOn(db, 'execute')
      await understandQueries(db, ['troquelado de lamina'], MAX_MATCH_CONCEPTS, { ttlMs: 15 * 60_000 })
      expect(spy.mock.calls.length).toBe(0)
      await understandQuery(db, 'fundicion de aluminio', MAX_MATCH_CONCEPTS)
      expect(spy.mock.calls.length).toBeGreaterThan(0)
      spy.mockRestore()
    } finally {
      vi.useRealTimers()
    }
  })
})

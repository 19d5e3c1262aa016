/**
 * The in-memory postings answer text searches exactly as the SQL ranking does (results, order, total, facets): on
 * generated demo companies, for Spanish, English, typo, certification and filtered queries and deep pages, before
 * and after writes the postings must pick up (a changed profile, a company unlisted, one deleted, a Platinum
 * membership). Their ts_rank is PostgreSQL's, tested on vectors of the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ZSearchCompaniesRequestSchema } from '@nexo/shared'
import { companies, companySearch } from '../../../db/schema'
import { uuidArray } from '../../../db/sql-arrays'
import { rows } from '../../../db/sql-rows'
import { seedDemoData } from '../../../db/seed/seed'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { searchCompanies } from '../search.service'
import { FACET_EXACT_BOUND, PostingsIndex } from './postings-index'
import { currentPostings, loadPostings } from './postings.sync'
import { parseTsvector } from './tsvector-text'

describe('tsvector texts', () => {
  it('reads lexemes, escaped quotes and the weight of each position', () => {
    expect(parseTsvector(`'acero':3A,9 'it''s':2B 'sin' 'x\\\\y':4C`)).toEqual([
      { lexeme: 'acero', weights: [3, 0] },
      { lexeme: "it's", weights: [2] },
      { lexeme: 'sin', weights: [] },
      { lexeme: 'x\\y', weights: [1] },
    ])
    expect(parseTsvector('')).toEqual([])
  })
})

describe('conjunctions', () => {
  const company = (id: string, words: string[]) => {
    const vector = words.map((lexeme) => ({ lexeme, weights: [2] }))
    return { id, listed: true, isSupplier: true, state: 'X', categoryIds: [], certificationIds: [], completeness: 0, platinumUntil: null, updatedAtMicros: 0, searchVector: vector, rankVector: vector, processLexemes: [], materialLexemes: [] }
  }
  const concepts = [{ tsq: `'moldeo' & 'inyeccion'`, weight: 1, certificationIds: [] }]
  const pool = (index: PostingsIndex) =>
    index
      .pool({ candidateConcepts: concepts, concepts, categoryIds: [], excludeId: null, suppliersOnly: false, limit: 10, coveragePoints: 1, categoryPoints: 0, descriptionMatch: 0.5 })
      .map((c) => c.id)
      .sort()

  it('keeps the intersection of an AND of words exact as companies are added, changed and removed', () => {
    const index = new PostingsIndex()
    index.upsert(company('a', ['moldeo', 'inyeccion', 'plastic']))
    index.upsert(company('b', ['moldeo']))
    // The first query makes the conjunction; the writes after it must keep it.
    expect(pool(index)).toEqual(['a'])
    index.upsert(company('c', ['inyeccion', 'moldeo']))
    expect(pool(index)).toEqual(['a', 'c'])
    index.upsert(company('a', ['moldeo', 'plastic']))
    expect(pool(index)).toEqual(['c'])
    index.upsert(company('b', ['moldeo', 'inyeccion']))
    index.remove('c')
    expect(pool(index)).toEqual(['b'])
  })
})

describe('facets of a broad query', () => {
  const company = (i: number, state: string, categoryIds: number[]) => {
    const vector = [{ lexeme: 'estamp', weights: [2] }]
    return { id: `c${String(i).padStart(6, '0')}`, listed: true, isSupplier: true, state, categoryIds, certificationIds: [], completeness: 0, platinumUntil: null, updatedAtMicros: i, searchVector: vector, rankVector: vector, processLexemes: [], materialLexemes: [] }
  }
  const search = (index: PostingsIndex, states: string[] = []) =>
    index.search({
      concepts: [{ tsq: `'estamp'`, weight: 1, certificationIds: [] }],
      rankTsq: `'estamp'`,
      minCoverage: 0.25,
      filters: { states, certificationIds: [], categoryIds: [] },
      limit: 5,
      offset: 0,
      nowMs: 0,
      platinumBoost: 1.2,
      descriptionMatch: 0.5,
    })

  it('counts exactly up to the bound, then on a sample, scaled; the total and the filtered results stay exact', () => {
    const index = new PostingsIndex()
    const n = FACET_EXACT_BOUND
    for (let i = 0; i < n; i++) index.upsert(company(i, i % 4 === 0 ? 'NLE' : 'COA', [i % 2 === 0 ? 7 : 9]))
    const exact = search(index)
    expect(exact).toMatchObject({ total: n, facetsAreEstimates: false })
    expect(exact.loc).toEqual(new Map([['NLE', n / 4], ['COA', (3 * n) / 4]]))
    expect(exact.cat).toEqual(new Map([[7, n / 2], [9, n / 2]]))

    for (let i = n; i < 3 * n; i++) index.upsert(company(i, i % 4 === 0 ? 'NLE' : 'COA', [i % 2 === 0 ? 7 : 9]))
    const sampled = search(index)
    expect(sampled).toMatchObject({ total: 3 * n, facetsAreEstimates: true })
    // Every 3rd slot counted, times 3: within a few per cent of the truth.
    const near = (got: number | undefined, want: number) => expect(Math.abs(got! - want) / want).toBeLessThan(0.05)
    near(sampled.loc.get('NLE'), (3 * n) / 4)
    near(sampled.loc.get('COA'), (9 * n) / 4)
    near(sampled.cat.get(7), (3 * n) / 2)
    near(sampled.cat.get(9), (3 * n) / 2)
    // A filter still selects exactly.
    expect(search(index, ['NLE']).total).toBe((3 * n) / 4)
  })
})

const QUERIES: Record<string, unknown>[] = [
  { q: 'inyeccion de plastico' },
  { q: 'inyección de plástico', page: 2 },
  { q: 'estampado automotriz' },
  { q: 'maquinado cnc' },
  { q: 'fundicion de aluminio' },
  { q: 'plastic injection' },
  { q: 'metal stamping' },
  { q: 'aluminum die casting' },
  { q: 'heat treatment' },
  { q: 'wire harness' },
  { q: 'estampdo' },
  { q: 'maquinadoo' },
  { q: 'IATF 16949' },
  { q: 'ISO 9001' },
  { q: 'Monterrey' },
  { q: 'tornilleria' },
  { q: 'acero' },
  { q: 'acero', page: 3 },
  { q: 'acero inoxidable soldadura pintura' },
  { q: 'inyeccion de plastico', loc: ['NLE'] },
  { q: 'plastic injection', loc: ['COA', 'NLE'] },
  { q: 'estampado', cert: ['iatf-16949'] },
  { q: 'forja', loc: ['GUA'], cert: ['iso-9001'] },
  { q: 'acero', cat: ['metal-stamping'] },
  { q: 'stamping', loc: ['NLE', 'COA'], cert: ['iatf-16949'] },
  { q: 'zzqx nada' },
]

describe('postings against the SQL ranking', () => {
  let t: TestApp
  const db = () => t.database.db
  const request = (params: Record<string, unknown>) => ZSearchCompaniesRequestSchema.parse({ limit: 10, ...params })

  /** Every query, both ways: the SQL counting exactly (no bound) and the postings. */
  async function compareAll(): Promise<number> {
    let answered = 0
    for (const params of QUERIES) {
      const want = await searchCompanies(db(), request(params), { postings: false, bound: 1_000_000 })
      const trace: { engine?: 'postings' | 'sql' } = {}
      const got = await searchCompanies(db(), request(params), { trace })
      expect(got, JSON.stringify(params)).toEqual(want)
      if (trace.engine === 'postings') answered++
    }
    return answered
  }

  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoData(db(), { companies: 300, seed: 5 })
    await loadPostings(db())
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  it('gives the same page, total and facets for every query, and answers them itself', async () => {
    const answered = await compareAll()
    // The comparison proves something only if the postings answered (one query has no searchable word at all).
    expect(answered).toBeGreaterThanOrEqual(QUERIES.length - 1)
  }, 120_000)

  it('stays equal after writes: a changed profile, an unlisted and a deleted company, a new Platinum membership', async () => {
    const [first, second, third, fourth] = await db().select({ id: companySearch.companyId }).from(companySearch).where(eq(companySearch.listed, true)).orderBy(companySearch.companyId).limit(4)
    await db().update(companies).set({ briefDescription: 'Pulido ultrabrillante de acero y fundición de aluminio' }).where(eq(companies.id, first!.id))
    await db().update(companies).set({ isVisible: false }).where(eq(companies.id, second!.id))
    await db().delete(companies).where(eq(companies.id, third!.id))
    await db().update(companies).set({ platinumUntil: new Date(Date.now() + 86_400_000) }).where(eq(companies.id, fourth!.id))
    const postings = (await currentPostings(db()))!
    expect((await postings.engine.stats()).size).toBe(Number((await rows<{ n: number }>(db(), sql`select count(*)::int as n from company_search where listed`))[0]!.n))
    expect(await compareAll()).toBeGreaterThanOrEqual(QUERIES.length - 1)
    const trace: { engine?: 'postings' | 'sql' } = {}
    const found = await searchCompanies(db(), request({ q: 'ultrabrillante' }), { trace })
    expect([trace.engine, found.items.map((c) => c.id)]).toEqual(['postings', [first!.id]])
  }, 120_000)

  it('ranks as PostgreSQL ts_rank does, prefix terms and repeated terms included', async () => {
    const samples = await rows<{ id: string; v: string }>(db(), sql`select company_id as id, rank_vector::text as v from company_search where listed order by company_id limit 60`)
    const index = new PostingsIndex()
    for (const s of samples)
      index.upsert({ id: s.id, listed: true, isSupplier: true, state: 'X', categoryIds: [], certificationIds: [], completeness: 0, platinumUntil: null, updatedAtMicros: 0, searchVector: parseTsvector(s.v), rankVector: parseTsvector(s.v), processLexemes: [], materialLexemes: [] })
    for (const query of [`'acer' | 'steel'`, `('estamp' | 'stamping') | ('automotriz' & 'industri')`, `'inyeccion':* | 'plastic' | 'plastic'`, `'a':* | 'zzz'`]) {
      const want = await rows<{ id: string; r: number }>(db(), sql`select company_id as id, ts_rank(rank_vector, ${query}::tsquery) as r from company_search where company_id = any(${uuidArray(samples.map((s) => s.id))}) order by company_id`)
      const got = index.rankAll(query)
      expect(samples.map((s) => got.get(s.id) ?? 0), query).toEqual(want.map((w) => Math.fround(w.r)))
    }
  })
})

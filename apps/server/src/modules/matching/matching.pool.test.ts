/**
 * The bounded candidate pool (search's retrieval.pool, MaxScore) finds the same candidates in the same order as scoring every
 * candidate: on random directories (any estimate of the parts' shares) and on generated demo companies and
 * requirements in the database. The tsquery estimates are tested with their reader (search/query/tsquery-text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { companies, requirements } from '../../db/schema'
import { seedDemoData } from '../../db/seed/seed'
import { createTestApp, type TestApp } from '../../test/test-app'
import {
  arrayOverlapShare,
  boundedTop,
  HELD_IN_MATERIALS,
  HELD_IN_PROCESSES,
  HELD_IN_RANK,
  HELD_IN_SEARCH,
  holds,
  supplierPool,
  type ElementShares,
  type Part,
  type PoolTrace,
} from '../search/retrieval.service'
import { warmSearchPostings } from '../search/search.service'
import * as repo from './matching.repo'
import { supplierPoolRequest, textsOf } from './matching.service'

describe('frequency estimates', () => {
  it('estimates an overlap of ids as any of them', () => {
    const ids: ElementShares = { shares: new Map([['3', 0.5]]), unlisted: 0.02 }
    expect(arrayOverlapShare([3], ids)).toBe(0.5)
    expect(arrayOverlapShare([3, 9], ids)).toBeCloseTo(1 - 0.5 * 0.98)
    expect(arrayOverlapShare([], ids)).toBe(0)
  })
})

/** A small seeded generator, so a failing directory can be reproduced. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('the bound (random directories)', () => {
  it('finds the same pool as scoring every candidate, whatever the estimated shares', async () => {
    let bounded = 0
    const trials = 400
    for (let trial = 0; trial < trials; trial++) {
      const rnd = random(trial + 1)
      const parts: Part[] = Array.from({ length: 2 + Math.floor(rnd() * 12) }, (_, i) => ({ concept: i, share: 0, max: 0.2 + rnd() * 12 }))
      const holds = parts.map(() => rnd() ** 2)
      const docs = Array.from({ length: 50 + Math.floor(rnd() * 400) }, (_, id) => {
        const held = parts.flatMap((part, i) => (rnd() < holds[i]! ? [{ part, points: rnd() < 0.5 ? part.max : part.max / 2 }] : []))
        return { id, held: new Set(held.map((h) => h.part)), pre: held.reduce((sum, h) => sum + h.points, 0) }
      })
      // Estimates are only hints: here they are the true shares, scrambled by up to ×3 either way.
      for (const [i, part] of parts.entries()) part.share = (docs.filter((d) => d.held.has(part)).length / docs.length) * 3 ** (rnd() * 2 - 1) + i * 1e-9
      const limit = 1 + Math.floor(rnd() * 40)
      const pass = async (essential: readonly Part[] | null) =>
        docs
          .filter((d) => (essential ?? parts).some((part) => d.held.has(part)))
          .sort((a, b) => b.pre - a.pre || a.id - b.id)
          .slice(0, limit)
      const trace: PoolTrace = { passes: [] }
      const got = await boundedTop(parts, limit, docs.length, trace, pass)
      expect(got.map((d) => d.id), `trial ${trial}`).toEqual((await pass(null)).map((d) => d.id))
      if (!trace.passes.includes('full')) bounded++
    }
    // Most directories are answered without a full pass, or the comparison above would prove little.
    expect(bounded / trials).toBeGreaterThan(0.3)
  })
})

describe('bounded candidate pool', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoData(t.database.db, { companies: 400, seed: 7 })
    // The planner's statistics the pool orders its parts by (autovacuum would gather them on a server).
    await t.database.db.execute(sql`analyze company_search`)
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  it('equals scoring every candidate, for every demo requirement and several pool sizes, and skips most of them', async () => {
    const db = t.database.db
    const reqs = await db.select({ id: requirements.id }).from(requirements).orderBy(requirements.id).limit(40)
    expect(reqs.length).toBeGreaterThan(10)
    let bounded = 0
    let compared = 0
    for (const { id } of reqs) {
      const r = (await repo.findRequirement(db, id))!
      for (const limit of [5, 20, 60]) {
        for (const suppliersOnly of [true, false]) {
          const request = await supplierPoolRequest(db, { categoryId: r.category_id, subcategoryId: r.subcategory_id }, textsOf(r), { excludeId: r.company_id, suppliersOnly, limit })
          const trace: PoolTrace = { passes: [] }
          const got = await supplierPool(db, request, { trace, postings: false })
          const want = await supplierPool(db, request, { exhaustive: true })
          expect(got, `${r.title} (limit ${limit})`).toEqual(want)
          compared++
          if (!trace.passes.includes('full')) bounded++
        }
      }
    }
    // The test means something only if the bound did the work in most cases.
    expect(bounded / compared).toBeGreaterThan(0.5)
  }, 300_000)

  it('equals scoring every candidate when the search postings compute the pool (ADR 040), after a profile type changes too', async () => {
    const db = t.database.db
    await warmSearchPostings(db)
    const reqs = await db.select({ id: requirements.id }).from(requirements).orderBy(requirements.id).limit(25)
    const compare = async () => {
      for (const { id } of reqs) {
        const r = (await repo.findRequirement(db, id))!
        for (const limit of [5, 60]) {
          for (const suppliersOnly of [true, false]) {
            const request = await supplierPoolRequest(db, { categoryId: r.category_id, subcategoryId: r.subcategory_id }, textsOf(r), { excludeId: r.company_id, suppliersOnly, limit })
            const trace: PoolTrace = { passes: [] }
            const got = await supplierPool(db, request, { trace })
            const want = await supplierPool(db, request, { exhaustive: true })
            expect(trace.passes, r.title).toEqual(['postings'])
            expect(got, `${r.title} (limit ${limit})`).toEqual(want)
          }
        }
      }
    }
    await compare()
    // What the postings say companies hold (the reasons' "fits") is what the SQL of the degraded mode says.
    const compareFits = async (ids: string[], conceptTsqs: string[], termTsqs: string[], termsOf: number[][], label: string) => {
      const texts = [...conceptTsqs, ...termTsqs]
      const held = await holds(db, ids, texts)
      const inSql = await holds(db, ids, texts, { postings: false })
      texts.forEach((text, ti) => expect([...held[ti]!], `${label}: ${text}`).toEqual([...inSql[ti]!]))
      // matching's fitsFor reads a concept as the OR of its terms: the postings say the same of both.
      termsOf.forEach((terms, ci) =>
        ids.forEach((_, i) => expect(terms.reduce((bits, ti) => bits | held[conceptTsqs.length + ti]![i]!, 0), `${label}: ${conceptTsqs[ci]}`).toBe(held[ci]![i])),
      )
      // Whether each vector answers yes somewhere: if not, comparing them proves little.
      const somewhere = (flag: number) => inSql.some((bits) => bits.some((b) => (b & flag) !== 0))
      return [somewhere(HELD_IN_RANK), somewhere(HELD_IN_SEARCH), somewhere(HELD_IN_PROCESSES), somewhere(HELD_IN_MATERIALS)]
    }
    const everyConcept: string[] = []
    const everyTerm: string[] = []
    const everyTermsOf: number[][] = []
    const bestOfPools: string[] = []
    for (const { id } of reqs.slice(0, 10)) {
      const r = (await repo.findRequirement(db, id))!
      const request = await supplierPoolRequest(db, { categoryId: r.category_id, subcategoryId: r.subcategory_id }, textsOf(r), { excludeId: r.company_id, suppliersOnly: false, limit: 60 })
      const ids = (await supplierPool(db, request)).map((s) => s.id)
      const conceptTsqs = request.concepts.map((c) => c.tsq)
      const termTsqs = request.concepts.flatMap((c) => c.termTsq)
      // Each concept's terms, as indexes into termTsqs.
      let next = 0
      const termsOf = request.concepts.map((c) => c.termTsq.map(() => next++))
      expect(await compareFits(ids, conceptTsqs, termTsqs, termsOf, r.title), r.title).toEqual([true, true, true, true])
      everyConcept.push(...conceptTsqs)
      everyTermsOf.push(...termsOf.map((terms) => terms.map((ti) => ti + everyTerm.length)))
      everyTerm.push(...termTsqs)
      bestOfPools.push(...ids.slice(0, 1))
    }
    // One company against the texts of many requirements, as its /matches asks.
    const seen = [false, false, false, false]
    for (const id of bestOfPools.slice(0, 5)) (await compareFits([id], everyConcept, everyTerm, everyTermsOf, `company ${id}`)).forEach((yes, i) => (seen[i] ||= yes))
    expect(seen).toEqual([true, true, true, true])
    // A supplier becomes a buyer: it must leave the suppliers-only pools.
    const [supplier] = await db.select({ id: companies.id }).from(companies).where(eq(companies.profileType, 'supplier')).orderBy(companies.id).limit(1)
    await db.execute(sql`update companies set profile_type = 'buyer' where id = ${supplier!.id}`)
    await compare()
  }, 300_000)
})

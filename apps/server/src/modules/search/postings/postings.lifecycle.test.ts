/**
 * The postings' life as a component (ADR 049): while they are built (in a worker thread) health says `building`
 * with its progress and every search is answered, by SQL; then `ready`. A snapshot written after the build makes
 * the next start load it and catch up from its horizon (the writes made meanwhile included); a snapshot of another
 * format, or of another database, is ignored for a full build. Compaction (the rebuild when too many slots are dead)
 * leaves the answers equal to the SQL ranking's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ZSearchCompaniesRequestSchema } from '@nexo/shared'
import { companies, companySearch } from '../../../db/schema'
import { rows } from '../../../db/sql-rows'
import { seedDemoData } from '../../../db/seed/seed'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { createSearchCache } from '../search.cache'
import { clearSearchParseCache, purgeRemovedCompanies, searchCompanies } from '../search.service'
import { configurePostings, currentPostings, forgetPostings, INDEX_BYTES_PER_COMPANY, IndexTooLarge, loadPostings, postingsStats, postingsStatus } from './postings.sync'

let t: TestApp
const db = () => t.database.db
let dir: string
const listedCount = async () => (await rows<{ n: number }>(db(), sql`select count(*)::int as n from company_search where listed`))[0]!.n
const request = (params: Record<string, unknown>) => ZSearchCompaniesRequestSchema.parse({ limit: 10, ...params })
const QUERIES = [{ q: 'acero' }, { q: 'inyeccion de plastico' }, { q: 'metal stamping', page: 2 }, { q: 'IATF 16949' }, { q: 'estampado', loc: ['NLE'] }]

/** Every query answered by the postings equals the SQL ranking's answer (counting without a bound). */
async function sameAsSql(): Promise<void> {
  for (const params of QUERIES) {
    const want = await searchCompanies(db(), request(params), { postings: false, bound: 1_000_000 })
    const trace: { engine?: 'postings' | 'sql' } = {}
    const got = await searchCompanies(db(), request(params), { trace })
    expect([trace.engine, got], JSON.stringify(params)).toEqual(['postings', want])
  }
}

beforeAll(async () => {
  t = await createTestApp()
  await seedDemoData(db(), { companies: 150, seed: 11 })
  dir = mkdtempSync(path.join(os.tmpdir(), 'nexo-postings-'))
}, 180_000)
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('search readiness', () => {
  it('says building with its progress while searches are answered by SQL, then ready', async () => {
    await forgetPostings(db())
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    configurePostings(db(), { beforeReady: () => gate })
    // Health's readiness part (ADR 048; a part's answer is reused for a second) and the postings' own status.
    const health = async () => ((await t.app.inject({ method: 'GET', url: '/api/health' })).json() as { parts: Record<string, unknown> }).parts.search
    const expectHealth = async (want: unknown) => vi.waitFor(async () => expect(await health()).toEqual(want), { timeout: 10_000, interval: 100 })
    expect(postingsStatus(db())).toMatchObject({ state: 'idle' })
    await expectHealth({ ready: true })

    // The first search starts the build and is answered by SQL, as every one until the index is ready.
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/search/companies?q=acero' })
    expect(first.statusCode).toBe(200)
    expect(first.json().total).toBeGreaterThan(0)
    const total = await listedCount()
    await vi.waitFor(() => expect(postingsStatus(db())).toEqual({ state: 'building', loaded: total, total, source: 'database', catchingUp: null }), { timeout: 30_000, interval: 50 })
    await expectHealth({ ready: false, progress: 1 })
    for (const params of QUERIES) {
      const trace: { engine?: 'postings' | 'sql' } = {}
      await searchCompanies(db(), request(params), { trace })
      expect(trace.engine).toBe('sql')
    }
    const during = await t.app.inject({ method: 'GET', url: '/api/v1/search/companies?q=inyeccion%20de%20plastico' })
    expect(during.statusCode).toBe(200)

    release()
    await vi.waitFor(() => expect(postingsStatus(db())).toMatchObject({ state: 'ready', loaded: total, total }), { timeout: 30_000, interval: 50 })
    await expectHealth({ ready: true })
    await sameAsSql()
  }, 120_000)
})

describe('capacity check', () => {
  it('declines a build that would not fit in the memory allowed: SQL answers, health stays ready, no retry at once', async () => {
    await forgetPostings(db())
    const limit = process.memoryUsage().rss + (await listedCount()) * INDEX_BYTES_PER_COMPANY
    configurePostings(db(), { memoryLimitBytes: limit })
    await expect(loadPostings(db())).rejects.toBeInstanceOf(IndexTooLarge)
    expect(postingsStatus(db())).toMatchObject({ state: 'declined', reason: expect.stringContaining('companies need about') })
    for (const params of QUERIES.slice(0, 2)) {
      const trace: { engine?: 'postings' | 'sql' } = {}
      expect((await searchCompanies(db(), request(params), { trace })).total).toBeGreaterThan(0)
      expect(trace.engine).toBe('sql')
    }
    expect(postingsStatus(db()).state).toBe('declined')
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json() as { parts: Record<string, unknown> }
    expect(health.parts.search).toEqual({ ready: true })

    // Twice the index fits: built.
    await forgetPostings(db())
    configurePostings(db(), { memoryLimitBytes: limit + (await listedCount()) * INDEX_BYTES_PER_COMPANY + 64 * 2 ** 20 })
    await loadPostings(db())
    expect(postingsStatus(db()).state).toBe('ready')
  }, 120_000)
})

describe('snapshot', () => {
  const file = () => path.join(dir, 'search-postings.snapshot')

  it('is written after a build; a restart loads it and catches up with the writes made since', async () => {
    await forgetPostings(db())
    configurePostings(db(), { snapshotFile: file() })
    await loadPostings(db())
    expect(postingsStatus(db()).source).toBe('database')
    await vi.waitFor(() => expect(readFileSync(file()).length).toBeGreaterThan(1000), { timeout: 30_000, interval: 50 })

    // Written while no index is up: the restart must read them from the snapshot's horizon.
    const [changed, hidden, removed] = await db().select({ id: companySearch.companyId }).from(companySearch).where(eq(companySearch.listed, true)).orderBy(companySearch.companyId).limit(3)
    await forgetPostings(db())
    await db().update(companies).set({ briefDescription: 'Galvanoplastia zafirina de precision' }).where(eq(companies.id, changed!.id))
    await db().update(companies).set({ isVisible: false }).where(eq(companies.id, hidden!.id))
    await db().delete(companies).where(eq(companies.id, removed!.id))

    configurePostings(db(), { snapshotFile: file() })
    await loadPostings(db())
    expect(postingsStatus(db())).toMatchObject({ state: 'ready', source: 'snapshot' })
    expect((await postingsStats(db()))!.size).toBe(await listedCount())
    const found = await searchCompanies(db(), request({ q: 'zafirina' }))
    expect(found.items.map((c) => c.id)).toEqual([changed!.id])
    await sameAsSql()
  }, 120_000)

  it('of another format, or of another database, is ignored: a full build', async () => {
    await forgetPostings(db())
    rmSync(file(), { force: true })
    configurePostings(db(), { snapshotFile: file() })
    await loadPostings(db())
    await vi.waitFor(() => expect(readFileSync(file()).length).toBeGreaterThan(1000), { timeout: 30_000, interval: 50 })
    const good = readFileSync(file())

    const otherFormat = Buffer.from(good)
    otherFormat.writeUInt32LE(999, 4)
    writeFileSync(file(), otherFormat)
    await forgetPostings(db())
    configurePostings(db(), { snapshotFile: file() })
    await loadPostings(db())
    expect(postingsStatus(db()).source).toBe('database')

    // The same bytes, said to come from another database (its identifier's last digit changed: the same length).
    const headerLength = good.readUInt32LE(8)
    const header = good.toString('utf8', 12, 12 + headerLength).replace(/("database":"[^"]*)(\d)"/, (_, head: string, digit: string) => `${head}${(Number(digit) + 1) % 10}"`)
    expect(Buffer.byteLength(header)).toBe(headerLength)
    expect(header).not.toBe(good.toString('utf8', 12, 12 + headerLength))
    const other = Buffer.from(good)
    other.write(header, 12, 'utf8')
    await vi.waitFor(() => expect(readFileSync(file()).equals(otherFormat)).toBe(false), { timeout: 30_000, interval: 50 })
    writeFileSync(file(), other)
    await forgetPostings(db())
    configurePostings(db(), { snapshotFile: file() })
    await loadPostings(db())
    expect(postingsStatus(db()).source).toBe('database')
    await sameAsSql()
  }, 120_000)
})

describe('compaction', () => {
  it('replaces dead slots without changing an answer', async () => {
    await forgetPostings(db())
    configurePostings(db(), { compactAtDeadSlots: 10 })
    await loadPostings(db())
    const ids = (await db().select({ id: companySearch.companyId }).from(companySearch).where(eq(companySearch.listed, true)).limit(120)).map((r) => r.id)
    for (const id of ids) await db().update(companies).set({ briefDescription: `Pulido y anodizado ${id.slice(0, 4)}` }).where(eq(companies.id, id))
    // The refresh before this search sees ~120 dead slots of ~150 live: it compacts.
    await sameAsSql()
    const stats = (await postingsStats(db()))!
    expect(stats).toMatchObject({ size: await listedCount(), deadSlots: 0 })
    await sameAsSql()
  }, 120_000)
})

describe('catch-up', () => {
  it('answers once a refresh has read its budget, and lets the rest be read behind the answer', async () => {
    await forgetPostings(db())
    configurePostings(db(), { catchUpBudget: 5 })
    await loadPostings(db())
    // One statement: every listed company's row rewritten by one transaction (far more rows than the budget).
    await db().execute(sql`update companies set brief_description = 'Cromado duro y rectificado' where id in (select company_id from company_search where listed)`)
    const postings = await currentPostings(db())
    expect(postings).not.toBeNull()
    // Answered while the refresh still reads: it had read more than the budget, not every row.
    const behind = postingsStatus(db()).catchingUp
    expect(behind).toBeGreaterThan(5)
    expect(behind).toBeLessThan(await listedCount())
    // Another request meanwhile does not queue behind the rest of the catch-up either, and its answer says it may
    // miss the latest changes; the answer cache does not keep such an answer.
    expect(await currentPostings(db())).toBe(postings)
    expect(await searchCompanies(db(), request({ q: 'cromado' }))).toMatchObject({ catchingUp: true })
    const cache = createSearchCache(db(), { enabled: true })
    let loads = 0
    const load = async () => ++loads
    await cache.answer('probe', null, load)
    await cache.answer('probe', null, load)
    expect(loads).toBe(2)
    await vi.waitFor(() => expect(postingsStatus(db()).catchingUp).toBeNull(), { timeout: 30_000, interval: 50 })
    await sameAsSql()
    expect(await searchCompanies(db(), request({ q: 'cromado' }))).toMatchObject({ catchingUp: false })
    await cache.answer('probe', null, load)
    await cache.answer('probe', null, load)
    expect(loads).toBe(3)
  }, 120_000)

  // PGlite has one connection: a transaction cannot stay open while another commits.
  it.skipIf(!process.env.DATABASE_URL)('picks up a write committed after a refresh by a transaction that began before it', async () => {
    await forgetPostings(db())
    configurePostings(db(), {})
    await loadPostings(db())
    const [early, late] = await db().select({ id: companySearch.companyId }).from(companySearch).where(eq(companySearch.listed, true)).orderBy(companySearch.companyId).limit(2)
    let commitEarly!: () => void
    const mayCommit = new Promise<void>((resolve) => (commitEarly = resolve))
    let written!: () => void
    const wroteEarly = new Promise<void>((resolve) => (written = resolve))
    // The early transaction writes first (an older transaction id) and commits last.
    const open = db().transaction(async (tx) => {
      await tx.update(companies).set({ briefDescription: 'Niquelzafiro quimico' }).where(eq(companies.id, early!.id))
      written()
      await mayCommit
    })
    await wroteEarly
    await db().update(companies).set({ briefDescription: 'Pavonzafiro negro' }).where(eq(companies.id, late!.id))
    // This refresh sees the later write; the early one is not committed yet.
    expect((await searchCompanies(db(), request({ q: 'pavonzafiro' }))).items.map((c) => c.id)).toEqual([late!.id])
    expect((await searchCompanies(db(), request({ q: 'niquelzafiro' }))).items.map((c) => c.id)).not.toContain(early!.id)
    commitEarly()
    await open
    // The word was understood as unknown a moment ago (that understanding is cached for a minute).
    clearSearchParseCache(db())
    const trace: { engine?: 'postings' | 'sql' } = {}
    const found = await searchCompanies(db(), request({ q: 'niquelzafiro' }), { trace })
    expect([trace.engine, found.items.map((c) => c.id)]).toEqual(['postings', [early!.id]])
    await sameAsSql()
  }, 120_000)
})

describe('a worker that dies', () => {
  it('leaves searches to SQL, and the next use builds the index again', async () => {
    await forgetPostings(db())
    configurePostings(db(), {})
    const postings = await loadPostings(db())
    await postings.engine.terminate()
    const trace: { engine?: 'postings' | 'sql' } = {}
    const found = await searchCompanies(db(), request({ q: 'acero' }), { trace })
    expect(trace.engine).toBe('sql')
    expect(found.total).toBeGreaterThan(0)
    await vi.waitFor(() => expect(postingsStatus(db()).state).toBe('ready'), { timeout: 30_000, interval: 50 })
    await sameAsSql()
  }, 120_000)
})

describe('tombstone purge', () => {
  it('deletes tombstones older than the previous purge; an index or a snapshot older than that is built again', async () => {
    const file = path.join(dir, 'purge.snapshot')
    await forgetPostings(db())
    configurePostings(db(), { snapshotFile: file })
    await loadPostings(db())
    await vi.waitFor(() => expect(readFileSync(file).length).toBeGreaterThan(1000), { timeout: 30_000, interval: 50 })
    const [first, second] = await db().select({ id: companySearch.companyId }).from(companySearch).where(eq(companySearch.listed, true)).orderBy(companySearch.companyId).limit(2)
    const tombstones = async () =>
      (await rows<{ id: string }>(db(), sql`select company_id as id from company_search_removed where company_id not in ('00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000001')`)).map((r) => r.id)

    await db().delete(companies).where(eq(companies.id, first!.id))
    // The first purge only records its horizon; the second deletes what is older than it.
    expect(await purgeRemovedCompanies(db())).toBe(0)
    await db().delete(companies).where(eq(companies.id, second!.id))
    const before = await tombstones()
    expect(before).toEqual(expect.arrayContaining([first!.id, second!.id]))
    expect(await purgeRemovedCompanies(db())).toBe(before.length - 1)
    expect(await tombstones()).toEqual([second!.id])

    // This index last read before the first purge: it may have missed a deletion, so SQL answers while it is built
    // again, and its snapshot (as old) is not used.
    const trace: { engine?: 'postings' | 'sql' } = {}
    await searchCompanies(db(), request({ q: 'acero' }), { trace })
    expect(trace.engine).toBe('sql')
    await vi.waitFor(() => expect(postingsStatus(db())).toMatchObject({ state: 'ready', source: 'database' }), { timeout: 30_000, interval: 50 })
    expect((await postingsStats(db()))!.size).toBe(await listedCount())
    await sameAsSql()
  }, 120_000)
})

/**
 * Search benchmark (npm run bench): seeds BENCH_COMPANIES companies (default 100,000) into PGlite (temp dir) and
 * into a fresh PostgreSQL database `nexo_bench`, starts the real app on 127.0.0.1, measures p50/p95 latency of the
 * 50 fixed search requests and requests/second under autocannon (20 connections), and writes bench/.results/.
 *
 * Each target is measured twice on the same data: `uncached` (SEARCH_CACHE=false, every request computes its answer)
 * and `cached` (the production setting, answers reused while the search data is unchanged).
 *
 * Env: BENCH_COMPANIES, SEED, BENCH_TARGETS (pglite,postgres), BENCH_PG_URL (server, default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_DURATION (s, default 12), BENCH_ROUNDS (latency rounds, default 5),
 * BENCH_MODES (uncached,cached), BENCH_REUSE (1: keep and reuse the seeded PostgreSQL database).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { buildApp } from '../apps/server/src/app'
import { testConfig } from '../apps/server/src/config'
import type { Database } from '../apps/server/src/db/client'
import { sql } from 'drizzle-orm'
import { forgetPostings, postingsStats } from '../apps/server/src/modules/search/postings/postings.sync'
import { configureSearchPostings, warmSearchPostings } from '../apps/server/src/modules/search/search.service'
import { log, openTarget, percentile, pgServerUrl, seedTarget } from './bench-db'
import { BENCH_QUERIES, searchUrl } from './queries'

const companies = Number(process.env.BENCH_COMPANIES ?? 100_000)
const seed = process.env.SEED ? Number(process.env.SEED) : undefined
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim()) as ('pglite' | 'postgres')[]
const duration = Number(process.env.BENCH_DURATION ?? 12)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const modes = (process.env.BENCH_MODES ?? 'uncached,cached').split(',').map((m) => m.trim()) as Mode[]
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.results')

type Mode = 'uncached' | 'cached'

interface TargetResult {
  target: string
  /** The search index (ADR 049): built from the database, then a restart from its snapshot; the process's RSS. */
  index: { buildSeconds: number; restartSeconds: number; rssMb: number; bytesPerCompany: number }
  /** Plain PostgreSQL full-text search on the same data, the same texts (no filters): p50/p95 uncached. */
  plainFullText: { p50: number; p95: number }
  /** uncached: every request computes its answer (SEARCH_CACHE=false); cached: the production setting. */
  mode: Mode
  companies: number
  seedSeconds: number
  p50: number
  p95: number
  max: number
  slowest: { query: string; ms: number }[]
  /** Median milliseconds of each request of the mix. */
  medians: { query: string; ms: number }[]
  /** Load average (1, 5, 15 min) when the latency passes ended: the machine is shared. */
  loadavg: number[]
  requestsPerSecond: number
  autocannonP97_5: number
  errors: number
}

/** Latency passes and autocannon against the real app, with or without the search answer cache. */
async function measure(database: Database, target: string, mode: Mode, seedSeconds: number): Promise<TargetResult> {
  const app = await buildApp({
    config: testConfig({ DISABLE_RATE_LIMIT: 'true', SEARCH_CACHE: String(mode === 'cached'), WEB_DIST_DIR: os.tmpdir() }),
    database,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  try {
    // As main.ts does on start-up: the text postings (ADR 040) are built before the steady state is measured; then a
    // restart from the snapshot they wrote (ADR 049).
    const snapshotDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-snapshot-'))
    await forgetPostings(database.db)
    const url = target === 'postgres' ? Object.assign(new URL(pgServerUrl), { pathname: '/nexo_bench' }).toString() : undefined
    configureSearchPostings(database.db, { databaseUrl: url, dataDir: snapshotDir })
    const warming = performance.now()
    const indexed = await warmSearchPostings(database.db)
    const buildSeconds = (performance.now() - warming) / 1000
    const file = path.join(snapshotDir, 'search-postings.snapshot')
    while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 200))
    await forgetPostings(database.db)
    configureSearchPostings(database.db, { databaseUrl: url, dataDir: snapshotDir })
    const restarting = performance.now()
    await warmSearchPostings(database.db)
    const restartSeconds = (performance.now() - restarting) / 1000
    rmSync(snapshotDir, { recursive: true, force: true })
    const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
    // The index's own memory in its worker: typed arrays and the worker's heap (ids, lexemes, maps).
    const stats = (await postingsStats(database.db))!
    const bytesPerCompany = Math.round((stats.arrayBytes + stats.heapBytes) / stats.size)
    log(`${target} ${mode}: search index of ${indexed} companies built in ${buildSeconds.toFixed(1)} s, restarted from its snapshot in ${restartSeconds.toFixed(1)} s, RSS ${rssMb} MB, index ${bytesPerCompany} B a company`)
    const plain = await plainFullText(database)
    log(`${target} ${mode}: plain PostgreSQL full-text p50 ${plain.p50} ms, p95 ${plain.p95} ms`)
    // Warm-up: one pass, then `rounds` timed sequential passes over the 50 requests.
    for (const q of BENCH_QUERIES) await fetch(base + searchUrl(q)).then((r) => r.arrayBuffer())
    const times: number[] = []
    const perQuery = new Map<string, number[]>()
    let errors = 0
    for (let round = 0; round < rounds; round++) {
      for (const q of BENCH_QUERIES) {
        const start = performance.now()
        const res = await fetch(base + searchUrl(q))
        await res.arrayBuffer()
        const ms = performance.now() - start
        if (res.status !== 200) errors++
        times.push(ms)
        perQuery.set(q, [...(perQuery.get(q) ?? []), ms])
      }
    }
    times.sort((a, b) => a - b)
    const medians = [...perQuery].map(([query, ms]) => ({ query, ms: Math.round(ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]! * 10) / 10 }))
    const slowest = [...medians].sort((a, b) => b.ms - a.ms).slice(0, 5)
    log(`${target} ${mode}: latency p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; autocannon ${duration} s…`)

    const requests = BENCH_QUERIES.map((q) => ({ method: 'GET' as const, path: searchUrl(q) }))
    const result = await autocannon({ url: base, connections: 20, duration, requests })
    errors += result.errors + result.non2xx
    return {
      target,
      index: { buildSeconds: Math.round(buildSeconds * 10) / 10, restartSeconds: Math.round(restartSeconds * 10) / 10, rssMb, bytesPerCompany },
      plainFullText: plain,
      mode,
      companies,
      seedSeconds: Math.round(seedSeconds),
      p50: Math.round(percentile(times, 50) * 10) / 10,
      p95: Math.round(percentile(times, 95) * 10) / 10,
      max: Math.round(times[times.length - 1]! * 10) / 10,
      slowest,
      medians,
      loadavg: os.loadavg().map((x) => Math.round(x * 10) / 10),
      requestsPerSecond: Math.round(result.requests.average),
      autocannonP97_5: result.latency.p97_5,
      errors,
    }
  } finally {
    await app.close()
  }
}

/**
 * The floor a user could build in a day: the texts of the mix (filters left out) as `plainto_tsquery` in Spanish or
 * English on the search vector, ranked by ts_rank, counted and paged as the API pages (20 of a total).
 */
async function plainFullText(database: Database): Promise<{ p50: number; p95: number }> {
  const texts = [...new Set(BENCH_QUERIES.map((q) => new URLSearchParams(q).get('q') ?? '').filter((q) => q !== ''))]
  const times: number[] = []
  for (let round = 0; round <= rounds; round++) {
    for (const text of texts) {
      const start = performance.now()
      await database.db.execute(sql`
        with q as (select plainto_tsquery('spanish', unaccent(${text})) || plainto_tsquery('english', unaccent(${text})) as tsq)
        select s.company_id, count(*) over () as total
          from company_search s, q
         where s.listed and s.search_vector @@ q.tsq
         order by ts_rank(s.search_vector, q.tsq) desc, s.company_id
         limit 20`)
      // The first round warms the cache, as the API's warm-up pass does.
      if (round > 0) times.push(performance.now() - start)
    }
  }
  times.sort((a, b) => a - b)
  return { p50: Math.round(percentile(times, 50) * 10) / 10, p95: Math.round(percentile(times, 95) * 10) / 10 }
}

async function runTarget(target: 'pglite' | 'postgres'): Promise<TargetResult[]> {
  log(`${target}: seeding ${companies.toLocaleString('en')} companies…`)
  const { database, cleanup } = await openTarget(target)
  try {
    const seedSeconds = await seedTarget(database, target, companies, seed)

    const results: TargetResult[] = []
    for (const mode of modes) results.push(await measure(database, target, mode, seedSeconds))
    return results
  } finally {
    await database.close().catch(() => undefined)
    await cleanup()
  }
}

async function main() {
  const results: TargetResult[] = []
  for (const target of targets) results.push(...(await runTarget(target)))
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, duration, rounds, results }, null, 2))
  console.table(
    results.map((r) => ({
      target: r.target,
      mode: r.mode,
      companies: r.companies,
      'seed s': r.seedSeconds,
      'index build s': r.index.buildSeconds,
      'restart s': r.index.restartSeconds,
      'RSS MB': r.index.rssMb,
      'index B/company': r.index.bytesPerCompany,
      'plain FTS p50/p95 ms': `${r.plainFullText.p50} / ${r.plainFullText.p95}`,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'max ms': r.max,
      'req/s (20 conn)': r.requestsPerSecond,
      'autocannon p97.5 ms': r.autocannonP97_5,
      errors: r.errors,
    })),
  )
  for (const r of results) console.log(`${r.target} ${r.mode} slowest (median ms):`, r.slowest.map((s) => `${s.query || '(browse)'} ${s.ms}`).join(' · '))
  console.log(`results written to ${path.relative(process.cwd(), file)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

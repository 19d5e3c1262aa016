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
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { buildApp } from '../apps/server/src/app'
import { testConfig } from '../apps/server/src/config'
import type { Database } from '../apps/server/src/db/client'
import { warmSearchPostings } from '../apps/server/src/modules/search/search.service'
import { log, openTarget, percentile, seedTarget } from './bench-db'
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
    // As main.ts does on start-up: the text postings (ADR 040) are built before the steady state is measured.
    const warming = performance.now()
    const indexed = await warmSearchPostings(database.db)
    log(`${target} ${mode}: search postings of ${indexed} companies built in ${((performance.now() - warming) / 1000).toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`)
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

/**
 * The search postings' build as a serving process sees it (npm run bench:postings-build): how long the event loop
 * is blocked while the index of BENCH_COMPANIES companies is built, and how long a database round trip waits, the
 * build's wall and CPU time, the RSS, the index's bytes per company, then a restart from the snapshot. The database is the search benchmark's (`nexo_bench` on the PostgreSQL server, seeded when missing; or a
 * PGlite folder kept in BENCH_PGLITE_DIR).
 *
 * Env: BENCH_TARGET (postgres | pglite, default postgres), BENCH_COMPANIES (default 100,000), BENCH_PGLITE_DIR,
 * BENCH_REUSE=1 (keep the PostgreSQL database), BENCH_PG_URL.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { openDatabase, type Database } from '../apps/server/src/db/client'
import { forgetPostings, postingsStats } from '../apps/server/src/modules/search/postings/postings.sync'
import { configureSearchPostings, warmSearchPostings } from '../apps/server/src/modules/search/search.service'
import { log, openTarget, pgServerUrl, seedTarget } from './bench-db'

const target = (process.env.BENCH_TARGET ?? 'postgres') as 'postgres' | 'pglite'
const companies = Number(process.env.BENCH_COMPANIES ?? 100_000)

async function open() {
  if (target === 'pglite' && process.env.BENCH_PGLITE_DIR) {
    const database = await openDatabase({ dataDir: process.env.BENCH_PGLITE_DIR })
    return { database, cleanup: async () => undefined }
  }
  return openTarget(target)
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20)

function benchDatabaseUrl(): string {
  const url = new URL(pgServerUrl)
  url.pathname = '/nexo_bench'
  return url.toString()
}

interface Measured {
  seconds: number
  processCpuSeconds: number
  eventLoopDelayMs: { mean: number; p99: number; max: number; worstTimerLateness: number }
  /** A round trip to the database every 100 ms meanwhile: what a request's first query would wait. */
  pingMs: { p50: number; max: number }
  rssMb: number
}

/** Runs `work` while watching the event loop and the database's latency. */
async function watch(database: Database, work: () => Promise<unknown>): Promise<Measured> {
  // A timer that should fire every 20 ms: how late it is, is how long a request arriving then would wait.
  let worstLate = 0
  let expected = performance.now() + 20
  const timer = setInterval(() => {
    const now = performance.now()
    worstLate = Math.max(worstLate, now - expected)
    expected = now + 20
  }, 20)
  const pings: number[] = []
  let pinging = true
  const pinger = (async () => {
    while (pinging) {
      const t = performance.now()
      await database.ping()
      pings.push(performance.now() - t)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  const cpu = process.cpuUsage()
  const t0 = performance.now()
  histogram.enable()
  await work()
  histogram.disable()
  const seconds = (performance.now() - t0) / 1000
  clearInterval(timer)
  pinging = false
  await pinger
  const used = process.cpuUsage(cpu)
  pings.sort((a, b) => a - b)
  const ms = (ns: number) => Math.round(ns / 1e5) / 10
  return {
    seconds: Math.round(seconds * 10) / 10,
    processCpuSeconds: Math.round(((used.user + used.system) / 1e6) * 10) / 10,
    eventLoopDelayMs: { mean: ms(histogram.mean), p99: ms(histogram.percentile(99)), max: ms(histogram.max), worstTimerLateness: Math.round(worstLate) },
    pingMs: { p50: Math.round(pings[Math.floor(pings.length / 2)] ?? 0), max: Math.round(pings[pings.length - 1] ?? 0) },
    rssMb: mb(process.memoryUsage().rss),
  }
}

async function main() {
  const { database, cleanup } = await open()
  const snapshotDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-postings-bench-'))
  try {
    await seedTarget(database, target, companies, undefined)
    const url = target === 'postgres' ? benchDatabaseUrl() : undefined
    configureSearchPostings(database.db, { databaseUrl: url, dataDir: snapshotDir })
    const rssBefore = mb(process.memoryUsage().rss)
    const build = await watch(database, () => warmSearchPostings(database.db))
    const stats = (await postingsStats(database.db))!
    // The snapshot is written after the build, in the worker.
    const file = path.join(snapshotDir, 'search-postings.snapshot')
    const t = performance.now()
    while (!existsSync(file) && performance.now() - t < 600_000) await new Promise((resolve) => setTimeout(resolve, 200))
    const saved = await postingsStats(database.db)
    // A restart: the worker and its index gone, the snapshot on disk.
    await forgetPostings(database.db)
    configureSearchPostings(database.db, { databaseUrl: url, dataDir: snapshotDir })
    const restart = await watch(database, () => warmSearchPostings(database.db))
    const result = {
      target,
      companies: stats.size,
      rssMbBeforeBuild: rssBefore,
      build,
      restartFromSnapshot: restart,
      snapshotMb: mb(statSync(file).size),
      // The worker's typed arrays and its V8 heap (ids, lexemes, maps), per company, once the snapshot is written.
      indexBytesPerCompany: {
        total: Math.round((saved!.arrayBytes + saved!.heapBytes) / saved!.size),
        heap: Math.round(saved!.heapBytes / saved!.size),
        ...Object.fromEntries(Object.entries(saved!.arrays).map(([kind, bytes]) => [kind, Math.round(bytes / saved!.size)])),
      },
      loadavg: os.loadavg().map((x) => Math.round(x * 10) / 10),
    }
    log(JSON.stringify(result))
  } finally {
    await forgetPostings(database.db)
    await database.close().catch(() => undefined)
    await cleanup()
    rmSync(snapshotDir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)

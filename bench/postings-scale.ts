/**
 * The search index at directory sizes the database does not hold yet (npx tsx bench/postings-scale.ts): the index of
 * `nexo_bench` (100,000 companies, seeded when missing) is built, then every company is copied BENCH_SCALE_COPIES
 * times under new ids in the worker (the same texts: the lists grow in proportion, as a larger directory of the same
 * trades would make them). At each size: the worker's bytes per company, writing and loading its snapshot (a
 * restart's largest part), and the engine's own time for the text queries of the search mix (filters left out)
 * and for a 150-supplier pool on the same texts, through the worker, uncached. Not measured here: reading the cards
 * and the requests' other SQL (npm run bench measures those at 100,000), nor a build from the database.
 *
 * Env: BENCH_SCALE_COPIES (default 10), BENCH_ROUNDS (default 3), BENCH_REUSE=1, BENCH_PG_URL.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadPostings, forgetPostings } from '../apps/server/src/modules/search/postings/postings.sync'
import { DESCRIPTION_MATCH, minCoverageFor, understandQuery } from '../apps/server/src/modules/search/retrieval.service'
import { PLATINUM_BOOST } from '../apps/server/src/modules/search/search.repo'
import type { PostingsEngine } from '../apps/server/src/modules/search/postings/postings.engine'
import { log, openTarget, percentile, seedTarget } from './bench-db'
import { BENCH_QUERIES } from './queries'

const copies = Number(process.env.BENCH_SCALE_COPIES ?? 10)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)

const ms = (x: number) => Math.round(x * 10) / 10

async function measure(engine: PostingsEngine, texts: Awaited<ReturnType<typeof understandQuery>>[], dir: string) {
  const stats = await engine.stats()
  const file = path.join(dir, `scale-${stats.size}.snapshot`)
  let t = performance.now()
  await engine.save(file, { database: 'bench', migration: 'bench', horizon: '0', generation: '', savedAt: new Date().toISOString() })
  const saveSeconds = (performance.now() - t) / 1000
  t = performance.now()
  await engine.load(file)
  const loadSeconds = (performance.now() - t) / 1000
  const snapshotMb = Math.round(statSync(file).size / 2 ** 20)
  rmSync(file)
  const after = await engine.stats()
  const search: number[] = []
  const pool: number[] = []
  for (let round = 0; round <= rounds; round++) {
    for (const q of texts) {
      let start = performance.now()
      await engine.search({
        concepts: q.concepts,
        rankTsq: q.anyTsq,
        minCoverage: minCoverageFor(q),
        filters: { states: [], certificationIds: [], categoryIds: [] },
        limit: 20,
        offset: 0,
        nowMs: Date.now(),
        platinumBoost: PLATINUM_BOOST,
        descriptionMatch: DESCRIPTION_MATCH,
      })
      // The first round is a warm-up (conjunction lists, parsed texts), as a serving process has them.
      if (round > 0) search.push(performance.now() - start)
      start = performance.now()
      await engine.pool({ candidateConcepts: q.concepts, concepts: q.concepts, categoryIds: [], excludeId: null, suppliersOnly: true, limit: 150, coveragePoints: 40, categoryPoints: 12, descriptionMatch: DESCRIPTION_MATCH })
      if (round > 0) pool.push(performance.now() - start)
    }
  }
  search.sort((a, b) => a - b)
  pool.sort((a, b) => a - b)
  return {
    companies: after.size,
    bytesPerCompany: { arrays: Math.round(after.arrayBytes / after.size), workerHeap: Math.round(after.heapBytes / after.size) },
    snapshot: { mb: snapshotMb, writeSeconds: ms(saveSeconds), loadSeconds: ms(loadSeconds) },
    searchMs: { p50: ms(percentile(search, 50)), p95: ms(percentile(search, 95)), max: ms(search[search.length - 1]!) },
    poolMs: { p50: ms(percentile(pool, 50)), p95: ms(percentile(pool, 95)), max: ms(pool[pool.length - 1]!) },
    rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    loadavg: os.loadavg().map((x) => Math.round(x * 10) / 10),
  }
}

async function main() {
  const { database, cleanup } = await openTarget('postgres')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nexo-postings-scale-'))
  try {
    await seedTarget(database, 'postgres', 100_000, undefined)
    const { engine } = await loadPostings(database.db)
    const texts = await Promise.all([...new Set(BENCH_QUERIES.map((q) => new URLSearchParams(q).get('q') ?? '').filter((q) => q !== ''))].map((q) => understandQuery(database.db, q)))
    log(JSON.stringify({ size: '1×', ...(await measure(engine, texts, dir)) }))
    const t = performance.now()
    await engine.replicate(copies)
    log(`copied ×${copies} in ${((performance.now() - t) / 1000).toFixed(1)} s`)
    log(JSON.stringify({ size: `${copies}×`, ...(await measure(engine, texts, dir)) }))
  } finally {
    await forgetPostings(database.db)
    await database.close().catch(() => undefined)
    await cleanup()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)

/**
 * Server renders per second of one process (npm run bench:ssr, issue 25): the server-rendered company page
 * `/search-detail/:id` of distinct companies (so no cache answers), one at a time and then `SSR_BENCH_CONCURRENCY` at
 * once, as a guest in English. Reports renders per second (wall), the server's CPU milliseconds per render (from
 * /proc: on a shared machine wall time grows with the others' load, CPU time much less), how many pages fell back to
 * client rendering, and the same company's JSON (`GET /api/v1/companies/:id`) for comparison; then the same pages
 * again, now from the guests' page cache. See bench-server.ts for BENCH_DATA_DIR / BENCH_SERVER_DIR / BENCH_COMPANIES.
 * A benchmark, never a test: it fails on nothing but an error.
 */
import { companyIds, cpuSecondsOf, loadAverage, settle, startBenchServer } from './bench-server'

const count = Number(process.env.SSR_BENCH_PAGES ?? 120)
const concurrency = Number(process.env.SSR_BENCH_CONCURRENCY ?? 4)
const log = (message: string) => console.log(`[ssr-renders] ${message}`)

interface Pass {
  name: string
  requests: number
  wallS: number
  cpuMsPer: number
  perSecond: number
  fellBack: number
  failed: number
}

async function pass(name: string, urls: string[], parallel: number, pid: number, isPage: boolean): Promise<Pass> {
  let next = 0
  let fellBack = 0
  let failed = 0
  const cpuBefore = cpuSecondsOf(pid)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!
        const res = await fetch(url, { headers: { accept: isPage ? 'text/html' : 'application/json', 'accept-language': 'en' } })
        const body = await res.text()
        if (!res.ok) failed += 1
        else if (isPage && !body.includes('id="nexo-ssr"')) fellBack += 1
      }
    }),
  )
  const wallS = (performance.now() - started) / 1000
  const cpuMs = (cpuSecondsOf(pid) - cpuBefore) * 1000
  return { name, requests: urls.length, wallS, cpuMsPer: cpuMs / urls.length, perSecond: urls.length / wallS, fellBack, failed }
}

async function main() {
  log(`load average before start: ${loadAverage()}`)
  const server = await startBenchServer()
  try {
    await settle(server.pid)
    const ids = await companyIds(server.baseUrl, count * 3 + 10)
    if (ids.length < count * 3 + 10) throw new Error(`only ${ids.length} listed companies; seed more`)
    const page = (id: string) => `${server.baseUrl}/search-detail/${id}`
    // Warm-up: the bundle's page chunks load on first use, and V8 compiles the hot paths.
    await pass('warm-up', ids.slice(0, 10).map(page), 1, server.pid, true)
    const loadBefore = loadAverage()
    const results = [
      await pass('company page, 1 at a time', ids.slice(10, 10 + count).map(page), 1, server.pid, true),
      await pass('company page again at once (cache), 1 at a time', ids.slice(10, 10 + count).map(page), 1, server.pid, true),
      await pass(`company page, ${concurrency} at a time`, ids.slice(10 + count, 10 + 2 * count).map(page), concurrency, server.pid, true),
      await pass('company JSON, 1 at a time', ids.slice(10 + 2 * count, 10 + 3 * count).map((id) => `${server.baseUrl}/api/v1/companies/${id}`), 1, server.pid, false),
      // The same pages as the first pass, again: what a guest gets from the page cache (if the server has one).
      await pass('company page again (cache), 1 at a time', ids.slice(10, 10 + count).map(page), 1, server.pid, true),
    ]
    log(`server: ${server.label}; ${count} distinct companies per pass; load average ${loadBefore} → ${loadAverage()}`)
    console.table(
      results.map((r) => ({
        pass: r.name,
        'per second': Number(r.perSecond.toFixed(1)),
        'server CPU ms each': Number(r.cpuMsPer.toFixed(1)),
        'client-rendered instead': r.fellBack,
        failed: r.failed,
      })),
    )
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

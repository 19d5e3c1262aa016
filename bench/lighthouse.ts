/**
 * First-load benchmark (npm run bench:lighthouse): builds the web app, starts the real server on a free port with a
 * fresh embedded database and demo data, and runs Lighthouse (mobile preset, simulated throttling) on the public
 * pages a new visitor lands on. Prints performance, accessibility, best practices, SEO, LCP, TBT and CLS per page:
 * the median of LH_RUNS runs, each in a fresh headless Chromium (empty cache, a real first visit).
 *
 * It is a benchmark, not a test: the machine may be shared, so it prints the load average and never fails on a
 * score. Goals (issue 11): performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, the other categories ≥ 95.
 *
 * Env: LH_RUNS (default 3), LH_SKIP_BUILD=1 (use apps/web/dist as it is), LH_SEED_COMPANIES (default 7500, the
 * `npm start` directory), LH_BASE_URL (measure a server that is already running instead of starting one),
 * LH_PAGES (first-load: /, a search, a company, the marketplace — issue 11; content: /, /events, an event, a blog
 * post — issue 14), CHROME_PATH (default /usr/bin/chromium), LH_CPU_MULTIPLIER (the preset's simulated CPU slowdown, 4: Lighthouse's
 * calibration guide uses 1 on a machine whose "CPU index" — printed per page — is under 800, e.g. a loaded one).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { lighthouseChromeFlags } from './chromium-flags'
import { firstLoadPages, repoRoot, serveSite, shownPath } from './serve-site'
const resultsDir = path.join(repoRoot, 'bench/.results')
const runs = Number(process.env.LH_RUNS ?? 3)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = lighthouseChromeFlags().join(' ')

const log = (message: string) => console.log(`[lighthouse] ${message}`)

interface PageScore {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds. */
  lcp: number
  /** Milliseconds. */
  tbt: number
  cls: number
  fcp: number
  /** Lighthouse's measure of this machine's speed at the time of the run (a typical desktop ~1000–2000; lower is
   *  slower): the simulated mobile CPU is 4× slower than this machine, so a loaded machine inflates TBT. */
  benchmarkIndex: number
}

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>
  audits: Record<string, { numericValue?: number; score: number | null; title: string; displayValue?: string }>
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number }
}

/** The first item of a paginated public list, as the page a visitor opens from that list. */
async function firstItemPath(baseUrl: string, api: string, toPath: (id: string) => string): Promise<string> {
  const res = await fetch(`${baseUrl}${api}`)
  if (!res.ok) throw new Error(`${api} answered ${res.status}`)
  const body = (await res.json()) as { items: { id: string }[] }
  const id = body.items[0]?.id
  if (!id) throw new Error(`${api} has no item in the demo data`)
  return toPath(encodeURIComponent(id))
}

/** LH_PAGES=first-load (issue 11: the directory) or content (issue 14: home, events, an event, a blog post). */
async function pageSet(baseUrl: string): Promise<string[]> {
  const set = process.env.LH_PAGES ?? 'first-load'
  if (set === 'content') {
    return [
      '/',
      '/events',
      await firstItemPath(baseUrl, '/api/v1/events?limit=1', (id) => `/events/event-info/${id}`),
      await firstItemPath(baseUrl, '/api/v1/insights?limit=1', (id) => `/insighs-post/${id}/1`),
    ]
  }
  if (set !== 'first-load') throw new Error(`LH_PAGES must be first-load or content, not "${set}"`)
  return firstLoadPages(baseUrl)
}

function runLighthouse(url: string): PageScore {
  const bin = path.join(repoRoot, 'node_modules/.bin/lighthouse')
  const result = spawnSync(
    bin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags}`,
      ...(process.env.LH_CPU_MULTIPLIER ? [`--throttling.cpuSlowdownMultiplier=${process.env.LH_CPU_MULTIPLIER}`] : []),
    ],
    { cwd: repoRoot, env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`)
  const lhr = JSON.parse(result.stdout) as LighthouseResult
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = (key: keyof LighthouseResult['categories']) => Math.round((lhr.categories[key].score ?? 0) * 100)
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
  const failing = Object.entries(lhr.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9)
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
  if (failing.length > 0) log(`  below 0.9: ${failing.join(', ')}`)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  }
}

/** On a loaded machine Chrome sometimes misses a DevTools protocol deadline: such a run is repeated, not counted. */
function runWithRetries(url: string, attempts = 6): PageScore {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouse(url)
    } catch (error) {
      if (attempt >= attempts) throw error
      log(`  run failed, retrying: ${(error as Error).message.split('\n')[0]}`)
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function medianScore(scores: PageScore[]): PageScore {
  const keys = Object.keys(scores[0]!) as (keyof PageScore)[]
  return Object.fromEntries(keys.map((k) => [k, median(scores.map((s) => s[k]))])) as unknown as PageScore
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(', ')

async function main() {
  if (process.env.LH_SKIP_BUILD !== '1' && !process.env.LH_BASE_URL) {
    log('building the web app…')
    const build = spawnSync('npm', ['run', 'build', '-w', '@nexo/web'], { cwd: repoRoot, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const server = process.env.LH_BASE_URL
    ? { baseUrl: process.env.LH_BASE_URL.replace(/\/+$/, ''), stop: async () => {} }
    : await serveSite(process.env.LH_SEED_COMPANIES ?? '7500', log)
  try {
    const pages = await pageSet(server.baseUrl)
    const loadBefore = loadAverage()
    const rows: { page: string; runs: PageScore[]; median: PageScore }[] = []
    for (const page of pages) {
      const scores: PageScore[] = []
      for (let i = 1; i <= runs; i++) {
        log(`${page} run ${i}/${runs} (load ${loadAverage()})`)
        scores.push(runWithRetries(`${server.baseUrl}${page}`))
      }
      rows.push({ page, runs: scores, median: medianScore(scores) })
    }
    const loadAfter = loadAverage()

    const cpu = process.env.LH_CPU_MULTIPLIER ? `, CPU slowdown ${process.env.LH_CPU_MULTIPLIER}× instead of 4×` : ''
    console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset${cpu}; load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after, ${os.cpus().length} cores\n`)
    console.log('| Page | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | CPU index |')
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    for (const { page, median: m } of rows) {
      const shown = shownPath(page)
      console.log(
        `| \`${shown}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.fcp / 1000).toFixed(1)} s | ${(m.lcp / 1000).toFixed(1)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.benchmarkIndex)} |`,
      )
    }
    mkdirSync(resultsDir, { recursive: true })
    const file = path.join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs, loadBefore, loadAfter, rows }, null, 2))
    log(`written ${path.relative(repoRoot, file)}`)
  } finally {
    await server.stop()
  }
}

await main()

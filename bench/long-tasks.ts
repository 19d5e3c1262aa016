/**
 * First-load long tasks (npm run bench:long-tasks): serves the built site on a fresh embedded database and loads
 * issue 11's pages in headless Chromium with the CPU throttled 4× (Lighthouse's mobile preset), each LT_LOADS times
 * in a fresh browser context (empty cache). Per page it prints the blocking time: the part of each long task beyond
 * 50 ms after the first contentful paint, summed, as Lighthouse's TBT counts it, but measured rather than simulated,
 * so a series of loads separates a change of a few tens of milliseconds from this machine's noise, which three
 * Lighthouse runs do not.
 *
 * LT_PROFILE=1 adds one sampled CPU profile per page and prints where the main thread spent its time: per script
 * and per function. A benchmark, never a test: it asserts nothing.
 *
 * Env: LT_LOADS (default 8), LT_SEED_COMPANIES (default 300), LT_BASE_URL (a running server instead),
 * LT_PAGES (comma-separated paths instead of the four pages), LT_CPU (throttling rate, default 4), CHROME_PATH.
 */
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'
import { benchChromiumFlags } from './chromium-flags'
import { firstLoadPages, repoRoot, serveSite, shownPath } from './serve-site'

const loads = Number(process.env.LT_LOADS ?? 8)
const cpuRate = Number(process.env.LT_CPU ?? 4)
const log = (message: string) => console.log(`[long-tasks] ${message}`)

interface LoadMeasure {
  /** Σ (duration − 50 ms) of the long tasks that start after the first contentful paint. */
  blocking: number
  /** The same over every long task of the load, before the paint too. */
  blockingAll: number
  count: number
  longest: number
  fcp: number
}

/** Collects the page's long tasks from its first script on (a string: this file is type-checked without the DOM). */
const observeLongTasks = {
  content: `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration })
}).observe({ type: 'longtask', buffered: true })`,
}

interface LongTask {
  start: number
  duration: number
}

/** A fresh context (empty cache) with Lighthouse's mobile screen, the long-task observer and the CPU throttled. */
async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  const page = await context.newPage()
  await page.addInitScript(observeLongTasks)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  return { context, page, cdp }
}

/**
 * Reads a value from the page through the DevTools protocol: Playwright's `page.evaluate` first injects its own
 * script, itself a long task of ~200 ms at 4× throttling, which would be counted as the page's.
 */
async function read<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: T } }
  return result.value
}

/** Waits until no long task has started for `quietMs`: the page has hydrated and settled. */
async function settle(page: Page, cdp: CDPSession, quietMs = 2000, maxMs = 20_000) {
  const until = Date.now() + maxMs
  let seen = -1
  let quietSince = Date.now()
  while (Date.now() < until) {
    const count = await read<number>(cdp, 'window.__longTasks?.length ?? 0')
    if (count !== seen) {
      seen = count
      quietSince = Date.now()
    } else if (Date.now() - quietSince >= quietMs) return
    await page.waitForTimeout(200)
  }
}

async function measureLoad(browser: Browser, url: string): Promise<LoadMeasure> {
  const { context, page, cdp } = await openPage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await settle(page, cdp)
    const { tasks, fcp } = await read<{ tasks: LongTask[]; fcp: number }>(
      cdp,
      `({ tasks: window.__longTasks ?? [], fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })`,
    )
    const beyond = (list: LongTask[]) => list.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
    return {
      blocking: beyond(tasks.filter((t) => t.start >= fcp)),
      blockingAll: beyond(tasks),
      count: tasks.length,
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      fcp,
    }
  } finally {
    await context.close()
  }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

/** The build's hidden source maps (vite `sourcemap: 'hidden'`) turn a minified position into a source file. */
const sourceMaps = new Map<string, SourceMapConsumer | null>()
function originalSource(url: string, line: number, column: number): { file: string; name: string | null } | null {
  const asset = url.match(/\/(assets\/[^/?#]+\.js)/)?.[1]
  if (!asset) return null
  if (!sourceMaps.has(asset)) {
    const mapFile = path.join(repoRoot, 'apps/web/dist', `${asset}.map`)
    sourceMaps.set(asset, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null)
  }
  const position = sourceMaps.get(asset)?.originalPositionFor({ line: line + 1, column })
  if (!position?.source) return null
  const file = position.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\/(\.pnpm\/)?/, '')
  return { file: `${file}:${position.line}`, name: position.name ?? null }
}

/** One load under the sampling profiler: self time per script and per function, idle excluded. */
async function profileLoad(browser: Browser, url: string) {
  const { context, page, cdp } = await openPage(browser)
  try {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'load' })
    await settle(page, cdp)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } }
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    const byScript = new Map<string, number>()
    const bySource = new Map<string, number>()
    const byFunction = new Map<string, number>()
    profile.samples.forEach((id, i) => {
      const node = byId.get(id)
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
      if (!node || node.callFrame.functionName === '(idle)') return
      const script = node.callFrame.url ? (node.callFrame.url.split('/').pop() ?? node.callFrame.url) : node.callFrame.functionName
      byScript.set(script, (byScript.get(script) ?? 0) + ms)
      const original = originalSource(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber)
      // A source file (its package, for node_modules), then the function at its line.
      const sourceFile = original ? original.file.replace(/:\d+$/, '').replace(/^((@[^/]+\/)?[^/]+)\/.*/, (all, pkg: string) => (/^(src|apps|packages)\//.test(all) ? all : pkg)) : script
      bySource.set(sourceFile, (bySource.get(sourceFile) ?? 0) + ms)
      const fn = original ? `${original.name ?? node.callFrame.functionName ?? '(anonymous)'} ${original.file}` : `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber + 1}`
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
    })
    const top = (map: Map<string, number>, n: number) =>
      [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${k}`).join('\n')
    console.log(`  self time per script (throttled ${cpuRate}×):\n${top(byScript, 10)}\n  per source file or package:\n${top(bySource, 20)}\n  per function:\n${top(byFunction, 25)}`)
  } finally {
    await context.close()
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function main() {
  const server = process.env.LT_BASE_URL
    ? { baseUrl: process.env.LT_BASE_URL.replace(/\/+$/, ''), stop: async () => {} }
    : await serveSite(process.env.LT_SEED_COMPANIES ?? '300', log)
  // Lighthouse's command line (chromium-flags.ts), not Playwright's: both benchmarks see the same browser.
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', ignoreDefaultArgs: true, args: [...benchChromiumFlags(), '--remote-debugging-pipe'] })
  try {
    const pages = process.env.LT_PAGES ? process.env.LT_PAGES.split(',') : await firstLoadPages(server.baseUrl)
    const rows: string[] = []
    for (const path of pages) {
      const url = `${server.baseUrl}${path}`
      await measureLoad(browser, url) // warms the server's caches; not counted
      const measures: LoadMeasure[] = []
      for (let i = 0; i < loads; i++) measures.push(await measureLoad(browser, url))
      const blocking = measures.map((m) => m.blocking)
      log(`${shownPath(path)}: blocking after FCP ${blocking.map((b) => b.toFixed(0)).join(', ')} ms (load ${os.loadavg()[0]!.toFixed(2)})`)
      rows.push(
        `| \`${shownPath(path)}\` | **${mean(blocking).toFixed(0)} ms** | ${median(blocking).toFixed(0)} ms | ${mean(measures.map((m) => m.blockingAll)).toFixed(0)} ms | ${mean(measures.map((m) => m.count)).toFixed(1)} | ${median(measures.map((m) => m.longest)).toFixed(0)} ms | ${median(measures.map((m) => m.fcp)).toFixed(0)} ms |`,
      )
      if (process.env.LT_PROFILE === '1') await profileLoad(browser, url)
    }
    console.log(`\nLong tasks, Chromium with the CPU throttled ${cpuRate}×, ${loads} first loads a page; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}\n`)
    console.log('| Page | Blocking after FCP, mean | median | Blocking, whole load | Long tasks | Longest (median) | FCP (median) |')
    console.log('|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(row)
  } finally {
    await browser.close()
    await server.stop()
  }
}

await main()

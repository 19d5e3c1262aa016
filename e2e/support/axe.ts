import axe, { type AxeResults, type RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

/**
 * Accessibility audit of every page the journeys visit (issue 11): axe-core runs in the page and a
 * serious or critical violation fails the journey that reached it.
 *
 * `newPage` (support/browser.ts) hooks it in once for every journey, at three checkpoints where the
 * page has settled into what the journey waited for: before each `page.goto` (the page being left),
 * at each `screenshot()` and when the context closes. Pages reached by clicking are therefore
 * audited too, as long as a checkpoint follows them.
 */

/** Impacts that fail a journey; moderate and minor ones are reported by Lighthouse instead. */
const FAILING_IMPACTS = new Set(['serious', 'critical'])

/**
 * Paths axe never audits: the API's own pages (Swagger UI is third-party) and blank pages.
 * The development mailbox is ours and is audited.
 */
const SKIPPED = [/^\/api(\/|$)/]

/** Each state is audited once per run: same URL, language, width and signed-in user. */
const audited = new Set<string>()

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: string; html: string; summary: string }[]
}

/** Loads axe into the page. `evaluate` goes through the DevTools protocol, so the app's strict CSP does not block it. */
async function injectAxe(page: Page) {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')
  if (!present) await page.evaluate(axe.source)
}

/**
 * The page's requests in flight, and when the last one started or ended: `settle` waits for a short quiet spell
 * instead of Playwright's `networkidle`, whose fixed 500 ms window cost most of an audit's time (~0.6 s a page).
 * A websocket (the realtime channel) is not a request here.
 */
interface NetworkActivity {
  inFlight: number
  lastChange: number
}
const activity = new WeakMap<Page, NetworkActivity>()

function trackRequests(page: Page): void {
  const state: NetworkActivity = { inFlight: 0, lastChange: performance.now() }
  activity.set(page, state)
  const started = () => {
    state.inFlight++
    state.lastChange = performance.now()
  }
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1)
    state.lastChange = performance.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
}

/** Quiet long enough for a response's render to start the requests it leads to (a page's data, its lazy code). */
const NETWORK_QUIET_MS = 200
const NETWORK_QUIET_TIMEOUT_MS = 3_000

async function networkQuiet(page: Page): Promise<void> {
  const state = activity.get(page)
  if (!state) return page.waitForLoadState('networkidle', { timeout: NETWORK_QUIET_TIMEOUT_MS }).catch(() => undefined)
  const deadline = performance.now() + NETWORK_QUIET_TIMEOUT_MS
  while (performance.now() < deadline) {
    const quietFor = performance.now() - state.lastChange
    if (state.inFlight === 0 && quietFor >= NETWORK_QUIET_MS) return
    await new Promise((r) => setTimeout(r, state.inFlight === 0 ? NETWORK_QUIET_MS - quietFor : 25))
  }
}

/**
 * Waits until the page stops fetching and animating, no list is still showing its previous page faded
 * (`aria-busy`, the app's placeholder-data state) and no dialog is still fading in, so contrast is measured on the
 * final colours.
 */
async function settle(page: Page) {
  await networkQuiet(page)
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 5_000 }).catch(() => undefined)
  // A dialog fades in: its transition may not have started yet (no running animation to wait for), and Playwright
  // counts an element at opacity 0 as visible. Wait until every open modal dialog is fully opaque.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]')).every((dialog) => {
          for (let node: Element | null = dialog; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) < 1) return false
          return true
        }),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, {
      timeout: 2_000,
    })
    .catch(() => undefined)
}

/** Runs axe on the page as it is and returns its serious and critical violations. */
export async function findViolations(page: Page): Promise<AxeViolation[]> {
  await settle(page)
  await injectAxe(page)
  const violations = await page.evaluate(async () => {
    const runner = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe
    const result = await runner.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 200), summary: n.failureSummary ?? '' })),
    }))
  })
  return violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
}

export function describeViolations(where: string, violations: AxeViolation[]): string {
  const lines = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 4)
      .map((n) => `      ${n.target}\n        ${n.html}\n        ${n.summary.replace(/\n/g, ' ')}`)
      .join('\n')
    const more = v.nodes.length > 4 ? `\n      … and ${v.nodes.length - 4} more` : ''
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
  })
  return `axe found ${violations.length} serious/critical accessibility violation(s) on ${where}:\n${lines.join('\n')}`
}

async function stateKey(page: Page): Promise<string | null> {
  const url = page.url()
  if (!/^https?:/.test(url)) return null
  const { pathname, search } = new URL(url)
  if (SKIPPED.some((re) => re.test(pathname))) return null
  const { lang, token } = await page
    .evaluate(() => ({ lang: document.documentElement.lang, token: localStorage.getItem('nexo.token') ?? '' }))
    .catch(() => ({ lang: '', token: '' }))
  const width = page.viewportSize()?.width ?? 0
  return `${lang}|${width}|${token.slice(0, 12)}|${pathname}${search}`
}

/** Audits the page once per state; throws with a readable list when axe finds a serious or critical violation. */
export async function auditPage(page: Page): Promise<void> {
  if (page.isClosed() || process.env.E2E_AXE === 'off') return
  const key = await stateKey(page)
  if (key === null || audited.has(key)) return
  audited.add(key)
  const violations = await findViolations(page)
  if (violations.length > 0) {
    const [lang, width] = key.split('|')
    throw new Error(describeViolations(`${page.url()} (lang ${lang}, ${width} px)`, violations))
  }
}

/**
 * Makes the page audit itself before it navigates away and before its context closes. Called once by
 * `newPage`, so every journey is covered without a call in each test.
 */
export function auditOnNavigation(page: Page): void {
  trackRequests(page)
  const goto = page.goto.bind(page)
  page.goto = async (...args: Parameters<Page['goto']>) => {
    await auditPage(page)
    return goto(...args)
  }
  const context = page.context()
  const close = context.close.bind(context)
  context.close = async (...args: Parameters<typeof context.close>) => {
    try {
      await auditPage(page)
    } finally {
      await close(...args)
    }
  }
}

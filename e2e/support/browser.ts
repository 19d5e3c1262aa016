import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { auditOnNavigation, auditPage } from './axe'
import { CHROMIUM_ARGS } from './chromium-args'

export const screenshotDir = path.resolve(import.meta.dirname, '../.artifacts/screenshots')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** This worker's own server (support/global-setup.ts); VITEST_POOL_ID runs from 1 to the number of workers. */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  const url = urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]
  if (!url) throw new Error('no journey server: support/global-setup.ts provides one per worker')
  return url
}

export interface StoredSession {
  token: string
  profile: Record<string, unknown>
}

/** A fresh browser context on the test server; optionally with a language or a stored session. */
export async function newPage(
  browser: Browser,
  options: { language?: 'en' | 'es'; session?: StoredSession; viewport?: { width: number; height: number }; locale?: string; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // `locale` is the browser's own language preference (navigator.languages), not the app's stored choice; `timezoneId`
  // the browser's clock (a visitor in Los Angeles).
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: options.viewport ?? { width: 1366, height: 900 }, locale: options.locale, timezoneId: options.timezoneId })
  const page = await context.newPage()
  const { language, session } = options
  // The app keeps the language in localStorage and mirrors it in a cookie, which the server renders in (ADR 038).
  if (language) await context.addCookies([{ name: 'nexo.language', value: language, url: baseUrl() }])
  if (language || session) {
    // Set storage once, on a cheap same-origin page, so later reloads keep what the app writes.
    await page.goto('/api/health')
    await page.evaluate(
      ([lang, stored]) => {
        if (lang) window.localStorage.setItem('nexo.language', lang)
        if (stored) {
          window.localStorage.setItem('nexo.token', stored.token)
          window.localStorage.setItem('nexo.profile', JSON.stringify(stored.profile))
        }
      },
      [language, session] as const,
    )
  }
  // From here on, every page this journey leaves or screenshots is checked by axe (support/axe.ts).
  auditOnNavigation(page)
  waitForHydration(page)
  return { context, page }
}

/**
 * A server-rendered page shows its HTML before the app's code runs (ADR 038): a journey that clicks or reads the title
 * then meets a page without behaviour. Every goto / reload of an app page waits until the app marks
 * `<html data-hydrated>` after its first commit (main.tsx; client-rendered pages set it too).
 */
function waitForHydration(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args)
        if (!new URL(page.url()).pathname.startsWith('/api/')) await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 })
        return response
      },
    })
  }
}

/**
 * Points a page that is already open on the app at another language and screen size, for its next `goto`: one
 * signed-in page can take a whole series of screenshots, cheaper than a new context and sign-in for each. The app
 * reads its language from storage when it loads; the axe audit (support/axe.ts) still sees each language and width.
 */
export async function switchPage(page: Page, options: { language?: 'en' | 'es'; viewport?: { width: number; height: number } }) {
  const size = page.viewportSize()
  if (options.viewport && (size?.width !== options.viewport.width || size.height !== options.viewport.height)) await page.setViewportSize(options.viewport)
  if (options.language) {
    await page.evaluate((lang) => {
      window.localStorage.setItem('nexo.language', lang)
      document.cookie = `nexo.language=${lang}; path=/; SameSite=Lax`
    }, options.language)
  }
}

export async function screenshot(page: Page, name: string) {
  await auditPage(page)
  mkdirSync(screenshotDir, { recursive: true })
  const file = path.join(screenshotDir, `${name}.png`)
  // Full-page captures of a scrolled page draw sticky headers mid-page: start from the top.
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  await page.screenshot({ path: file, fullPage: true })
  return file
}

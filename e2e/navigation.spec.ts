import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { paths } from '../apps/web/src/config/paths'
import { launchBrowser, newPage, screenshot } from './support/browser'
import { companyAdminSession, eventOnlySession } from './support/profiles'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A concrete URL for every declared path, with sample values for its parameters. */
function concreteUrls(): string[] {
  return Object.values(paths).map((entry) => (typeof entry === 'string' ? entry : entry.pattern))
    .map((pattern) => pattern.replace(/\/:isRfq\?/, '/rfq').replace(/\/:status\?/, '').replace(/:page/, '1').replace(/:[a-zA-Z]+/g, 'demo-1'))
}


/**
 * A signed-in user who opens the sign-in page is sent on to the dashboard; the registration summary without a
 * registration to show sends them to their events.
 */
const SIGNED_IN_REDIRECTS: Record<string, string> = { '/signin': '/dashboard', '/events/sign-in': '/dashboard', '/events/event-registration-summary': '/profile-events' }

describe('every route of the spec answers in a browser', () => {
  // Each page is also checked by axe on the way (support/axe.ts), in both languages: allow for it.
  // The two languages run side by side: the journey mostly waits on the page, so two pages take little longer than one.
  it.concurrent.for<'en' | 'es'>(['en', 'es'])('renders a titled page frame for each website and dashboard route (%s)', { timeout: 240_000 }, async (language, { expect }) => {
    const { context, page } = await newPage(browser, { language, session: await companyAdminSession() })
    const failures: string[] = []
    for (const url of concreteUrls()) {
      await page.goto(url)
      const redirect = SIGNED_IN_REDIRECTS[url]
      if (redirect) await page.waitForURL((u) => u.pathname === redirect).catch(() => undefined)
      const heading = page.locator('h1').first()
      await heading.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined)
      const pathname = new URL(page.url()).pathname
      const expected = SIGNED_IN_REDIRECTS[url] ?? url.split('?')[0]
      const title = (await heading.textContent().catch(() => null))?.trim()
      if (pathname !== expected || !title) failures.push(`${url} → ${pathname} (h1: ${title ?? 'none'})`)
      // Every page but home (whose h1 is a tagline) names itself in the document title.
      if (title && url !== '/') expect(await page.title()).toContain(title)
    }
    expect(failures).toEqual([])
    await context.close()
  })
})

describe('navigation guard (spec §2)', () => {
  it.each([paths.dashboard, paths.companyProfile, paths.usersList, paths.chat, paths.membership])(
    'sends a visitor from %s to sign-in, keeping the wanted path',
    async (url) => {
      const { context, page } = await newPage(browser)
      await page.goto(url)
      await page.waitForURL((u) => u.pathname === '/signin')
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(url)
      await context.close()
    },
  )

  it('lets a visitor through public routes', async () => {
    const { context, page } = await newPage(browser)
    for (const url of ['/', paths.knowUs, paths.searchResult({ q: 'estampado' }), paths.events, paths.faqs]) {
      await page.goto(url)
      await page.locator('h1').first().waitFor()
      expect(page.url()).toContain(url === '/' ? '/' : url)
      expect(new URL(page.url()).pathname).not.toBe('/signin')
    }
    await context.close()
  })

  it('confines an event-only user to the dashboard events page', async () => {
    const { context, page } = await newPage(browser, { session: await eventOnlySession() })
    for (const url of [paths.dashboard, paths.companyProfile, paths.chat, paths.usersList, paths.favourites]) {
      await page.goto(url)
      await page.waitForURL((u) => u.pathname === paths.profileEvents)
    }
    await page.goto(paths.profileEvents)
    await page.locator('h1').first().waitFor()
    expect(new URL(page.url()).pathname).toBe(paths.profileEvents)
    // Public pages stay open.
    await page.goto(paths.events)
    await page.locator('h1').first().waitFor()
    expect(new URL(page.url()).pathname).toBe(paths.events)
    await screenshot(page, 'guard-event-only-events')
    await context.close()
  })

  it('sends an unknown website path to /not-found', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/this/page/does-not-exist')
    await page.waitForURL((u) => u.pathname === paths.notFound)
    await page.locator('h1').first().waitFor()
    expect(await page.locator('h1').first().textContent()).toMatch(/not found/i)
    await screenshot(page, 'not-found-en')
    await context.close()
  })

  it('sends an unknown dashboard path to /dashboard/not-found', async () => {
    const { context, page } = await newPage(browser, { session: await companyAdminSession() })
    for (const url of ['/users/whatever/else', '/dashboard/nope', '/profile-requirements/zzz']) {
      await page.goto(url)
      await page.waitForURL((u) => u.pathname === paths.dashboardNotFound)
    }
    await page.locator('h1').first().waitFor()
    await screenshot(page, 'dashboard-not-found-en')
    await context.close()
  })

  it('resets the scroll to the top on every navigation', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 700 } })
    await page.goto('/')
    await page.locator('h1').first().waitFor()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page.locator('footer').getByRole('link', { name: /FAQ/i }).first().click()
    await page.waitForURL((u) => u.pathname === paths.faqs)
    await page.locator('h1').first().waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })
})

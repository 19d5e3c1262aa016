/**
 * Server rendering (ADR 038): the public pages arrive as HTML with their data, in the visitor's language, and the app
 * hydrates them without a mismatch; signed-in visitors and client-side navigation still work after hydration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser'
import { companyAdminSession } from './support/profiles'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const LISTS = ['/', '/search-result?q=estampado', '/marketplace', '/events', '/insighs/1', '/know-us', '/faqs']
let PAGES: string[] = LISTS

/** Detail pages as the lists link to them: a company, three events (some with a map), a blog post. */
async function detailPages(): Promise<string[]> {
  const links = async (list: string, pattern: RegExp, count: number) => [...new Set([...(await fetchHtml(list)).matchAll(pattern)].map((match) => match[0]))].slice(0, count)
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
  return [
    ...(await links('/search-result?q=estampado', new RegExp(`/search-detail/${uuid}`, 'g'), 1)),
    ...(await links('/events', new RegExp(`/events/event-info/${uuid}`, 'g'), 3)),
    ...(await links('/insighs/1', new RegExp(`/insighs-post/${uuid}/1`, 'g'), 1)),
  ]
}

beforeAll(async () => {
  const details = await detailPages()
  expect(details.length).toBeGreaterThanOrEqual(4)
  PAGES = [...LISTS, ...details]
})

/** The page as a plain HTTP client gets it: no script runs. */
async function fetchHtml(url: string, language?: 'en' | 'es'): Promise<string> {
  const res = await fetch(new URL(url, baseUrl()), { headers: language ? { cookie: `nexo.language=${language}` } : {} })
  expect(res.status, url).toBe(200)
  return res.text()
}

/** The text of the first h1 in server HTML (tags dropped, the few entities the pages use decoded). */
function firstHeading(html: string): string | null {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  if (inner === undefined) return null
  return inner.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").trim()
}

/** The queries the server put in the page for the browser (`<script type="application/json" id="nexo-ssr">`). */
function serverState(html: string): { language: string; queries: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] } } | null {
  const json = /<script type="application\/json" id="nexo-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1]
  return json === undefined ? null : JSON.parse(json)
}

/**
 * Console errors and uncaught errors of a page, with the page they came from (a hydration mismatch is React
 * #418/#419/#423 in the console). Map tiles from the internet fail to load in this sandbox: not the app's errors.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  const isExternal = (url: string) => url !== '' && new URL(url).origin !== new URL(baseUrl()).origin
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (message.text().startsWith('Failed to load resource') && isExternal(message.location().url)) return
    errors.push(`${new URL(page.url()).pathname}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`))
  return errors
}

describe('public pages are rendered on the server', () => {
  it.each(['en', 'es'] as const)('in %s: the HTML already has the page heading and its data', async (language) => {
    for (const url of PAGES) {
      const html = await fetchHtml(url, language)
      expect(html, url).toContain(`<html lang="${language}"`)
      expect(firstHeading(html), url).toBeTruthy()
      const state = serverState(html)
      expect(state?.language, url).toBe(language)
      // The app's module script waits for the first paint (ssr-boot.js) instead of blocking it.
      expect(html, url).toContain('<script src="/ssr-boot.js"')
      expect(html, url).not.toContain('<script type="module"')
      if (url === '/know-us' || url === '/faqs') continue
      expect(state?.queries.queries.some((query) => query.state.status === 'success'), url).toBe(true)
    }
    // The answers themselves are in the markup: the first result of a search is there by name.
    const search = await fetchHtml('/search-result?q=estampado', language)
    const data = JSON.stringify(serverState(search)?.queries.queries.map((query) => query.state.data))
    const firstName = /"tradeName":"([^"\\]+)"/.exec(data)?.[1]
    expect(firstName).toBeTruthy()
    expect(search).toContain(firstName!.replace(/&/g, '&amp;'))
  })

  it('a private page, the map and an unknown path stay client-rendered', async () => {
    for (const url of ['/dashboard', '/map', '/signin']) {
      const html = await fetchHtml(url)
      expect(html, url).toContain('<div id="root"></div>')
      expect(html, url).toContain('<script type="module"')
    }
    const unknown = await fetch(new URL('/no-such-page', baseUrl()))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('<div id="root"></div>')
  })

  it('an unknown company answers 404 and the app shows its not-found page, not 200 with an empty page (issue 27 §19)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const language of ['en', 'es'] as const) {
        const res = await fetch(new URL(`/search-detail/${id}`, baseUrl()), { headers: { cookie: `nexo.language=${language}` } })
        expect(res.status, `${id} ${language}`).toBe(404)
        // The 404 is sent client-rendered, never with the page's loading skeleton (issue 27 §19).
        const html = await res.text()
        expect(html).toContain('<div id="root"></div>')
        expect(html).not.toContain('mantine-Skeleton-root')
      }
    }
    for (const [language, heading, link] of [
      ['en', 'We could not find this company', 'Search suppliers'],
      ['es', 'No encontramos esta empresa', 'Buscar proveedores'],
    ] as const) {
      const { context, page } = await newPage(browser, { language })
      // The page's own 404 is logged by the browser; anything else (a hydration mismatch) is a failure.
      const errors = collectErrors(page)
      const response = await page.goto('/search-detail/00000000-0000-4000-8000-000000000000')
      expect(response?.status()).toBe(404)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.getByRole('link', { name: link }).waitFor()
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
      await screenshot(page, `company-not-found-${language}`)
      await context.close()
    }
  })

  it('an unknown post and a blog page past the last one answer 404, no skeleton; the app says so (issue 27 §19)', async () => {
    for (const language of ['en', 'es'] as const) {
      const post = await fetch(new URL('/insighs-post/00000000-0000-4000-8000-000000000000/1', baseUrl()), { headers: { cookie: `nexo.language=${language}` } })
      expect(post.status).toBe(404)
      const html = await post.text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toContain('mantine-Skeleton-root')
      expect((await fetch(new URL('/insighs/1', baseUrl()), { headers: { cookie: `nexo.language=${language}` } })).status).toBe(200)
      const pastLast = await fetch(new URL('/insighs/999', baseUrl()), { headers: { cookie: `nexo.language=${language}` } })
      expect(pastLast.status).toBe(404)
      expect(await pastLast.text()).not.toContain('mantine-Skeleton-root')
    }
    const { context, page } = await newPage(browser, { language: 'es' })
    const errors = collectErrors(page)
    expect((await page.goto('/insighs-post/00000000-0000-4000-8000-000000000000/1'))?.status()).toBe(404)
    await page.getByText('Esta publicación no existe o ya no está publicada.').first().waitFor()
    expect(await page.locator('.mantine-Skeleton-root').count()).toBe(0)
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
    await screenshot(page, 'insights-post-not-found-es')
    await context.close()
  })

  it('a Spanish cookie gives Spanish HTML; no cookie gives English, or the language of a ?lang link', async () => {
    expect(firstHeading(await fetchHtml('/events', 'es'))).toBe('Eventos')
    expect(firstHeading(await fetchHtml('/events'))).toBe('Events')
    expect(firstHeading(await fetchHtml('/events?lang=es'))).toBe('Eventos')
    expect(firstHeading(await fetchHtml('/events?lang=es', 'en'))).toBe('Events')
  })
})

describe('hydration', () => {
  // The two languages side by side: each mostly waits on its page.
  it.concurrent.for<'en' | 'es'>(['en', 'es'])('in %s: every public page hydrates without a console error, showing what the server sent', { timeout: 120_000 }, async (language, { expect }) => {
    const { context, page } = await newPage(browser, { language })
    const errors = collectErrors(page)
    for (const url of PAGES) {
      const heading = firstHeading(await fetchHtml(url, language))
      await page.goto(url)
      // The visitor's language was the server's: hydrated, not rendered again.
      expect(await page.locator('h1').first().textContent(), url).toBe(heading)
      expect(await page.evaluate(() => document.documentElement.lang), url).toBe(language)
    }
    for (const url of ['/', '/search-result?q=estampado']) {
      await page.goto(url)
      await screenshot(page, `server-rendering${url === '/' ? '-home' : '-search'}-${language}`)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('a signed-in visitor on / gets the bell and the account menu after hydration', async () => {
    const { context, page } = await newPage(browser, { session: await companyAdminSession() })
    const errors = collectErrors(page)
    await page.goto('/')
    await page.getByRole('link', { name: /^Notifications/ }).first().waitFor()
    await page.getByRole('link', { name: 'My account' }).first().waitFor()
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a guest keeps the answers the page came with; a signed-in visitor asks again as itself after hydration', async () => {
    const searchesAfterLoad = async (session?: Awaited<ReturnType<typeof companyAdminSession>>) => {
      const { context, page } = await newPage(browser, session ? { session } : {})
      const searches: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/search/companies') searches.push(request.url())
      })
      await page.goto('/search-result?q=estampado')
      // The server rendered as a guest (it never sees the token): a signed-in visitor's answers may differ (exact
      // map points), so its page asks again; a guest's would be the same answer, so it does not.
      if (session) await expect.poll(() => searches.length, { timeout: 10_000 }).toBeGreaterThan(0)
      else await page.waitForTimeout(1500)
      await context.close()
      return searches.length
    }
    expect(await searchesAfterLoad()).toBe(0)
    expect(await searchesAfterLoad(await companyAdminSession())).toBeGreaterThan(0)
  })

  it('client-side navigation works after hydration, without a full page load', async () => {
    const { context, page } = await newPage(browser)
    const errors = collectErrors(page)
    await page.goto('/events')
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Marketplace' }).click()
    await page.waitForURL((url) => url.pathname === '/marketplace')
    await page.getByRole('heading', { name: 'Marketplace', level: 1 }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a stored language that differs from the cookie is rendered again on the client, in the stored language', async () => {
    const { context, page } = await newPage(browser, { language: 'en' })
    const errors = collectErrors(page)
    // As before the cookie existed: the choice is in localStorage only.
    await page.evaluate(() => window.localStorage.setItem('nexo.language', 'es'))
    await page.goto('/events')
    await page.getByRole('heading', { name: 'Eventos', level: 1 }).waitFor()
    // The client wrote the choice to the cookie: the next page arrives in Spanish from the server.
    expect((await context.cookies()).find((cookie) => cookie.name === 'nexo.language')?.value).toBe('es')
    expect(errors).toEqual([])
    await context.close()
  })
})

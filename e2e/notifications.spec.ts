/**
 * Notifications journey (issue 10 §3): a notification created on the server appears without a reload, the unread
 * badges change, it is marked read; the offline indicator follows the network; the screen in both languages on a
 * desktop and a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { companyAdminSession, loginSession } from './support/profiles'

let browser: Browser
let companyAdmin: StoredSession
let platformAdmin: StoredSession
let companyId: string

async function apiCall(session: StoredSession, method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

/** Makes a real producer notify the company's users: the platform admin flips the validated-supplier badge. */
async function flipValidatedSupplier(): Promise<boolean> {
  const profile = await apiCall(companyAdmin, 'GET', '/api/v1/company/profile')
  const next = !profile.isValidatedSupplier
  await apiCall(platformAdmin, 'PUT', `/api/v1/admin/companies/${companyId}/validated-supplier`, { isValidatedSupplier: next })
  return next
}

/** Resolves once the page's realtime socket is authenticated (its `ready` frame arrived). */
function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve()
      })
    })
  })
}

const unreadOf = async (page: Page) => {
  const label = (await page.locator('header a[href="/notifications"]').first().getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0)
}

beforeAll(async () => {
  browser = await launchBrowser()
  companyAdmin = await companyAdminSession()
  platformAdmin = await loginSession('admin@nexo.demo', 'Admin1234!')
  companyId = String((await apiCall(companyAdmin, 'GET', '/api/v1/company/profile')).id)
})
afterAll(async () => {
  await browser?.close()
})

describe('notifications', () => {
  it('a notification made on the server appears without a reload, the badges count it, and it is marked read', async () => {
    const { context, page } = await newPage(browser, { language: 'en', session: companyAdmin })
    const ready = realtimeReady(page)
    await page.goto('/notifications')
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    await ready
    const before = await unreadOf(page)

    const isGranted = await flipValidatedSupplier()
    const title = isGranted ? 'Validated supplier badge' : 'Validated supplier badge removed'
    // The list, the toast and both badges update from the pushed event: no reload.
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first()
    await item.waitFor({ timeout: 15_000 })
    await expect(item.getByText('Unread', { exact: true }).isVisible()).resolves.toBe(true)
    await page.locator('.mantine-Notification-root').filter({ hasText: title }).first().waitFor()
    await expect.poll(() => unreadOf(page), { timeout: 10_000 }).toBe(before + 1)
    const sidebarCount = page.getByRole('navigation', { name: 'Account navigation' }).getByTestId('sidebar-unread-count')
    await expect.poll(async () => (await sidebarCount.innerText()).replace(/\D+/g, ''), { timeout: 10_000 }).toBe(String(before + 1))

    await item.getByRole('button', { name: `Mark “${title}” as read` }).click()
    await expect.poll(() => unreadOf(page), { timeout: 10_000 }).toBe(before)
    await item.getByRole('button', { name: `Mark “${title}” as unread` }).waitFor()
    await expect(item.getByText('Unread', { exact: true }).count()).resolves.toBe(0)
    await context.close()
  })

  it('shows when live updates are offline and recovers when the network is back', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: companyAdmin })
    const ready = realtimeReady(page)
    await page.goto('/notifications')
    await ready
    await context.setOffline(true)
    await page.getByTestId('realtime-offline').waitFor()
    await expect(page.getByTestId('realtime-offline').textContent()).resolves.toContain('Sin conexión')
    await context.setOffline(false)
    await page.getByTestId('realtime-offline').waitFor({ state: 'detached', timeout: 15_000 })
    await context.close()
  })

  it('the public top bar shows the bell with the unread count', async () => {
    const { context, page } = await newPage(browser, { language: 'en', session: companyAdmin })
    await page.goto('/')
    const bell = page.getByRole('link', { name: /^Notifications/ })
    await bell.first().waitFor()
    await bell.first().click()
    await page.waitForURL('**/notifications')
    await context.close()
  })

  it('has unread and read notifications to show in the screenshots', async () => {
    for (let i = 0; i < 2; i++) await flipValidatedSupplier()
    const list = await apiCall(companyAdmin, 'GET', '/api/v1/notifications')
    expect(list.unreadCount).toBeGreaterThanOrEqual(2)
  })

  for (const language of ['en', 'es'] as const) {
    for (const [device, viewport] of [
      ['desktop', undefined],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      it(`screenshots the notifications page (${language}, ${device})`, async () => {
        const { context, page } = await newPage(browser, { language, session: companyAdmin, ...(viewport ? { viewport } : {}) })
        await page.goto('/notifications')
        await page.getByRole('list', { name: language === 'es' ? 'Notificaciones' : 'Notifications' }).waitFor()
        await page.getByRole('switch').first().waitFor()
        await screenshot(page, `notifications-${language}-${device}`)
        await context.close()
      })
    }
  }
})

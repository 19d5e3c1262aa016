/**
 * Events and membership journeys (issue 14): a visitor registers for an event through the quick sign-up and lands
 * on /profile-events; the platform admin activates Platinum for a free company and the company's views change at
 * once (and back when the admin ends the plan); every new page in both languages, desktop and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, switchPage, type StoredSession } from './support/browser'
import { eventOnlySession, loginSession } from './support/profiles'

let browser: Browser
let admin: StoredSession
let free: StoredSession
let eventUser: StoredSession
const PLATINUM_DEMO_ID = '00000000-0000-4000-8000-000000000001'
const FREE_DEMO_ID = '00000000-0000-4000-8000-000000000002'

async function api<T = Record<string, unknown>>(session: StoredSession | null, method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (res.status === 204 ? {} : await res.json()) as T
}

async function solveCaptcha(page: Page) {
  await page.locator('altcha-widget input[type=checkbox]').click()
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ?? '').length > 0, null, { timeout: 60_000 })
}

/** The first upcoming event with places left (seeded: the Bajío robotics expo), other than `except`. */
async function eventWithPlaces(except?: string): Promise<{ id: string; title: string }> {
  const list = await api<{ items: { id: string; title: string; placesLeft: number; isOnline: boolean }[] }>(null, 'GET', '/api/v1/events?limit=50')
  const event = list.items.find((e) => e.placesLeft > 0 && !e.isOnline && e.id !== except)
  if (!event) throw new Error('no upcoming event with places in the demo data')
  return event
}

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await loginSession('admin@nexo.demo', 'Admin1234!')
  free = await loginSession('free@nexo.demo', 'Free1234!')
  eventUser = await eventOnlySession()
})
afterAll(async () => {
  await browser?.close()
})

describe('events', () => {
  it('a visitor registers through the quick sign-up and lands on /profile-events', async () => {
    const event = await eventWithPlaces()
    const { context, page } = await newPage(browser, { language: 'en' })
    await page.goto('/events')
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor()
    await page.getByRole('link', { name: event.title }).first().click()
    await page.waitForURL(`**/events/event-info/${event.id}`)
    await page.getByRole('heading', { name: event.title, level: 1 }).waitFor()
    await page.getByRole('timer').waitFor()
    await page.getByRole('link', { name: 'Register', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/events/sign-in')

    // Quick sign-up for an event-only account.
    await page.getByRole('tab', { name: 'Quick sign-up' }).click()
    const email = `visitor.${Date.now()}@gmail.com`
    const password = 'Eventos2026!'
    for (const [name, value] of [
      ['firstName', 'Renata'],
      ['lastName', 'Quiroga'],
      ['email', email],
      ['phone', '8115550123'],
      ['password', password],
      ['passwordConfirmation', password],
    ] as const) {
      await page.locator(`input[name="${name}"]`).fill(value)
    }
    await page.locator('input[name="acceptTerms"]').check()
    await page.locator('input[name="acceptPrivacy"]').check()
    await solveCaptcha(page)
    await page.getByRole('button', { name: 'Create my event account' }).click()
    await page.waitForURL((u) => u.pathname === '/finish-signup')
    // No company to approve: the page says what comes next for an events account (issue 27 §16).
    await page.getByText('an events account needs no company approval').waitFor()
    expect(await page.getByText('approve your company').count()).toBe(0)

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
    const link = page.locator('article a[href*="/api/v1/auth/activate/"]').first()
    await link.waitFor({ timeout: 15_000 })
    await link.click()
    await page.waitForURL((u) => u.pathname === '/success')

    // Back to the event: sign in and confirm the place.
    await page.goto(`/events/event-info/${event.id}`)
    await page.getByRole('link', { name: 'Register', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/events/sign-in')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.locator('form button[type=submit]').click()
    await page.waitForURL(`**/events/event-registration/${event.id}`)
    await page.getByRole('button', { name: 'Confirm registration' }).click()
    await page.waitForURL((u) => u.pathname === '/events/event-registration-summary')
    await page.getByText('You are registered').first().waitFor()
    await expect(page.getByRole('img', { name: /^Check-in QR code NX-/ }).isVisible()).resolves.toBe(true)
    // The place as a calendar file, from the page as well as the mail (issue 27 §16).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click()])
    expect(download.suggestedFilename()).toMatch(/^event-.+\.ics$/)
    const chunks: Buffer[] = []
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk)
    expect(Buffer.concat(chunks).toString('utf8')).toContain('BEGIN:VCALENDAR')
    await page.getByRole('link', { name: 'My events' }).click()
    await page.waitForURL((u) => u.pathname === '/profile-events')
    await page.getByRole('link', { name: event.title }).waitFor()
    // An event-only account stays confined to its events page.
    await page.goto('/dashboard')
    await page.waitForURL((u) => u.pathname === '/profile-events')

    // The header's EN/ES switch is saved to the account, and e-mails follow it: the next confirmation arrives in
    // Spanish (issue 27 §11: one came in English while the person used the site in Spanish).
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/me/language') && r.request().method() === 'PUT'),
      page.locator('header label').filter({ hasText: 'Español' }).first().click(),
    ])
    expect(saved.status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    const second = await eventWithPlaces(event.id)
    await page.goto(`/events/event-info/${second.id}`)
    await page.getByRole('link', { name: 'Registrarme', exact: true }).click()
    await page.waitForURL(`**/events/event-registration/${second.id}`)
    await page.getByRole('button', { name: 'Confirmar registro' }).click()
    await page.waitForURL((u) => u.pathname === '/events/event-registration-summary')
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
    await page.getByText(`Registro confirmado: ${second.title}`).first().waitFor({ timeout: 15_000 })
    await screenshot(page, 'events-confirmation-mail-es')
    await context.close()
  }, 180_000)
})

describe('membership', () => {
  it('the admin activates Platinum for a free company and its views change at once; ending the plan takes them back', async () => {
    const company = await newPage(browser, { language: 'en', session: free })
    const adminPage = await newPage(browser, { language: 'en', session: admin })
    const before = await api<{ visibility: string }>(free, 'GET', `/api/v1/companies/${PLATINUM_DEMO_ID}`)
    expect(before.visibility).toBe('basic')

    await company.page.goto('/membership')
    const current = company.page.getByRole('region', { name: 'Your current plan' })
    await current.getByText('Free / Basic').waitFor()
    // The demo data has the free company's pending Platinum request.
    await company.page.getByText('Requested: our team will contact you').first().waitFor()
    await company.page.goto(`/search-detail/${PLATINUM_DEMO_ID}`)
    await company.page.getByText('Upgrade to Platinum to see full profile and key contacts').first().waitFor()

    await adminPage.page.goto('/admin/memberships')
    await adminPage.page.getByRole('heading', { name: 'Membership requests', level: 1 }).waitFor()
    const row = adminPage.page.getByRole('row').filter({ hasText: 'Maquinados Finos del Bajío' }).filter({ hasText: 'Pending' }).first()
    await row.getByRole('button', { name: 'Activate' }).click()
    const dialog = adminPage.page.getByRole('dialog')
    await dialog.getByLabel('Transfer reference').fill('SPEI 2026-1126-0042')
    await dialog.getByRole('button', { name: 'Activate' }).click()
    await adminPage.page.getByText(/Platinum is active for Maquinados Finos del Bajío until/).first().waitFor()

    // The company sees it at once: its plan page and other companies' full profiles.
    await company.page.goto('/membership')
    await current.getByText('Platinum').first().waitFor()
    await current.getByText('Active', { exact: true }).waitFor()
    await current.getByText('Renewal date').waitFor()
    await company.page.goto(`/search-detail/${PLATINUM_DEMO_ID}`)
    await company.page.getByRole('heading', { level: 1 }).first().waitFor()
    await expect.poll(() => company.page.getByText('Upgrade to Platinum to see full profile and key contacts').count()).toBe(0)
    expect((await api<{ visibility: string }>(free, 'GET', `/api/v1/companies/${PLATINUM_DEMO_ID}`)).visibility).toBe('full')

    // The admin ends the plan from the company's review drawer, after confirming (the demo free company stays free
    // for the other journeys): rights go at once.
    await adminPage.page.goto('/admin?tab=companies')
    await adminPage.page.getByRole('searchbox', { name: 'Search' }).fill('Maquinados Finos del Bajío')
    await adminPage.page.getByRole('row').filter({ hasText: 'Maquinados Finos del Bajío' }).getByRole('button', { name: 'Details' }).click()
    const drawer = adminPage.page.getByRole('dialog', { name: 'Company review' })
    await drawer.getByText(/^Active until /).waitFor()
    await drawer.getByRole('button', { name: 'End plan today' }).click()
    const confirm = adminPage.page.getByRole('dialog', { name: 'End the Platinum plan of Maquinados Finos del Bajío today?' })
    await confirm.getByText('Every Platinum right is withdrawn at once', { exact: false }).waitFor()
    await screenshot(adminPage.page, 'events-membership-admin-end-plan-en-desktop')
    await confirm.getByRole('button', { name: 'End plan today' }).click()
    await adminPage.page.getByText('The Platinum plan of Maquinados Finos del Bajío has ended.').waitFor()
    // The drawer shows the plan as ended, and the button is gone.
    await drawer.getByText(/^Ended on /).waitFor()
    await expect.poll(() => drawer.getByRole('button', { name: 'End plan today' }).count()).toBe(0)
    expect((await api<{ membership: { plan: string; isActive: boolean } }>(admin, 'GET', `/api/v1/admin/companies/${FREE_DEMO_ID}`)).membership).toMatchObject({ plan: 'platinum', isActive: false })
    await company.page.goto('/membership')
    await current.getByText('Expired', { exact: true }).waitFor()
    expect((await api<{ visibility: string }>(free, 'GET', `/api/v1/companies/${PLATINUM_DEMO_ID}`)).visibility).toBe('basic')
    await company.context.close()
    await adminPage.context.close()
  }, 120_000)
})

describe('screenshots', () => {
  /** The pages of the tour, with the account each is seen as; made once for both languages. */
  let tourPages: Promise<[name: string, path: string, session: StoredSession | null][]> | undefined
  async function makeTourPages(): Promise<[name: string, path: string, session: StoredSession | null][]> {
    const event = await eventWithPlaces()
    const admins = await api<{ items: { id: string; capacity: number }[] }>(admin, 'GET', '/api/v1/admin/events?limit=50')
    const full = admins.items.find((e) => e.capacity === 6) ?? admins.items[0]!
    const registration = await api<{ id: string }>(eventUser, 'POST', `/api/v1/events/${event.id}/registration`).catch(async () => {
      const detail = await api<{ myRegistration: { id: string } }>(eventUser, 'GET', `/api/v1/events/${event.id}`)
      return detail.myRegistration
    })
    return [
      ['events', '/events', null],
      ['event-info', `/events/event-info/${full.id}`, null],
      ['event-registration', `/events/event-registration/${event.id}`, eventUser],
      ['event-summary', `/events/event-registration-summary?registration=${registration.id}`, eventUser],
      ['profile-events', '/profile-events', eventUser],
      ['membership', '/membership', free],
      ['admin-memberships', '/admin/memberships', admin],
      ['admin-company-membership', `/admin?tab=companies&company=${PLATINUM_DEMO_ID}`, admin],
      ['admin-events', '/admin/events', admin],
      ['admin-event-editor', `/admin/events/${event.id}/edit`, admin],
      ['admin-event-attendees', `/admin/events/${full.id}/attendees`, admin],
    ]
  }

  // The two languages side by side, each on its own pages: a screenshot series mostly waits on the page.
  it.concurrent.for<'en' | 'es'>(['en', 'es'])('every new page in %s, desktop and 390 px', { timeout: 600_000 }, async (language) => {
    const pages = await (tourPages ??= makeTourPages())
    // One page per account for the whole series: the width changes in place (support/browser.ts).
    const open = new Map<StoredSession | null, Page>()
    try {
      for (const [device, viewport] of [
        ['desktop', { width: 1366, height: 900 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        for (const [name, path, session] of pages) {
          let page = open.get(session)
          if (page) await switchPage(page, { viewport })
          else open.set(session, (page = (await newPage(browser, { language, viewport, ...(session ? { session } : {}) })).page))
          await page.goto(path)
          await page.locator('h1').first().waitFor()
          // screenshot() lets the page settle (network, busy lists, animations) and audits it first.
          await screenshot(page, `events-membership-${name}-${language}-${device}`)
        }
      }
    } finally {
      for (const page of open.values()) await page.context().close()
    }
  })
})

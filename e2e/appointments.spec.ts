/**
 * Appointments journey (issue 13): a buyer books a meeting from a supplier's profile, the supplier accepts it in
 * another browser, the buyer cancels it with a reason (refused without one) and the supplier sees it cancelled with
 * that reason; /appointments in both languages on a desktop and a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { companyAdminSession, loginSession } from './support/profiles'

/** The Platinum demo company (db/seed/generate.ts DEMO_COMPANIES), which registers available days in the seed. */
const SUPPLIER_ID = '00000000-0000-4000-8000-000000000001'

let browser: Browser
let supplier: StoredSession
let buyer: StoredSession

async function apiGet(session: StoredSession, path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${session.token}` } })
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<{ items: { id: string; matter: string; status: string; cancellationReason: string | null }[] }>
}
const findByMatter = async (session: StoredSession, matter: string) => (await apiGet(session, '/api/v1/appointments')).items.find((a) => a.matter === matter)

/**
 * Clicks the event in the "Upcoming" list, which lists the coming months from today: a meeting in the next month is
 * there without paging (a month's list hid one two days away at a month's end, issue 27 §9).
 */
async function openInList(page: Page, matter: string) {
  await page.getByTestId('appointments-calendar').getByText(new RegExp(matter)).first().click()
}

const toast = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first()

beforeAll(async () => {
  browser = await launchBrowser()
  supplier = await companyAdminSession()
  buyer = await loginSession('free@nexo.demo', 'Free1234!')
})
afterAll(async () => {
  await browser?.close()
})

describe('appointments', () => {
  it('booked from a company profile, accepted by the supplier, then cancelled by the buyer with a reason', async () => {
    const matter = `Plant visit ${Date.now().toString(36)}`
    const buyerSide = await newPage(browser, { language: 'en', session: buyer })
    const supplierSide = await newPage(browser, { language: 'en', session: supplier })
    const b = buyerSide.page
    const s = supplierSide.page

    // Buyer: the supplier's profile → Book a meeting → first free time, details, send.
    await b.goto(`/search-detail/${SUPPLIER_ID}`)
    await b.getByRole('link', { name: 'Book a meeting' }).click()
    const dialog = b.getByRole('dialog')
    await dialog.getByRole('heading', { name: /Book a meeting with/ }).waitFor()
    const firstTime = dialog.getByRole('radiogroup').nth(1).getByRole('radio').first()
    await firstTime.waitFor()
    await firstTime.click()
    await dialog.getByText(/^Selected: /).waitFor()
    await dialog.getByLabel('Matter').fill(matter)
    await dialog.getByLabel('Reason').fill('Validate the progressive die line for engine brackets.')
    await dialog.getByLabel('Phone').fill('+52 472 555 0100')
    await screenshot(b, 'appointments-booking-en-desktop')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await toast(b, 'Request sent').waitFor()
    await expect.poll(async () => (await findByMatter(buyer, matter))?.status).toBe('pending')

    // Supplier: the request waits for an answer at the top of /appointments; accept it.
    await s.goto('/appointments')
    const request = s.getByRole('region', { name: 'Requests waiting for your answer' }).getByRole('button', { name: new RegExp(matter) })
    await request.click()
    const detail = s.getByRole('dialog')
    await detail.getByText('Validate the progressive die line for engine brackets.').waitFor()
    await detail.getByRole('button', { name: 'Accept', exact: true }).click()
    await toast(s, 'Appointment accepted').waitFor()
    await expect.poll(async () => (await findByMatter(supplier, matter))?.status).toBe('accepted')
    await screenshot(s, 'appointments-supplier-en-desktop')

    // Buyer: finds it in the list view and cancels it; a reason is required (spec §5).
    await b.goto('/appointments')
    await b.getByRole('tab', { name: 'Upcoming' }).click()
    await openInList(b, matter)
    const mine = b.getByRole('dialog')
    await mine.getByText('Accepted', { exact: true }).waitFor()
    await mine.getByRole('button', { name: 'Cancel appointment' }).click()
    const cancel = b.getByRole('dialog', { name: 'Cancel the appointment' })
    await cancel.getByRole('button', { name: 'Cancel appointment' }).click()
    await cancel.getByText('This field is required', { exact: false }).waitFor()
    await cancel.getByLabel('Reason').fill('Our customer moved the launch; we will book again in January.')
    await cancel.getByRole('button', { name: 'Cancel appointment' }).click()
    await toast(b, 'Appointment cancelled.').waitFor()

    // Supplier: sees it cancelled, with the buyer's reason.
    await expect.poll(async () => (await findByMatter(supplier, matter))?.cancellationReason).toBe('Our customer moved the launch; we will book again in January.')
    await s.reload()
    await s.getByRole('tab', { name: 'Upcoming' }).click()
    await openInList(s, matter)
    await s.getByRole('dialog').getByText('Our customer moved the launch; we will book again in January.', { exact: false }).waitFor()

    await buyerSide.context.close()
    await supplierSide.context.close()
  })

  it('the booking dialog shows the viewer’s clock first, the host’s beside it, and keeps the “show times in” choice', async () => {
    // A buyer in Los Angeles books with a company in Mexico (issue 27 §9).
    const { context, page } = await newPage(browser, { language: 'en', session: buyer, timezoneId: 'America/Los_Angeles' })
    await page.goto(`/search-detail/${SUPPLIER_ID}`)
    await page.getByRole('link', { name: 'Book a meeting' }).click()
    const dialog = page.getByRole('dialog')
    const zone = dialog.getByLabel('Show times in')
    await expect.poll(() => zone.inputValue()).toMatch(/^Los Angeles \(UTC−[78]\)$/)
    await dialog.getByText(/is on .+\(UTC−\d\): its time is under each of yours\./).waitFor()
    const firstTime = dialog.getByRole('radiogroup').nth(1).getByRole('radio').first()
    await firstTime.waitFor()
    // Each time on the viewer's clock, with the host's clock and city under it.
    expect(await firstTime.textContent()).toMatch(/^\d{1,2}:\d{2} [AP]M\d{1,2}:\d{2} [AP]M [A-Z]/)
    await firstTime.click()
    await dialog.getByText(/^Selected: .+ \(Los Angeles time\) \/ \d{1,2}:\d{2} [AP]M /).waitFor()
    await screenshot(page, 'appointments-booking-los-angeles-en-desktop')

    // Another clock, chosen here, is kept when the dialog is opened again.
    await zone.click()
    await zone.fill('Monterrey')
    await page.getByRole('option', { name: /^Monterrey/ }).click()
    await expect.poll(() => zone.inputValue()).toMatch(/^Monterrey/)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.goto(`/search-detail/${SUPPLIER_ID}`)
    await page.getByRole('link', { name: 'Book a meeting' }).click()
    await expect.poll(() => page.getByRole('dialog').getByLabel('Show times in').inputValue()).toMatch(/^Monterrey/)
    await context.close()
  })

  it('the booking dialog on a 390 px phone, in Spanish', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: buyer, viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' })
    await page.goto(`/search-detail/${SUPPLIER_ID}`)
    await page.getByRole('link', { name: 'Agendar reunión' }).click()
    const dialog = page.getByRole('dialog')
    const firstTime = dialog.getByRole('radiogroup').nth(1).getByRole('radio').first()
    await firstTime.click()
    await dialog.getByText(/^Elegido: /).waitFor()
    await screenshot(page, 'appointments-booking-es-390')
    await context.close()
  })

  it('/appointments in English and Spanish, desktop and 390 px', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const [label, viewport] of [
        ['desktop', { width: 1366, height: 900 }],
        ['390', { width: 390, height: 844 }],
      ] as const) {
        const { context, page } = await newPage(browser, { language, session: supplier, viewport })
        await page.goto('/appointments')
        await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Appointments' : 'Citas' }).waitFor()
        await page.getByTestId('appointments-calendar').getByRole('button', { name: language === 'en' ? 'Today' : 'Hoy' }).waitFor()
        await page.getByTestId('appointments-calendar').getByText(/\d{4}/).first().waitFor()
        await screenshot(page, `appointments-${language}-${label}`)
        await page.getByRole('tab', { name: language === 'en' ? 'Available days and hours' : 'Días y horarios disponibles' }).click()
        await page.getByTestId('weekday-1').waitFor()
        await screenshot(page, `appointments-availability-${language}-${label}`)
        await context.close()
      }
    }
  })
})

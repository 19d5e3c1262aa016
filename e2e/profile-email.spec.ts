import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser'
import { companyAdminSession, loginSession } from './support/profiles'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const password = 'Cambio1234!'

/** A fresh restricted user of the Platinum demo company, created through the company-users API. */
async function createUser(email: string, username: string) {
  const admin = await companyAdminSession()
  const res = await fetch(`${baseUrl()}/api/v1/company/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({
      firstName: 'Lucía',
      lastName: 'Garza',
      username,
      email,
      phone: '8112345678',
      permission: 'restricted',
      status: 'active',
      isVisible: false,
      position: 'Compras',
      department: 'Abastecimiento',
      password,
      passwordConfirmation: password,
    }),
  })
  if (res.status !== 201) throw new Error(`create user: ${res.status} ${await res.text()}`)
}

const texts = {
  es: { email: /correo/i, save: /guardar/i, pending: 'Cambio de correo pendiente de confirmar', confirmed: 'Tu nuevo correo quedó confirmado' },
  en: { email: /e-mail|email/i, save: /save/i, pending: 'E-mail change waiting for confirmation', confirmed: 'Your new e-mail is confirmed' },
} as const

describe('/profile e-mail change', () => {
  it.each(['es', 'en'] as const)('keeps the sign-in e-mail until the link from the new mailbox is opened (%s)', async (language) => {
    const tx = texts[language]
    const current = `lucia.garza.${language}@troquelados-e2e.mx`
    const next = `lucia.nueva.${language}@troquelados-e2e.mx`
    await createUser(current, `lucia.garza.${language}`)
    const session = await loginSession(current, password)
    // New company users start in Spanish; the profile language is the one the page switches to after saving.
    const profile = { firstName: 'Lucía', lastName: 'Garza', phone: '8112345678', email: current, position: 'Compras', department: 'Abastecimiento', language }
    const patched = await fetch(`${baseUrl()}/api/v1/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(profile),
    })
    expect(patched.status).toBe(200)
    const { context, page } = await newPage(browser, { language, session })

    await page.goto('/profile')
    const emailField = page.getByRole('textbox', { name: tx.email }).first()
    await emailField.waitFor()
    await emailField.fill(next)
    await page.getByRole('button', { name: tx.save }).first().click()
    const pending = page.getByRole('alert').filter({ hasText: tx.pending })
    await pending.waitFor()
    expect(await pending.innerText()).toContain(next)
    // The form shows the address that still signs in.
    expect(await emailField.inputValue()).toBe(current)
    await screenshot(page, `profile-email-pending-${language}`)

    // The link arrives at the NEW address only.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(next)}`)
    const link = page.locator('article a[href*="/api/v1/auth/confirm-email/"]').first()
    await link.waitFor({ timeout: 15_000 })
    await link.click()
    await page.waitForURL((u) => u.pathname === '/profile' && !u.searchParams.has('emailChange'))
    await page.getByText(tx.confirmed, { exact: false }).first().waitFor()
    await page.getByRole('textbox', { name: tx.email }).first().waitFor()
    expect(await page.getByRole('textbox', { name: tx.email }).first().inputValue()).toBe(next)
    expect(await page.getByText(tx.pending).count()).toBe(0)
    await screenshot(page, `profile-email-confirmed-${language}`)
    await context.close()

    // Sign-in follows the confirmed address.
    await expect(loginSession(next, password)).resolves.toMatchObject({ token: expect.any(String) })
    await expect(loginSession(current, password)).rejects.toThrow(/401/)
  })
})

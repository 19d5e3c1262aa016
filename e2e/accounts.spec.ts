import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { rfcCheckDigit } from '@nexo/shared'
import { launchBrowser, newPage, screenshot } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const logo = path.resolve(import.meta.dirname, 'fixtures/company-logo.png')
const stamp = Date.now().toString(36)
const email = `ana.${stamp}@aceros-del-norte.com.mx`
const password = 'Secreto2026'
// A valid persona-moral RFC (SAT check digit) that no demo company has.
const rfcBody = 'ADN250101Q7'
const rfc = `${rfcBody}${rfcCheckDigit(rfcBody)}`

const fill = (page: Page, name: string, value: string) => page.locator(`form [name="${name}"]`).first().fill(value)
/** Mantine Select / MultiSelect: open the visible input next to the hidden one and pick an option. */
async function choose(page: Page, name: string, option: string | RegExp) {
  const visible = page.locator(`input[type=hidden][name="${name}"]`).locator('xpath=preceding-sibling::div[1]').locator('input:not([type=hidden])').first()
  await visible.click()
  await page.getByRole('option', { name: option }).first().click()
}
const next = (page: Page) => page.locator('form button[type=submit]').click()

async function solveCaptcha(page: Page) {
  await page.locator('altcha-widget input[type=checkbox]').click()
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ?? '').length > 0, null, { timeout: 60_000 })
}

async function signIn(page: Page, userEmail: string, userPassword: string) {
  await page.goto('/signin')
  await fill(page, 'email', userEmail)
  await fill(page, 'password', userPassword)
  await next(page)
}

describe('sign-up journey in Spanish (spec §4: register → activate → approval → login)', () => {
  it('completes the 7 steps, keeps the draft across a reload, activates, is approved by the admin and signs in', async () => {
    const { context, page } = await newPage(browser, { language: 'es' })
    await page.goto('/signup')
    await page.waitForSelector('input[name="firstName"]')

    // Step 1 — the user; an empty submit shows the spec's required errors first.
    await next(page)
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3)
    await fill(page, 'firstName', 'Ana')
    await fill(page, 'lastName', 'Ruiz Garza')
    await fill(page, 'email', email)
    await fill(page, 'emailConfirmation', email)
    await fill(page, 'password', password)
    await fill(page, 'passwordConfirmation', password)
    await fill(page, 'phone', '81 1234 5678')
    await fill(page, 'companyPhone', '81 8765 4321')
    await fill(page, 'position', 'Gerente de compras')
    await fill(page, 'department', 'Compras')
    await choose(page, 'responsibilityLevel', 'Gerente')
    await screenshot(page, 'signup-step-1-es')
    await next(page)

    // Step 2 — company identity, logo upload, RFC with check digit.
    await page.waitForSelector('input[name="tradeName"]')
    await page.locator('input[type=file]').setInputFiles(logo)
    await page.waitForSelector('img[src*="/api/v1/files/"]', { timeout: 15_000 })
    await fill(page, 'tradeName', `Aceros del Norte ${stamp}`)
    await fill(page, 'legalName', `Aceros del Norte ${stamp} S.A. de C.V.`)
    await choose(page, 'sector', 'Metalmecánica')
    await fill(page, 'website', 'www.aceros-del-norte.com.mx')
    await fill(page, 'description', 'Estampado y maquinado de piezas metálicas para proveedores Tier 1.')
    await fill(page, 'rfc', 'ADN251301Q71') // month 13: not a valid RFC date
    await next(page)
    await expect.poll(() => page.locator('[name="rfc"][aria-invalid="true"]').count()).toBe(1)
    await fill(page, 'rfc', rfc)
    await screenshot(page, 'signup-step-2-es')
    await next(page)

    // Step 3 — address.
    await page.waitForSelector('input[name="city"]')
    await choose(page, 'state', 'Nuevo León')
    await fill(page, 'city', 'Monterrey')
    await fill(page, 'postalCode', '64000')
    await fill(page, 'street', 'Av. Constitución 100')
    await fill(page, 'suburb', 'Centro')
    await screenshot(page, 'signup-step-3-es')
    await next(page)

    // Step 4 — capabilities.
    await page.waitForSelector('textarea[name="processes"]')
    await fill(page, 'processes', 'Estampado progresivo y maquinado CNC')
    await fill(page, 'materials', 'Acero, aluminio')
    await fill(page, 'mainProducts', 'Soportes, bisagras')
    await fill(page, 'mainServices', 'Maquila de estampado')
    await fill(page, 'machinery', 'Prensas de 200 a 600 toneladas')
    await fill(page, 'productionCapacity', '50000')
    await fill(page, 'productionCapacityUnit', 'piezas/mes')
    await screenshot(page, 'signup-step-4-es')
    await next(page)

    // Step 5 — statistics.
    await page.waitForSelector('textarea[name="clients"]')
    await fill(page, 'clients', 'Proveedores Tier 1 de Monterrey')
    await choose(page, 'annualSales', /4 M/)
    await fill(page, 'employees', '120')
    await fill(page, 'yearFounded', '1998')
    await fill(page, 'specialization', 'Estampado progresivo')
    await screenshot(page, 'signup-step-5-es')
    await next(page)

    // Step 6 — buyer or supplier profile.
    await page.locator('form [role=radio]').first().waitFor()
    await page.locator('form').getByRole('radio', { name: /Proveedor/ }).first().click()
    const categories = page.locator('input[type=hidden][name="categoryIds"]').locator('xpath=preceding-sibling::div[1]').locator('input:not([type=hidden])').first()
    await categories.click()
    await categories.fill('Estampado')
    await page.getByRole('option').first().click()
    await page.keyboard.press('Escape')
    await screenshot(page, 'signup-step-6-es')
    await next(page)

    // Step 7 — terms, privacy and captcha; a reload keeps the draft but never the passwords.
    await page.waitForSelector('input[name="acceptTerms"]')
    await page.reload()
    await page.waitForSelector('input[name="acceptTerms"]')
    const draft = await page.evaluate(() => localStorage.getItem('nexo.signup.draft'))
    expect(draft).toContain(email)
    expect(draft).not.toContain(password)
    await page.locator('input[name="acceptTerms"]').check()
    await page.locator('input[name="acceptPrivacy"]').check()
    await solveCaptcha(page)
    await screenshot(page, 'signup-step-7-es')
    await next(page)

    // The passwords were not stored: the wizard sends us back to step 1 for them.
    await page.waitForSelector('input[name="password"]')
    await fill(page, 'password', password)
    await fill(page, 'passwordConfirmation', password)
    for (let step = 1; step < 7; step += 1) {
      await next(page)
      await expect.poll(() => page.locator('.mantine-Stepper-step').nth(step).getAttribute('aria-current')).toBe('step')
    }
    await page.waitForSelector('input[name="acceptTerms"]')
    if (!(await page.locator('input[name="acceptTerms"]').isChecked())) await page.locator('input[name="acceptTerms"]').check()
    if (!(await page.locator('input[name="acceptPrivacy"]').isChecked())) await page.locator('input[name="acceptPrivacy"]').check()
    const captcha = await page.evaluate(() => document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ?? '')
    if (!captcha) await solveCaptcha(page)
    await next(page)
    await page.waitForURL((u) => u.pathname === '/finish-signup', { timeout: 20_000 })
    expect(await page.evaluate(() => localStorage.getItem('nexo.signup.draft'))).toBeNull()
    await screenshot(page, 'signup-finished-es')

    // Login before activation: confirm the e-mail first, with a button that sends the link again (issue 27 §15).
    await signIn(page, email, password)
    await page.getByText('Primero confirma tu correo', { exact: false }).first().waitFor()
    await screenshot(page, 'signin-email-not-confirmed-es')
    await page.getByRole('button', { name: 'Reenviar el correo de activación' }).click()
    await page.getByText('Revisa tu bandeja', { exact: false }).first().waitFor()

    // Activate from the development mailbox.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
    const link = page.locator('article a[href*="/api/v1/auth/activate/"]').first()
    await link.waitFor({ timeout: 15_000 })
    await link.click()
    await page.waitForURL((u) => u.pathname === '/success')
    await screenshot(page, 'activation-success-es')

    // Login after activation but before approval: unapproved company.
    await signIn(page, email, password)
    await page.getByText('Empresa no aprobada', { exact: false }).first().waitFor()

    // The platform admin approves the company in the console, reading English (the language on the screen wins at
    // sign-in, issue 27 §11), and lands on its own home, not a company dashboard.
    const admin = await newPage(browser, { language: 'en' })
    await signIn(admin.page, 'admin@nexo.demo', 'Admin1234!')
    await admin.page.waitForURL((u) => u.pathname === '/dashboard')
    expect(await admin.page.getAttribute('html', 'lang')).toBe('en')
    await admin.page.getByRole('link', { name: 'Open the approval queue' }).click()
    await admin.page.waitForURL((u) => u.pathname === '/admin')
    await admin.page.getByText(`Aceros del Norte ${stamp}`).first().click()
    await admin.page.getByRole('button', { name: 'Approve' }).click()
    await admin.page.getByText('was approved', { exact: false }).first().waitFor()
    await screenshot(admin.page, 'admin-approved-en')
    await admin.context.close()

    // Now the user signs in and lands on the dashboard.
    await signIn(page, email, password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    const profile = JSON.parse((await page.evaluate(() => localStorage.getItem('nexo.profile'))) ?? '{}')
    expect(profile.email).toBe(email)
    expect(profile.user_event).toBe(false)
    expect(profile.company_name).toBe(`Aceros del Norte ${stamp}`)
    await screenshot(page, 'dashboard-after-signup-es')
    await context.close()
    // Seven steps, two mailbox visits and two browsers, each page also checked by axe.
  }, 180_000)
})

describe('event-only accounts (spec §2 guard)', () => {
  it('signs in from the events page and stays confined to the dashboard events page', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/events/sign-in')
    await fill(page, 'email', 'event@nexo.demo')
    await fill(page, 'password', 'Event1234!')
    await next(page)
    await page.waitForURL((u) => u.pathname === '/profile-events')
    for (const url of ['/dashboard', '/company-profile', '/users/list', '/chat']) {
      await page.goto(url)
      await page.waitForURL((u) => u.pathname === '/profile-events')
    }
    await screenshot(page, 'event-only-confined-en')
    await context.close()
  })
})

describe('login errors (spec §8)', () => {
  it('answers a wrong password with the generic message in English', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'platinum@nexo.demo', 'Wrong-password-1')
    await page.getByText('Incorrect email or password').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/signin')
    await context.close()
  })
})

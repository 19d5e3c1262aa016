import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, newPage, screenshot } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('language (spec §1: English default and fallback, choice kept in browser storage)', () => {
  it('starts in English, switches to Spanish and keeps it across a reload', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/')
    const heading = page.locator('h1').first()
    await heading.waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    const englishTitle = await heading.textContent()
    await screenshot(page, 'home-en')

    await page.locator('header label').filter({ hasText: 'Español' }).first().click()
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    const spanishTitle = await heading.textContent()
    expect(spanishTitle).not.toBe(englishTitle)
    expect(await page.evaluate(() => localStorage.getItem('nexo.language'))).toBe('es')

    await page.reload()
    await heading.waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    expect(await heading.textContent()).toBe(spanishTitle)
    await screenshot(page, 'home-es')

    await page.locator('header label').filter({ hasText: 'English' }).first().click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await heading.textContent()).toBe(englishTitle)
    await context.close()
  })

  it('falls back to English for an unsupported stored language', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/api/health')
    await page.evaluate(() => localStorage.setItem('nexo.language', 'fr'))
    await page.goto('/')
    await page.locator('h1').first().waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await context.close()
  })

  it('renders the mobile home page in Spanish', async () => {
    const { context, page } = await newPage(browser, { language: 'es', viewport: { width: 390, height: 844 } })
    await page.goto('/')
    await page.locator('h1').first().waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    await screenshot(page, 'home-es-mobile')
    await context.close()
  })
})

describe('the account keeps the visible language (issue 27 §11)', () => {
  it('a Spanish reader stays in Spanish after signing in, which saves it; the header switch saves English', async () => {
    const { context, page } = await newPage(browser, { language: 'es' })
    const savedLanguage = () =>
      page.evaluate(async () => {
        const res = await fetch('/api/v1/profile', { headers: { authorization: `Bearer ${localStorage.getItem('nexo.token')}` } })
        return ((await res.json()) as { language: string }).language
      })
    await page.goto('/signin')
    await page.locator('form [name="email"]').first().fill('free@nexo.demo')
    await page.locator('form [name="password"]').first().fill('Free1234!')
    await page.locator('form button[type="submit"]').first().click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.locator('h1').first().waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    expect(await savedLanguage()).toBe('es')
    await screenshot(page, 'signed-in-keeps-language-es')

    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/me/language') && r.request().method() === 'PUT'),
      page.locator('header label').filter({ hasText: 'English' }).first().click(),
    ])
    expect(saved.status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await savedLanguage()).toBe('en')
    await context.close()
  })
})

describe('API documentation in a browser', () => {
  it('renders the Swagger UI under the strict CSP', async () => {
    const { context, page } = await newPage(browser)
    const cspErrors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text())
    })
    await page.goto('/api/docs')
    await page.getByText('Nexo API').first().waitFor({ timeout: 20_000 })
    await screenshot(page, 'api-docs')
    expect(cspErrors).toEqual([])
    await context.close()
  })
})

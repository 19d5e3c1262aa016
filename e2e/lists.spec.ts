import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { companyAdminSession, loginSession } from './support/profiles'

let browser: Browser
let companyAdmin: StoredSession
let platformAdmin: StoredSession
beforeAll(async () => {
  browser = await launchBrowser()
  companyAdmin = await companyAdminSession()
  platformAdmin = await loginSession('admin@nexo.demo', 'Admin1234!')
})
afterAll(async () => {
  await browser?.close()
})

const mobile = { width: 390, height: 844 }
const pagesLabel = { en: 'Pages', es: 'Páginas' } as const

/** The first cell text of every visible table row. */
const firstCells = (page: Page) => page.locator('table tbody tr td:first-child').allInnerTexts()

describe('paged lists (company users, catalogue, admin console)', () => {
  it.each(['en', 'es'] as const)('lists the company users and the catalogue as tables on desktop (%s)', async (language) => {
    const { context, page } = await newPage(browser, { language, session: companyAdmin })
    await page.goto('/users/list')
    await page.locator('table tbody tr').first().waitFor()
    await expect(page.locator('table tbody').getByText('platinum@nexo.demo').isVisible()).resolves.toBe(true)
    await screenshot(page, `users-list-${language}`)

    await page.goto('/products-services')
    await page.locator('table tbody tr').first().waitFor()
    expect((await firstCells(page)).length).toBeGreaterThan(0)
    await screenshot(page, `products-services-${language}`)
    await context.close()
  })

  it.each(['en', 'es'] as const)('shows cards instead of the table on a phone (%s)', async (language) => {
    const { context, page } = await newPage(browser, { language, session: companyAdmin, viewport: mobile })
    await page.goto('/users/list')
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'platinum@nexo.demo' })
    await card.first().waitFor()
    expect(await page.locator('table').first().isVisible()).toBe(false)
    await screenshot(page, `users-list-mobile-${language}`)
    await context.close()
  })

  it.each(['en', 'es'] as const)('pages through the admin companies list (%s)', async (language) => {
    const { context, page } = await newPage(browser, { language, session: platformAdmin })
    await page.goto('/admin?tab=companies')
    await page.locator('table tbody tr').first().waitFor()
    const first = await firstCells(page)
    const pager = page.getByRole('navigation', { name: pagesLabel[language] })
    await pager.getByRole('button', { name: '2', exact: true }).click()
    // The previous page stays on screen while the next one loads (keepPreviousData): poll the rows, not the DOM once.
    await expect.poll(() => firstCells(page), { timeout: 10_000 }).not.toEqual(first)
    const second = await firstCells(page)
    expect(second.length).toBeGreaterThan(0)
    await expect(pager.getByRole('button', { name: '2', exact: true }).getAttribute('aria-current')).resolves.toBe('page')
    await screenshot(page, `admin-companies-page-2-${language}`)

    await page.goto('/admin?tab=audit')
    await page.locator('table tbody tr').first().waitFor()
    await screenshot(page, `admin-audit-${language}`)
    await context.close()
  })

  it('shows the user and catalogue forms in titled groups (es)', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: companyAdmin })
    await page.goto('/users/create')
    for (const title of ['Datos', 'Acceso']) await page.getByRole('heading', { name: title, exact: true }).waitFor()
    await screenshot(page, 'users-create-es')
    await page.goto('/products-services/create')
    for (const title of ['Producto o servicio', 'Contacto', 'Imagen y ficha técnica']) await page.getByRole('heading', { name: title, exact: true }).waitFor()
    await screenshot(page, 'products-services-create-es')
    await context.close()
  })
})

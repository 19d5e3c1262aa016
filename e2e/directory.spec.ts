import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import type { TSearchCompaniesResponse } from '@nexo/shared'
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser'
import { companyAdminSession, loginSession } from './support/profiles'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const fixture = (name: string) => path.resolve(import.meta.dirname, 'fixtures', name)
const resultsTotal = async (q: string, extra = '') => {
  const res = await fetch(`${baseUrl()}/api/v1/search/companies?q=${encodeURIComponent(q)}${extra}`)
  return (await res.json()) as TSearchCompaniesResponse
}

/** The demo directory's states, as their facet checkboxes are named. */
const STATE_NAMES: Record<string, string> = { NLE: 'Nuevo León', COA: 'Coahuila', GUA: 'Guanajuato', QUE: 'Querétaro', TAM: 'Tamaulipas', CHH: 'Chihuahua', PUE: 'Puebla' }

describe('search (spec /search-result: q, loc, cert, cat, page, limit in the URL)', () => {
  it('shows a card badge’s hint when the mouse enters it, on the server-rendered page after hydration', async () => {
    const { context, page } = await newPage(browser, { language: 'en' })
    await page.goto('/search-result?q=estampado')
    // The hint's Tooltip mounts on the first mouse entry (components/hint-tooltip.tsx): it must still open then.
    const badge = page.locator('article').getByText('Platinum', { exact: true }).first()
    await badge.hover()
    const hint = page.getByRole('tooltip', { name: 'Platinum member: preferential position in results' })
    await hint.waitFor()
    await page.mouse.move(0, 0)
    await hint.waitFor({ state: 'hidden' })
    await badge.hover()
    await hint.waitFor()
    await context.close()
  })

  it('keeps a long Spanish hint on a 390 px screen', async () => {
    const { context, page } = await newPage(browser, { language: 'es', viewport: { width: 390, height: 844 } })
    await page.goto('/search-result?q=estampado')
    await page.locator('article').getByText('Platinum', { exact: true }).first().hover()
    const hint = page.getByRole('tooltip', { name: 'Miembro Platinum: posición preferente en los resultados' })
    await hint.waitFor()
    const box = await hint.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await context.close()
  })

  it.each([
    ['en', 'Filters', 'Show results'],
    ['es', 'Filtros', 'Ver resultados'],
  ] as const)('filters from the drawer on a 390 px screen, which loads at its first opening (%s)', async (language, filters, showResults) => {
    const { context, page } = await newPage(browser, { language, viewport: { width: 390, height: 844 } })
    await page.goto('/search-result?q=estampado')
    await page.locator('html[data-hydrated]').waitFor()
    // components/directory/filter-layout.tsx: no dialog until the button is pressed, then its code loads and it opens.
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.getByRole('button', { name: filters }).click()
    const drawer = page.getByRole('dialog', { name: filters })
    await drawer.waitFor()
    const state = (await resultsTotal('estampado')).facets.loc[0]!
    await drawer.getByRole('checkbox', { name: new RegExp(STATE_NAMES[state.value] ?? state.value) }).first().click()
    await page.waitForURL((u) => u.searchParams.getAll('loc').length === 1)
    expect(new URL(page.url()).searchParams.get('loc')).toBe(state.value)
    await drawer.getByRole('button', { name: showResults }).click()
    await drawer.waitFor({ state: 'hidden' })
    await context.close()
  })

  it.each(['en', 'es'] as const)('filters by state and keeps the filters in the URL and history (%s)', async (language) => {
    const { context, page } = await newPage(browser, { language })
    await page.goto('/search-result?q=estampado')
    const all = await resultsTotal('estampado')
    expect(all.total).toBeGreaterThan(0)
    const state = all.facets.loc[0]!
    const stateName = STATE_NAMES[state.value] ?? state.value
    const box = page.getByRole('checkbox', { name: new RegExp(stateName) }).first()
    await box.waitFor()
    await box.click() // controlled by the URL: state changes after navigation
    await page.waitForURL((u) => u.searchParams.getAll('loc').includes(state.value))
    expect(new URL(page.url()).searchParams.get('q')).toBe('estampado')
    // The page shows the filtered count the API gives for the same filters.
    await page.getByText(new RegExp(`\\b${state.count}\\b`)).first().waitFor()
    await screenshot(page, `search-filtered-${language}`)
    await page.goBack()
    await page.waitForURL((u) => !u.searchParams.has('loc'))
    expect(await box.isChecked()).toBe(false)
    await context.close()
  })

  it('opens the map with the same filters and clustered markers', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/map?q=estampado')
    await page.locator('.leaflet-container').waitFor()
    await expect.poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.get('q')).toBe('estampado')
    await screenshot(page, 'map-en')
    await context.close()
  })
})

describe('company detail visibility (spec §6)', () => {
  it('shows the basic profile to a free company and the full profile to a Platinum one', async () => {
    const { items } = await resultsTotal('maquinado')
    const target = items.find((c) => !/Ramos Arizpe|Finos del Baj/.test(c.tradeName))!
    const upgrade = /Upgrade to Platinum to see full profile|Hazte Platinum para ver el perfil completo/

    const free = await newPage(browser, { language: 'es', session: await loginSession('free@nexo.demo', 'Free1234!') })
    await free.page.goto(`/search-detail/${target.id}`)
    await free.page.getByRole('heading', { name: target.tradeName }).first().waitFor()
    await free.page.getByText(upgrade).first().waitFor()
    await screenshot(free.page, 'detail-free-es')
    await free.context.close()

    const platinum = await newPage(browser, { language: 'en', session: await companyAdminSession() })
    await platinum.page.goto(`/search-detail/${target.id}`)
    await platinum.page.getByRole('heading', { name: target.tradeName }).first().waitFor()
    await platinum.page.waitForLoadState('networkidle')
    expect(await platinum.page.getByText(upgrade).count()).toBe(0)
    await screenshot(platinum.page, 'detail-platinum-en')
    await platinum.context.close()
  })
})

describe('company profile editor (spec §5 "Company profile")', () => {
  it('refuses a fake brochure, then saves a real PDF', async () => {
    const { context, page } = await newPage(browser, { session: await companyAdminSession() })
    await page.goto('/company-profile?section=details')
    const panel = page.locator('[role="tabpanel"]:visible').first()
    const upload = panel.locator('input[type=file]').first()
    await upload.waitFor({ state: 'attached' })
    await upload.setInputFiles(fixture('brochure-not-a-pdf.pdf'))
    await page.getByText('This file type is not accepted here').first().waitFor()
    await screenshot(page, 'profile-bad-brochure-en')
    await upload.setInputFiles(fixture('brochure.pdf'))
    await panel.getByText('brochure.pdf').first().waitFor()
    await panel.getByRole('button', { name: 'Save section' }).click()
    await page.getByText('Company details saved').first().waitFor()
    await page.reload()
    await page.locator('[role="tabpanel"]:visible').first().getByText('brochure.pdf').first().waitFor()
    await screenshot(page, 'profile-good-brochure-en')
    await context.close()
  })

  it('asks for the file of an award before saving it, then saves it with one', async () => {
    const { context, page } = await newPage(browser, { session: await companyAdminSession() })
    await page.goto('/company-profile?section=awards')
    const panel = page.locator('[role="tabpanel"]:visible').first()
    await panel.getByRole('button', { name: 'Add an award' }).click()
    const row = panel.locator('.mantine-Paper-root').last()
    await row.getByRole('textbox').first().fill('Proveedor del año 2025 de Daimler Truck por calidad y entrega')
    await panel.getByRole('button', { name: 'Save section' }).click()
    await row.getByText('This field is required.').first().waitFor()
    await row.locator('input[type=file]').first().setInputFiles(fixture('brochure.pdf'))
    await row.getByText('brochure.pdf').first().waitFor()
    expect(await row.getByText('This field is required.').count()).toBe(0)
    await panel.getByRole('button', { name: 'Save section' }).click()
    await page.getByText('Awards saved').first().waitFor()
    await screenshot(page, 'profile-award-saved-en')
    await context.close()
  })
})

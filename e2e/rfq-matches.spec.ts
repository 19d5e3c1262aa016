/**
 * Matched suppliers one click from the RFQ (issue 27 §1–2): a buyer publishes an RFQ and sees its best matched
 * suppliers on the RFQ's own page, with reasons and what the score means; invites one with one click and sees it
 * marked invited; the invite picker offers the matches without typing, each named with its place and sector; all
 * matches on their own page. Screenshots in English and Spanish at 1366 and 390 px.
 *
 * Own data only (ADR 043): its own RFQ, and it never invites a company of a demo account (their users' notifications
 * are counted by other journeys).
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { TInvitedCompany, TOwnRequirementMatch, TOwnRequirementMatchesResponse } from '@nexo/shared'
import { auditPage } from './support/axe'
import { baseUrl, launchBrowser, newPage, screenshot, screenshotDir, switchPage, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'
import { fillRequirementForm } from './support/requirement-form'

let browser: Browser
let buyer: StoredSession
let requirementId = ''
/** Companies of the demo accounts: never invited here. */
const demoCompanyIds = new Set<string>()

const TITLE = 'RFQ: soportes estampados de acero para chasis, Ramos Arizpe'
const INVITED_TITLE = 'RFQ: pintura electrostática de tapas de registro'

async function api<T>(session: StoredSession, url: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${url}`, { headers: { authorization: `Bearer ${session.token}` } })
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<T>
}

/** The matches the page shows, as the API computes them, waiting out a first (cold) ranking. */
const matchesOf = (lang: 'en' | 'es', limit = 5) => api<TOwnRequirementMatchesResponse>(buyer, `/api/v1/company/requirements/${requirementId}/matches?lang=${lang}&limit=${limit}`)

/** A match card on the page, by its company's link (names may repeat in the directory; ids do not). */
const cardOf = (page: Page, match: TOwnRequirementMatch) => page.locator('article').filter({ has: page.locator(`a[href="/search-detail/${match.company.id}"]`) })

beforeAll(async () => {
  browser = await launchBrowser()
  buyer = await loginSession('free@nexo.demo', 'Free1234!')
  for (const [email, password] of [
    ['free@nexo.demo', 'Free1234!'],
    ['platinum@nexo.demo', 'Platinum1234!'],
  ] as const) {
    const session = email === 'free@nexo.demo' ? buyer : await loginSession(email, password)
    demoCompanyIds.add((await api<{ id: string }>(session, '/api/v1/company/profile')).id)
  }
})
afterAll(async () => {
  await browser?.close()
})

describe('matched suppliers on the RFQ page', () => {
  let invitable: TOwnRequirementMatch[] = []

  it('a buyer publishes an RFQ and sees its best matches on its page, with reasons and what the score means', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: buyer })
    await page.goto('/profile-requirements/create')
    await page.getByRole('heading', { name: 'Publicar un requerimiento', level: 1 }).waitFor({ timeout: 60_000 })
    await fillRequirementForm(page, {
      title: TITLE,
      description: 'Soportes de chasis estampados en lámina de acero con troquel progresivo, PPAP nivel 3.',
      subcategory: ['Estampado de piezas metálicas automotrices', 'Estampado'],
      activity: 'Estampado de lámina con troquel progresivo',
      materials: 'Acero',
      volumes: '15,000 piezas al mes',
      budget: '150,000 MXN',
      projectDates: 'Muestras en febrero',
      state: ['Coahuila', 'Coahu'],
      city: 'Ramos Arizpe',
      suburb: 'Parque Industrial',
      street: 'Blvd. Industria 200',
      postalCode: '25900',
      fileName: 'plano-soporte.pdf',
    })
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.waitForURL(/\/profile-requirements\/view\//, { timeout: 15_000 })
    requirementId = page.url().split('/').pop()!

    // Right after publishing (no quotes yet) the matches come first on the page.
    const section = page.getByRole('region', { name: 'Proveedores que mejor coinciden' })
    await section.locator('article').first().waitFor({ timeout: 90_000 })
    const computed = await matchesOf('es')
    expect(computed.items.length, 'the demo directory has stamping suppliers for this RFQ').toBeGreaterThan(0)
    // The page shows the API's matches in its order, each with its reasons and the fit label of its score.
    const links = await section.locator('article a[href^="/search-detail/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links).toEqual(computed.items.map((m) => `/search-detail/${m.company.id}`))
    const first = cardOf(page, computed.items[0]!)
    await expect(first.getByRole('list', { name: 'Por qué coincide' }).locator('li').allInnerTexts()).resolves.toEqual(computed.items[0]!.reasons.map((r) => r.text))
    const fit = computed.items[0]!.score >= 70 ? 'Muy buen ajuste' : computed.items[0]!.score >= 50 ? 'Buen ajuste' : 'Ajuste parcial'
    await first.getByText(fit, { exact: true }).waitFor()
    await section.getByText('La puntuación (sobre 100) indica', { exact: false }).waitFor()
    invitable = computed.items.filter((m) => !demoCompanyIds.has(m.company.id) && m.invitedAt === null)
    expect(invitable.length, 'a matched supplier that is not a demo account').toBeGreaterThan(0)
    await context.close()
  }, 240_000)

  it('invites a matched supplier with one click, another from the picker by keyboard; each shows as invited, here and in the picker', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: buyer })
    await page.goto(`/profile-requirements/view/${requirementId}`)
    const target = invitable[0]!
    const card = cardOf(page, target)
    await card.waitFor({ timeout: 90_000 })
    // One click, no dialog.
    await card.getByRole('button', { name: `Invitar a ${target.company.tradeName} a cotizar` }).click()
    await card.getByText('Invitado', { exact: true }).waitFor({ timeout: 15_000 })
    await expect(card.getByRole('button', { name: /^Invitar/ }).count()).resolves.toBe(0)
    const invitations = await api<{ items: TInvitedCompany[] }>(buyer, `/api/v1/company/requirements/${requirementId}/invitations`)
    expect(invitations.items.map((i) => i.companyId)).toEqual([target.company.id])
    // The invited list names the company with its place, so namesakes differ.
    const invitedList = page.getByRole('list', { name: 'Proveedores invitados' })
    await invitedList.getByText(target.company.tradeName, { exact: true }).waitFor()

    // A second one through the picker, by keyboard: its name typed, the matched company of that name is the first
    // option (namesakes after it), ArrowDown and Enter invite it.
    const second = invitable[1]
    if (second) {
      const input = page.getByLabel('Invitar a un proveedor', { exact: true })
      await input.fill(second.company.tradeName)
      const firstOption = page.getByRole('listbox').getByRole('option').first()
      await expect.poll(() => firstOption.innerText(), { timeout: 30_000 }).toContain(second.company.tradeName)
      await expect(firstOption.getByText(/^(coincidencia|match) \d+$/i).count()).resolves.toBe(1)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await cardOf(page, second).getByText('Invitado', { exact: true }).waitFor({ timeout: 15_000 })
      const after = await api<{ items: TInvitedCompany[] }>(buyer, `/api/v1/company/requirements/${requirementId}/invitations`)
      expect(after.items.map((i) => i.companyId).sort()).toEqual([target.company.id, second.company.id].sort())
    }

    // The picker opens on focus with the matched suppliers, best first, without typing; the invited are marked.
    const picker = page.getByLabel('Invitar a un proveedor', { exact: true })
    await picker.click()
    const listbox = page.getByRole('listbox')
    await listbox.getByText('Proveedores que coinciden, los mejores primero').waitFor({ timeout: 30_000 })
    const invitedOption = listbox.getByRole('option').filter({ hasText: target.company.tradeName }).first()
    await invitedOption.getByText('Invitado', { exact: true }).waitFor()
    await expect(invitedOption.getAttribute('aria-disabled')).resolves.toBe('true')
    // Each option names the place and the sector beside the name.
    const place = await listbox.getByRole('option').first().innerText()
    expect(place).toMatch(/, [A-ZÁÉÍÓÚ][\p{L} ]+/u)
    await auditPage(page)
    await page.screenshot({ path: path.join(screenshotDir, 'rfq-invite-picker-es-desktop.png') })
    await page.keyboard.press('Escape')
    await context.close()
  }, 240_000)

  it('says so when the matches cannot be loaded and loads them on "try again"; says so when none fits', async () => {
    const { context, page } = await newPage(browser, { language: 'en', session: buyer })
    const url = `**/api/v1/company/requirements/${requirementId}/matches?**`
    // The server failing: the section says what could not be loaded, the rest of the page stays usable.
    await page.route(url, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }) }))
    await page.goto(`/profile-requirements/view/${requirementId}`)
    const section = page.getByRole('region', { name: 'Best matched suppliers' })
    await section.getByText('The matched suppliers could not be loaded.').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor()
    await page.unroute(url)
    await section.getByRole('button', { name: 'Try again' }).click()
    await section.locator('article').first().waitFor({ timeout: 60_000 })
    // A requirement no supplier fits: said, with how many were left out and why, and the way to invite by name.
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], total: 0, leftOut: { belowMinimumFit: 3, beyondHardLimits: 1, minimumScore: 30 } }) }))
    await page.reload()
    await section.getByText('No supplier in the directory fits this requirement yet.').waitFor({ timeout: 30_000 })
    await section.getByText('3 more suppliers were left out: their fit is below the minimum of 30 out of 100.').waitFor()
    await section.getByText('you can still invite any company by name below', { exact: false }).waitFor()
    await screenshot(page, 'rfq-matches-empty-en-desktop')
    await context.close()
  }, 180_000)

  it('a supplier invited to an RFQ finds it first in "Requirements I could serve", marked, whatever its fit (issue 27 §3)', async () => {
    // The Platinum demo company publishes an RFQ outside the free demo company's trade and invites it by name.
    const platinum = await loginSession('platinum@nexo.demo', 'Platinum1234!')
    const freeCompanyId = (await api<{ id: string }>(buyer, '/api/v1/company/profile')).id
    const publisher = await newPage(browser, { language: 'es', session: platinum })
    await publisher.page.goto('/profile-requirements/create')
    await publisher.page.getByRole('heading', { name: 'Publicar un requerimiento', level: 1 }).waitFor({ timeout: 60_000 })
    await fillRequirementForm(publisher.page, {
      title: INVITED_TITLE,
      description: 'Pintura electrostática en polvo para tapas de registro, color negro texturizado.',
      activity: 'Pintura electrostática en polvo',
      materials: 'Pintura en polvo poliéster',
      volumes: '5,000 piezas al mes',
      budget: '60,000 MXN',
      projectDates: 'Arranque en marzo',
      state: ['Coahuila', 'Coahu'],
      city: 'Ramos Arizpe',
      suburb: 'Centro',
      street: 'Calle Hidalgo 10',
      postalCode: '25900',
      fileName: 'tapa.pdf',
    })
    await publisher.page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await publisher.page.waitForURL(/\/profile-requirements\/view\//, { timeout: 15_000 })
    const invitedId = publisher.page.url().split('/').pop()!
    const res = await fetch(`${baseUrl()}/api/v1/company/requirements/${invitedId}/invitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platinum.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: freeCompanyId }),
    })
    expect(res.status, await res.text()).toBe(200)
    await publisher.context.close()

    // The invited ones come first in the API's answer, this one among them.
    const served = await api<{ items: { requirement: { id: string }; isInvited: boolean }[] }>(buyer, '/api/v1/matching/requirements?lang=es')
    const flags = served.items.map((m) => m.isInvited)
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
    expect(served.items.find((m) => m.requirement.id === invitedId)?.isInvited).toBe(true)

    for (const [language, viewport, badge] of [
      ['es', { width: 1366, height: 900 }, 'Te invitaron a cotizar'],
      ['en', { width: 390, height: 844 }, 'You were invited to quote'],
    ] as const) {
      const { context, page } = await newPage(browser, { language, session: buyer, viewport })
      await page.goto('/matches')
      const card = page.locator('article').filter({ has: page.getByRole('link', { name: INVITED_TITLE, exact: true }) })
      await card.waitFor({ timeout: 90_000 })
      await card.getByText(badge, { exact: true }).waitFor()
      await page.getByText(language === 'es' ? 'primero a los que te invitaron a cotizar' : 'the ones you were invited to quote first', { exact: false }).waitFor()
      // The cards in the API's order: the invited first.
      const titles = await page.locator('article a[href^="/requirement/detail/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(titles.map((href) => href!.split('/')[3])).toEqual(served.items.map((m) => m.requirement.id))
      await screenshot(page, `matches-invited-first-${language}-${viewport.width === 390 ? 'mobile' : 'desktop'}`)
      await context.close()
    }
  }, 300_000)

  // One page per language for all the screenshots: the width changes in place.
  it.concurrent.for<'en' | 'es'>(['en', 'es'])('screenshots the RFQ page with its matches, the picker and all matches (%s, 1366 and 390)', { timeout: 480_000 }, async (language) => {
    const { context, page } = await newPage(browser, { language, session: buyer })
    const sectionName = language === 'es' ? 'Proveedores que mejor coinciden' : 'Best matched suppliers'
    const invited = language === 'es' ? 'Invitado' : 'Invited'
    for (const [device, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await switchPage(page, { viewport })
      await page.goto(`/profile-requirements/view/${requirementId}`)
      const section = page.getByRole('region', { name: sectionName })
      await section.getByText(invited, { exact: true }).first().waitFor({ timeout: 90_000 })
      // Nothing wider than the screen.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width)
      await screenshot(page, `rfq-matches-${language}-${device}`)
      const picker = page.getByLabel(language === 'es' ? 'Invitar a un proveedor' : 'Invite a supplier', { exact: true })
      await picker.scrollIntoViewIfNeeded()
      await picker.click()
      await page.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 30_000 })
      await auditPage(page)
      await page.screenshot({ path: path.join(screenshotDir, `rfq-invite-picker-${language}-${device}.png`) })
      await page.keyboard.press('Escape')

      await page.goto(`/profile-requirements/matches/${requirementId}`)
      await page.locator('article').first().waitFor({ timeout: 90_000 })
      await page.getByText(invited, { exact: true }).first().waitFor()
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width)
      await screenshot(page, `rfq-all-matches-${language}-${device}`)
    }
    await context.close()
  })
})

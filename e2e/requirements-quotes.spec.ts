/**
 * Requirements and quotes journey (issue 12): a buyer posts an RFQ in Spanish through the form, a supplier with an
 * active membership sends a quote from the requirement's detail in English, the buyer compares the quotes, exports
 * them, accepts one after confirming, the requirement shows as covered, and the buyer rates the supplier. Then the
 * new pages in both languages on a desktop and a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'

let browser: Browser
let buyer: StoredSession
let supplier: StoredSession
let requirementId = ''
let quoteId = ''

const SUPPLIER_NAME = 'Troquelados y Ensambles Ramos Arizpe'
const TITLE = 'RFQ: bujes torneados de acero 1045 para suspensión'
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
/** Today in the marketplace calendar (America/Mexico_City), as the form's start date. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function api(session: StoredSession, path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${session.token}` } })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

async function pickOption(page: Page, label: string, option: string | RegExp, type?: string) {
  // Mantine Select / MultiSelect: the visible input of the field whose label reads `label`.
  const field = page.locator('.mantine-InputWrapper-root').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}\\s*\\*?$`) }) })
  const input = field.locator('input:not([type=hidden])').first()
  await input.click()
  if (type) await input.fill(type)
  await page.getByRole('option', { name: option }).first().click()
}

beforeAll(async () => {
  browser = await launchBrowser()
  buyer = await loginSession('free@nexo.demo', 'Free1234!')
  supplier = await loginSession('platinum@nexo.demo', 'Platinum1234!')
})
afterAll(async () => {
  await browser?.close()
})

describe('requirements and quotes', () => {
  it('a buyer publishes an RFQ in Spanish with every field of the form', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: buyer })
    await page.goto('/profile-requirements/create')
    await page.getByRole('heading', { name: 'Publicar un requerimiento', level: 1 }).waitFor({ timeout: 60_000 })
    // Submitting empty shows the required fields (spec §5), in Spanish.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.getByText('Este campo es obligatorio.').first().waitFor()

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(TITLE)
    await page.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Bujes torneados en acero 1045 con tratamiento térmico, tolerancia h7, para brazos de suspensión.')
    await pickOption(page, 'Categoría', /.+/)
    await page.getByRole('textbox', { name: 'Actividad o proceso', exact: true }).fill('Torneado CNC')
    await page.getByRole('textbox', { name: 'Materiales', exact: true }).fill('Acero 1045')
    await page.getByRole('textbox', { name: 'Volúmenes', exact: true }).fill('20,000 piezas al mes')
    await page.getByRole('textbox', { name: 'Presupuesto', exact: true }).fill('180,000 a 220,000 MXN')
    await pickOption(page, 'Certificaciones requeridas', 'IATF 16949', 'IATF')
    await page.keyboard.press('Escape')
    for (const [label, value] of [
      ['Fecha de inicio', today],
      ['Fecha de fin', inDays(30)],
    ] as const) {
      const input = page.getByRole('textbox', { name: label, exact: true })
      await input.click()
      await input.fill(value)
      await page.keyboard.press('Enter')
      await page.keyboard.press('Escape')
    }
    await page.getByRole('textbox', { name: 'Fechas del proyecto', exact: true }).fill('Muestras en enero, SOP en marzo')
    await pickOption(page, 'Estado', 'Guanajuato', 'Guanaj')
    await page.getByRole('textbox', { name: 'Ciudad', exact: true }).fill('Silao')
    await page.getByRole('textbox', { name: 'Colonia', exact: true }).fill('Puerto Interior')
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. de las Industrias 120')
    await page.getByRole('textbox', { name: 'Código postal', exact: true }).fill('36275')
    await page.locator('input[type=file]').first().setInputFiles({ name: 'plano-buje.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByText('plano-buje.pdf').first().waitFor()
    await screenshot(page, 'requirement-form-filled-es-desktop')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.waitForURL(/\/profile-requirements\/view\//, { timeout: 15_000 })
    requirementId = page.url().split('/').pop()!
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor()
    await page.getByText('Aún no hay cotizaciones', { exact: false }).waitFor()
    await context.close()
  }, 180_000)

  it('the requirement is in the public list; a visitor is asked to sign in for its detail', async () => {
    const { context, page } = await newPage(browser, { language: 'en' })
    await page.goto('/requirements')
    await page.getByRole('searchbox').or(page.getByRole('textbox', { name: 'Search requirements' })).first().fill('bujes torneados')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('link', { name: TITLE }).waitFor()
    await page.getByRole('link', { name: TITLE }).click()
    await page.getByRole('heading', { name: 'Sign in to see this requirement' }).waitFor()
    await context.close()
  })

  it('a supplier with an active membership makes a deal from the detail, in English', async () => {
    const { context, page } = await newPage(browser, { language: 'en', session: supplier })
    await page.goto(`/requirement/detail/${requirementId}/rfq`)
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor()
    await page.getByText('IATF 16949').first().waitFor()
    await page.getByRole('button', { name: 'Make a deal' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('CNC turning on Okuma lathes, induction hardening, PPAP level 3. Delivered DAP Silao.')
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('196500')
    await dialog.getByRole('textbox', { name: 'Lead time (days)', exact: true }).fill('35')
    await screenshot(page, 'quote-form-en-desktop')
    await dialog.getByRole('button', { name: 'Send quote' }).click()
    await page.getByRole('link', { name: 'See my quote' }).waitFor({ timeout: 15_000 })
    const sent = (await api(supplier, '/api/v1/quotes?box=sent&status=pending')) as { items: { id: string; requirement: { id: string } | null }[] }
    quoteId = sent.items.find((q) => q.requirement?.id === requirementId)!.id
    expect(quoteId).toBeTruthy()
    await context.close()
  })

  it('the buyer compares the quotes, exports them, accepts one after confirming, and the requirement shows as covered', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: buyer })
    await page.goto(`/profile-requirements/view/${requirementId}`)
    const table = page.getByRole('table', { name: 'Cotizaciones lado a lado' })
    await table.getByRole('link', { name: SUPPLIER_NAME }).waitFor()
    await expect(table.innerText().then((text) => text.toLowerCase())).resolves.toContain('35 días')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    expect((await download).suggestedFilename()).toBe('comparacion-cotizaciones.csv')
    await screenshot(page, 'requirement-compare-es-desktop')

    await table.getByRole('button', { name: 'Aceptar' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Aceptar esta cotización?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Aceptar' }).click()
    await page.getByText('Cubierto: aceptaste una cotización', { exact: false }).waitFor({ timeout: 15_000 })
    await expect(table.innerText().then((text) => text.toLowerCase())).resolves.toContain('aceptada')
    const detail = await api(buyer, `/api/v1/requirements/${requirementId}`)
    expect(detail.status).toBe('covered')
    await context.close()
  })

  it('the buyer rates the supplier once; the supplier sees its quote accepted', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: buyer })
    await page.goto(`/profile-quotes/show/${quoteId}`)
    await page.getByText('¿Cómo fue tu trato con', { exact: false }).waitFor()
    const five = await page.getByRole('radio', { name: '5', exact: true }).getAttribute('id')
    await page.locator(`label[for="${five}"]`).click()
    await page.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('Entregaron muestras a tiempo y con PPAP completo.')
    await page.getByRole('button', { name: 'Enviar calificación' }).click()
    await page.getByText(`Tu calificación de ${SUPPLIER_NAME}`).waitFor({ timeout: 15_000 })
    await context.close()

    const supplierView = await newPage(browser, { language: 'en', session: supplier })
    await supplierView.page.goto('/profile-quotes?tab=sent&state=accepted')
    await supplierView.page.getByRole('link', { name: /Quote: RFQ: bujes torneados/ }).first().waitFor()
    const quote = await api(supplier, `/api/v1/quotes/${quoteId}`)
    expect(quote).toMatchObject({ status: 'accepted', theirRating: { score: 5 } })
    await supplierView.context.close()
  })

  for (const language of ['en', 'es'] as const) {
    for (const [device, viewport] of [
      ['desktop', undefined],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      it(`screenshots the requirement and quote pages (${language}, ${device})`, async () => {
        const visible = (await api(buyer, '/api/v1/requirements?limit=50')) as { items: { id: string; isPublic: boolean; isOwn: boolean }[] }
        const gateId = visible.items.find((r) => r.isPublic && !r.isOwn)!.id
        const shots: [string, StoredSession, string, (page: Page) => Promise<unknown>][] = [
          ['requirements-list', supplier, '/requirements', (page) => page.locator('a[href^="/requirement/detail/"]').first().waitFor()],
          ['requirement-detail', supplier, `/requirement/detail/${requirementId}/rfq`, (page) => page.getByRole('heading', { name: TITLE, level: 1 }).waitFor()],
          // A free member opening someone else's public requirement gets the upgrade prompt, not the details.
          ['requirement-gate', buyer, `/requirement/detail/${gateId}`, (page) => page.getByRole('link', { name: language === 'es' ? 'Ver planes de membresía' : 'See membership plans' }).first().waitFor()],
          ['requirement-create', buyer, '/profile-requirements/create', (page) => page.locator('form').waitFor()],
          ['requirements-mine', buyer, '/profile-requirements/list', (page) => page.getByRole('link', { name: TITLE }).first().waitFor()],
          ['requirement-view', buyer, `/profile-requirements/view/${requirementId}`, (page) => page.getByRole('link', { name: SUPPLIER_NAME }).first().waitFor()],
          ['quotes-list', supplier, '/profile-quotes?tab=sent', (page) => page.getByRole('tab').first().waitFor()],
          ['quote-show', buyer, `/profile-quotes/show/${quoteId}`, (page) => page.locator('.mantine-Rating-root').first().waitFor()],
        ]
        for (const [name, session, path, ready] of shots) {
          const { context, page } = await newPage(browser, { language, session, ...(viewport ? { viewport } : {}) })
          await page.goto(path)
          await ready(page)
          await screenshot(page, `${name}-${language}-${device}`)
          await context.close()
        }
      }, 240_000)
    }
  }
})

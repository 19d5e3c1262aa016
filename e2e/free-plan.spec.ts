/**
 * Free plan journey (issue 27 items 0, 4, 5, 7; ADR 052): the free demo company meets every Platinum action with the
 * rule said before it invests effort and one next step that works — the company page's contact card and "Make a deal",
 * the requirements list's cards, an RFQ it cannot open (its title and place stay), the quote form reached from a
 * company page, booking a company without published hours. An RFQ it was invited to opens, warns about the required
 * certification its profile lacks, and lets it ask the buyer a question. The buyer's quote comparison keeps states and
 * badges whole. Screenshots at 1366 and 390 px in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, switchPage, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'

let browser: Browser
let free: StoredSession
let platinum: StoredSession
let freeCompanyId = ''
let platinumCompanyId = ''

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const SHOTS = [
  { language: 'en', viewport: DESKTOP, tag: 'en-1366' },
  { language: 'es', viewport: DESKTOP, tag: 'es-1366' },
  { language: 'en', viewport: PHONE, tag: 'en-390' },
  { language: 'es', viewport: PHONE, tag: 'es-390' },
] as const

async function api<T = Record<string, unknown>>(session: StoredSession | null, path: string, method = 'GET', body?: object): Promise<{ status: number; json: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, json: (await res.json().catch(() => ({}))) as T }
}

/** The page in each language and width, waiting for `ready` each time. */
async function shoot(page: Page, url: string, name: string, ready: (page: Page) => Promise<unknown>) {
  for (const shot of SHOTS) {
    await switchPage(page, { language: shot.language, viewport: shot.viewport })
    await page.goto(url)
    await ready(page)
    await screenshot(page, `free-plan-${name}-${shot.tag}`)
  }
  await switchPage(page, { language: 'en', viewport: DESKTOP })
}

beforeAll(async () => {
  browser = await launchBrowser()
  free = await loginSession('free@nexo.demo', 'Free1234!')
  platinum = await loginSession('platinum@nexo.demo', 'Platinum1234!')
  freeCompanyId = (await api<{ id: string }>(free, '/api/v1/company/profile')).json.id
  platinumCompanyId = (await api<{ id: string }>(platinum, '/api/v1/company/profile')).json.id
})
afterAll(async () => {
  await browser?.close()
})

describe('a free company meets each Platinum action with the rule first and one step that works', () => {
  it('company page: the contact card says what Platinum adds and what the free plan does; "Make a deal" offers the plans', async () => {
    const { context, page } = await newPage(browser, { language: 'en', session: free })
    await page.goto(`/search-detail/${platinumCompanyId}`)
    // The contact card is drawn twice (phone and desktop places): the visible one.
    await page.getByText('Messages and chat requests to', { exact: false }).filter({ visible: true }).first().waitFor()
    expect(await page.getByText('book a meeting in the hours', { exact: false }).filter({ visible: true }).count()).toBeGreaterThan(0)
    await page.getByText('Sending a quote to', { exact: false }).first().waitFor()
    // (The top menu's "Make a deal" is the requirements list; the company's own button is gone.)
    expect(await page.locator('main').getByRole('link', { name: 'Make a deal' }).count()).toBe(0)
    await shoot(page, `/search-detail/${platinumCompanyId}`, 'company', (p) => p.getByRole('link', { name: /See plans|Ver planes/ }).first().waitFor())

    // A product page has no booking button of its own: its contact card offers the meeting.
    const products = await api<{ items: { id: string }[] }>(free, `/api/v1/companies/${platinumCompanyId}/products`)
    const productUrl = `/marketplace-detail/${products.json.items[0]!.id}/1?kind=product`
    await page.goto(productUrl)
    await page.getByRole('link', { name: 'Book a meeting' }).filter({ visible: true }).first().waitFor()
    await shoot(page, productUrl, 'product', (p) => p.getByRole('link', { name: /Book a meeting|Agendar reunión/ }).filter({ visible: true }).first().waitFor())

    // The quote form reached by its address says the same instead of a form it could not send.
    await page.goto(`/profile-quotes?to=${platinumCompanyId}&name=Demo`)
    await page.getByRole('dialog').getByText('Sending a quote to Demo', { exact: false }).waitFor()
    expect(await page.getByRole('dialog').getByLabel('Description').count()).toBe(0)
    await screenshot(page, 'free-plan-quote-to-company-en-1366')
    await context.close()
  })

  it('requirements list and an RFQ it cannot open: the card says "with Platinum", the page keeps the title beside the plans', async () => {
    const list = await api<{ items: { id: string; isRfq: boolean; title: string; access: string; isInvited: boolean }[] }>(free, '/api/v1/requirements?limit=50')
    const closed = list.json.items.find((i) => i.access === 'membership')
    expect(closed, 'a public requirement the free company cannot open').toBeDefined()
    const { context, page } = await newPage(browser, { language: 'en', session: free })
    await page.goto('/requirements')
    await page.getByText('Details and quoting with Platinum').first().waitFor()
    await shoot(page, '/requirements', 'list', (p) => p.getByText(/Details and quoting with Platinum|Detalle y cotización con Platinum/).first().waitFor())

    const url = `/requirement/detail/${closed!.id}${closed!.isRfq ? '/rfq' : ''}`
    await page.goto(url)
    await page.getByRole('heading', { level: 1, name: closed!.title }).waitFor()
    await page.getByText('Requirement details are for members').waitFor()
    await shoot(page, url, 'rfq-gated', (p) => p.getByRole('heading', { level: 1, name: closed!.title }).waitFor())
    await context.close()
  })

  it('booking a company without published hours offers the plans, not "another way"', async () => {
    const companies = await api<{ items: { id: string; tradeName?: string; name?: string }[] }>(free, '/api/v1/search/companies?limit=30')
    const from = new Date(Date.now() + 86400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10)
    let host: string | null = null
    for (const c of companies.json.items) {
      if (c.id === freeCompanyId) continue
      const slots = await api<{ error?: { code: string } }>(free, `/api/v1/appointments/slots?companyId=${c.id}&from=${from}&to=${to}&timeZone=America%2FMexico_City`)
      if (slots.json.error?.code === 'APPOINTMENT_NO_AVAILABLE_DAYS') {
        host = c.id
        break
      }
    }
    expect(host, 'a demo company without published hours').not.toBeNull()
    const { context, page } = await newPage(browser, { language: 'en', session: free })
    const url = `/appointments?book=${host}&name=Maquinados%20Demo`
    await page.goto(url)
    await page.getByText('Maquinados Demo has not published hours for meetings yet.').waitFor()
    await page.getByText('is part of the Platinum plan').waitFor()
    expect(await page.getByText('another way').count()).toBe(0)
    await shoot(page, url, 'booking-no-hours', (p) => p.getByText(/has not published hours|no ha publicado horarios/).waitFor())
    await context.close()
  })
})

describe('an RFQ the free company was invited to (items 4, 5)', () => {
  it('opens, warns about the missing required certification before quoting, and lets it ask the buyer', async () => {
    // The Platinum demo buyer invites the free company to one of its open requirements and makes it require a
    // certification the free company's profile does not list.
    const held = new Set(
      (await api<{ capabilities: { certifications: { certificationId: number }[] } }>(free, '/api/v1/company/profile')).json.capabilities.certifications.map((c) => c.certificationId),
    )
    const all = (await api<{ items: { id: number; name: string; isRetired?: boolean }[] }>(platinum, '/api/v1/certifications')).json.items
    const lacking = all.find((c) => !held.has(c.id) && !c.isRetired)!
    const mine = await api<{ items: { id: string; isRfq: boolean; status: string; title: string }[] }>(platinum, '/api/v1/company/requirements?limit=50&status=opened')
    const picked = mine.json.items.find((i) => i.status === 'opened')!
    const d = (await api<Record<string, unknown> & { projectFiles: { fileId: string }[]; requiredCertifications: { id: number }[]; preferredCertifications: { id: number }[]; category: { id: number }; subcategory: { id: number } | null }>(platinum, `/api/v1/requirements/${picked.id}`)).json
    let fileIds = d.projectFiles.map((f) => f.fileId)
    if (fileIds.length === 0) {
      const form = new FormData()
      form.append('purpose', 'requirement')
      form.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' }), 'plano.pdf')
      const res = await fetch(`${baseUrl()}/api/v1/files`, { method: 'POST', headers: { authorization: `Bearer ${platinum.token}` }, body: form })
      expect(res.status, await res.clone().text()).toBe(201)
      fileIds = [((await res.json()) as { fileId: string }).fileId]
    }
    const pick = <K extends string>(keys: K[]) => Object.fromEntries(keys.map((k) => [k, d[k]]))
    const body = {
      ...pick(['type', 'isPublic', 'title', 'description', 'country', 'state', 'city', 'suburb', 'street', 'postalCode', 'startDate', 'endDate', 'activity', 'materials', 'volumes', 'budget', 'maxDistanceKm', 'latitude', 'longitude', 'projectDates']),
      categoryId: d.category.id,
      subcategoryId: d.subcategory?.id ?? null,
      certificationIds: [...new Set([...d.requiredCertifications.map((c) => c.id), lacking.id])],
      preferredCertificationIds: d.preferredCertifications.map((c) => c.id).filter((id) => id !== lacking.id),
      projectFileIds: fileIds,
    }
    const saved = await api(platinum, `/api/v1/company/requirements/${picked.id}`, 'PUT', body)
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect((await api(platinum, `/api/v1/company/requirements/${picked.id}/invitations`, 'POST', { companyId: freeCompanyId })).status).toBe(200)
    const detail = await api<{ myMissingCertifications: { name: string }[] }>(free, `/api/v1/requirements/${picked.id}`)
    expect(detail.status).toBe(200)
    const target = { id: picked.id, isRfq: picked.isRfq, title: picked.title, missing: detail.json.myMissingCertifications[0]!.name }
    const url = `/requirement/detail/${target!.id}${target!.isRfq ? '/rfq' : ''}`
    const { context, page } = await newPage(browser, { language: 'en', session: free })
    await page.goto(url)
    await page.getByRole('heading', { level: 1, name: target!.title }).waitFor()
    await page.getByText(`This request requires ${target!.missing}`, { exact: false }).first().waitFor()
    await page.getByRole('link', { name: 'Demo' }).or(page.locator('a[href^="/search-detail/"]')).first().waitFor()
    await shoot(page, url, 'rfq-invited', (p) => p.getByText(/This request requires|Esta solicitud requiere/).first().waitFor())

    // Make a deal: the warning is inside the form too.
    await page.goto(url)
    await page.getByRole('button', { name: 'Make a deal' }).click()
    await page.getByRole('dialog').getByText(`This request requires ${target!.missing}`, { exact: false }).waitFor()
    await screenshot(page, 'free-plan-quote-form-warning-en-1366')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

    // Ask a question: the contact modal offers the form (the buyer invited it), not the Platinum gate.
    await page.getByRole('button', { name: 'Ask a question' }).click()
    await page.getByRole('dialog').getByLabel('Message').waitFor()
    await screenshot(page, 'free-plan-ask-question-en-1366')
    await switchPage(page, { language: 'es', viewport: PHONE })
    await page.goto(url)
    await page.getByRole('button', { name: 'Hacer una pregunta' }).click()
    await page.getByRole('dialog').getByLabel('Mensaje').waitFor()
    await screenshot(page, 'free-plan-ask-question-es-390')
    await context.close()
  })
})

describe('the buyer compares quotes (item 7)', () => {
  it('states and badges are whole at 1366 and 390 px in both languages', async () => {
    // The requirement whose comparison has a validated supplier (the longest badge), else the one with most quotes.
    const mine = await api<{ items: { id: string; quotes: { total: number } }[] }>(platinum, '/api/v1/company/requirements?limit=50')
    const ranked = [...mine.json.items].filter((i) => i.quotes.total > 0).sort((a, b) => b.quotes.total - a.quotes.total)
    let withQuotes = ranked[0]
    for (const r of ranked) {
      const rows = (await api<{ rows: { supplier: { isValidatedSupplier: boolean } }[] }>(platinum, `/api/v1/company/requirements/${r.id}/comparison`)).json.rows
      if (rows.some((row) => row.supplier.isValidatedSupplier)) {
        withQuotes = r
        break
      }
    }
    expect(withQuotes?.quotes.total ?? 0).toBeGreaterThan(0)
    const { context, page } = await newPage(browser, { language: 'en', session: platinum })
    const url = `/profile-requirements/view/${withQuotes!.id}`
    await shoot(page, url, 'comparison', (p) => p.getByText(/quotes? received|cotizaci(ón|ones) recibidas?/).first().waitFor())
    // No badge label is cut with an ellipsis: its text fits its box.
    await switchPage(page, { language: 'es', viewport: DESKTOP })
    await page.goto(url)
    await page.getByRole('table').waitFor()
    const cut = await page.$$eval('table .mantine-Badge-label', (labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent))
    expect(cut).toEqual([])
    await context.close()
  })
})

describe('what a visitor and the membership page promise (item 0)', () => {
  it('a visitor reads on a company page and an RFQ what a free account does and what needs Platinum', async () => {
    const list = await api<{ items: { id: string; isRfq: boolean; title: string; access: string }[] }>(null, '/api/v1/requirements?limit=5')
    const first = list.json.items[0]!
    expect(first.access).toBe('signIn')
    const { context, page } = await newPage(browser, { language: 'en' })
    await page.goto(`/search-detail/${platinumCompanyId}`)
    await page.getByText('With a free account you can book a meeting', { exact: false }).filter({ visible: true }).first().waitFor()
    expect(await page.getByText('create a free account to contact', { exact: false }).count()).toBe(0)
    await shoot(page, `/search-detail/${platinumCompanyId}`, 'company-visitor', (p) => p.getByText(/With a free account|Con una cuenta gratuita/).filter({ visible: true }).first().waitFor())
    const url = `/requirement/detail/${first.id}${first.isRfq ? '/rfq' : ''}`
    await page.goto(url)
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor()
    await shoot(page, url, 'rfq-visitor', (p) => p.getByRole('heading', { level: 1, name: first.title }).waitFor())
    await context.close()
  })

  it('the membership page lists what the free plan does and what Platinum adds', async () => {
    const { context, page } = await newPage(browser, { language: 'en', session: free })
    await page.goto('/membership')
    await page.getByText('Quote the requirements buyers invite you to', { exact: false }).waitFor()
    await shoot(page, '/membership', 'membership', (p) => p.getByText(/Quote the requirements buyers invite you to|Cotiza los requerimientos a los que te invitan/).waitFor())
    await context.close()
  })
})

/**
 * Contact and chat journey (issue 13) with two browsers: a Platinum buyer contacts a supplier from its company page
 * with a chat request; the supplier accepts it; messages and a file go both ways in real time; a message sent while
 * the supplier is offline shows when it is back, without a reload. Then /chat in both languages, desktop and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, screenshot, type StoredSession } from './support/browser'
import { companyAdminSession, loginSession } from './support/profiles'

let browser: Browser
let buyer: StoredSession
let supplier: StoredSession
/** The free demo company (the supplier side). */
const SUPPLIER_COMPANY_ID = '00000000-0000-4000-8000-000000000002'

async function apiCall(session: StoredSession, method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

/** Resolves once the page's realtime socket is authenticated (its `ready` frame arrived). */
function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve()
      })
    })
  })
}

const messageLog = (page: Page) => page.getByRole('log')

beforeAll(async () => {
  browser = await launchBrowser()
  buyer = await companyAdminSession()
  supplier = await loginSession('free@nexo.demo', 'Free1234!')
})
afterAll(async () => {
  await browser?.close()
})

describe('contact and chat', () => {
  let buyerSide: { context: BrowserContext; page: Page }
  let supplierSide: { context: BrowserContext; page: Page }

  afterAll(async () => {
    await buyerSide?.context.close()
    await supplierSide?.context.close()
  })

  it('the buyer sends a chat request from the supplier’s company page; the supplier accepts it live', async () => {
    // The demo data has these two companies chatting already: the buyer deletes that chat to start anew.
    const chats = (await apiCall(buyer, 'GET', '/api/v1/chats')).items as { id: string; counterpart: { companyId: string } }[]
    for (const chat of chats.filter((c) => c.counterpart.companyId === SUPPLIER_COMPANY_ID)) await apiCall(buyer, 'DELETE', `/api/v1/chats/${chat.id}`)

    buyerSide = await newPage(browser, { language: 'en', session: buyer })
    supplierSide = await newPage(browser, { language: 'es', session: supplier })
    const supplierReady = realtimeReady(supplierSide.page)
    await supplierSide.page.goto('/chat')
    await supplierSide.page.getByRole('heading', { name: 'Chat', level: 1 }).waitFor()
    await supplierReady

    const { page } = buyerSide
    const buyerReady = realtimeReady(page)
    await page.goto(`/search-detail/${SUPPLIER_COMPANY_ID}`)
    await page.getByRole('button', { name: 'Contact', exact: true }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('How do you want to contact them?').waitFor()
    // The message is required (spec §5).
    await dialog.getByRole('button', { name: 'Send chat request' }).click()
    await dialog.getByText('Write a message.').waitFor()
    await dialog.getByRole('textbox', { name: 'Message' }).fill('We need 8,000 CNC bushings a month. Can we talk?')
    await screenshot(page, 'contact-modal-en-desktop')
    await dialog.getByRole('button', { name: 'Send chat request' }).click()
    await page.waitForURL(/\/chat\?id=/)
    await page.getByText(/waiting for .* to accept it/).waitFor()
    await buyerReady

    // The supplier sees the request without a reload, under "requests to answer", and accepts it.
    const requests = supplierSide.page.getByRole('region', { name: 'Solicitudes por responder' })
    await requests.getByTestId('chat-list-item').first().click({ timeout: 15_000 })
    await messageLog(supplierSide.page).getByText('We need 8,000 CNC bushings a month. Can we talk?').waitFor()
    await supplierSide.page.getByRole('button', { name: 'Aceptar' }).click()
    await supplierSide.page.getByRole('textbox', { name: 'Mensaje' }).waitFor()

    // The buyer's view turns into a conversation live.
    await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 15_000 })
  })

  it('messages and a file go both ways in real time, with the typing indicator', async () => {
    const buyerPage = buyerSide.page
    const supplierPage = supplierSide.page
    await buyerPage.getByRole('textbox', { name: 'Message' }).fill('Could you share the drawing tolerances?')
    await supplierPage.getByText(/está escribiendo…/).waitFor({ timeout: 10_000 })
    await buyerPage.keyboard.press('Enter')
    await messageLog(supplierPage).getByText('Could you share the drawing tolerances?').waitFor({ timeout: 10_000 })

    await supplierPage.getByRole('textbox', { name: 'Mensaje' }).fill('Claro, ±0.01 mm. Les comparto el plano.')
    await supplierPage.getByRole('button', { name: 'Enviar' }).click()
    await messageLog(buyerPage).getByText('Claro, ±0.01 mm. Les comparto el plano.').waitFor({ timeout: 10_000 })

    // A PDF from the supplier: picked with the attach button, sent, shown on the buyer's side as a file.
    const chooser = supplierPage.waitForEvent('filechooser')
    await supplierPage.getByRole('button', { name: /Adjuntar una imagen o un PDF/ }).click()
    await (await chooser).setFiles({ name: 'plano-buje.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') })
    await supplierPage.getByText(/plano-buje\.pdf/).waitFor()
    await supplierPage.getByRole('button', { name: 'Enviar' }).click()
    await messageLog(buyerPage).getByRole('button', { name: /Download plano-buje\.pdf/ }).waitFor({ timeout: 10_000 })

    // A photo from the buyer (1,280 × 800, drawn in the page): the supplier sees the thumbnail the server made.
    const photo = await buyerPage.evaluate(() => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 1280, height: 800 })
      const context = canvas.getContext('2d')!
      context.fillStyle = '#1c7ed6'
      context.fillRect(0, 0, 1280, 800)
      context.fillStyle = '#f76707'
      context.fillRect(320, 200, 640, 400)
      return canvas.toDataURL('image/png').split(',')[1]!
    })
    const photoChooser = buyerPage.waitForEvent('filechooser')
    await buyerPage.getByRole('button', { name: /Attach an image or PDF/ }).click()
    await (await photoChooser).setFiles({ name: 'pieza-muestra.png', mimeType: 'image/png', buffer: Buffer.from(photo, 'base64') })
    await buyerPage.getByRole('button', { name: 'Send', exact: true }).click()
    const thumbnail = messageLog(supplierPage).locator('img[alt="pieza-muestra.png"]')
    await thumbnail.waitFor({ timeout: 10_000 })
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`), { timeout: 10_000 }).toBe('320×200')

    // Read marks: the supplier has the chat open, so the buyer's message shows as read on the buyer's side.
    await expect
      .poll(async () => messageLog(buyerPage).locator('[data-mine="true"]').last().getByRole('img', { name: 'Read' }).count(), { timeout: 10_000 })
      .toBe(1)
  })

  it('a message sent while the supplier is offline shows when it is back, without a reload', async () => {
    const supplierPage = supplierSide.page
    await supplierSide.context.setOffline(true)
    await supplierPage.getByTestId('realtime-offline').waitFor({ timeout: 15_000 })
    await buyerSide.page.getByRole('textbox', { name: 'Message' }).fill('Sent while you were away')
    await buyerSide.page.keyboard.press('Enter')
    await messageLog(buyerSide.page).getByText('Sent while you were away').waitFor()
    await supplierSide.context.setOffline(false)
    await messageLog(supplierPage).getByText('Sent while you were away').waitFor({ timeout: 30_000 })
    await screenshot(supplierPage, 'chat-offline-caught-up-es-desktop')
  })

  for (const language of ['en', 'es'] as const) {
    for (const [device, viewport] of [
      ['desktop', undefined],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      it(`screenshots /chat (${language}, ${device})`, async () => {
        const { context, page } = await newPage(browser, { language, session: buyer, ...(viewport ? { viewport } : {}) })
        await page.goto('/chat')
        const list = page.getByRole('navigation', { name: 'Chats' })
        await list.getByTestId('chat-list-item').first().waitFor()
        await screenshot(page, `chat-list-${language}-${device}`)
        // The conversation with the supplier: on a phone it replaces the list, and "back" returns to it.
        await list.getByTestId('chat-list-item').filter({ hasText: 'Maquinados Finos del Bajío' }).first().click()
        await messageLog(page).waitFor()
        await screenshot(page, `chat-conversation-${language}-${device}`)
        if (viewport) {
          await page.getByRole('button', { name: language === 'es' ? 'Volver a los chats' : 'Back to chats' }).click()
          await list.waitFor()
        }
        await context.close()
      })
    }
  }
})

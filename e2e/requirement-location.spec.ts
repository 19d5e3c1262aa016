/**
 * Where a requirement is (issue 12, ADR 025): the requirement form places the work on a map. A buyer limiting the
 * distance for a city Nexo cannot place is told on the map field, first by the form and then by the server, places
 * the marker and publishes; a known city gets its centre without a click. The place block in both languages on a
 * desktop and a 390 px phone.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPage, type StoredSession } from './support/browser'
import { auditPage } from './support/axe'
import { loginSession } from './support/profiles'
import { fillRequirementForm, pickOption } from './support/requirement-form'

let browser: Browser
let buyer: StoredSession

const SHOTS = process.env.LOCATION_SHOTS_DIR ?? path.resolve(import.meta.dirname, '.artifacts/screenshots')

async function api(session: StoredSession, url: string) {
  const res = await fetch(`${baseUrl()}${url}`, { headers: { authorization: `Bearer ${session.token}` } })
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

/** The place block of the form (the card holding the map), scrolled into view and captured. */
async function shootPlace(page: Page, name: string) {
  await auditPage(page)
  mkdirSync(SHOTS, { recursive: true })
  const card = page.locator('form > div > *').filter({ has: page.locator('.leaflet-container') })
  await card.scrollIntoViewIfNeeded()
  await card.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

const TEXT = {
  es: { title: 'Publicar un requerimiento', state: 'Estado', city: 'Ciudad', max: 'Distancia máxima', coahuila: 'Coahuila', centre: 'Ubicado en el centro de Saltillo' },
  en: { title: 'Publish a requirement', state: 'State', city: 'City', max: 'Maximum distance', coahuila: 'Coahuila', centre: 'Placed at the centre of Saltillo' },
} as const

beforeAll(async () => {
  browser = await launchBrowser()
  buyer = await loginSession('free@nexo.demo', 'Free1234!')
})
afterAll(async () => {
  await browser?.close()
})

describe('requirement location', () => {
  it('a maximum distance in a city nobody can place: the form warns, the server refuses on the map field, a click on the map publishes it', async () => {
    const { context, page } = await newPage(browser, { language: 'es', session: buyer })
    await page.goto('/profile-requirements/create')
    await page.getByRole('heading', { name: TEXT.es.title, level: 1 }).waitFor({ timeout: 60_000 })
    await fillRequirementForm(page, {
      title: 'Maquinado de bujes en Parras',
      description: 'Bujes de acero maquinados en CNC para una planta nueva en Parras de la Fuente.',
      activity: 'Maquinado CNC',
      materials: 'Acero 1045',
      volumes: '5,000 piezas al mes',
      budget: 'Por cotizar',
      projectDates: 'Muestras en febrero',
      state: [TEXT.es.coahuila, 'Coah'],
      city: 'Parras de la Fuente',
      suburb: 'Centro',
      street: 'Calle Madero 10',
      postalCode: '27980',
      fileName: 'plano-buje.pdf',
    })
    // Unknown city: no marker; a maximum distance makes the form say why it matters.
    await page.getByText('Aún no está en el mapa', { exact: false }).waitFor()
    await page.getByRole('textbox', { name: TEXT.es.max }).fill('100')
    await page.getByText('Indicaste una distancia máxima', { exact: false }).waitFor()
    // The server has the last word, shown on the map field.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/company/requirements') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    const answer = await refused
    expect(answer.status()).toBe(400)
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('REQUIREMENT_LOCATION_REQUIRED')
    await page.getByText('Ubica el requerimiento en el mapa para limitar la distancia', { exact: false }).waitFor()
    expect(page.url()).toContain('/profile-requirements/create')
    await shootPlace(page, 'requirement-location-refused-es-desktop')
    // A click on the map places the marker and clears the error.
    const map = page.locator('.leaflet-container')
    await map.click({ position: { x: 200, y: 140 } })
    await page.getByText('Latitud', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.waitForURL(/\/profile-requirements\/view\//, { timeout: 15_000 })
    const id = page.url().split('/').pop()!
    const detail = await api(buyer, `/api/v1/requirements/${id}`)
    expect(detail).toMatchObject({ city: 'Parras de la Fuente', maxDistanceKm: 100 })
    expect(typeof detail['latitude']).toBe('number')
    expect(typeof detail['longitude']).toBe('number')
    await context.close()
  }, 180_000)

  for (const language of ['en', 'es'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      it(`${language} ${device}: a known city places the marker at its centre`, async () => {
        const { context, page } = await newPage(browser, { language, session: buyer, viewport })
        const x = TEXT[language]
        await page.goto('/profile-requirements/create')
        await page.getByRole('heading', { name: x.title, level: 1 }).waitFor({ timeout: 60_000 })
        await pickOption(page, x.state, x.coahuila, 'Coah')
        await page.getByRole('textbox', { name: x.city, exact: true }).fill('saltillo')
        await page.getByRole('textbox', { name: x.max }).fill('100')
        await page.getByText(x.centre, { exact: false }).waitFor()
        await page.locator('.leaflet-marker-icon').waitFor()
        await shootPlace(page, `requirement-location-${language}-${device}`)
        await context.close()
      }, 120_000)
    }
  }
})

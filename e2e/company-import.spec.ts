/**
 * Company bulk import (issue 12, ADR 036): the platform admin uploads a CSV, reads the preview (counts, the refused
 * row with its line and column), runs it and sees the result; the page in both languages, desktop and 390 px.
 */
import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { COMPANY_IMPORT_COLUMN_NAMES, rfcCheckDigit } from '@nexo/shared'
import { launchBrowser, newPage, screenshot, switchPage, type StoredSession } from './support/browser'
import { loginSession } from './support/profiles'

let browser: Browser
let admin: StoredSession

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await loginSession('admin@nexo.demo', 'Admin1234!')
})
afterAll(async () => {
  await browser?.close()
})

function rfc(): string {
  const base = `IMP${String(randomInt(80, 99))}${String(randomInt(1, 12)).padStart(2, '0')}${String(randomInt(1, 28)).padStart(2, '0')}${'ABCDEFGHJK'[randomInt(10)]}${randomInt(10)}`
  return base + rfcCheckDigit(base)
}

function csvFile(): Buffer {
  const tag = randomInt(1000, 9999)
  const rows: Record<string, string>[] = [
    { rfc: rfc(), trade_name: `Troqueles Import ${tag}`, legal_name: 'Troqueles Import S.A. de C.V.', country: 'MX', state: 'NLE', city: 'Monterrey', sector: 'metalworking', processes: 'Estampado; troquelado', certifications: 'iso-9001' },
    { rfc: 'NOT-AN-RFC', trade_name: `Plásticos Import ${tag}`, legal_name: 'Plásticos Import S.A. de C.V.', country: 'MX', state: 'Jalisco', city: 'Guadalajara', sector: 'plastics', email: 'ventas@' },
    { rfc: rfc(), trade_name: `Maquinados Import ${tag}`, legal_name: 'Maquinados Import S.A. de C.V.', country: 'MX', state: 'Querétaro', city: 'Querétaro', sector: 'metalworking', language: 'en', processes: 'CNC machining' },
  ]
  const quote = (v: string) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return Buffer.from([COMPANY_IMPORT_COLUMN_NAMES.join(','), ...rows.map((r) => COMPANY_IMPORT_COLUMN_NAMES.map((c) => quote(r[c] ?? '')).join(','))].join('\r\n'))
}

/** Two rows with the profile's new columns: one complete, one with a bad hours cell and a bad certificate date. */
function profileCsvFile(): Buffer {
  const tag = randomInt(1000, 9999)
  const full: Record<string, string> = {
    rfc: rfc(), trade_name: `Estampados Perfil ${tag}`, legal_name: 'Estampados Perfil S.A. de C.V.', country: 'MX', state: 'COA', city: 'Saltillo', sector: 'metalworking',
    tier: 'tier2', year_founded: '1999', service_countries: 'MX; US', service_states: 'COA; NLE; TX', specialization: 'Estampado automotriz', tags: 'estampado; troqueles',
    production_capacity: '250,000', production_capacity_unit: 'piezas al mes', certifications: 'iso-9001 | 2027-03-31', working_hours: 'lun-vie 09:00-18:00; sáb 09:00-14:00',
    time_zone: 'America/Monterrey', payment_methods: 'bank_transfer', employees: '120', annual_sales: '4m_to_100m', linkedin: 'linkedin.com/company/estampados-perfil',
  }
  const bad: Record<string, string> = { ...full, rfc: rfc(), trade_name: `Forjas Perfil ${tag}`, working_hours: 'lunes a viernes de 9 a 6', certifications: 'iso-9001 | 2027-02-30' }
  const quote = (v: string) => (/[",;\n|]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return Buffer.from([COMPANY_IMPORT_COLUMN_NAMES.join(','), ...[full, bad].map((r) => COMPANY_IMPORT_COLUMN_NAMES.map((c) => quote(r[c] ?? '')).join(','))].join('\r\n'))
}

const SIZES = [
  ['desktop', { width: 1366, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const

describe('company import', () => {
  it('uploads a CSV, previews it with its row error, imports it and shows the result', async () => {
    const { page, context } = await newPage(browser, { language: 'en', session: admin })
    try {
      await page.goto('/admin/company-imports')
      await page.getByRole('heading', { level: 1, name: 'Import companies' }).waitFor()
      await page.locator('input[type=file]').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: csvFile() })
      await page.getByRole('button', { name: 'Preview' }).click()
      await page.getByRole('heading', { name: '2 errors' }).waitFor()
      const errors = page.locator('section[aria-labelledby="import-errors-title"] table')
      await expect(errors.getByRole('row', { name: /3\s+rfc/ }).count()).resolves.toBe(1)
      await expect(errors.getByRole('row', { name: /3\s+email/ }).count()).resolves.toBe(1)
      const url = page.url()
      expect(url).toMatch(/\?id=/)

      for (const language of ['en', 'es'] as const) {
        for (const [device, viewport] of SIZES) {
          await switchPage(page, { language, viewport })
          await page.goto(url)
          await page.locator('#import-errors-title').waitFor()
          await screenshot(page, `company-import-preview-${language}-${device}`)
        }
      }

      await switchPage(page, { language: 'en', viewport: SIZES[0][1] })
      await page.goto(url)
      await page.getByRole('button', { name: 'Import 2 companies' }).click()
      await page.getByText('Import finished').waitFor({ timeout: 60_000 })
      await expect(page.getByText('2 companies created').count()).resolves.toBe(1)
      await expect(page.getByText('1 row skipped for errors').count()).resolves.toBe(1)

      for (const language of ['en', 'es'] as const) {
        for (const [device, viewport] of SIZES) {
          await switchPage(page, { language, viewport })
          await page.goto(url)
          await page.locator('#import-detail-title').waitFor()
          await page.locator('section[aria-labelledby="import-detail-title"] [role=status]').waitFor()
          await screenshot(page, `company-import-done-${language}-${device}`)
        }
      }
    } finally {
      await context.close()
    }
  }, 300_000)

  it('carries the whole profile: the column guide explains the formats, a bad hours cell and a bad certificate date are shown with their line and column in both languages (ADR 057)', async () => {
    const { page, context } = await newPage(browser, { language: 'es', session: admin })
    try {
      await page.goto('/admin/company-imports')
      await page.getByRole('heading', { level: 1, name: 'Importar empresas' }).waitFor()
      await page.locator('input[type=file]').setInputFiles({ name: 'perfiles.csv', mimeType: 'text/csv', buffer: profileCsvFile() })
      await page.getByRole('button', { name: 'Vista previa' }).click()
      await page.getByRole('heading', { name: '2 errores' }).waitFor()
      const errors = page.locator('section[aria-labelledby="import-errors-title"] table')
      await expect(errors.getByRole('row', { name: /3\s+working_hours\s+Escribe el horario como días HH:MM-HH:MM/ }).count()).resolves.toBe(1)
      await expect(errors.getByRole('row', { name: /3\s+certifications\s+Escribe una fecha válida/ }).count()).resolves.toBe(1)
      // The complete row is valid: one new company, the other refused.
      await expect(page.getByRole('button', { name: 'Importar 1 empresa' }).count()).resolves.toBe(1)
      const url = page.url()

      for (const language of ['es', 'en'] as const) {
        for (const [device, viewport] of SIZES) {
          await switchPage(page, { language, viewport })
          await page.goto(url)
          await page.locator('#import-errors-title').waitFor()
          const hours = language === 'es' ? 'Horario y pago' : 'Hours and payment'
          await page.getByRole('button', { name: hours }).click()
          const panel = page.getByRole('region', { name: hours })
          await panel.getByText(language === 'es' ? 'lun-vie 09:00-18:00; sáb 09:00-14:00' : 'mon-fri 09:00-18:00; sat 09:00-14:00', { exact: false }).waitFor()
          await expect(panel.getByText('working_hours', { exact: true }).count()).resolves.toBe(1)
          // The panel opens with a height transition: shoot once it shows all of its content.
          await panel.evaluate((el) => new Promise<void>((resolve) => {
            const check = () => (el.getBoundingClientRect().height >= el.scrollHeight - 1 && getComputedStyle(el).height !== '0px' ? resolve() : requestAnimationFrame(check))
            check()
          }))
          await screenshot(page, `company-import-profile-${language}-${device}`)
        }
      }
    } finally {
      await context.close()
    }
  }, 300_000)
})

/**
 * SAT article 69-B (issue 28 §1, ADR 056): a supplier of its own (a registry profile claimed through the 7-step
 * sign-up with its RFC, so no other journey's data is touched); the platform admin imports SAT's complete 69-B list
 * in SAT's format (Latin-1, two lines of prose before the header) with one bad row reported with its line; the
 * supplier's page then says "Listed in SAT 69-B as definitivo (since …)" to a visitor, and the supplier sees the notice
 * on its profile editor and the notification. Screens in English and Spanish at 1366 and 390 px.
 */
import path from 'node:path'
import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { rfcCheckDigit } from '@nexo/shared'
import { DENUE_COLUMNS } from '@nexo/shared/registry.schema'
import { SAT69B_COLUMNS } from '@nexo/shared/sat69b.schema'
import { baseUrl, launchBrowser, newPage, screenshot, switchPage, type StoredSession } from './support/browser'
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

const tag = `${Date.now().toString(36)}${randomInt(100, 999)}`
const logo = path.resolve(import.meta.dirname, 'fixtures/company-logo.png')
const password = 'Secreto2026'
const SIZES = [
  ['desktop', { width: 1366, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const
const name = `ESTAMPADOS LISTADOS ${tag}`.toUpperCase()
const domain = `estampados-${tag}.com.mx`
const rfcBody = `ELI${String(randomInt(80, 99))}${String(randomInt(1, 12)).padStart(2, '0')}${String(randomInt(1, 28)).padStart(2, '0')}${'ABCDEFGHJK'[randomInt(10)]}${randomInt(10)}`
const rfc = rfcBody + rfcCheckDigit(rfcBody)

/** One DENUE establishment with a website: the supplier the journey claims. */
function denueFile(): Buffer {
  const cells: Partial<Record<(typeof DENUE_COLUMNS)[number], string>> = {
    id: `${Date.now() % 1e9}7`,
    nom_estab: name,
    raz_social: `${name} SA DE CV`,
    codigo_act: '336370',
    nombre_act: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices',
    per_ocu: '51 a 100 personas',
    tipo_vial: 'BOULEVARD',
    nom_vial: 'Isidro López Zertuche',
    numero_ext: '4351',
    nomb_asent: 'Santa María',
    telefono: '8444881200',
    localidad: 'Ramos Arizpe',
    cod_postal: '25903',
    cve_ent: '05',
    entidad: 'Coahuila de Zaragoza',
    municipio: 'Ramos Arizpe',
    latitud: '25.5408',
    longitud: '-100.9477',
    www: `www.${domain}`,
  }
  const line = DENUE_COLUMNS.map((c) => `"${cells[c] ?? ''}"`).join(',')
  return Buffer.from(`${DENUE_COLUMNS.map((c) => `"${c}"`).join(',')}\r\n${line}\r\n`)
}

/** SAT's complete list as SAT publishes it: Latin-1, prose before the header; the supplier as definitivo, one bad row. */
function sat69bFile(): Buffer {
  const row = (cells: Partial<Record<(typeof SAT69B_COLUMNS)[number], string>>) => SAT69B_COLUMNS.map((c) => `"${cells[c] ?? ''}"`).join(',')
  const lines = [
    '"Información actualizada al 28 de febrero de 2025."',
    '"Listado completo de contribuyentes (Artículo 69-B del Código Fiscal de la Federación)"',
    SAT69B_COLUMNS.map((c) => `"${c}"`).join(','),
    row({ No: '1', RFC: rfc, 'Nombre del Contribuyente': `${name} SA DE CV`, 'Situación del contribuyente': 'Definitivo', 'Publicación página SAT presuntos': '15/01/2021', 'Publicación DOF presuntos': '01/02/2021', 'Publicación página SAT definitivos': '10/06/2021', 'Publicación DOF definitivos': '25/06/2021' }),
    row({ No: '2', RFC: `XYZ${rfcBody.slice(3, 9)}AB1`, 'Nombre del Contribuyente': 'OTRA COMERCIALIZADORA SA DE CV', 'Situación del contribuyente': 'Presunto', 'Publicación DOF presuntos': '03/03/2024' }),
    row({ No: '3', RFC: 'NO ES RFC', 'Nombre del Contribuyente': 'FILA ROTA', 'Situación del contribuyente': 'Definitivo' }),
  ]
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1')
}

const fill = (page: Page, field: string, value: string) => page.locator(`form [name="${field}"]`).first().fill(value)
const next = (page: Page) => page.locator('form button[type=submit]').click()
async function choose(page: Page, field: string, option: string | RegExp) {
  const visible = page.locator(`input[type=hidden][name="${field}"]`).locator('xpath=preceding-sibling::div[1]').locator('input:not([type=hidden])').first()
  await visible.click()
  await page.getByRole('option', { name: option }).first().click()
}

async function importDenue(): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(denueFile())], { type: 'text/csv' }), 'denue_inegi_05_.csv')
  const headers = { authorization: `Bearer ${admin.token}` }
  const res = await fetch(`${baseUrl()}/api/v1/admin/registry-imports`, { method: 'POST', body: form, headers })
  expect(res.status).toBe(202)
  const { id } = (await res.json()) as { id: string }
  await expect.poll(async () => ((await (await fetch(`${baseUrl()}/api/v1/admin/registry-imports/${id}`, { headers })).json()) as { status: string }).status, { timeout: 60_000 }).toBe('done')
  const found = (await (await fetch(`${baseUrl()}/api/v1/admin/companies?q=${encodeURIComponent(name)}`, { headers })).json()) as { items: { id: string; tradeName: string }[] }
  return found.items.find((c) => c.tradeName === name)!.id
}

/** The 7 steps from the registry profile, with the supplier's RFC; an address at the website's domain confirms it. */
async function claimAs(page: Page, companyId: string, email: string) {
  await page.goto(`/signup?claim=${companyId}`)
  await page.waitForSelector('input[name="firstName"]')
  await fill(page, 'firstName', 'Lucía')
  await fill(page, 'lastName', 'Garza')
  await fill(page, 'email', email)
  await fill(page, 'emailConfirmation', email)
  await fill(page, 'password', password)
  await fill(page, 'passwordConfirmation', password)
  await fill(page, 'phone', '844 123 4567')
  await fill(page, 'companyPhone', '844 488 1200')
  await fill(page, 'position', 'Directora comercial')
  await fill(page, 'department', 'Ventas')
  await choose(page, 'responsibilityLevel', /Direct/)
  await next(page)
  await page.waitForSelector('input[name="tradeName"]')
  await page.locator('input[type=file]').setInputFiles(logo)
  await page.waitForSelector('img[src*="/api/v1/files/"]', { timeout: 15_000 })
  await fill(page, 'description', 'Estampado de piezas metálicas para proveedores Tier 1 de Coahuila.')
  await fill(page, 'rfc', rfc)
  await next(page)
  await page.waitForSelector('input[name="city"]')
  await next(page)
  await page.waitForSelector('textarea[name="processes"]')
  await fill(page, 'processes', 'Troquelado progresivo')
  await fill(page, 'materials', 'Acero')
  await fill(page, 'mainProducts', 'Soportes')
  await fill(page, 'mainServices', 'Maquila de troquelado')
  await fill(page, 'machinery', 'Prensas de 200 a 600 toneladas')
  await fill(page, 'productionCapacity', '50000')
  await fill(page, 'productionCapacityUnit', 'piezas/mes')
  await next(page)
  await page.waitForSelector('textarea[name="clients"]')
  await fill(page, 'clients', 'Proveedores Tier 1 de Coahuila')
  await choose(page, 'annualSales', /4 M/)
  await fill(page, 'employees', '80')
  await fill(page, 'yearFounded', '2014')
  await fill(page, 'specialization', 'Troquelado progresivo')
  await next(page)
  await page.locator('form [role=radio]').first().waitFor()
  await page.locator('form').getByRole('radio', { name: /Proveedor|Supplier/ }).first().click()
  await next(page)
  await page.waitForSelector('input[name="acceptTerms"]')
  await page.locator('input[name="acceptTerms"]').check()
  await page.locator('input[name="acceptPrivacy"]').check()
  await page.locator('altcha-widget input[type=checkbox]').click()
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ?? '').length > 0, null, { timeout: 60_000 })
  await next(page)
  await page.waitForURL((u) => u.pathname === '/finish-signup', { timeout: 30_000 })
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  const link = page.locator('article a[href*="/api/v1/auth/activate/"]').first()
  await link.waitFor({ timeout: 15_000 })
  await link.click()
  await page.waitForURL((u) => u.pathname === '/success')
  expect(new URL(page.url()).searchParams.get('claim')).toBe('confirmed')
  await page.goto('/signin')
  await fill(page, 'email', email)
  await fill(page, 'password', password)
  await next(page)
  await page.waitForURL((u) => u.pathname === '/dashboard')
}

/** Another language and width for the page, reloaded so the app reads them. */
async function show(page: Page, language: 'en' | 'es', viewport: { width: number; height: number }) {
  await switchPage(page, { language, viewport })
  await page.reload()
}

describe('SAT article 69-B', () => {
  it("the admin imports SAT's list; the supplier's page shows it as definitivo; the supplier sees its notice", async () => {
    const companyId = await importDenue()
    const supplier = await newPage(browser, { language: 'es' })
    const adminPage = await newPage(browser, { language: 'en', session: admin })
    const visitor = await newPage(browser, { language: 'en' })
    try {
      await claimAs(supplier.page, companyId, `lucia.${tag}@${domain}`)

      // The platform admin imports SAT's list on the public registry page.
      const { page } = adminPage
      await page.goto('/admin/public-registry')
      const section = page.locator('form[aria-labelledby="sat69b-title"]')
      await section.waitFor()
      await section.locator('input[type=file]').setInputFiles({ name: 'Listado_Completo_69-B.csv', mimeType: 'text/csv', buffer: sat69bFile() })
      await section.getByRole('button', { name: 'Import the list' }).click()
      await page.getByText('List imported: 3 rows read').waitFor({ timeout: 60_000 })
      // Two lines of SAT's prose and the header: the bad row is line 6, refused on its RFC.
      const errors = page.locator('section[aria-labelledby="sat69b-errors-title"] table')
      await expect(errors.getByRole('row', { name: /6\s+RFC/ }).count()).resolves.toBe(1)
      const listed = page.locator('section[aria-labelledby="sat69b-companies-title"]')
      await listed.getByRole('link', { name }).first().waitFor()
      for (const language of ['en', 'es'] as const) {
        for (const [device, viewport] of SIZES) {
          await show(page, language, viewport)
          await page.getByText(language === 'en' ? 'List imported: 3 rows read' : 'Listado importado: 3 filas leídas').waitFor()
          await page.locator('section[aria-labelledby="sat69b-companies-title"]').getByRole('link', { name }).first().waitFor()
          await page.locator('section[aria-labelledby="sat69b-detail-title"]').scrollIntoViewIfNeeded()
          await screenshot(page, `sat69b-admin-${device}-${language}`)
        }
      }

      // A visitor reads the supplier's page: definitivo, with the date SAT published it.
      await visitor.page.goto(`/search-detail/${companyId}`)
      await visitor.page.getByText('Listed in SAT 69-B as definitivo (since', { exact: false }).waitFor()
      for (const language of ['en', 'es'] as const) {
        for (const [device, viewport] of SIZES) {
          await show(visitor.page, language, viewport)
          await visitor.page.getByText(language === 'en' ? 'Listed in SAT 69-B as definitivo (since' : 'En el listado 69-B del SAT como definitivo (desde el', { exact: false }).waitFor()
          await screenshot(visitor.page, `sat69b-company-page-${device}-${language}`)
        }
      }

      // The supplier: the notification, and the notice on its profile editor.
      await supplier.page.goto('/notifications')
      await supplier.page.getByText('Tu empresa está en el listado 69-B del SAT').first().waitFor({ timeout: 15_000 })
      await supplier.page.goto('/company-profile')
      const notice = supplier.page.getByTestId('sat69b-own-notice')
      await notice.getByText('Tu RFC está en el listado 69-B del SAT como definitivo', { exact: false }).waitFor()
      for (const language of ['es', 'en'] as const) {
        for (const [device, viewport] of SIZES) {
          await show(supplier.page, language, viewport)
          await supplier.page.getByTestId('sat69b-own-notice').getByText(language === 'en' ? "Your RFC is on SAT's 69-B list as definitivo" : 'Tu RFC está en el listado 69-B del SAT como definitivo', { exact: false }).waitFor()
          await screenshot(supplier.page, `sat69b-own-notice-${device}-${language}`)
        }
      }
    } finally {
      await supplier.context.close()
      await adminPage.context.close()
      await visitor.context.close()
    }
  }, 300_000)
})

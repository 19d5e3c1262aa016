/**
 * A directory seeded from INEGI's DENUE, and claim-your-profile (issue 30 §1, ADR 055): the platform admin imports a
 * DENUE file in INEGI's columns and sees the bad row with its line; a visitor sees the "public registry, not verified"
 * profile and claims it through the 7-step sign-up, prefilled from the registry; an e-mail at the website's domain
 * confirms the claim on activation and the mark goes; a claim from another domain waits until the platform admin
 * confirms it with evidence. Screens in English and Spanish at 1366 and 390 px.
 */
import path from 'node:path'
import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { rfcCheckDigit } from '@nexo/shared'
import { DENUE_COLUMNS } from '@nexo/shared/registry.schema'
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

/** A DENUE row in INEGI's columns; every field quoted as INEGI writes them. */
function denueLine(cells: Partial<Record<(typeof DENUE_COLUMNS)[number], string>>): string {
  return DENUE_COLUMNS.map((c) => `"${(cells[c] ?? '').replace(/"/g, '""')}"`).join(',')
}
const base = { codigo_act: '336370', nombre_act: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices', per_ocu: '51 a 100 personas', tipo_vial: 'BOULEVARD', nom_vial: 'Isidro López Zertuche', numero_ext: '4351', nomb_asent: 'Santa María', cod_postal: '25903', cve_ent: '05', entidad: 'Coahuila de Zaragoza', municipio: 'Ramos Arizpe', localidad: 'Ramos Arizpe', telefono: '8444881200', latitud: '25.5408', longitud: '-100.9477', fecha_alta: '2014-12', tipoUniEco: 'Fijo' }
const withWeb = `TROQUELADOS REGISTRO ${tag}`.toUpperCase()
const withoutWeb = `MAQUINADOS REGISTRO ${tag}`.toUpperCase()
const domain = `troquelados-${tag}.com.mx`
function denueFile(): Buffer {
  const id = (n: number) => `${Date.now() % 1e9}${n}`
  const rows = [
    denueLine({ ...base, id: id(1), nom_estab: withWeb, raz_social: `${withWeb} SA DE CV`, www: `www.${domain}`, correoelec: `ventas@${domain}` }),
    denueLine({ ...base, id: id(2), nom_estab: withoutWeb, codigo_act: '332710', nombre_act: 'Maquinado de piezas para maquinaria y equipo en general' }),
    denueLine({ ...base, id: id(3), nom_estab: `PANADERÍA ${tag}`, codigo_act: '311812', nombre_act: 'Panificación tradicional' }),
    denueLine({ ...base, id: id(4), nom_estab: `FUERA DE MÉXICO ${tag}`, latitud: '40.71', longitud: '-74.00' }),
  ]
  return Buffer.from([DENUE_COLUMNS.map((c) => `"${c}"`).join(','), ...rows].join('\r\n') + '\r\n')
}

const fill = (page: Page, name: string, value: string) => page.locator(`form [name="${name}"]`).first().fill(value)
const next = (page: Page) => page.locator('form button[type=submit]').click()
async function choose(page: Page, name: string, option: string | RegExp) {
  const visible = page.locator(`input[type=hidden][name="${name}"]`).locator('xpath=preceding-sibling::div[1]').locator('input:not([type=hidden])').first()
  await visible.click()
  await page.getByRole('option', { name: option }).first().click()
}

/** A company's id by its name, through the admin console's API (the registry import gives no link to it). */
async function companyIdOf(name: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/admin/companies?q=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${admin.token}` } })
  const body = (await res.json()) as { items: { id: string; tradeName: string }[] }
  const found = body.items.find((c) => c.tradeName === name)
  if (!found) throw new Error(`no company ${name}`)
  return found.id
}

/** The 7 steps from a registry profile: the registry's data is already there; the rest is typed. */
async function signUpClaiming(page: Page, email: string, expectedName: string) {
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
  expect(await page.locator('input[name="tradeName"]').inputValue()).toBe(expectedName)
  await page.locator('input[type=file]').setInputFiles(logo)
  await page.waitForSelector('img[src*="/api/v1/files/"]', { timeout: 15_000 })
  if (!(await page.locator('input[name="website"]').inputValue())) await fill(page, 'website', 'www.maquinados-registro.mx')
  await fill(page, 'description', 'Troquelado y maquinado de piezas metálicas para proveedores Tier 1 de Coahuila.')
  const body = `TRR${String(randomInt(80, 99))}${String(randomInt(1, 12)).padStart(2, '0')}${String(randomInt(1, 28)).padStart(2, '0')}${'ABCDEFGHJK'[randomInt(10)]}${randomInt(10)}`
  await fill(page, 'rfc', body + rfcCheckDigit(body))
  await next(page)

  await page.waitForSelector('input[name="city"]')
  expect(await page.locator('input[name="city"]').inputValue()).toBe('Ramos Arizpe')
  expect(await page.locator('input[name="postalCode"]').inputValue()).toBe('25903')
  await next(page)

  await page.waitForSelector('textarea[name="processes"]')
  await fill(page, 'processes', 'Troquelado progresivo y maquinado CNC')
  await fill(page, 'materials', 'Acero, aluminio')
  await fill(page, 'mainProducts', 'Soportes y refuerzos')
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

  // The registry's category is already chosen.
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
}

async function activateFromMailbox(page: Page, email: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  const link = page.locator('article a[href*="/api/v1/auth/activate/"]').first()
  await link.waitFor({ timeout: 15_000 })
  await link.click()
  await page.waitForURL((u) => u.pathname === '/success')
}

/** Another language and width for the page, reloaded so the app reads them (switchPage only prepares the next load). */
async function show(page: Page, language: 'en' | 'es', viewport: { width: number; height: number }) {
  await switchPage(page, { language, viewport })
  await page.reload()
}

async function signIn(page: Page, email: string) {
  await page.goto('/signin')
  await fill(page, 'email', email)
  await fill(page, 'password', password)
  await next(page)
}

describe('public registry and claims', () => {
  it('imports a DENUE file, shows a registry profile, and a claim by the website domain makes it a normal company', async () => {
    const { page, context } = await newPage(browser, { language: 'en', session: admin })
    try {
      await page.goto('/admin/public-registry')
      await page.getByRole('heading', { level: 1, name: 'Public registry' }).waitFor()
      // The DENUE upload form (the page has other uploads too).
      const upload = page.locator('form[aria-labelledby="registry-upload-title"]')
      await upload.locator('input[type=file]').setInputFiles({ name: 'denue_inegi_05_.csv', mimeType: 'text/csv', buffer: denueFile() })
      await upload.getByRole('button', { name: 'Import', exact: true }).click()
      await page.getByText('Import finished: 4 rows read').waitFor({ timeout: 60_000 })
      // The row outside Mexico is line 5 (the header is line 1), refused on its latitude.
      const errors = page.locator('section[aria-labelledby="registry-errors-title"] table')
      await expect(errors.getByRole('row', { name: /5\s+latitud/ }).count()).resolves.toBe(1)
      for (const language of ['en', 'es'] as const) {
        for (const [device, viewport] of SIZES) {
          await show(page, language, viewport)
          await page.getByText(language === 'en' ? 'Import finished: 4 rows read' : 'Importación terminada: 4 filas leídas').waitFor()
          await screenshot(page, `registry-import-${device}-${language}`)
        }
      }
    } finally {
      await context.close()
    }

    const companyId = await companyIdOf(withWeb)
    const visitor = await newPage(browser, { language: 'es' })
    /** The company's result card on a search for its name. */
    const card = () => visitor.page.locator('article').filter({ has: visitor.page.getByRole('link', { name: withWeb, exact: true }) })
    try {
      // Its search result card is marked as its page is (the badge's text is the card's short form).
      await visitor.page.goto(`/search-result?q=${encodeURIComponent(withWeb)}`)
      await card().getByText('Registro público, sin verificar').waitFor()
      for (const language of ['es', 'en'] as const) {
        for (const [device, viewport] of SIZES) {
          await show(visitor.page, language, viewport)
          await card().getByText(language === 'en' ? 'Public registry, not verified' : 'Registro público, sin verificar').waitFor()
          await screenshot(visitor.page, `registry-search-card-${device}-${language}`)
        }
      }
      await show(visitor.page, 'es', SIZES[0][1])
      await visitor.page.goto(`/search-detail/${companyId}`)
      await visitor.page.getByText('De un registro público, sin verificar').first().waitFor()
      await visitor.page.getByText('Actividad registrada: Fabricación de piezas metálicas troqueladas', { exact: false }).waitFor()
      for (const language of ['es', 'en'] as const) {
        for (const [device, viewport] of SIZES) {
          await show(visitor.page, language, viewport)
          await visitor.page.getByText(language === 'en' ? 'From a public registry, not verified' : 'De un registro público, sin verificar').first().waitFor()
          await screenshot(visitor.page, `registry-profile-${device}-${language}`)
        }
      }
      await show(visitor.page, 'es', SIZES[0][1])
      await visitor.page.getByRole('link', { name: 'Reclamar este perfil' }).click()
      await visitor.page.waitForURL((u) => u.pathname === '/signup' && u.searchParams.get('claim') === companyId)
      await visitor.page.getByText(`Estás reclamando el perfil de ${withWeb}`).waitFor()
      await visitor.page.getByText(domain, { exact: false }).first().waitFor()
      await screenshot(visitor.page, 'registry-claim-signup-es')
      const email = `lucia.${tag}@${domain}`
      await signUpClaiming(visitor.page, email, withWeb)
      await visitor.page.getByText('eso confirma tu solicitud', { exact: false }).waitFor()
      await screenshot(visitor.page, 'registry-claim-finish-es')
      await activateFromMailbox(visitor.page, email)
      expect(new URL(visitor.page.url()).searchParams.get('claim')).toBe('confirmed')
      await visitor.page.getByText('el perfil ya es tuyo', { exact: false }).waitFor()
      await screenshot(visitor.page, 'registry-claim-confirmed-es')
      await signIn(visitor.page, email)
      await visitor.page.waitForURL((u) => u.pathname === '/dashboard')
      await visitor.page.goto(`/search-detail/${companyId}`)
      await visitor.page.getByRole('heading', { level: 1 }).waitFor()
      expect(await visitor.page.getByText('De un registro público, sin verificar').count()).toBe(0)
      await screenshot(visitor.page, 'registry-claimed-profile-es')
      // Claimed, its search card loses the mark too.
      await visitor.page.goto(`/search-result?q=${encodeURIComponent(withWeb)}`)
      await card().waitFor()
      expect(await card().getByText('Registro público, sin verificar').count()).toBe(0)
    } finally {
      await visitor.context.close()
    }
  }, 240_000)

  it('a claim from another domain waits for the platform admin, who confirms it with evidence', async () => {
    const companyId = await companyIdOf(withoutWeb)
    const claimant = await newPage(browser, { language: 'en' })
    const email = `lucia.${tag}@grupo-garza-${tag}.mx`
    try {
      await claimant.page.goto(`/signup?claim=${companyId}`)
      await claimant.page.getByText(`You are claiming the profile of ${withoutWeb}`).waitFor()
      await claimant.page.getByText('our team checks the claim', { exact: false }).first().waitFor()
      await screenshot(claimant.page, 'registry-claim-signup-by-team-en')
      await signUpClaiming(claimant.page, email, withoutWeb)
      await claimant.page.getByText('our team checks your claim', { exact: false }).waitFor()
      await activateFromMailbox(claimant.page, email)
      expect(new URL(claimant.page.url()).searchParams.get('claim')).toBe('pending')
      await signIn(claimant.page, email)
      await claimant.page.getByText('being reviewed by our team', { exact: false }).first().waitFor()
      await screenshot(claimant.page, 'registry-claim-pending-signin-en')
    } finally {
      await claimant.context.close()
    }

    const { page, context } = await newPage(browser, { language: 'es', session: admin })
    try {
      await page.goto('/admin/public-registry')
      const card = page.locator('article', { hasText: withoutWeb })
      await card.waitFor()
      for (const [device, viewport] of SIZES) {
        await show(page, 'es', viewport)
        await card.waitFor()
        await screenshot(page, `registry-claims-${device}-es`)
      }
      await show(page, 'en', SIZES[0][1])
      await card.waitFor()
      await card.getByRole('button', { name: 'Confirm the claim' }).click()
      await card.getByText('too short', { exact: false }).first().waitFor()
      await card.getByLabel('Evidence').fill('Called 844 488 1200 from the DENUE: the plant manager confirmed Lucía Garza.')
      await screenshot(page, 'registry-claims-desktop-en')
      await card.getByRole('button', { name: 'Confirm the claim' }).click()
      await expect.poll(() => page.locator('article', { hasText: withoutWeb }).count(), { timeout: 15_000 }).toBe(0)
    } finally {
      await context.close()
    }

    const after = await newPage(browser, { language: 'en' })
    try {
      await signIn(after.page, email)
      await after.page.waitForURL((u) => u.pathname === '/dashboard')
      await after.page.goto(`/search-detail/${companyId}`)
      await after.page.getByRole('heading', { level: 1 }).waitFor()
      expect(await after.page.getByText('From a public registry, not verified').count()).toBe(0)
    } finally {
      await after.context.close()
    }
  }, 240_000)
})

/**
 * Filling the requirement form (/profile-requirements/create) in Spanish, as the requirement journeys do: Mantine
 * selects picked by their label, dates typed, the address block and a project file.
 */
import type { Page } from 'playwright-core'

/** Today in the marketplace calendar (America/Mexico_City), as the form's start date. */
export const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
export const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A minimal valid PDF, accepted by the upload's content check. */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

/** Mantine Select / MultiSelect: the visible input of the field whose label reads `label`; types `type` first. */
export async function pickOption(page: Page, label: string, option: string | RegExp, type?: string) {
  const exact = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const field = page.locator('.mantine-InputWrapper-root').filter({ has: page.locator('label', { hasText: new RegExp(`^${exact}\\s*\\*?$`) }) })
  const input = field.locator('input:not([type=hidden])').first()
  await input.click()
  if (type) await input.fill(type)
  await page.getByRole('option', { name: option }).first().click()
}

export interface RequirementFormValues {
  title: string
  description: string
  /** Option of the category select under "Fabricación de partes para vehículos automotores". */
  subcategory?: [option: string, typed: string]
  activity: string
  materials: string
  volumes: string
  budget: string
  projectDates: string
  state: [option: string, typed: string]
  city: string
  suburb: string
  street: string
  postalCode: string
  fileName: string
}

/** Fills every field of the Spanish form (required certification ISO 9001, 30 days from today) and attaches a PDF. */
export async function fillRequirementForm(page: Page, v: RequirementFormValues) {
  const text = (name: string) => page.getByRole('textbox', { name, exact: true })
  await text('Título').fill(v.title)
  await text('Descripción').fill(v.description)
  await pickOption(page, 'Categoría', 'Fabricación de partes para vehículos automotores', 'Fabricación de partes')
  if (v.subcategory) await pickOption(page, 'Subcategoría (opcional)', v.subcategory[0], v.subcategory[1])
  await text('Actividad o proceso').fill(v.activity)
  await text('Materiales').fill(v.materials)
  await text('Volúmenes').fill(v.volumes)
  await text('Presupuesto').fill(v.budget)
  await pickOption(page, 'Certificaciones requeridas', 'ISO 9001', 'ISO 9001')
  await page.keyboard.press('Escape')
  for (const [label, value] of [
    ['Fecha de inicio', today],
    ['Fecha de fin', inDays(30)],
  ] as const) {
    const input = text(label)
    await input.click()
    await input.fill(value)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
  }
  await text('Fechas del proyecto').fill(v.projectDates)
  await pickOption(page, 'Estado', v.state[0], v.state[1])
  await text('Ciudad').fill(v.city)
  await text('Colonia').fill(v.suburb)
  await text('Dirección').fill(v.street)
  await text('Código postal').fill(v.postalCode)
  await page.locator('input[type=file]').first().setInputFiles({ name: v.fileName, mimeType: 'application/pdf', buffer: PDF })
  await page.getByText(v.fileName).first().waitFor()
}

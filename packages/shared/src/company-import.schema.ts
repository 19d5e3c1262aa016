/**
 * The platform admin's bulk import of companies from CSV or XLSX (issue 12; docs/decisions/036-company-bulk-import.md).
 * One row per company; the header names the columns (any order, unknown columns are refused so a typo is not
 * silently ignored). Multi-valued cells are separated by `;`; a product is `name | description | price`.
 */
import { z } from 'zod'
import { BRIEF_DESCRIPTION_MAX, DETAILED_DESCRIPTION_MAX, WEEK_DAYS } from './constants'
import {
  ZCompanyCapabilitiesRequestSchema,
  ZCompanyDetailsRequestSchema,
  ZCompanyGeneralRequestSchema,
  ZCompanyInformationRequestSchema,
  ZCompanySocialMediaRequestSchema,
  ZCompanyStatisticsRequestSchema,
  ZCompanyWorkingHoursRequestSchema,
  type TWorkingDay,
} from './company-profile.schema'
import { V, zEmail, zPhone, zRfc, zString, zTaxId, zUrl } from './fields'
import {
  ANNUAL_SALES_RANGES,
  COMPANY_PROFILE_TYPES,
  COMPANY_SECTORS,
  COMPANY_TYPES,
  COUNTRIES,
  SUBDIVISIONS_BY_COUNTRY,
  SUPPLY_CHAIN_TIERS,
  type CountryCode,
} from './reference-data'

/** Largest upload: 10 MB (about 8,000 rows of a complete profile as CSV, ADR 057; sparser rows reach COMPANY_IMPORT_MAX_ROWS). */
export const COMPANY_IMPORT_MAX_BYTES = 10 * 1024 * 1024
/** Most data rows in one file. */
export const COMPANY_IMPORT_MAX_ROWS = 20_000
/** Products per company row: the Platinum catalogue limit (free companies show their oldest 3, ADR 032). */
export const COMPANY_IMPORT_MAX_PRODUCTS = 12
/** Row errors kept with an import (the counts are always exact). */
export const COMPANY_IMPORT_MAX_ERRORS = 500
/** Rows shown in the preview's sample. */
export const COMPANY_IMPORT_SAMPLE_SIZE = 10
/** Characters of each text an import's sample keeps (a trade name is at most 160). */
export const COMPANY_IMPORT_SAMPLE_TEXT_CHARS = 200

// Bounds on what reading a file may cost (docs/decisions/046-bounded-imports.md). A file past one is refused whole.
/**
 * An XLSX workbook is a zip: the most one of its parts (a worksheet, the shared strings) may hold unpacked, and all
 * of its parts together. A 20,000-row file of full profiles unpacks to about 23 MB of worksheet and 22 MB of
 * shared strings.
 */
export const COMPANY_IMPORT_MAX_PART_BYTES = 48 * 1024 * 1024
export const COMPANY_IMPORT_MAX_UNPACKED_BYTES = 96 * 1024 * 1024
/**
 * The most characters in one cell: Excel's own limit, so no spreadsheet program makes a longer one. The longest
 * legitimate cell, 12 products with their descriptions, stays under 27,000.
 */
export const COMPANY_IMPORT_MAX_CELL_CHARS = 32_767
/** Rows read, blank ones included (COMPANY_IMPORT_MAX_ROWS counts the company rows). */
export const COMPANY_IMPORT_MAX_ROWS_READ = 50_000
/** The text of every cell read, together, once a workbook's shared strings are put in their cells. */
export const COMPANY_IMPORT_MAX_TEXT_CHARS = 32 * 1024 * 1024
/** Cells a row may have at all, blank or not (a CSV line of commas, a worksheet cell far to the right). */
export const COMPANY_IMPORT_MAX_CELLS_PER_ROW = 1024
const CAPABILITY_MAX = 2000

/** The part of the profile a column belongs to: the template is ordered by it and the admin page explains each group. */
export const COMPANY_IMPORT_COLUMN_GROUPS = ['identity', 'address', 'contact', 'description', 'capabilities', 'operations', 'statistics', 'catalogue'] as const
export type CompanyImportColumnGroup = (typeof COMPANY_IMPORT_COLUMN_GROUPS)[number]

/**
 * Every column of the file, in the template's order: everything the profile editor can set except files (logo,
 * brochure, certificates' and awards' files, catalogues and documents), which a spreadsheet cannot carry.
 * `required`: the header must have it and the cell must be filled.
 */
export const COMPANY_IMPORT_COLUMNS = [
  { name: 'rfc', group: 'identity', required: false, example: 'TNO980312AB1' },
  { name: 'tax_id', group: 'identity', required: false, example: '' },
  { name: 'trade_name', group: 'identity', required: true, example: 'Troqueles del Norte' },
  { name: 'legal_name', group: 'identity', required: true, example: 'Troqueles del Norte S.A. de C.V.' },
  { name: 'sector', group: 'identity', required: true, example: 'metalworking' },
  { name: 'company_type', group: 'identity', required: false, example: 'manufacturer' },
  { name: 'profile_type', group: 'identity', required: false, example: 'supplier' },
  { name: 'tier', group: 'identity', required: false, example: 'tier2' },
  { name: 'country_of_origin', group: 'identity', required: false, example: 'México' },
  { name: 'year_founded', group: 'identity', required: false, example: '1998' },
  { name: 'validated_supplier', group: 'identity', required: false, example: 'no' },
  { name: 'country', group: 'address', required: true, example: 'MX' },
  { name: 'state', group: 'address', required: true, example: 'NLE' },
  { name: 'city', group: 'address', required: true, example: 'Monterrey' },
  { name: 'suburb', group: 'address', required: false, example: 'Parque Industrial Monterrey' },
  { name: 'street', group: 'address', required: false, example: 'Av. Industrial 120' },
  { name: 'postal_code', group: 'address', required: false, example: '64000' },
  { name: 'latitude', group: 'address', required: false, example: '25.6866' },
  { name: 'longitude', group: 'address', required: false, example: '-100.3161' },
  { name: 'service_countries', group: 'address', required: false, example: 'MX; US' },
  { name: 'service_states', group: 'address', required: false, example: 'NLE; COA; TAM; TX' },
  { name: 'website', group: 'contact', required: false, example: 'www.troquelesdelnorte.mx' },
  { name: 'phone', group: 'contact', required: false, example: '+52 81 1234 5678' },
  { name: 'email', group: 'contact', required: false, example: 'ventas@troquelesdelnorte.mx' },
  { name: 'whatsapp', group: 'contact', required: false, example: '+52 81 1234 5678' },
  { name: 'facebook', group: 'contact', required: false, example: 'facebook.com/troquelesdelnorte' },
  { name: 'instagram', group: 'contact', required: false, example: '' },
  { name: 'twitter', group: 'contact', required: false, example: '' },
  { name: 'linkedin', group: 'contact', required: false, example: 'linkedin.com/company/troqueles-del-norte' },
  { name: 'youtube', group: 'contact', required: false, example: '' },
  { name: 'language', group: 'description', required: false, example: 'es' },
  { name: 'brief_description', group: 'description', required: false, example: 'Estampado de lámina y troqueles progresivos.' },
  { name: 'detailed_description', group: 'description', required: false, example: 'Estampado de lámina de acero y aluminio con prensas de 200 a 600 t.' },
  { name: 'main_products', group: 'description', required: false, example: 'Soportes; bisagras' },
  { name: 'main_services', group: 'description', required: false, example: 'Estampado por contrato' },
  { name: 'specialization', group: 'description', required: false, example: 'Estampado automotriz de alta precisión' },
  { name: 'tags', group: 'description', required: false, example: 'estampado; troqueles progresivos; autopartes' },
  { name: 'categories', group: 'description', required: false, example: 'metal-stamping' },
  { name: 'processes', group: 'capabilities', required: false, example: 'Estampado; troquelado; soldadura' },
  { name: 'materials', group: 'capabilities', required: false, example: 'Acero al carbón; aluminio 6061' },
  { name: 'machinery', group: 'capabilities', required: false, example: 'Prensas mecánicas de 200 a 600 t' },
  { name: 'capacity_description', group: 'capabilities', required: false, example: 'Dos turnos, 400,000 piezas al mes' },
  { name: 'production_capacity', group: 'capabilities', required: false, example: '400000' },
  { name: 'production_capacity_unit', group: 'capabilities', required: false, example: 'piezas al mes' },
  { name: 'guarantees', group: 'capabilities', required: false, example: 'Garantía de 12 meses contra defectos de fabricación' },
  { name: 'certifications', group: 'capabilities', required: false, example: 'iso-9001 | 2027-03-31; iatf-16949 | 2027-06-30 | Estampado automotriz' },
  { name: 'working_hours', group: 'operations', required: false, example: 'lun-vie 09:00-18:00; sáb 09:00-14:00' },
  { name: 'average_attention_time', group: 'operations', required: false, example: '24 horas' },
  { name: 'time_zone', group: 'operations', required: false, example: 'America/Monterrey' },
  { name: 'payment_methods', group: 'operations', required: false, example: 'bank_transfer; card' },
  { name: 'employees', group: 'statistics', required: false, example: '180' },
  { name: 'annual_sales', group: 'statistics', required: false, example: '100m_to_250m' },
  { name: 'main_clients', group: 'statistics', required: false, example: 'Magna; Nemak' },
  { name: 'clients_count', group: 'statistics', required: false, example: 'Más de 40 clientes' },
  { name: 'projects', group: 'statistics', required: false, example: 'Más de 300 números de parte en producción' },
  { name: 'relevant_imports', group: 'statistics', required: false, example: 'Acero de Estados Unidos y Japón' },
  { name: 'products', group: 'catalogue', required: false, example: 'Soporte de motor | Soporte estampado en acero 1010 | 85.50; Bisagra de cofre | Bisagra en acero galvanizado | 42' },
] as const satisfies readonly { name: string; group: CompanyImportColumnGroup; required: boolean; example: string }[]
/** The most columns with a value in a row: the template's columns and a few spare (blank cells beyond are ignored). */
export const COMPANY_IMPORT_MAX_COLUMNS = COMPANY_IMPORT_COLUMNS.length + 10
export type CompanyImportColumn = (typeof COMPANY_IMPORT_COLUMNS)[number]['name']
export const COMPANY_IMPORT_COLUMN_NAMES: readonly CompanyImportColumn[] = COMPANY_IMPORT_COLUMNS.map((c) => c.name)

/** The template an admin downloads: the header and one example row, as CSV (UTF-8, comma-separated, quoted). */
export function companyImportTemplateCsv(): string {
  const quote = (v: string) => (/[",\n;|]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return `${COMPANY_IMPORT_COLUMNS.map((c) => c.name).join(',')}\r\n${COMPANY_IMPORT_COLUMNS.map((c) => quote(c.example)).join(',')}\r\n`
}

/** The category and certification slugs (and category codes) an import may name; read from the database. */
export interface CompanyImportReference {
  categories: ReadonlySet<string>
  certifications: ReadonlySet<string>
}

/** A certification of a row: `slug | valid until (YYYY-MM-DD) | industrial specialization`, the last two optional. */
export interface CompanyImportCertification {
  slug: string
  validUntil: string | null
  /** The certificate's industrial specialization; none given, the import writes the sector's name. */
  specialization: string | null
}
/** Certifications a company declares at most (the profile editor's limit). */
export const COMPANY_IMPORT_MAX_CERTIFICATIONS = 30
const zValidUntil = z.iso.date({ error: V.date })

/** `iso-9001 | 2027-03-31; iatf-16949 | | Estampado` → certifications, or the validation key of the first bad one. */
export function parseCertifications(value: string): CompanyImportCertification[] | { error: string } {
  const out: CompanyImportCertification[] = []
  for (const item of splitList(value)) {
    const parts = item.split('|').map((s) => s.trim())
    if (parts.length > 3 || !parts[0]) return { error: V.importCertificationFormat }
    const [slug, validUntil = '', specialization = ''] = parts as [string, string?, string?]
    if (validUntil && !zValidUntil.safeParse(validUntil).success) return { error: V.date }
    if (specialization.length > 200) return { error: V.tooLong }
    if (out.some((c) => c.slug === slug.toLowerCase())) return { error: V.duplicate }
    out.push({ slug: slug.toLowerCase(), validUntil: validUntil || null, specialization: specialization || null })
  }
  if (out.length > COMPANY_IMPORT_MAX_CERTIFICATIONS) return { error: V.tooLong }
  return out
}

/** Day names an admin may write, English or Spanish, full or short, accents optional (folded before lookup). */
const DAY_NAMES: Readonly<Record<string, TWorkingDay['day']>> = Object.fromEntries(
  (
    [
      ['mon', 'monday', 'lun', 'lunes'],
      ['tue', 'tuesday', 'mar', 'martes'],
      ['wed', 'wednesday', 'mie', 'miercoles'],
      ['thu', 'thursday', 'jue', 'jueves'],
      ['fri', 'friday', 'vie', 'viernes'],
      ['sat', 'saturday', 'sab', 'sabado'],
      ['sun', 'sunday', 'dom', 'domingo'],
    ] as const
  ).flatMap((names, i) => names.map((n) => [n, WEEK_DAYS[i]!])),
)

/**
 * `lun-vie 09:00-18:00; sáb 09:00-14:00` → the seven days (Monday first, days not named closed), as the profile
 * editor stores them; the editor's own rules (opening at 09:00 or later, closing after opening) apply. A blank cell
 * is no hours at all. Answers the validation key of the first problem instead when there is one.
 */
export function parseWorkingHours(value: string): TWorkingDay[] | { error: string } {
  const items = splitList(value)
  if (items.length === 0) return []
  const open = new Map<TWorkingDay['day'], { opensAt: string; closesAt: string }>()
  const pad = (time: string) => (time.length === 4 ? `0${time}` : time)
  for (const item of items) {
    const match = /^(\S+)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(item)
    if (!match) return { error: V.importWorkingHoursFormat }
    const days: TWorkingDay['day'][] = []
    for (const part of match[1]!.split(',')) {
      const [from, to, ...rest] = part.split('-').map((d) => DAY_NAMES[fold(d).replace(/\.$/, '')])
      if (rest.length > 0 || !from || (part.includes('-') && !to)) return { error: V.importWorkingHoursFormat }
      const a = WEEK_DAYS.indexOf(from)
      const b = to ? WEEK_DAYS.indexOf(to) : a
      if (b < a) return { error: V.importWorkingHoursFormat }
      days.push(...WEEK_DAYS.slice(a, b + 1))
    }
    for (const day of days) {
      if (open.has(day)) return { error: V.duplicate }
      open.set(day, { opensAt: pad(match[2]!), closesAt: pad(match[3]!) })
    }
  }
  const week = ZCompanyWorkingHoursRequestSchema.shape.workingHours.safeParse(
    WEEK_DAYS.map((day) => ({ day, isOpen: open.has(day), opensAt: open.get(day)?.opensAt ?? null, closesAt: open.get(day)?.closesAt ?? null })),
  )
  return week.success ? week.data : { error: week.error.issues[0]!.message }
}

const YES = new Set(['yes', 'y', 'si', 'sí', 's', 'true', '1', 'x'])
const NO = new Set(['no', 'n', 'false', '0', ''])

/** `a; b ;; c` → ['a', 'b', 'c'] (lower-cased when asked), without repeats. */
export function splitList(value: string, lowerCase = false): string[] {
  const items = value
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (lowerCase ? s.toLowerCase() : s))
  return [...new Set(items)]
}

/** One imported product (the catalogue's required fields; category and e-mail come from the company row). */
export interface CompanyImportProduct {
  title: string
  description: string
  price: number
}

/** `name | description | price; …` → products, or the validation key of the first malformed one. */
export function parseProducts(value: string): CompanyImportProduct[] | { error: string } {
  const products: CompanyImportProduct[] = []
  const seen = new Set<string>()
  for (const item of splitList(value)) {
    const parts = item.split('|').map((s) => s.trim())
    if (parts.length !== 3 || !parts[0] || !parts[1]) return { error: V.importProductFormat }
    const [title, description, priceText] = parts as [string, string, string]
    if (title.length > 160 || description.length > DETAILED_DESCRIPTION_MAX) return { error: V.tooLong }
    const price = /^\d+(\.\d{1,2})?$/.test(priceText.replace(/,/g, '')) ? Number(priceText.replace(/,/g, '')) : NaN
    if (!(price > 0)) return { error: V.positive }
    if (seen.has(title.toLowerCase())) return { error: V.duplicate }
    seen.add(title.toLowerCase())
    products.push({ title, description, price })
  }
  if (products.length > COMPANY_IMPORT_MAX_PRODUCTS) return { error: V.tooLong }
  return products
}

const optionalText = (max: number) =>
  zString()
    .trim()
    .max(max, { error: V.tooLong })
    .transform((v) => v)
const nullableText = (max: number) =>
  zString()
    .trim()
    .max(max, { error: V.tooLong })
    .transform((v) => (v === '' ? null : v))
/** A blank cell is null; anything else must pass `schema`. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable())
/**
 * A cell checked by the profile editor's own field schema (one rule in one place), `toInput` turning the cell's text
 * into what the editor's form sends; the first problem's validation key is the cell's error.
 */
const asInEditor = <T extends z.ZodType, B = never>(schema: T, toInput: (cell: string) => unknown = (cell) => cell, blank?: { value: B }) =>
  zString().transform((cell, ctx): z.output<T> | B => {
    if (blank && cell.trim() === '') return blank.value
    const result = schema.safeParse(toInput(cell.trim()))
    if (result.success) return result.data
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message })
    return z.NEVER
  })
/** A number as a spreadsheet shows it: `1200`, `1,200`, `1200.5`; a blank cell is null; anything else is NaN. */
const numberOf = (cell: string): number | null => {
  if (cell === '') return null
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(cell) ? cell.replace(/,/g, '') : cell
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN
}
/** A cell the editor types as a number: blank → null, otherwise the editor's rule (NaN is "enter a number"). */
const editorNumber = <T extends z.ZodType>(schema: T) =>
  zString().transform((cell, ctx): z.output<T> | null => {
    const n = numberOf(cell.trim())
    if (n === null) return null
    if (Number.isNaN(n)) {
      ctx.addIssue({ code: 'custom', message: V.number })
      return z.NEVER
    }
    const result = schema.safeParse(n)
    if (result.success) return result.data
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message })
    return z.NEVER
  })
const coordinate = (limit: number) =>
  zString()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null
      const n = Number(v)
      if (!Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({ code: 'custom', message: V.coordinates })
        return z.NEVER
      }
      return n
    })
/** One of `values` (any case); a blank cell is `fallback`. */
const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number] | null) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() || fallback : v), z.enum(values, { error: V.choose }).nullable())

const countryCodes = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]]
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** A state given by its code (NLE) or its name in either language (Nuevo León, nuevo leon) → its code. */
export function stateCodeOf(country: string, value: string): string | null {
  const list = SUBDIVISIONS_BY_COUNTRY[country as CountryCode]
  if (!list) return null
  const wanted = fold(value)
  return list.find((s) => fold(s.code) === wanted || fold(s.en) === wanted || fold(s.es) === wanted)?.code ?? null
}

/** A service state's code: looked up in the company's country, then in its service countries (as the editor allows). */
function serviceStateCode(row: { country: string; service_countries?: string[] }, value: string): string | null {
  for (const country of [row.country, ...(row.service_countries ?? [])]) {
    const code = stateCodeOf(country, value)
    if (code) return code
  }
  return null
}

/**
 * One data row (cells by column name, as text; columns missing from the header are absent) → the values to store.
 * Absent columns stay absent in the output, so an update leaves those fields alone; an empty cell of a present
 * optional column clears the field. Issue paths are column names.
 */
export function companyImportRowSchema(reference: CompanyImportReference) {
  const info = ZCompanyInformationRequestSchema.shape
  const details = ZCompanyDetailsRequestSchema.shape
  const hours = ZCompanyWorkingHoursRequestSchema.shape
  const general = ZCompanyGeneralRequestSchema.shape
  const capabilities = ZCompanyCapabilitiesRequestSchema.shape
  const social = ZCompanySocialMediaRequestSchema.shape
  const statistics = ZCompanyStatisticsRequestSchema.shape
  const fields = {
    rfc: optional(zRfc).optional(),
    tax_id: optional(zTaxId).optional(),
    trade_name: zString({ error: V.required }).trim().min(1, { error: V.required }).max(160, { error: V.tooLong }),
    legal_name: zString({ error: V.required }).trim().min(1, { error: V.required }).max(200, { error: V.tooLong }),
    sector: zString({ error: V.required })
      .trim()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(COMPANY_SECTORS, { error: V.choose })),
    company_type: choice(COMPANY_TYPES, null).optional(),
    profile_type: choice(COMPANY_PROFILE_TYPES, 'supplier').optional(),
    tier: choice(SUPPLY_CHAIN_TIERS, null).optional(),
    country_of_origin: asInEditor(info.countryOfOrigin).optional(),
    year_founded: editorNumber(info.yearFounded).optional(),
    validated_supplier: zString()
      .transform((v, ctx) => {
        const folded = v.trim().toLowerCase()
        if (YES.has(folded)) return true
        if (NO.has(folded)) return false
        ctx.addIssue({ code: 'custom', message: V.choose })
        return z.NEVER
      })
      .optional(),
    country: zString({ error: V.required })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(countryCodes, { error: V.choose })),
    state: zString({ error: V.required }).trim().min(1, { error: V.required }),
    city: zString({ error: V.required }).trim().min(1, { error: V.required }).max(120, { error: V.tooLong }),
    suburb: nullableText(120).optional(),
    street: nullableText(200).optional(),
    postal_code: nullableText(10).optional(),
    latitude: coordinate(90).optional(),
    longitude: coordinate(180).optional(),
    service_countries: zString()
      .transform((v, ctx) => {
        const items = splitList(v.toUpperCase())
        if (items.some((c) => !(countryCodes as readonly string[]).includes(c))) ctx.addIssue({ code: 'custom', message: V.choose })
        return items as CountryCode[]
      })
      .optional(),
    // Codes or names; each must be a state of the company's country or of a service country (checked below).
    service_states: zString()
      .transform((v, ctx) => {
        const items = splitList(v)
        if (items.length > 120) ctx.addIssue({ code: 'custom', message: V.tooLong })
        return items
      })
      .optional(),
    website: optional(zUrl).optional(),
    phone: optional(zPhone).optional(),
    email: optional(zEmail).optional(),
    whatsapp: asInEditor(general.whatsapp).optional(),
    facebook: asInEditor(social.facebook).optional(),
    instagram: asInEditor(social.instagram).optional(),
    twitter: asInEditor(social.twitter).optional(),
    linkedin: asInEditor(social.linkedin).optional(),
    youtube: asInEditor(social.youtube).optional(),
    language: choice(['es', 'en'] as const, 'es').optional(),
    brief_description: optionalText(BRIEF_DESCRIPTION_MAX).optional(),
    detailed_description: optionalText(DETAILED_DESCRIPTION_MAX).optional(),
    main_products: optionalText(CAPABILITY_MAX).optional(),
    main_services: optionalText(CAPABILITY_MAX).optional(),
    specialization: asInEditor(details.specialization).optional(),
    // The editor asks for at least one tag; an import may leave them blank (no tags).
    tags: asInEditor(details.tags, (cell) => splitList(cell), { value: [] as string[] }).optional(),
    categories: zString()
      .transform((v, ctx) => {
        const items = splitList(v, true)
        if (items.length > 5) ctx.addIssue({ code: 'custom', message: V.tooLong })
        if (items.some((s) => !reference.categories.has(s))) ctx.addIssue({ code: 'custom', message: V.importCategoryUnknown })
        return items
      })
      .optional(),
    processes: optionalText(CAPABILITY_MAX).optional(),
    materials: optionalText(CAPABILITY_MAX).optional(),
    machinery: optionalText(CAPABILITY_MAX).optional(),
    capacity_description: optionalText(CAPABILITY_MAX).optional(),
    production_capacity: editorNumber(capabilities.productionCapacity).optional(),
    production_capacity_unit: asInEditor(capabilities.productionCapacityUnit).optional(),
    guarantees: optionalText(DETAILED_DESCRIPTION_MAX).optional(),
    certifications: zString()
      .transform((v, ctx) => {
        const parsed = parseCertifications(v)
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        if (parsed.some((c) => !reference.certifications.has(c.slug))) ctx.addIssue({ code: 'custom', message: V.importCertificationUnknown })
        return parsed
      })
      .optional(),
    working_hours: zString()
      .transform((v, ctx) => {
        const parsed = parseWorkingHours(v)
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        return parsed
      })
      .optional(),
    average_attention_time: asInEditor(hours.averageAttentionTime).optional(),
    // The zone cannot be empty: a blank cell keeps the company's (a new company gets Mexico City's).
    time_zone: asInEditor(hours.timeZone, (cell) => cell, { value: undefined }).optional(),
    // The editor asks for at least one; an import may leave them blank (none).
    payment_methods: asInEditor(general.paymentMethods, (cell) => splitList(cell, true), { value: [] as string[] }).optional(),
    employees: editorNumber(statistics.employees).optional(),
    annual_sales: choice(ANNUAL_SALES_RANGES, null).optional(),
    main_clients: asInEditor(statistics.mainClients).optional(),
    clients_count: asInEditor(statistics.clientsCount).optional(),
    projects: asInEditor(statistics.projects).optional(),
    relevant_imports: asInEditor(statistics.relevantImports).optional(),
    products: zString()
      .transform((v, ctx) => {
        const parsed = parseProducts(v)
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        return parsed
      })
      .optional(),
  } satisfies Record<CompanyImportColumn, z.ZodType>

  return z
    .object(fields)
    .superRefine((row, ctx) => {
      // A Mexican company is known by its RFC, a foreign one by its tax id (as at sign-up, ADR 006).
      if (row.country === 'MX' && !row.rfc) ctx.addIssue({ code: 'custom', path: ['rfc'], message: V.required })
      if (row.country !== 'MX' && !row.tax_id && !row.rfc) ctx.addIssue({ code: 'custom', path: ['tax_id'], message: V.required })
      if (row.country && row.state && !stateCodeOf(row.country, row.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: V.choose })
      // Both coordinates or neither.
      if (row.latitude !== undefined && row.longitude !== undefined && (row.latitude === null) !== (row.longitude === null)) {
        ctx.addIssue({ code: 'custom', path: [row.latitude === null ? 'latitude' : 'longitude'], message: V.coordinates })
      }
      // Service states: each a state (code or name) of the company's country or of one of its service countries.
      if (row.service_states && row.service_states.some((state) => serviceStateCode(row, state) === null)) {
        ctx.addIssue({ code: 'custom', path: ['service_states'], message: V.choose })
      }
      if (row.products && row.products.length > 0) {
        // A catalogue item needs a category and a contact e-mail: the row's first category and its e-mail.
        if (!row.categories || row.categories.length === 0) ctx.addIssue({ code: 'custom', path: ['categories'], message: V.required })
        if (!row.email) ctx.addIssue({ code: 'custom', path: ['email'], message: V.required })
      }
    })
    .transform((row) => ({
      ...row,
      state: stateCodeOf(row.country, row.state) ?? row.state,
      ...(row.service_states ? { service_states: [...new Set(row.service_states.map((state) => serviceStateCode(row, state)!))] } : {}),
    }))
}
export type TCompanyImportRow = z.output<ReturnType<typeof companyImportRowSchema>>

// ── API ───────────────────────────────────────────────────────────────────────────────────────────────────────────

export const COMPANY_IMPORT_STATUSES = ['reading', 'ready', 'queued', 'running', 'done', 'failed'] as const
export type CompanyImportStatus = (typeof COMPANY_IMPORT_STATUSES)[number]

/** One refused cell: the file's line (header = line 1; the worksheet's row for XLSX), the column and a validation key. */
export const ZCompanyImportErrorSchema = z.object({ line: z.number().int(), column: z.string(), code: z.string() })
export type TCompanyImportError = z.infer<typeof ZCompanyImportErrorSchema>

export const COMPANY_IMPORT_ACTIONS = ['new', 'update', 'unchanged', 'invalid'] as const
export const ZCompanyImportSampleRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(COMPANY_IMPORT_ACTIONS),
  tradeName: z.string(),
  key: z.string(),
  city: z.string(),
  state: z.string(),
})

/** Where and why a file was refused while it was read: the line and column of a cell, a limit, the header's columns. */
export const ZCompanyImportFailureDetailsSchema = z.object({
  line: z.number().int().optional(),
  column: z.string().optional(),
  max: z.number().int().optional(),
  missing: z.array(z.string()).optional(),
  unknown: z.array(z.string()).optional(),
  repeated: z.array(z.string()).optional(),
})
export type TCompanyImportFailureDetails = z.infer<typeof ZCompanyImportFailureDetailsSchema>

const ZCounts = z.object({ total: z.number().int(), new: z.number().int(), update: z.number().int(), unchanged: z.number().int(), invalid: z.number().int() })

/**
 * An import: `reading` while the job runner reads the uploaded file, then its preview (counts, errors, sample) and,
 * once run, its progress and outcome.
 */
export const ZCompanyImportSchema = z.object({
  id: z.string(),
  status: z.enum(COMPANY_IMPORT_STATUSES),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** What the preview found. */
  preview: ZCounts,
  /** Rows handled by the run so far (of `preview.total`). */
  processedRows: z.number().int(),
  /** What the run did: created, updated, unchanged and skipped (invalid) rows. */
  result: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), invalid: z.number().int() }),
  /** Every refused cell up to COMPANY_IMPORT_MAX_ERRORS; `errorCount` is exact. */
  errors: z.array(ZCompanyImportErrorSchema),
  errorCount: z.number().int(),
  sample: z.array(ZCompanyImportSampleRowSchema),
  /** Why reading the file or the run failed (an error code), when it did. */
  failureCode: z.string().nullable(),
  failureDetails: ZCompanyImportFailureDetailsSchema.nullable(),
})
export type TCompanyImport = z.infer<typeof ZCompanyImportSchema>

export const ZCompanyImportListResponseSchema = z.object({ items: z.array(ZCompanyImportSchema.omit({ errors: true, sample: true })) })
export type TCompanyImportListResponse = z.infer<typeof ZCompanyImportListResponseSchema>

/**
 * INEGI's DENUE as Nexo companies (docs/decisions/055-public-registry-directory-and-claims.md): one CSV row (an
 * establishment, INEGI's column names) → the fields of a basic, public company profile, or why the row is refused,
 * or that its activity is outside Nexo's directory. The SCIAN → category mapping is data (scian-categories.json).
 */
import { COMPANY_SECTORS, V, zEmail, type CompanySector } from '@nexo/shared'
import type { DenueColumn } from '@nexo/shared/registry.schema'
import mapping from './scian-categories.json' with { type: 'json' }

/** INEGI's state codes (`cve_ent`, 01–32, alphabetical by INEGI's names) → ISO 3166-2:MX. */
export const STATE_OF_CVE_ENT: Readonly<Record<string, string>> = {
  '01': 'AGU', '02': 'BCN', '03': 'BCS', '04': 'CAM', '05': 'COA', '06': 'COL', '07': 'CHP', '08': 'CHH',
  '09': 'CMX', '10': 'DUR', '11': 'GUA', '12': 'GRO', '13': 'HID', '14': 'JAL', '15': 'MEX', '16': 'MIC',
  '17': 'MOR', '18': 'NAY', '19': 'NLE', '20': 'OAX', '21': 'PUE', '22': 'QUE', '23': 'ROO', '24': 'SLP',
  '25': 'SIN', '26': 'SON', '27': 'TAB', '28': 'TAM', '29': 'TLA', '30': 'VER', '31': 'YUC', '32': 'ZAC',
}

export interface ScianMapping {
  scian: string
  category: string
  sector: CompanySector
  name: string
}

/** The mapping file's rows, longest prefix first (so the first match is the most specific). */
export const SCIAN_MAPPINGS: readonly ScianMapping[] = (mapping.mappings as ScianMapping[]).slice().sort((a, b) => b.scian.length - a.scian.length)

/**
 * The Nexo category and sector of a SCIAN activity code: the longest prefix in the mapping whose category is
 * `isActive` (a retired category falls back to a broader one), or null when the activity is outside the directory.
 */
export function mapScianCode(code: string, isActive: (slug: string) => boolean = () => true): ScianMapping | null {
  if (!/^\d{2,6}$/.test(code)) return null
  return SCIAN_MAPPINGS.find((m) => code.startsWith(m.scian) && isActive(m.category)) ?? null
}

/** What an imported establishment is in Nexo. */
export interface DenueCompany {
  registryId: string
  tradeName: string
  legalName: string
  country: 'MX'
  state: string
  city: string
  suburb: string | null
  street: string | null
  postalCode: string | null
  latitude: number | null
  longitude: number | null
  phone: string | null
  email: string | null
  website: string | null
  sector: CompanySector
  categorySlug: string
  briefDescription: string
  facts: { activityCode: string; activityName: string; staffBand: string | null; registeredOn: string | null }
}

export type DenueCells = Partial<Record<DenueColumn, string>>
export type DenueRowResult =
  | { kind: 'company'; company: DenueCompany }
  | { kind: 'outOfScope' }
  | { kind: 'invalid'; errors: { column: string; code: string }[] }

/** Names are stored as the registry writes them, with runs of spaces collapsed. */
const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
const orNull = (value: string) => (value === '' ? null : value)

const MONTHS: Record<string, string> = {
  enero: '01', febrero: '02', marzo: '03', abril: '04', mayo: '05', junio: '06', julio: '07', agosto: '08', septiembre: '09', setiembre: '09', octubre: '10', noviembre: '11', diciembre: '12',
}

/** DENUE's `fecha_alta` ("2019-11", "2019-11-01" or "NOVIEMBRE 2019") as `YYYY-MM`; null when absent or unreadable. */
export function registeredMonth(value: string | undefined): string | null {
  const text = clean(value).toLowerCase()
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text)
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12) return `${iso[1]}-${iso[2]}`
  const words = /^([a-z]+)\s+(?:de(?:l)?\s+)?(\d{4})$/.exec(text)
  if (words && MONTHS[words[1]!]) return `${words[2]}-${MONTHS[words[1]!]}`
  return null
}

/** "CALLE" "Hidalgo" "120" "B" → "CALLE Hidalgo 120 B"; DENUE writes 0 or "SN" for no number. */
function streetOf(cells: DenueCells): string | null {
  const number = clean(cells.numero_ext)
  const hasNumber = number !== '' && number !== '0' && !/^s\/?n$/i.test(number)
  const name = clean(cells.nom_vial)
  if (!name) return null
  const type = clean(cells.tipo_vial)
  const parts = [type && !/^ninguno$/i.test(type) ? type : '', name, hasNumber ? number : '', hasNumber ? clean(cells.letra_ext) : '']
  return parts.filter(Boolean).join(' ').slice(0, 200)
}

/** A registry phone as the profile stores it: its digits, when there are 10 (a Mexican number) to 14. */
function phoneOf(value: string | undefined): string | null {
  const digits = clean(value).replace(/\D/g, '')
  return digits.length >= 10 && digits.length <= 14 ? digits : null
}

/** The registry's web address with a scheme; null when it is not one. */
function websiteOf(value: string | undefined): string | null {
  const text = clean(value)
  if (!text || /\s/.test(text)) return null
  const url = /^https?:\/\//i.test(text) ? text : `https://${text}`
  try {
    const parsed = new URL(url)
    return parsed.hostname.includes('.') && url.length <= 255 ? url : null
  } catch {
    return null
  }
}

/** Mexico's bounding box, with a margin: a coordinate outside it is a typo (or latitude and longitude swapped). */
const inMexico = (lat: number, lon: number) => lat >= 14 && lat <= 33.5 && lon >= -118.5 && lon <= -86

const SECTORS = new Set<string>(COMPANY_SECTORS)

/**
 * One DENUE row → a company, "out of scope" (an activity the mapping leaves out: a bakery in a whole-state file), or
 * the refused cells (the line is the caller's). Contact fields come only from the registry's own columns and are
 * dropped, not refused, when unusable: the registry's address is what the profile needs.
 */
export function denueRowToCompany(cells: DenueCells, isActive?: (slug: string) => boolean): DenueRowResult {
  const errors: { column: string; code: string }[] = []
  const registryId = clean(cells.id)
  if (!registryId) errors.push({ column: 'id', code: V.required })
  else if (!/^\d{1,20}$/.test(registryId)) errors.push({ column: 'id', code: V.invalid })
  const activityCode = clean(cells.codigo_act)
  if (!activityCode) errors.push({ column: 'codigo_act', code: V.required })
  else if (!/^\d{6}$/.test(activityCode)) errors.push({ column: 'codigo_act', code: V.invalid })
  // A row outside the directory is not checked further: its other cells are none of Nexo's business.
  const mapped = errors.some((e) => e.column === 'codigo_act') ? null : mapScianCode(activityCode, isActive)
  if (!mapped && errors.length === 0) return { kind: 'outOfScope' }
  const tradeName = clean(cells.nom_estab)
  if (!tradeName) errors.push({ column: 'nom_estab', code: V.required })
  else if (tradeName.length > 160) errors.push({ column: 'nom_estab', code: V.tooLong })
  const legalName = clean(cells.raz_social) || tradeName
  if (legalName.length > 200) errors.push({ column: 'raz_social', code: V.tooLong })
  const state = STATE_OF_CVE_ENT[clean(cells.cve_ent).padStart(2, '0')]
  if (!state) errors.push({ column: 'cve_ent', code: V.choose })
  const city = clean(cells.municipio) || clean(cells.localidad)
  if (!city) errors.push({ column: 'municipio', code: V.required })
  const latText = clean(cells.latitud)
  const lonText = clean(cells.longitud)
  let latitude: number | null = null
  let longitude: number | null = null
  if (latText || lonText) {
    latitude = Number(latText)
    longitude = Number(lonText)
    if (!latText || !lonText || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !inMexico(latitude, longitude)) {
      errors.push({ column: latText && Number.isFinite(latitude) && latitude >= 14 && latitude <= 33.5 ? 'longitud' : 'latitud', code: V.coordinates })
    }
  }
  if (errors.length > 0 || !mapped) return { kind: 'invalid', errors }
  const email = zEmail.safeParse(clean(cells.correoelec))
  const postalCode = clean(cells.cod_postal)
  const activityName = clean(cells.nombre_act) || mapped.name
  return {
    kind: 'company',
    company: {
      registryId,
      tradeName,
      legalName,
      country: 'MX',
      state: state!,
      city: city.slice(0, 120),
      suburb: orNull(clean(cells.nomb_asent).slice(0, 120)),
      street: streetOf(cells),
      postalCode: /^\d{5}$/.test(postalCode) ? postalCode : /^\d{4}$/.test(postalCode) ? `0${postalCode}` : null,
      latitude,
      longitude,
      phone: phoneOf(cells.telefono),
      email: email.success ? email.data : null,
      website: websiteOf(cells.www),
      sector: SECTORS.has(mapped.sector) ? mapped.sector : 'other',
      categorySlug: mapped.category,
      // The registry's activity is the one description it has: it makes the profile findable by what it does.
      briefDescription: activityName.slice(0, 255),
      facts: { activityCode, activityName: activityName.slice(0, 300), staffBand: orNull(clean(cells.per_ocu).slice(0, 60)), registeredOn: registeredMonth(cells.fecha_alta) },
    },
  }
}

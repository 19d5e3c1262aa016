import {
  ANNUAL_SALES_RANGE_LABELS,
  CERTIFICATIONS,
  COMPANY_PROFILE_TYPE_LABELS,
  COMPANY_SECTOR_LABELS,
  COMPANY_TYPE_LABELS,
  COUNTRIES,
  type Language,
  type LocalizedName,
  PAYMENT_METHOD_LABELS,
  SUBDIVISIONS_BY_COUNTRY,
  SUPPLY_CHAIN_TIER_LABELS,
  type TFacetValue,
} from '@nexo/shared'
import { cachedIntl, collator, localeOf } from '../intl-cache'

/**
 * Display names of the codes the directory API sends (state codes, certification slugs, sectors …)
 * in the interface language. The API sends codes, never names, so one answer serves both languages.
 * An unknown code is shown as it is rather than hidden.
 */

/** A name with an English and a Spanish spelling (reference data, categories). */
export interface BilingualName {
  nameEn: string
  nameEs: string
}

export function localized(name: LocalizedName, language: Language): string {
  return name[language]
}

/** A category (or any `{ nameEn, nameEs }`) in the interface language. */
export function bilingualName(name: BilingualName, language: Language): string {
  return language === 'es' ? name.nameEs : name.nameEn
}

/** Name of a state/province code (NLE → Nuevo León); `country` picks the list first when known. */
export function stateName(code: string, language: Language, country?: string): string {
  const upper = code.toUpperCase()
  const lists = Object.entries(SUBDIVISIONS_BY_COUNTRY)
    .sort(([a], [b]) => Number(b === country) - Number(a === country))
    .map(([, list]) => list)
  for (const list of lists) {
    const found = list.find((s) => s.code === upper)
    if (found) return found[language]
  }
  return code
}

/**
 * Name of an ISO country code (MX → Mexico / México, FR → France / Francia): our own spelling for the
 * countries we list, the browser's (Intl.DisplayNames) for any other code; a text that is no code stays as it is.
 */
export function countryName(code: string, language: Language): string {
  const upper = code.trim().toUpperCase()
  const found = COUNTRIES.find((c) => c.code === upper)
  if (found) return found[language]
  if (!/^[A-Z]{2}$/.test(upper)) return code
  try {
    const locale = localeOf(language)
    return cachedIntl(`region|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })).of(upper) ?? code
  } catch {
    return code
  }
}

/** "Saltillo, Coahuila" (plus the country outside Mexico, where the state alone is ambiguous to buyers). */
export function formatLocation(place: { city: string; state: string; country?: string }, language: Language): string {
  const parts = [place.city, stateName(place.state, language, place.country)]
  if (place.country && place.country !== 'MX') parts.push(countryName(place.country, language))
  return parts.filter((part) => part.trim() !== '').join(', ')
}

/** Name of a certification slug (iatf-16949 → IATF 16949). */
export function certificationName(slug: string): string {
  return CERTIFICATIONS.find((c) => c.slug === slug)?.name ?? slug
}

function labelFrom<K extends string>(labels: Readonly<Record<K, LocalizedName>>, value: string | null | undefined, language: Language): string | null {
  if (!value) return null
  return value in labels ? labels[value as K][language] : value
}

export const sectorLabel = (value: string | null | undefined, language: Language) => labelFrom(COMPANY_SECTOR_LABELS, value, language)
export const profileTypeLabel = (value: string | null | undefined, language: Language) => labelFrom(COMPANY_PROFILE_TYPE_LABELS, value, language)
export const tierLabel = (value: string | null | undefined, language: Language) => labelFrom(SUPPLY_CHAIN_TIER_LABELS, value, language)
export const companyTypeLabel = (value: string | null | undefined, language: Language) => labelFrom(COMPANY_TYPE_LABELS, value, language)
export const annualSalesLabel = (value: string | null | undefined, language: Language) => labelFrom(ANNUAL_SALES_RANGE_LABELS, value, language)
export const paymentMethodLabel = (value: string | null | undefined, language: Language) => labelFrom(PAYMENT_METHOD_LABELS, value, language)

/** One checkbox of a facet: its value, translated label, count and whether it is ticked. */
export interface FacetOption {
  value: string
  label: string
  count: number
  checked: boolean
}

/**
 * The options of one facet: the API's values with their counts, plus every selected value the API
 * did not list (count 0, e.g. a state with no result for the new query) so it can still be unticked.
 * Selected first, then by count, then alphabetically in the interface language.
 */
export function buildFacetOptions(
  values: readonly TFacetValue[],
  selected: readonly string[],
  labelOf: (value: string) => string,
  language: Language,
): FacetOption[] {
  const selectedSet = new Set(selected)
  const options: FacetOption[] = values.map((v) => ({ value: v.value, label: labelOf(v.value), count: v.count, checked: selectedSet.has(v.value) }))
  const listed = new Set(values.map((v) => v.value))
  for (const value of selected) {
    if (!listed.has(value)) options.push({ value, label: labelOf(value), count: 0, checked: true })
  }
  const order = collator(language)
  return options.sort((a, b) => Number(b.checked) - Number(a.checked) || b.count - a.count || order.compare(a.label, b.label))
}

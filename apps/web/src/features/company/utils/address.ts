import { COUNTRIES, type CountryCode, type Language, SUBDIVISIONS_BY_COUNTRY } from '@nexo/shared'

/**
 * State options of the given countries (each once, unknown codes skipped), grouped by country when
 * there is more than one, named in the interface language.
 */
export function stateOptionsFor(countries: readonly string[], language: Language) {
  const known = [...new Set(countries)].filter((code): code is CountryCode => COUNTRIES.some((c) => c.code === code))
  const optionsOf = (code: CountryCode) =>
    SUBDIVISIONS_BY_COUNTRY[code].map((s) => ({ value: s.code, label: s[language] })).sort((a, b) => a.label.localeCompare(b.label, language))
  if (known.length === 1) return optionsOf(known[0] as CountryCode)
  return known.map((code) => ({ group: COUNTRIES.find((c) => c.code === code)?.[language] ?? code, items: optionsOf(code) }))
}

import type { Language } from '@nexo/shared'

/**
 * Intl objects (number, date and relative-time formats, plural rules, collators, display names) are pure but costly
 * to make, ~0.1 ms each and four times that on a slow phone: a search page's facets formatted ~70 counts with a new
 * NumberFormat each. One per key (its kind, locale and options), made on first use. A constructor that throws (an
 * unknown currency or time zone) caches nothing.
 */
const made = new Map<string, unknown>()

export function cachedIntl<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined
  if (value === undefined) {
    value = make()
    made.set(key, value)
  }
  return value
}

/** The Intl locale of an interface language: Mexican Spanish for `es`, US English for `en`. */
export function localeOf(language: Language): string {
  return language === 'es' ? 'es-MX' : 'en-US'
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cachedIntl(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cachedIntl(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  cachedIntl(`relative|${locale}|${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options))

export const collator = (locale: string) => cachedIntl(`collator|${locale}`, () => new Intl.Collator(locale))

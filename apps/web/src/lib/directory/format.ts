import type { Language } from '@nexo/shared'

/** The Intl locale of an interface language: Mexican Spanish for `es`, US English for `en`. */
export function localeOf(language: Language): string {
  return language === 'es' ? 'es-MX' : 'en-US'
}

/**
 * A price the same way on every screen and in both languages: the number in the reader's grouping with
 * the symbol people expect, followed by the ISO code, because "$" alone means pesos to a Mexican reader
 * and dollars to an American one: `$1,250.50 MXN`, `$99.00 USD`, `$10.00 CAD`. An unknown currency
 * code falls back to "1,250.50 XYZ" rather than throwing.
 */
export function formatPrice(value: number, currency: string | null | undefined, language: Language): string {
  const locale = localeOf(language)
  if (currency) {
    try {
      const amount = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
      return `${amount} ${currency}`
    } catch {
      // RangeError: not an ISO 4217 code.
    }
  }
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  return currency ? `${number} ${currency}` : number
}

/** A whole number with the reader's grouping (1,234). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value)
}

/** A date (ISO string) in the reader's medium style: "Nov 23, 2026" / "23 nov 2026". */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  // Date-only strings ("2026-11-23") are midnight UTC: show them in UTC so they never shift a day.
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso)
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: isDateOnly ? 'UTC' : undefined }).format(date)
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 48],
  ['day', Infinity],
]

/**
 * How long ago an instant was, in the reader's language: "3 hours ago" / "hace 3 horas", "yesterday" /
 * "ayer". Minutes below an hour, hours below two days, days beyond; a future instant reads "in …".
 */
export function formatTimeAgo(iso: string, language: Language, now: Date = new Date()): string {
  const then = new Date(iso)
  if (Number.isNaN(then.getTime())) return iso
  let value = (then.getTime() - now.getTime()) / 60_000
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' })
  for (const [unit, limit] of RELATIVE_STEPS) {
    if (Math.abs(value) < limit) return format.format(Math.round(value), unit)
    value /= unit === 'minute' ? 60 : 24
  }
  return format.format(Math.round(value), 'day')
}

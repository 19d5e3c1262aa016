import type { Language } from '@nexo/shared'

/** The Intl locale of an interface language: Mexican Spanish for `es`, US English for `en`. */
export function localeOf(language: Language): string {
  return language === 'es' ? 'es-MX' : 'en-US'
}

/**
 * A catalogue price with its currency in the reader's conventions: `MX$1,250.50` / `$1,250.50`
 * (MXN in English / Spanish), `$99.00` / `USD 99.00` (USD). An unknown currency code falls back to
 * "1,250.50 XYZ" rather than throwing.
 */
export function formatPrice(value: number, currency: string | null | undefined, language: Language): string {
  const locale = localeOf(language)
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
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

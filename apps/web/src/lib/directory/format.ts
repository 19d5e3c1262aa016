import type { Language } from '@nexo/shared'
import { dateTimeFormat, localeOf, numberFormat, relativeTimeFormat } from '../intl-cache'

/*
 * Counts, prices, percentages and decimals are written out here for the interface's two locales rather than by
 * Intl.NumberFormat, which stays the fallback. A page's first NumberFormat initializes ICU's number formatting:
 * 35–65 ms of main thread on this machine, 140–270 ms on the 4× slower phone Lighthouse simulates, inside the first
 * visit's hydration (ADR 042). en-US and es-MX write numbers alike ("1,234,567.89", "$", "88%"), and format.test
 * checks every path against Intl.NumberFormat on thousands of values.
 */

/** Narrow symbols of the currencies we price in, identical in en-US and es-MX. */
const CURRENCY_SYMBOL: Readonly<Record<string, string>> = { MXN: '$', USD: '$', CAD: '$', EUR: '€' }

/**
 * A non-negative number rounded half away from zero to `fractionDigits` decimals, as Intl does it: on the number's
 * shortest decimal form (`String(value)`, "1.005"), not on its binary value, after moving the point `shift` places
 * to the right (a percentage: 2). "1,234.50"-style grouping. Null when that form has an exponent or a sign.
 */
function writtenNumber(value: number, fractionDigits: number, shift = 0): string | null {
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(String(value))
  if (!parts) return null
  const fraction = (parts[2] ?? '').padEnd(shift, '0')
  const whole = `${parts[1]}${fraction.slice(0, shift)}`
  const decimals = fraction.slice(shift)
  let digits = `${whole}${decimals.slice(0, fractionDigits).padEnd(fractionDigits, '0')}`
  if ((decimals.charCodeAt(fractionDigits) || 0) >= 53 /* "5" */) digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0')
  const integer = digits.slice(0, digits.length - fractionDigits).replace(/^0+(?=\d)/, '')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fractionDigits ? `${grouped}.${digits.slice(-fractionDigits)}` : grouped
}

/**
 * A price the same way on every screen and in both languages: the number in the reader's grouping with
 * the symbol people expect, followed by the ISO code, because "$" alone means pesos to a Mexican reader
 * and dollars to an American one: `$1,250.50 MXN`, `$99.00 USD`, `$10.00 CAD`. An unknown currency
 * code falls back to "1,250.50 XYZ" rather than throwing.
 */
export function formatPrice(value: number, currency: string | null | undefined, language: Language): string {
  const written = writtenNumber(value, 2)
  if (written !== null && (!currency || CURRENCY_SYMBOL[currency])) return currency ? `${CURRENCY_SYMBOL[currency]}${written} ${currency}` : written
  const locale = localeOf(language)
  if (currency) {
    try {
      const amount = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
      return `${amount} ${currency}`
    } catch {
      // RangeError: not an ISO 4217 code.
    }
  }
  const number = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  return currency ? `${number} ${currency}` : number
}

/** A whole number with the reader's grouping (1,234). */
export function formatCount(value: number, language: Language): string {
  return (Number.isInteger(value) ? writtenNumber(value, 0) : null) ?? numberFormat(localeOf(language)).format(value)
}

/** A number with at most `maxFractionDigits` decimals and no trailing zeros: 4.5, 4 (a rating average). */
export function formatDecimal(value: number, language: Language, maxFractionDigits: number): string {
  const written = writtenNumber(value, maxFractionDigits)
  if (written === null) return numberFormat(localeOf(language), { maximumFractionDigits: maxFractionDigits }).format(value)
  return maxFractionDigits > 0 ? written.replace(/\.?0+$/, '') : written
}

/** A share (0.875) as a whole percentage: "88%". */
export function formatPercent(share: number, language: Language): string {
  const written = writtenNumber(share, 0, 2)
  return written === null ? numberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(share) : `${written}%`
}

/** A date (ISO string) in the reader's medium style: "Nov 23, 2026" / "23 nov 2026". */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  // Date-only strings ("2026-11-23") are midnight UTC: show them in UTC so they never shift a day.
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso)
  const locale = localeOf(language)
  const timeZone = isDateOnly ? 'UTC' : undefined
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date)
}

/** Each unit of formatTimeAgo, how many of the previous unit make one, and below how many of it the next one takes over. */
const RELATIVE_UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; size: number; below: number }[] = [
  { unit: 'minute', size: 1, below: 60 },
  { unit: 'hour', size: 60, below: 48 },
  { unit: 'day', size: 24, below: 60 },
  { unit: 'month', size: 30.44, below: 24 },
  { unit: 'year', size: 12, below: Infinity },
]

/**
 * Under a minute: what people write, "just now" / "hace un momento". Intl's relative format has no such phrase: it says
 * "this minute" / "este minuto" or "now" / "ahora", which nobody writes (issue 27 §11).
 */
const JUST_NOW: Record<Language, string> = { en: 'just now', es: 'hace un momento' }
export const JUST_NOW_SECONDS = 60

export function formatJustNow(language: Language): string {
  return JUST_NOW[language]
}

/**
 * How long ago an instant was, in the reader's language: "just now" / "hace un momento" under a minute, "3 hours ago" /
 * "hace 3 horas", "2 days ago", "3 months ago". Minutes below an hour, hours below two days, days below two months,
 * then months and years; a future instant reads "in …".
 */
export function formatTimeAgo(iso: string, language: Language, now: Date = new Date()): string {
  const then = new Date(iso)
  if (Number.isNaN(then.getTime())) return iso
  if (Math.abs(then.getTime() - now.getTime()) < JUST_NOW_SECONDS * 1000) return formatJustNow(language)
  const locale = localeOf(language)
  const format = relativeTimeFormat(locale, { numeric: 'auto' })
  let value = (then.getTime() - now.getTime()) / 60_000
  for (const { unit, size, below } of RELATIVE_UNITS) {
    value /= size
    if (Math.abs(value) < below) return format.format(Math.round(value), unit)
  }
  return format.format(Math.round(value), 'year')
}

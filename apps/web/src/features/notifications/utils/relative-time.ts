import type { Language } from '@nexo/shared'
import { formatJustNow, JUST_NOW_SECONDS } from '../../../lib/directory/format'
import { dateTimeFormat, localeOf, relativeTimeFormat } from '../../../lib/intl-cache'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
]

/**
 * When a notification arrived: "just now" / "hace un momento", "5 minutes ago", "yesterday", "3 days ago" for the last week, then the
 * date with the time ("Nov 23, 2026, 4:05 PM"), in the reader's language.
 */
export function formatNotificationTime(iso: string, language: Language, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  const locale = localeOf(language)
  const relative = relativeTimeFormat(locale, { numeric: 'auto' })
  if (Math.abs(seconds) < JUST_NOW_SECONDS) return formatJustNow(language)
  if (Math.abs(seconds) < 7 * 24 * 60 * 60) {
    const [unit, size] = [...UNITS].reverse().find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[0]!
    return relative.format(Math.round(seconds / size), unit)
  }
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

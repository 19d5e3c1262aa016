import type { Language } from '@nexo/shared'
import { dateTimeFormat, localeOf } from '../../../lib/intl-cache'
import { zoneTimeName } from '../../../lib/time-zones'

/**
 * Date and time of an event in its own time zone, with the zone named by its city the same way in both languages:
 * "Dec 3, 2026, 9:00 AM (Monterrey time)" / "3 dic 2026, 9:00 a.m. (hora de Monterrey)" (Intl's short names said "CST" in
 * English but "GMT-6" in Spanish, issue 27 §16).
 */
export function formatEventDateTime(iso: string, timeZone: string, language: Language): string {
  const when = dateTimeFormat(localeOf(language), { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))
  return `${when} (${zoneTimeName(timeZone, language)})`
}

/** Only the time, in the event's zone (schedule items). */
export function formatEventTime(iso: string, timeZone: string, language: Language): string {
  return dateTimeFormat(localeOf(language), { timeStyle: 'short', timeZone }).format(new Date(iso))
}

/** Day, month and weekday for the date block of a card. */
export function eventDayParts(iso: string, timeZone: string, language: Language): { day: string; month: string } {
  const date = new Date(iso)
  return {
    day: dateTimeFormat(localeOf(language), { day: 'numeric', timeZone }).format(date),
    month: dateTimeFormat(localeOf(language), { month: 'short', timeZone }).format(date).replace('.', ''),
  }
}

/** Days, hours and minutes left until `iso`; null once it started. */
export function timeLeft(iso: string, now: number): { days: number; hours: number; minutes: number } | null {
  const ms = Date.parse(iso) - now
  if (ms <= 0) return null
  const minutes = Math.floor(ms / 60_000)
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}

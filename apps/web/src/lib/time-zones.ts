import { COMPANY_TIME_ZONES, isKnownTimeZone, type Language } from '@nexo/shared'
import { dateTimeFormat, localeOf } from './intl-cache'

/** City names of the company zones where the tz name is not already the right text in both languages. */
const CITY: Partial<Record<string, { en: string; es: string }>> = {
  'America/Mexico_City': { en: 'Mexico City', es: 'Ciudad de México' },
  'America/Merida': { en: 'Mérida', es: 'Mérida' },
  'America/Cancun': { en: 'Cancún', es: 'Cancún' },
  'America/Ciudad_Juarez': { en: 'Ciudad Juárez', es: 'Ciudad Juárez' },
  'America/Mazatlan': { en: 'Mazatlán', es: 'Mazatlán' },
  'America/New_York': { en: 'New York', es: 'Nueva York' },
  'America/Los_Angeles': { en: 'Los Angeles', es: 'Los Ángeles' },
  'America/St_Johns': { en: "St. John's", es: "St. John's" },
  'Pacific/Honolulu': { en: 'Honolulu', es: 'Honolulu' },
}

/** Which country list a company zone belongs to (the tz names alone do not say). */
export function zoneCountry(zone: string): 'MX' | 'US' | 'CA' | 'other' {
  const index = (COMPANY_TIME_ZONES as readonly string[]).indexOf(zone)
  if (index < 0) return 'other'
  if (index <= (COMPANY_TIME_ZONES as readonly string[]).indexOf('America/Tijuana')) return 'MX'
  if (index <= (COMPANY_TIME_ZONES as readonly string[]).indexOf('Pacific/Honolulu')) return 'US'
  return 'CA'
}

export function zoneCity(zone: string, language: Language): string {
  return CITY[zone]?.[language] ?? zone.split('/').pop()!.replace(/_/g, ' ')
}

/**
 * A zone named the same way in both languages: "Monterrey time" / "hora de Monterrey". Intl's short names differ by
 * language ("CST" in English, "GMT-6" in Spanish, issue 27 §16), and its long ones name the standard time even in
 * summer: the city reads the same all year and in both.
 */
export function zoneTimeName(zone: string, language: Language): string {
  const city = zoneCity(zone, language)
  return language === 'es' ? `hora de ${city}` : `${city} time`
}

/** "GMT-8" style offset of a zone at an instant (it changes with daylight saving). */
export function zoneOffset(zone: string, at: Date = new Date()): string {
  const part = dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
  return (part?.value ?? '').replace('GMT', 'UTC').replace('-', '−') || 'UTC'
}

/** "Tijuana (UTC−8)" */
export function zoneLabel(zone: string, language: Language, at: Date = new Date()): string {
  return `${zoneCity(zone, language)} (${zoneOffset(zone, at)})`
}

/** The browser's zone, when the runtime knows it. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && isKnownTimeZone(zone) ? zone : null
  } catch {
    return null
  }
}

/** "Thursday, December 3, 2026, 10:00 AM" on the clock of `zone`. */
export function formatDateTime(iso: string, zone: string, language: Language): string {
  return dateTimeFormat(localeOf(language), { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))
}

/** "10:00 AM" on the clock of `zone`. */
export function formatTime(iso: string, zone: string, language: Language): string {
  return dateTimeFormat(localeOf(language), { timeZone: zone, timeStyle: 'short' }).format(new Date(iso))
}

/** "Thu, Dec 3" for a YYYY-MM-DD date (a calendar date, no zone involved). */
export function formatDay(date: string, language: Language): string {
  return dateTimeFormat(localeOf(language), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`))
}

/** Today's date (YYYY-MM-DD) in `zone`, plus `days`. */
export function dateInZone(zone: string, days = 0, now: Date = new Date()): string {
  const parts = dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  const base = new Date(`${parts}T12:00:00Z`)
  base.setUTCDate(base.getUTCDate() + days)
  return base.toISOString().slice(0, 10)
}

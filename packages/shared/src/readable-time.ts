import type { Language } from './constants'

/**
 * Dates and times as people read them (issue 27 §10), for toasts, notifications and e-mails alike: in the reader's
 * language, on the reader's clock, the zone named by its city ("Los Angeles time", never "America/Los_Angeles" nor
 * "GMT-8"), and the other side's clock beside it when it reads differently:
 *   "Tuesday, December 1, 9:00 AM (Los Angeles time) / 11:00 AM Monterrey"
 *   "martes, 1 de diciembre, 9:00 (hora de Los Ángeles) / 11:00 Monterrey"
 * Plain Intl: no date library.
 */

/** The Intl locale of an interface language: Mexican Spanish for `es`, US English for `en`. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX' }

/** City names where the tz name is not already the right text in both languages. */
const CITY: Partial<Record<string, Record<Language, string>>> = {
  'America/Mexico_City': { en: 'Mexico City', es: 'Ciudad de México' },
  'America/Merida': { en: 'Mérida', es: 'Mérida' },
  'America/Cancun': { en: 'Cancún', es: 'Cancún' },
  'America/Ciudad_Juarez': { en: 'Ciudad Juárez', es: 'Ciudad Juárez' },
  'America/Mazatlan': { en: 'Mazatlán', es: 'Mazatlán' },
  'America/Bahia_Banderas': { en: 'Bahía de Banderas', es: 'Bahía de Banderas' },
  'America/New_York': { en: 'New York', es: 'Nueva York' },
  'America/Los_Angeles': { en: 'Los Angeles', es: 'Los Ángeles' },
  'America/St_Johns': { en: "St. John's", es: "St. John's" },
  'Pacific/Honolulu': { en: 'Honolulu', es: 'Honolulu' },
  UTC: { en: 'UTC', es: 'UTC' },
}

/** The city a zone is named after, in `language` ("Ciudad de México", "Los Ángeles", "Monterrey"). */
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

const formats = new Map<string, Intl.DateTimeFormat>()

/** One Intl.DateTimeFormat per language, zone and shape, made on first use (they cost ~0.1 ms each). */
function format(language: Language, timeZone: string, shape: 'day' | 'dayYear' | 'shortDay' | 'time' | 'year' | 'date'): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${shape}`
  let made = formats.get(key)
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long' }
        : shape === 'dayYear'
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : shape === 'shortDay'
            ? { weekday: 'short', day: 'numeric', month: 'short' }
            : shape === 'time'
              ? // Mexican Spanish reads "9:00", "17:30"; US English "9:00 AM".
                { hour: 'numeric', minute: '2-digit', ...(language === 'es' ? { hourCycle: 'h23' as const } : {}) }
              : shape === 'year'
                ? { year: 'numeric' }
                : { day: 'numeric', month: 'long', year: 'numeric' }
    made = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone })
    formats.set(key, made)
  }
  return made
}

/** "9:00 AM" / "9:00": Intl pads a 24-hour hour ("09:00") where Mexican Spanish writes "9:00". */
const clock = (language: Language, zone: string, instant: Date) => format(language, zone, 'time').format(instant).replace(/^0(?=\d)/, '')

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at)

export interface ReadableTimeOptions {
  language: Language
  /** The reader's zone: the date and time are on this clock. */
  zone: string
  /** The other side's zone (the host, the event): its clock follows after " / " when it reads differently. */
  otherZone?: string | null
  /** The year is written only when it is not the current one (on the reader's clock); tests fix "now". */
  now?: Date
}

/**
 * An instant as a person reads it: "Tuesday, December 1, 9:00 AM (Los Angeles time) / 11:00 AM Monterrey". The other
 * clock is left out when it shows the same time (Monterrey and Mexico City agree all year), and names its day when
 * that differs ("/ Wed, Dec 2, 1:00 AM Tokyo").
 */
export function formatReadableTime(at: Date | string, { language, zone, otherZone, now = new Date() }: ReadableTimeOptions): string {
  const instant = toDate(at)
  if (Number.isNaN(instant.getTime())) return String(at)
  const sameYear = format(language, zone, 'year').format(instant) === format(language, zone, 'year').format(now)
  const day = format(language, zone, sameYear ? 'day' : 'dayYear').format(instant)
  const time = clock(language, zone, instant)
  const own = `${day}, ${time} (${zoneTimeName(zone, language)})`
  if (!otherZone || otherZone === zone) return own
  const otherTime = clock(language, otherZone, instant)
  const otherDay = format(language, otherZone, 'shortDay').format(instant)
  if (otherTime === time && otherDay === format(language, zone, 'shortDay').format(instant)) return own
  const otherPrefix = otherDay === format(language, zone, 'shortDay').format(instant) ? '' : `${otherDay}, `
  return `${own} / ${otherPrefix}${otherTime} ${zoneCity(otherZone, language)}`
}

/** A calendar date ("2026-12-01" or an instant's UTC day) as a person reads it: "December 1, 2026" / "1 de diciembre de 2026". */
export function formatReadableDate(date: string | Date, language: Language): string {
  const day = typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10)
  const noon = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(noon.getTime())) return String(date)
  return format(language, 'UTC', 'date').format(noon)
}

/** True for an ISO instant as the server stores it in a notification ("2026-12-01T17:00:00.000Z"). */
export function isIsoInstant(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))
}

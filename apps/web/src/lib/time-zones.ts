import { COMPANY_TIME_ZONES, isKnownTimeZone, zoneCity, type Language } from '@nexo/shared'
import { useSyncExternalStore } from 'react'
import { dateTimeFormat, localeOf } from './intl-cache'

/** Which country list a company zone belongs to (the tz names alone do not say). */
export function zoneCountry(zone: string): 'MX' | 'US' | 'CA' | 'other' {
  const index = (COMPANY_TIME_ZONES as readonly string[]).indexOf(zone)
  if (index < 0) return 'other'
  if (index <= (COMPANY_TIME_ZONES as readonly string[]).indexOf('America/Tijuana')) return 'MX'
  if (index <= (COMPANY_TIME_ZONES as readonly string[]).indexOf('Pacific/Honolulu')) return 'US'
  return 'CA'
}

// City names and "Monterrey time" live with the readable-time helper in packages/shared (issue 27 §10).
export { zoneCity, zoneTimeName } from '@nexo/shared'

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

/**
 * The "show times in" choice (issue 27 §9), kept in this browser so the booking dialog and the appointments page open
 * on the clock the person chose last time; without a choice, the browser's own zone: the viewer's clock comes first.
 */
const VIEWER_ZONE_KEY = 'nexo.timeZone'
const zoneListeners = new Set<() => void>()

function readStoredZone(): string | null {
  try {
    const zone = typeof localStorage === 'undefined' ? null : localStorage.getItem(VIEWER_ZONE_KEY)
    return zone && isKnownTimeZone(zone) ? zone : null
  } catch {
    return null
  }
}

/** The zone the viewer reads times in: their saved "show times in" choice, else the browser's; null on the server. */
export function viewerTimeZone(): string | null {
  return readStoredZone() ?? browserTimeZone()
}

/** Saves the viewer's "show times in" choice for this browser. */
export function saveViewerTimeZone(zone: string): void {
  try {
    localStorage.setItem(VIEWER_ZONE_KEY, zone)
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  for (const listener of zoneListeners) listener()
}

/** The saved "show times in" choice (null: none yet), kept in step across components and tabs. */
export function useSavedViewerTimeZone(): string | null {
  return useSyncExternalStore(
    (listener) => {
      zoneListeners.add(listener)
      window.addEventListener('storage', listener)
      return () => {
        zoneListeners.delete(listener)
        window.removeEventListener('storage', listener)
      }
    },
    readStoredZone,
    () => null,
  )
}

/**
 * The marketplace's calendar: what "today" and "this week" mean wherever the product counts by day or week
 * (the dashboard's visit periods and daily series, the marketplace's "this week" filter, opportunities still open
 * today). One rule, docs/decisions/013-structure-rules.md: calendar days in America/Mexico_City, weeks starting
 * Monday. The platform is a Mexican marketplace whose clusters (Bajío, Monterrey, Saltillo, Puebla, Mexico City)
 * keep central time; a UTC day would start at 18:00 local time and move Sunday evening's activity into next week.
 * Instants are stored in UTC; only the cutting into days uses this zone. Works in Node and in browsers (Intl).
 */

/** The zone whose calendar days and weeks the marketplace counts in. */
export const MARKETPLACE_TIME_ZONE = 'America/Mexico_City'

const DAY_MS = 86_400_000

const dayFormats = new Map<string, Intl.DateTimeFormat>()
const offsetFormats = new Map<string, Intl.DateTimeFormat>()

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone)
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  return format
}

/** `YYYY-MM-DD` of an instant in a time zone (the marketplace's by default). */
export function calendarDay(instant: Date, timeZone: string = MARKETPLACE_TIME_ZONE): string {
  const parts = Object.fromEntries(dayFormat(timeZone).formatToParts(instant).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The calendar day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Monday of the week (Monday to Sunday) a `YYYY-MM-DD` day belongs to. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 Sunday … 6 Saturday
  return addCalendarDays(day, -((weekday + 6) % 7))
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (−6 h for Mexico City). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    offsetFormats.set(timeZone, format)
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]))
  const wallClock = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
  return wallClock - Math.floor(instant / 1000) * 1000
}

/** The instant a `YYYY-MM-DD` day starts (00:00) in a time zone. */
export function startOfCalendarDay(day: string, timeZone: string = MARKETPLACE_TIME_ZONE): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`)
  // The offset at the guess, then at the corrected instant: right across a daylight-saving change as well.
  let instant = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone)
  instant = midnightAsUtc - zoneOffsetMs(instant, timeZone)
  return new Date(instant)
}

/** The marketplace's "today" for an instant. */
export function marketplaceDay(instant: Date): string {
  return calendarDay(instant, MARKETPLACE_TIME_ZONE)
}

/** Monday (`YYYY-MM-DD`) of the marketplace week an instant falls in. */
export function marketplaceWeekStartDay(instant: Date): string {
  return mondayOf(marketplaceDay(instant))
}

/** "This week": the instant Monday 00:00 America/Mexico_City of the week an instant falls in. */
export function startOfMarketplaceWeek(instant: Date): Date {
  return startOfCalendarDay(marketplaceWeekStartDay(instant), MARKETPLACE_TIME_ZONE)
}

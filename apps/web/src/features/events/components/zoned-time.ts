import { dateTimeFormat } from '../../../lib/intl-cache'

/** Offset (ms) of `timeZone` from UTC at the instant `utcMs`. */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  )
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  return asUtc - utcMs
}

/** "2026-12-03T09:00" read as wall-clock time in `timeZone` → ISO instant (UTC). Empty or invalid → ''. */
export function zonedLocalToIso(local: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!m) return ''
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  try {
    // Two passes settle the offset across a DST change.
    let utc = wall - offsetAt(wall, timeZone)
    utc = wall - offsetAt(utc, timeZone)
    return new Date(utc).toISOString()
  } catch {
    return ''
  }
}

/** ISO instant → "YYYY-MM-DDTHH:mm" wall-clock time in `timeZone` (for datetime-local inputs). */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const utc = Date.parse(iso)
  if (Number.isNaN(utc)) return ''
  try {
    return new Date(utc + offsetAt(utc, timeZone)).toISOString().slice(0, 16)
  } catch {
    return ''
  }
}

/** Zones offered first in the editor: Mexico (with its border and Baja California zones) and the US/Canada hubs. */
export const COMMON_TIME_ZONES = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Hermosillo',
  'America/Tijuana',
  'America/Matamoros',
  'America/Cancun',
  'America/Chicago',
  'America/Detroit',
  'America/New_York',
  'America/Los_Angeles',
  'America/Toronto',
] as const

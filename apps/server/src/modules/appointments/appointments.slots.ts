/**
 * Slot computation (issue 13), pure and clock-free so it can be tested across time zones and daylight-saving
 * changes. A company's availability is wall-clock hours in its own IANA zone; every slot is an exact instant
 * (UTC), and the viewer sees it in their own zone. Temporal (temporal-polyfill) does the zone arithmetic with the
 * runtime's tz database: no hand-written offsets anywhere.
 */
import { Temporal } from 'temporal-polyfill'

export interface WeeklyRange {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number
  start: string
  end: string
}

export interface DateException {
  date: string
  kind: 'off' | 'extra'
  start?: string
  end?: string
}

export interface Availability {
  timeZone: string
  slotMinutes: number
  weekly: WeeklyRange[]
  exceptions: DateException[]
}

export interface BusyInterval {
  startsAt: Date
  endsAt: Date
}

export interface Slot {
  startsAt: Date
  endsAt: Date
}

/** The wall-clock ranges a company offers on one local date: none on a day off, else weekly + extra hours. */
export function rangesOn(availability: Availability, date: Temporal.PlainDate): { start: string; end: string }[] {
  const iso = date.toString()
  const exceptions = availability.exceptions.filter((e) => e.date === iso)
  if (exceptions.some((e) => e.kind === 'off')) return []
  const weekly = availability.weekly.filter((r) => r.weekday === date.dayOfWeek).map(({ start, end }) => ({ start, end }))
  const extra = exceptions.flatMap((e) => (e.kind === 'extra' && e.start && e.end ? [{ start: e.start, end: e.end }] : []))
  return [...weekly, ...extra].sort((a, b) => a.start.localeCompare(b.start))
}

/**
 * The instant of a wall-clock time on a local date in `timeZone`. A time skipped by a spring-forward change does
 * not exist that day: it answers null rather than a shifted time nobody chose. A time repeated by a fall-back change
 * takes the earlier of the two (RFC 5545 and Temporal's 'compatible' choice).
 */
export function localToInstant(date: Temporal.PlainDate, time: string, timeZone: string): Temporal.Instant | null {
  const plain = date.toPlainDateTime(Temporal.PlainTime.from(time))
  const zoned = plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' })
  // 'compatible' moves a skipped time forward; a time that reads back differently did not exist.
  if (!zoned.toPlainDateTime().equals(plain)) return null
  return zoned.toInstant()
}

/** Every slot that the availability offers and that starts in [from, to), ignoring bookings. */
export function offeredSlots(availability: Availability, from: Temporal.Instant, to: Temporal.Instant): Slot[] {
  const zone = availability.timeZone
  const step = Temporal.Duration.from({ minutes: availability.slotMinutes })
  // Host-local dates that can hold a slot starting in [from, to): one day of margin each side covers any offset.
  const first = from.toZonedDateTimeISO(zone).toPlainDate().subtract({ days: 1 })
  const last = to.toZonedDateTimeISO(zone).toPlainDate().add({ days: 1 })
  const slots: Slot[] = []
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    for (const range of rangesOn(availability, date)) {
      const rangeStart = localToInstant(date, range.start, zone) ?? date.toPlainDateTime(Temporal.PlainTime.from(range.start)).toZonedDateTime(zone).toInstant()
      const rangeEnd = localToInstant(date, range.end, zone) ?? date.toPlainDateTime(Temporal.PlainTime.from(range.end)).toZonedDateTime(zone).toInstant()
      // Slots step by elapsed minutes from the range's start: a range that spans a change keeps its real length.
      for (let start = rangeStart; ; start = start.add(step)) {
        const end = start.add(step)
        if (Temporal.Instant.compare(end, rangeEnd) > 0) break
        if (Temporal.Instant.compare(start, from) >= 0 && Temporal.Instant.compare(start, to) < 0) {
          slots.push({ startsAt: new Date(start.epochMilliseconds), endsAt: new Date(end.epochMilliseconds) })
        }
      }
    }
  }
  // Two ranges of one day may overlap (weekly + extra): one slot per start.
  const seen = new Set<number>()
  return slots
    .filter((s) => (seen.has(s.startsAt.getTime()) ? false : (seen.add(s.startsAt.getTime()), true)))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

export interface FreeSlotsInput {
  availability: Availability
  from: Temporal.Instant
  to: Temporal.Instant
  busy: BusyInterval[]
  /** Slots starting before this instant are not offered (now + minimum notice). */
  notBefore: Temporal.Instant
}

/** The offered slots that start after `notBefore` and overlap no live appointment. */
export function freeSlots({ availability, from, to, busy, notBefore }: FreeSlotsInput): Slot[] {
  const start = Temporal.Instant.compare(from, notBefore) > 0 ? from : notBefore
  if (Temporal.Instant.compare(start, to) >= 0) return []
  return offeredSlots(availability, start, to).filter((slot) => !busy.some((b) => b.startsAt < slot.endsAt && slot.startsAt < b.endsAt))
}

/** Whether `startsAt` is exactly the start of an offered slot (the booking check); answers the slot. */
export function findOfferedSlot(availability: Availability, startsAt: Date): Slot | null {
  const instant = Temporal.Instant.fromEpochMilliseconds(startsAt.getTime())
  const slots = offeredSlots(availability, instant, instant.add({ milliseconds: 1 }))
  return slots.find((s) => s.startsAt.getTime() === startsAt.getTime()) ?? null
}

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone)
  return { date: zoned.toPlainDate().toString(), time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }) }
}

/** [start of `fromDate`, start of the day after `toDate`) in `timeZone`, as instants. */
export function localDateRange(fromDate: string, toDate: string, timeZone: string): { from: Temporal.Instant; to: Temporal.Instant } {
  const from = Temporal.PlainDate.from(fromDate).toZonedDateTime({ timeZone }).toInstant()
  const to = Temporal.PlainDate.from(toDate).add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant()
  return { from, to }
}

/** Whole days between two ISO dates (to − from). */
export function daysBetween(fromDate: string, toDate: string): number {
  return Temporal.PlainDate.from(fromDate).until(Temporal.PlainDate.from(toDate), { largestUnit: 'days' }).days
}

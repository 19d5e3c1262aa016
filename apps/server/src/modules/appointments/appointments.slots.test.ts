import { describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import { freeSlots, findOfferedSlot, localDateRange, localParts, offeredSlots, type Availability } from './appointments.slots'

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }))
const availability = (timeZone: string, overrides: Partial<Availability> = {}): Availability => ({
  timeZone,
  slotMinutes: 60,
  weekly: weekdays('09:00', '11:00'),
  exceptions: [],
  ...overrides,
})
/** Slots offered on one local date of `viewerZone`, as UTC ISO strings. */
function utcOn(a: Availability, date: string, viewerZone = a.timeZone): string[] {
  const { from, to } = localDateRange(date, date, viewerZone)
  return offeredSlots(a, from, to).map((s) => s.startsAt.toISOString())
}
function viewerTimes(a: Availability, date: string, viewerZone: string): string[] {
  const { from, to } = localDateRange(date, date, viewerZone)
  return offeredSlots(a, from, to).map((s) => localParts(s.startsAt, viewerZone).time)
}

// 2026: the US (and Baja California, and the Mexican border cities) spring forward on Sunday March 8 and fall back
// on Sunday November 1. Mexico City and the state of Chihuahua have had no daylight saving since 2022.
describe('slots across the 2026 daylight-saving changes', () => {
  it('Tijuana follows the US dates: 09:00 there is 17:00 UTC in winter and 16:00 UTC in summer', () => {
    const tijuana = availability('America/Tijuana')
    expect(utcOn(tijuana, '2026-03-06')).toEqual(['2026-03-06T17:00:00.000Z', '2026-03-06T18:00:00.000Z']) // Fri, PST
    expect(utcOn(tijuana, '2026-03-09')).toEqual(['2026-03-09T16:00:00.000Z', '2026-03-09T17:00:00.000Z']) // Mon, PDT
    expect(utcOn(tijuana, '2026-10-30')).toEqual(['2026-10-30T16:00:00.000Z', '2026-10-30T17:00:00.000Z']) // Fri, PDT
    expect(utcOn(tijuana, '2026-11-02')).toEqual(['2026-11-02T17:00:00.000Z', '2026-11-02T18:00:00.000Z']) // Mon, PST
  })

  it('a viewer in Mexico City sees a Tijuana 09:00 at 11:00 in winter and at 10:00 between March 8 and November 1', () => {
    const tijuana = availability('America/Tijuana')
    expect(viewerTimes(tijuana, '2026-03-06', 'America/Mexico_City')).toEqual(['11:00', '12:00'])
    expect(viewerTimes(tijuana, '2026-03-09', 'America/Mexico_City')).toEqual(['10:00', '11:00'])
    expect(viewerTimes(tijuana, '2026-10-30', 'America/Mexico_City')).toEqual(['10:00', '11:00'])
    expect(viewerTimes(tijuana, '2026-11-02', 'America/Mexico_City')).toEqual(['11:00', '12:00'])
  })

  it('Mexico City has no daylight saving: 09:00 is 15:00 UTC all year, so a Tijuana viewer sees it move', () => {
    const cdmx = availability('America/Mexico_City')
    for (const date of ['2026-03-06', '2026-03-09', '2026-07-15', '2026-10-30', '2026-11-02']) {
      expect(utcOn(cdmx, date)[0], date).toBe(`${date}T15:00:00.000Z`)
    }
    expect(viewerTimes(cdmx, '2026-03-06', 'America/Tijuana')).toEqual(['07:00', '08:00'])
    expect(viewerTimes(cdmx, '2026-03-09', 'America/Tijuana')).toEqual(['08:00', '09:00'])
    expect(viewerTimes(cdmx, '2026-11-02', 'America/Tijuana')).toEqual(['07:00', '08:00'])
  })

  it('Chihuahua (no DST since 2022) and Ciudad Juárez (US dates) share a clock only in summer', () => {
    const chihuahua = availability('America/Chihuahua')
    const juarez = availability('America/Ciudad_Juarez')
    expect(utcOn(chihuahua, '2026-03-06')[0]).toBe('2026-03-06T15:00:00.000Z')
    expect(utcOn(chihuahua, '2026-03-09')[0]).toBe('2026-03-09T15:00:00.000Z')
    expect(utcOn(juarez, '2026-03-06')[0]).toBe('2026-03-06T16:00:00.000Z') // MST, UTC−7
    expect(utcOn(juarez, '2026-03-09')[0]).toBe('2026-03-09T15:00:00.000Z') // MDT, UTC−6
    expect(utcOn(juarez, '2026-11-02')[0]).toBe('2026-11-02T16:00:00.000Z')
    // A Chihuahua viewer looking at Juárez: 10:00 in winter, the same 09:00 in summer.
    expect(viewerTimes(juarez, '2026-03-06', 'America/Chihuahua')).toEqual(['10:00', '11:00'])
    expect(viewerTimes(juarez, '2026-03-09', 'America/Chihuahua')).toEqual(['09:00', '10:00'])
  })

  it('spring forward: a range across the skipped hour keeps its real length and never offers 02:xx', () => {
    // Sunday March 8 in Tijuana: 02:00 PST jumps to 03:00 PDT.
    const sunday = availability('America/Tijuana', { weekly: [{ weekday: 7, start: '01:00', end: '04:00' }] })
    const slots = utcOn(sunday, '2026-03-08')
    expect(slots).toEqual(['2026-03-08T09:00:00.000Z', '2026-03-08T10:00:00.000Z'])
    expect(viewerTimes(sunday, '2026-03-08', 'America/Tijuana')).toEqual(['01:00', '03:00'])
    // A range that starts inside the gap begins when the clock does exist (03:00 → 03:30 is what is left).
    const inGap = availability('America/Tijuana', { slotMinutes: 30, weekly: [{ weekday: 7, start: '02:30', end: '04:00' }] })
    expect(viewerTimes(inGap, '2026-03-08', 'America/Tijuana')).toEqual(['03:30'])
  })

  it('fall back: a range across the repeated hour offers four real hours between 00:00 and 03:00', () => {
    // Sunday November 1 in Tijuana: 02:00 PDT goes back to 01:00 PST.
    const sunday = availability('America/Tijuana', { weekly: [{ weekday: 7, start: '00:00', end: '03:00' }] })
    expect(utcOn(sunday, '2026-11-01')).toEqual(['2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z', '2026-11-01T09:00:00.000Z', '2026-11-01T10:00:00.000Z'])
    expect(viewerTimes(sunday, '2026-11-01', 'America/Tijuana')).toEqual(['00:00', '01:00', '01:00', '02:00'])
  })

  it('groups by the viewer’s dates: a late Tijuana slot is already the next day for a viewer in Toronto', () => {
    const evening = availability('America/Tijuana', { weekly: [{ weekday: 1, start: '21:00', end: '22:00' }] })
    const { from, to } = localDateRange('2026-03-10', '2026-03-10', 'America/Toronto')
    const slots = offeredSlots(evening, from, to)
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2026-03-10T04:00:00.000Z'])
    expect(localParts(slots[0]!.startsAt, 'America/Toronto')).toEqual({ date: '2026-03-10', time: '00:00' })
    expect(localParts(slots[0]!.startsAt, 'America/Tijuana')).toEqual({ date: '2026-03-09', time: '21:00' })
  })
})

describe('availability rules', () => {
  it('a day off removes the weekly hours; extra hours add to them, in the host’s zone', () => {
    const a = availability('America/Monterrey', {
      exceptions: [
        { kind: 'off', date: '2026-12-07' },
        { kind: 'extra', date: '2026-12-08', start: '16:00', end: '17:00' },
        { kind: 'extra', date: '2026-12-12', start: '10:00', end: '12:00' }, // a Saturday
      ],
    })
    expect(utcOn(a, '2026-12-07')).toEqual([])
    expect(viewerTimes(a, '2026-12-08', 'America/Monterrey')).toEqual(['09:00', '10:00', '16:00'])
    expect(viewerTimes(a, '2026-12-12', 'America/Monterrey')).toEqual(['10:00', '11:00'])
    expect(utcOn(a, '2026-12-13')).toEqual([])
  })

  it('overlapping weekly and extra hours give one slot per start; a range shorter than a slot gives none', () => {
    const a = availability('America/Mexico_City', {
      weekly: [{ weekday: 2, start: '09:00', end: '09:45' }],
      exceptions: [{ kind: 'extra', date: '2026-12-01', start: '09:00', end: '11:00' }],
    })
    expect(viewerTimes(a, '2026-12-01', 'America/Mexico_City')).toEqual(['09:00', '10:00'])
    expect(viewerTimes(a, '2026-12-08', 'America/Mexico_City')).toEqual([])
  })

  it('free slots skip the busy ones (any overlap) and the ones before the notice limit', () => {
    const a = availability('America/Mexico_City', { weekly: weekdays('09:00', '13:00'), slotMinutes: 60 })
    const { from, to } = localDateRange('2026-12-01', '2026-12-01', 'America/Mexico_City')
    const busy = [{ startsAt: new Date('2026-12-01T16:30:00Z'), endsAt: new Date('2026-12-01T17:00:00Z') }] // 10:30–11:00 local
    const notBefore = Temporal.Instant.from('2026-12-01T15:30:00Z') // 09:30 local
    const slots = freeSlots({ availability: a, from, to, busy, notBefore })
    expect(slots.map((s) => localParts(s.startsAt, 'America/Mexico_City').time)).toEqual(['11:00', '12:00'])
  })

  it('a booking must start exactly on an offered slot', () => {
    const a = availability('America/Tijuana')
    expect(findOfferedSlot(a, new Date('2026-03-09T16:00:00Z'))?.endsAt.toISOString()).toBe('2026-03-09T17:00:00.000Z')
    expect(findOfferedSlot(a, new Date('2026-03-09T16:30:00Z'))).toBeNull()
    // 17:00 UTC was 09:00 in Tijuana before the change, 10:00 after it: on Monday March 9 it is the second slot.
    expect(findOfferedSlot(a, new Date('2026-03-09T17:00:00Z'))).not.toBeNull()
    expect(findOfferedSlot(a, new Date('2026-03-09T18:00:00Z'))).toBeNull()
    expect(findOfferedSlot(a, new Date('2026-03-07T17:00:00Z'))).toBeNull() // Saturday
  })
})

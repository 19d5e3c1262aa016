import { describe, expect, it } from 'vitest'
import { eventDayParts, formatEventDateTime, formatEventTime, timeLeft } from './event-format'

describe('event dates in the event’s zone', () => {
  it('formats date and time with the zone named the same way in both languages (issue 27 §16: not "CST" vs "GMT-6")', () => {
    expect(formatEventDateTime('2026-12-03T15:00:00Z', 'America/Mexico_City', 'en')).toMatch(/^Dec 3, 2026, 9:00\sAM \(Mexico City time\)$/)
    expect(formatEventDateTime('2026-12-03T15:00:00Z', 'America/Monterrey', 'es')).toMatch(/^3 dic 2026, 9:00\s?a\.\s?m\. \(hora de Monterrey\)$/)
    expect(formatEventDateTime('2026-12-03T15:00:00Z', 'America/Monterrey', 'en')).toMatch(/\(Monterrey time\)$/)
    expect(formatEventDateTime('2026-12-03T17:00:00Z', 'America/Tijuana', 'es')).toMatch(/3 dic.*2026.*9:00.* \(hora de Tijuana\)$/)
    expect(formatEventDateTime('2026-07-03T16:00:00Z', 'America/Los_Angeles', 'es')).toMatch(/9:00.* \(hora de Los Ángeles\)$/)
    for (const language of ['en', 'es'] as const) expect(formatEventDateTime('2026-12-03T15:00:00Z', 'America/Monterrey', language)).not.toMatch(/GMT|UTC|CST/)
    expect(formatEventTime('2026-12-03T15:30:00Z', 'America/Mexico_City', 'en')).toMatch(/9:30/)
    expect(eventDayParts('2026-12-03T05:00:00Z', 'America/Mexico_City', 'en')).toEqual({ day: '2', month: 'Dec' })
  })

  it('counts down to the start and stops once it started', () => {
    const now = Date.parse('2026-12-01T00:00:00Z')
    expect(timeLeft('2026-12-03T01:30:00Z', now)).toEqual({ days: 2, hours: 1, minutes: 30 })
    expect(timeLeft('2026-11-30T00:00:00Z', now)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { isoToZonedLocal, zonedLocalToIso } from './zoned-time'

describe('event times in the event’s zone', () => {
  it('reads wall-clock times in zones with and without daylight saving', () => {
    // Mexico City has no DST since 2022: UTC-6 all year.
    expect(zonedLocalToIso('2026-07-01T09:00', 'America/Mexico_City')).toBe('2026-07-01T15:00:00.000Z')
    // Tijuana follows the US: UTC-7 in July, UTC-8 in December.
    expect(zonedLocalToIso('2026-07-01T09:00', 'America/Tijuana')).toBe('2026-07-01T16:00:00.000Z')
    expect(zonedLocalToIso('2026-12-01T09:00', 'America/Tijuana')).toBe('2026-12-01T17:00:00.000Z')
    expect(zonedLocalToIso('nonsense', 'America/Tijuana')).toBe('')
  })

  it('shows an instant back as the same wall-clock time', () => {
    expect(isoToZonedLocal('2026-12-01T17:00:00.000Z', 'America/Tijuana')).toBe('2026-12-01T09:00')
    expect(isoToZonedLocal('2026-07-01T15:00:00.000Z', 'America/Mexico_City')).toBe('2026-07-01T09:00')
  })
})

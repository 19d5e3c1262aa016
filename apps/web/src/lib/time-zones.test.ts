import { describe, expect, it } from 'vitest'
import { dateInZone, formatTime, zoneCountry, zoneLabel, zoneOffset } from './time-zones'

describe('time zone labels', () => {
  it('show the offset in force at the instant: Tijuana moves with US daylight saving, Mexico City does not', () => {
    expect(zoneOffset('America/Tijuana', new Date('2026-03-06T12:00:00Z'))).toBe('UTC−8')
    expect(zoneOffset('America/Tijuana', new Date('2026-03-09T12:00:00Z'))).toBe('UTC−7')
    expect(zoneOffset('America/Mexico_City', new Date('2026-03-09T12:00:00Z'))).toBe('UTC−6')
    expect(zoneLabel('America/Mexico_City', 'es', new Date('2026-07-01T12:00:00Z'))).toBe('Ciudad de México (UTC−6)')
    expect(zoneLabel('America/Ciudad_Juarez', 'en', new Date('2026-11-02T12:00:00Z'))).toBe('Ciudad Juárez (UTC−7)')
  })

  it('group the company zones by country', () => {
    expect(zoneCountry('America/Tijuana')).toBe('MX')
    expect(zoneCountry('America/Phoenix')).toBe('US')
    expect(zoneCountry('America/Regina')).toBe('CA')
    expect(zoneCountry('Europe/Madrid')).toBe('other')
  })

  it('format instants on the viewer’s clock and dates of a zone', () => {
    expect(formatTime('2026-03-09T16:00:00Z', 'America/Mexico_City', 'en')).toBe('10:00 AM')
    expect(formatTime('2026-03-06T17:00:00Z', 'America/Mexico_City', 'en')).toBe('11:00 AM')
    expect(dateInZone('America/Tijuana', 0, new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-26')
    expect(dateInZone('America/Mexico_City', 1, new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27')
  })
})

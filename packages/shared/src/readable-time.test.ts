import { describe, expect, it } from 'vitest'
import { renderNotificationText } from './notification-texts'
import { formatReadableDate, formatReadableTime, isIsoInstant, zoneCity, zoneTimeName } from './readable-time'

// Tuesday 1 December 2026, 17:00 UTC: 9:00 in Los Angeles (UTC−8), 11:00 in Monterrey (UTC−6, no DST since 2022).
const AT = '2026-12-01T17:00:00.000Z'
const NOW = new Date('2026-11-29T12:00:00Z')

describe('readable times (issue 27 §10)', () => {
  it('write the reader’s clock first, named by its city, with the other side’s clock beside it — in English', () => {
    expect(formatReadableTime(AT, { language: 'en', zone: 'America/Los_Angeles', otherZone: 'America/Monterrey', now: NOW })).toBe(
      'Tuesday, December 1, 9:00 AM (Los Angeles time) / 11:00 AM Monterrey',
    )
    expect(formatReadableTime(AT, { language: 'en', zone: 'America/Monterrey', otherZone: 'America/Los_Angeles', now: NOW })).toBe(
      'Tuesday, December 1, 11:00 AM (Monterrey time) / 9:00 AM Los Angeles',
    )
  })

  it('… and in Spanish, on a 24-hour clock with accented city names', () => {
    expect(formatReadableTime(AT, { language: 'es', zone: 'America/Los_Angeles', otherZone: 'America/Monterrey', now: NOW })).toBe(
      'martes, 1 de diciembre, 9:00 (hora de Los Ángeles) / 11:00 Monterrey',
    )
    expect(formatReadableTime('2026-12-01T23:30:00Z', { language: 'es', zone: 'America/Mexico_City', now: NOW })).toBe('martes, 1 de diciembre, 17:30 (hora de Ciudad de México)')
  })

  it('leave out a second clock that reads the same, and name the other day when it differs', () => {
    // Monterrey and Mexico City agree all year.
    expect(formatReadableTime(AT, { language: 'en', zone: 'America/Mexico_City', otherZone: 'America/Monterrey', now: NOW })).toBe('Tuesday, December 1, 11:00 AM (Mexico City time)')
    expect(formatReadableTime(AT, { language: 'en', zone: 'America/Monterrey', otherZone: 'America/Monterrey', now: NOW })).toBe('Tuesday, December 1, 11:00 AM (Monterrey time)')
    // 22:00 in Tijuana is already the next day in Toronto.
    expect(formatReadableTime('2026-12-02T06:00:00Z', { language: 'en', zone: 'America/Tijuana', otherZone: 'America/Toronto', now: NOW })).toBe(
      'Tuesday, December 1, 10:00 PM (Tijuana time) / Wed, Dec 2, 1:00 AM Toronto',
    )
    expect(formatReadableTime('2026-12-02T06:00:00Z', { language: 'es', zone: 'America/Tijuana', otherZone: 'America/Toronto', now: NOW })).toBe(
      'martes, 1 de diciembre, 22:00 (hora de Tijuana) / mié 2 de dic, 1:00 Toronto',
    )
  })

  it('follow daylight saving where it still applies (Tijuana, the US) and not where Mexico dropped it', () => {
    // Mid-October Tijuana is on summer time (UTC−7, until 1 November 2026); Monterrey stays on UTC−6 all year.
    const summer = '2026-10-15T17:00:00Z'
    expect(formatReadableTime(summer, { language: 'en', zone: 'America/Tijuana', otherZone: 'America/Monterrey', now: NOW })).toBe(
      'Thursday, October 15, 10:00 AM (Tijuana time) / 11:00 AM Monterrey',
    )
    expect(formatReadableTime(AT, { language: 'en', zone: 'America/Tijuana', otherZone: 'America/Monterrey', now: NOW })).toBe('Tuesday, December 1, 9:00 AM (Tijuana time) / 11:00 AM Monterrey')
  })

  it('write the year only when it is not the current one', () => {
    expect(formatReadableTime('2027-01-12T16:00:00Z', { language: 'en', zone: 'America/Mexico_City', now: NOW })).toBe('Tuesday, January 12, 2027, 10:00 AM (Mexico City time)')
    expect(formatReadableTime('2027-01-12T16:00:00Z', { language: 'es', zone: 'America/Mexico_City', now: NOW })).toBe('martes, 12 de enero de 2027, 10:00 (hora de Ciudad de México)')
  })

  it('write calendar dates without shifting a day, and name zones by city in both languages', () => {
    expect(formatReadableDate('2026-12-01', 'en')).toBe('December 1, 2026')
    expect(formatReadableDate('2026-12-01', 'es')).toBe('1 de diciembre de 2026')
    expect(zoneCity('America/New_York', 'es')).toBe('Nueva York')
    expect(zoneCity('America/Bahia_Banderas', 'en')).toBe('Bahía de Banderas')
    expect(zoneCity('America/Hermosillo', 'es')).toBe('Hermosillo')
    expect(zoneTimeName('America/Monterrey', 'es')).toBe('hora de Monterrey')
    expect(isIsoInstant(AT)).toBe(true)
    expect(isIsoInstant('2026-12-01 11:00 (America/Monterrey)')).toBe(false)
  })
})

describe('notifications written with readable times', () => {
  const requested = { type: 'appointment' as const, template: 'appointment.requested', params: { companyName: 'Troqueles del Norte', when: AT, zone: 'America/Monterrey', matter: 'Plant visit' } }

  it('show an appointment on the reader’s clock with the other company’s beside it, in the reader’s language', () => {
    expect(renderNotificationText(requested, 'en', { timeZone: 'America/Los_Angeles', now: NOW }).body).toBe(
      'Troqueles del Norte asked for a meeting on Tuesday, December 1, 9:00 AM (Los Angeles time) / 11:00 AM Monterrey: Plant visit. Accept or decline it in Appointments.',
    )
    expect(renderNotificationText(requested, 'es', { timeZone: 'America/Los_Angeles', now: NOW }).body).toBe(
      'Troqueles del Norte pidió una reunión el martes, 1 de diciembre, 9:00 (hora de Los Ángeles) / 11:00 Monterrey: Plant visit. Acéptala o recházala en Citas.',
    )
    // A reader without a zone of their own reads the other side's clock, named.
    expect(renderNotificationText(requested, 'en', { now: NOW }).body).toContain('on Tuesday, December 1, 11:00 AM (Monterrey time):')
  })

  it('show a membership end date and an event offer as people write them, and keep texts stored before as they were', () => {
    const activated = { type: 'membership' as const, template: 'membership.activated', params: { plan: 'Platinum', expiresAt: '2027-11-29' } }
    expect(renderNotificationText(activated, 'es').body).toBe('Tu membresía Platinum está activa hasta el 29 de noviembre de 2027.')
    expect(renderNotificationText(activated, 'en').body).toBe('Your Platinum membership is active until November 29, 2027.')
    const offered = { type: 'registration' as const, template: 'event.offered', params: { eventTitle: 'Cumbre Bajío', expiresAt: '2026-12-01T18:00:00.000Z', zone: 'America/Mexico_City' } }
    expect(renderNotificationText(offered, 'es', { timeZone: 'America/Mexico_City', now: NOW }).body).toBe(
      'Un lugar en Cumbre Bajío es tuyo si lo confirmas antes del martes, 1 de diciembre, 12:00 (hora de Ciudad de México).',
    )
    const old = { ...requested, params: { companyName: 'Troqueles del Norte', when: '2026-12-01 11:00 (America/Monterrey)', matter: 'Plant visit' } }
    expect(renderNotificationText(old, 'en', { timeZone: 'America/Los_Angeles' }).body).toContain('on 2026-12-01 11:00 (America/Monterrey):')
  })
})

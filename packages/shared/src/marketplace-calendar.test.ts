import { describe, expect, it } from 'vitest'
import { addCalendarDays, calendarDay, marketplaceDay, marketplaceWeekStartDay, mondayOf, startOfCalendarDay, startOfMarketplaceWeek } from './marketplace-calendar'

describe('the marketplace calendar (America/Mexico_City, weeks from Monday)', () => {
  it('Sunday 23:30 in Mexico City is Monday in UTC, and still last week', () => {
    const sundayNight = new Date('2025-03-17T05:30:00Z') // Sunday 2025-03-16 23:30 in Mexico City (UTC−6)
    expect(sundayNight.getUTCDay()).toBe(1) // Monday in UTC
    expect(marketplaceDay(sundayNight)).toBe('2025-03-16')
    expect(marketplaceWeekStartDay(sundayNight)).toBe('2025-03-10')
    expect(startOfMarketplaceWeek(sundayNight).toISOString()).toBe('2025-03-10T06:00:00.000Z')
  })

  it('the week turns at Monday 00:00 Mexico City, 06:00 UTC', () => {
    const lastMinute = new Date('2025-03-17T05:59:59Z')
    const firstMinute = new Date('2025-03-17T06:00:00Z')
    expect(marketplaceWeekStartDay(lastMinute)).toBe('2025-03-10')
    expect(marketplaceWeekStartDay(firstMinute)).toBe('2025-03-17')
    expect(startOfMarketplaceWeek(firstMinute).toISOString()).toBe('2025-03-17T06:00:00.000Z')
  })

  it('a Monday morning in UTC that is still Sunday in Mexico belongs to the week before; the rest of Monday to the new one', () => {
    expect(marketplaceWeekStartDay(new Date('2025-03-17T02:00:00Z'))).toBe('2025-03-10')
    expect(marketplaceWeekStartDay(new Date('2025-03-17T23:00:00Z'))).toBe('2025-03-17')
    expect(marketplaceWeekStartDay(new Date('2025-03-23T23:59:00-06:00'))).toBe('2025-03-17')
  })

  it('crosses months and years', () => {
    expect(marketplaceWeekStartDay(new Date('2025-01-01T12:00:00Z'))).toBe('2024-12-30')
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(mondayOf('2025-03-16')).toBe('2025-03-10')
    expect(mondayOf('2025-03-17')).toBe('2025-03-17')
  })

  it('follows the zone rules, not a fixed offset: Mexico City kept summer time until October 2022', () => {
    // 2021-07-05 was a Monday; Mexico City was on UTC−5 then.
    expect(startOfMarketplaceWeek(new Date('2021-07-07T12:00:00Z')).toISOString()).toBe('2021-07-05T05:00:00.000Z')
    expect(startOfMarketplaceWeek(new Date('2025-07-09T12:00:00Z')).toISOString()).toBe('2025-07-07T06:00:00.000Z')
  })

  it('starts days right in other zones, across daylight-saving changes', () => {
    expect(calendarDay(new Date('2025-03-09T07:30:00Z'), 'America/Tijuana')).toBe('2025-03-08')
    expect(startOfCalendarDay('2025-03-09', 'America/Tijuana').toISOString()).toBe('2025-03-09T08:00:00.000Z') // PST
    expect(startOfCalendarDay('2025-03-10', 'America/Tijuana').toISOString()).toBe('2025-03-10T07:00:00.000Z') // PDT
    expect(startOfCalendarDay('2025-03-10', 'UTC').toISOString()).toBe('2025-03-10T00:00:00.000Z')
  })
})

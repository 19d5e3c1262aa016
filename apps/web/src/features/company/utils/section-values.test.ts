import { describe, expect, it } from 'vitest'
import { ZCompanyWorkingHoursRequestSchema } from '@nexo/shared'
import { fieldPathsOf, timeFromInput, toggleWorkingDay, toWorkingWeekForm } from './section-values'

describe('working hours form values', () => {
  it('always holds the seven days Monday first, a missing or closed day closed without times', () => {
    const week = toWorkingWeekForm([
      { day: 'sun', isOpen: true, opensAt: '10:00', closesAt: '14:00' },
      { day: 'mon', isOpen: true, opensAt: '09:00', closesAt: '18:00' },
      { day: 'tue', isOpen: false, opensAt: '09:00', closesAt: '18:00' },
    ])
    expect(week.map((d) => d.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
    expect(week[0]).toEqual({ day: 'mon', isOpen: true, opensAt: '09:00', closesAt: '18:00' })
    expect(week[1]).toEqual({ day: 'tue', isOpen: false, opensAt: null, closesAt: null })
    expect(week[2]).toEqual({ day: 'wed', isOpen: false, opensAt: null, closesAt: null })
    expect(week[6]).toEqual({ day: 'sun', isOpen: true, opensAt: '10:00', closesAt: '14:00' })
  })

  it('opens a day at 09:00–18:00 unless it has times, and closing keeps the times for reopening', () => {
    expect(toggleWorkingDay({ day: 'sat', isOpen: false, opensAt: null, closesAt: null }, true)).toEqual({ day: 'sat', isOpen: true, opensAt: '09:00', closesAt: '18:00' })
    expect(toggleWorkingDay({ day: 'sat', isOpen: false, opensAt: '10:00', closesAt: '13:00' }, true)).toEqual({ day: 'sat', isOpen: true, opensAt: '10:00', closesAt: '13:00' })
    expect(toggleWorkingDay({ day: 'sat', isOpen: true, opensAt: '10:00', closesAt: '13:00' }, false).isOpen).toBe(false)
  })

  it('reads a cleared time input as no time and drops seconds', () => {
    expect(timeFromInput('')).toBeNull()
    expect(timeFromInput('09:30')).toBe('09:30')
    expect(timeFromInput('09:30:00')).toBe('09:30')
  })

  it('gives the shared schema a week it accepts, and the API shape back (closed days without times)', () => {
    const week = toWorkingWeekForm([{ day: 'mon', isOpen: true, opensAt: '09:00', closesAt: '17:00' }])
    const closedWithTimes = week.map((d) => (d.day === 'tue' ? { ...d, opensAt: '10:00', closesAt: '12:00' } : d))
    const parsed = ZCompanyWorkingHoursRequestSchema.parse({ workingHours: closedWithTimes, averageAttentionTime: '' })
    expect(parsed.workingHours[0]).toEqual({ day: 'mon', isOpen: true, opensAt: '09:00', closesAt: '17:00' })
    expect(parsed.workingHours[1]).toEqual({ day: 'tue', isOpen: false, opensAt: null, closesAt: null })
    expect(parsed.averageAttentionTime).toBeNull()
  })

  it('lets the schema flag an opening before 09:00 and a closing not after the opening, on their fields', () => {
    const week = toWorkingWeekForm([
      { day: 'mon', isOpen: true, opensAt: '08:30', closesAt: '17:00' },
      { day: 'tue', isOpen: true, opensAt: '12:00', closesAt: '11:00' },
    ])
    const result = ZCompanyWorkingHoursRequestSchema.safeParse({ workingHours: week, averageAttentionTime: null })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)
    expect(paths).toContain('workingHours.0.opensAt:timeTooEarly')
    expect(paths).toContain('workingHours.1.closesAt:closingBeforeOpening')
  })
})

describe('fieldPathsOf', () => {
  it('lists every nested path as react-hook-form names fields', () => {
    expect(fieldPathsOf({ a: '', b: [{ c: 1 }], d: { e: null } })).toEqual(['a', 'b', 'b.0', 'b.0.c', 'd', 'd.e'])
  })
})

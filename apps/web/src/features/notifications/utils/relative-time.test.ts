import { describe, expect, it } from 'vitest'
import { formatNotificationTime } from './relative-time'

const now = new Date('2026-03-10T18:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()

describe('formatNotificationTime', () => {
  it('is relative for the last week, in the reader’s language', () => {
    expect(formatNotificationTime(ago(20), 'en', now)).toBe('just now')
    expect(formatNotificationTime(ago(20), 'es', now)).toBe('hace un momento')
    expect(formatNotificationTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago')
    expect(formatNotificationTime(ago(3 * 3600), 'es', now)).toBe('hace 3 horas')
    expect(formatNotificationTime(ago(24 * 3600), 'en', now)).toBe('yesterday')
    expect(formatNotificationTime(ago(3 * 86400), 'es', now)).toBe('hace 3 días')
  })

  it('shows the date and time after a week', () => {
    expect(formatNotificationTime(ago(10 * 86400), 'en', now)).toMatch(/^(Feb 28|Mar 1), 2026, \d/)
    expect(formatNotificationTime('not a date', 'en', now)).toBe('not a date')
  })
})

import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatPrice, formatTimeAgo } from './format'

describe('formatPrice', () => {
  it('writes a price the same way in English and Spanish: symbol, number and currency code', () => {
    for (const language of ['en', 'es'] as const) {
      expect(formatPrice(1250.5, 'MXN', language)).toBe('$1,250.50 MXN')
      expect(formatPrice(1250.5, 'USD', language)).toBe('$1,250.50 USD')
      expect(formatPrice(1250.5, 'CAD', language)).toBe('$1,250.50 CAD')
    }
  })

  it('always shows two decimals and groups thousands', () => {
    expect(formatPrice(110000, 'MXN', 'en')).toBe('$110,000.00 MXN')
    expect(formatPrice(0.26, 'USD', 'es')).toBe('$0.26 USD')
  })

  it('falls back to the number and the code for an unknown currency, and to the number alone without one', () => {
    expect(formatPrice(12, 'XXXX', 'en')).toBe('12.00 XXXX')
    expect(formatPrice(12, null, 'es')).toBe('12.00')
  })
})

describe('formatCount and formatDate', () => {
  it('groups thousands', () => {
    expect(formatCount(7500, 'en')).toBe('7,500')
    expect(formatCount(7500, 'es')).toBe('7,500')
  })

  it('shows date-only values on their own day in any time zone', () => {
    expect(formatDate('2029-06-01', 'en')).toBe('Jun 1, 2029')
    expect(formatDate('2029-06-01', 'es')).toMatch(/^1 jun\.? 2029$/)
  })

  it('returns an unreadable date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon')
  })
})

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('says how long ago in minutes, hours, then days, in the reader\'s language', () => {
    expect(formatTimeAgo('2026-11-23T11:40:00Z', 'en', now)).toBe('20 minutes ago')
    expect(formatTimeAgo('2026-11-23T09:00:00Z', 'es', now)).toBe('hace 3 horas')
    expect(formatTimeAgo('2026-11-21T10:00:00Z', 'en', now)).toBe('2 days ago')
    expect(formatTimeAgo('2026-10-01T12:00:00Z', 'es', now)).toBe('hace 53 días')
    expect(formatTimeAgo('2026-07-01T12:00:00Z', 'en', now)).toBe('5 months ago')
    expect(formatTimeAgo('2024-01-15T12:00:00Z', 'es', now)).toBe('hace 3 años')
  })

  it('reads a future instant forwards', () => {
    expect(formatTimeAgo('2026-11-30T12:00:00Z', 'en', now)).toBe('in 7 days')
  })
})

import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatPrice } from './format'

// Intl puts a no-break space between a currency code and the number; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatPrice', () => {
  it('writes each catalogue currency the English way', () => {
    expect(formatPrice(1250.5, 'MXN', 'en')).toBe('MX$1,250.50')
    expect(formatPrice(1250.5, 'USD', 'en')).toBe('$1,250.50')
    expect(formatPrice(1250.5, 'CAD', 'en')).toBe('CA$1,250.50')
  })

  it('writes each catalogue currency the Mexican Spanish way', () => {
    expect(formatPrice(1250.5, 'MXN', 'es')).toBe('$1,250.50')
    expect(plain(formatPrice(1250.5, 'USD', 'es'))).toBe('USD 1,250.50')
    expect(plain(formatPrice(1250.5, 'CAD', 'es'))).toBe('CAD 1,250.50')
  })

  it('always shows two decimals and groups thousands', () => {
    expect(formatPrice(110000, 'MXN', 'en')).toBe('MX$110,000.00')
    expect(formatPrice(0.26, 'USD', 'en')).toBe('$0.26')
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

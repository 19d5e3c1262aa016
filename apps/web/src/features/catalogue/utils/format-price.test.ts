import { describe, expect, it } from 'vitest'
import { formatPrice } from './format-price'

describe('formatPrice', () => {
  it('formats for the interface language with the currency code', () => {
    expect(formatPrice(1250.5, 'USD', 'en-US').replace(/\s/g, ' ')).toBe('USD 1,250.50')
    expect(formatPrice(1250.5, 'MXN', 'es-MX').replace(/\s/g, ' ')).toContain('1,250.50')
    expect(formatPrice(1250.5, 'MXN', 'es-MX')).toContain('MXN')
  })

  it('falls back to number and code for an unknown currency', () => {
    expect(formatPrice(3, 'XYZW', 'en-US')).toBe('3.00 XYZW')
  })
})

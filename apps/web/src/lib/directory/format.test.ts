import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDecimal, formatPercent, formatPrice, formatTimeAgo } from './format'

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

describe('numbers written without Intl, as Intl writes them', () => {
  // Deterministic values of every size, many of them on a rounding edge (x.xx5, x.5): a fixed-seed generator.
  let seed = 20261127
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  const values = [
    0, 0.005, 0.015, 0.125, 0.5, 1.005, 1.5, 2.5, 9.995, 999.995, 1234567.005, 8.675, 1e15 + 0.5, 123456789012345680000, 1e-7, 5e-3,
    ...Array.from({ length: 3000 }, (_, i) => Math.floor(random() * 10 ** (1 + (i % 12))) / 10 ** (i % 4)),
  ]
  const locales = [['en', 'en-US'], ['es', 'es-MX']] as const

  it('prices: the currency formats of Intl, two decimals, in both locales', () => {
    for (const [language, locale] of locales) {
      for (const currency of ['MXN', 'USD', 'CAD', 'EUR']) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 })
        for (const value of values) expect(formatPrice(value, currency, language), `${value} ${currency} ${locale}`).toBe(`${intl.format(value)} ${currency}`)
      }
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      for (const value of values) expect(formatPrice(value, null, language), `${value} ${locale}`).toBe(plain.format(value))
    }
  })

  it('counts and percentages: the formats of Intl in both locales, negative and fractional counts included', () => {
    for (const [language, locale] of locales) {
      const count = new Intl.NumberFormat(locale)
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
      for (const value of [...values, -1234, -0.5, 12.3456]) {
        expect(formatCount(value, language), `${value} ${locale}`).toBe(count.format(value))
        expect(formatPercent(value / 10 ** 6, language), `${value / 10 ** 6} ${locale}`).toBe(percent.format(value / 10 ** 6))
      }
      for (const share of [0, 0.285, 0.875, 0.995, 1, 0.0049, 0.005]) expect(formatPercent(share, language)).toBe(percent.format(share))
    }
  })

  it('decimals up to a limit without trailing zeros (a rating): the format of Intl in both locales', () => {
    for (const [language, locale] of locales) {
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })
        for (const value of [...values, 4, 4.5, 4.05, 4.95, 10, 100, 1000.04]) expect(formatDecimal(value, language, digits), `${value} ${digits} ${locale}`).toBe(intl.format(value))
      }
    }
  })

  it('a negative price keeps Intl\'s sign', () => {
    expect(formatPrice(-5, 'USD', 'en')).toBe('-$5.00 USD')
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

  it('under a minute says "just now" / "hace un momento", never "this minute" / "este minuto" (issue 27 §11)', () => {
    for (const iso of ['2026-11-23T12:00:00Z', '2026-11-23T11:59:40Z', '2026-11-23T11:59:01Z', '2026-11-23T12:00:20Z']) {
      expect(formatTimeAgo(iso, 'en', now)).toBe('just now')
      expect(formatTimeAgo(iso, 'es', now)).toBe('hace un momento')
    }
    expect(formatTimeAgo('2026-11-23T11:58:50Z', 'es', now)).toBe('hace 1 minuto')
  })
})

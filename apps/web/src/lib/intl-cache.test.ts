import { describe, expect, it } from 'vitest'
import { collator, dateTimeFormat, localeOf, numberFormat, relativeTimeFormat } from './intl-cache'

describe('cached Intl objects', () => {
  it('makes one object per locale and options, and a new one when either differs', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).toBe(numberFormat('en-US', { maximumFractionDigits: 1 }))
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en-US', { maximumFractionDigits: 1 }))
    expect(dateTimeFormat('es-MX', { dateStyle: 'medium' })).toBe(dateTimeFormat('es-MX', { dateStyle: 'medium' }))
    expect(dateTimeFormat('en-US', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('es-MX', { dateStyle: 'medium' }))
    expect(relativeTimeFormat('es-MX', { numeric: 'auto' })).toBe(relativeTimeFormat('es-MX', { numeric: 'auto' }))
    expect(collator('es')).toBe(collator('es'))
  })

  it('formats as the Intl object it stands for', () => {
    const date = new Date('2026-11-23T16:05:00Z')
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' } as const
    expect(dateTimeFormat('es-MX', options).format(date)).toBe(new Intl.DateTimeFormat('es-MX', options).format(date))
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday')
  })

  it('caches nothing when the constructor throws (an unknown time zone), and throws again', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
  })

  it('maps the interface languages to their Intl locales', () => {
    expect(localeOf('es')).toBe('es-MX')
    expect(localeOf('en')).toBe('en-US')
  })
})

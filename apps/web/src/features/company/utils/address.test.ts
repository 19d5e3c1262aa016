import { describe, expect, it } from 'vitest'
import { stateOptionsFor } from './address'

describe('address helpers', () => {
  it('lists one country flat and several grouped, in the interface language, skipping unknown codes', () => {
    const mx = stateOptionsFor(['MX'], 'es')
    expect(Array.isArray(mx) && mx.some((o) => 'value' in o && o.value === 'CMX' && o.label === 'Ciudad de México')).toBe(true)
    const grouped = stateOptionsFor(['MX', 'US', 'MX', 'XX'], 'en') as { group: string; items: unknown[] }[]
    expect(grouped.map((g) => g.group)).toEqual(['Mexico', 'United States'])
  })
})

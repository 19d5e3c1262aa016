import { describe, expect, it } from 'vitest'
import { roundCoordinate, stateOptionsFor } from './address'

describe('address helpers', () => {
  it('rounds coordinates to six decimals', () => {
    expect(roundCoordinate(25.4986981234)).toBe(25.498698)
    expect(roundCoordinate(-100.9666399)).toBe(-100.96664)
  })

  it('lists one country flat and several grouped, in the interface language, skipping unknown codes', () => {
    const mx = stateOptionsFor(['MX'], 'es')
    expect(Array.isArray(mx) && mx.some((o) => 'value' in o && o.value === 'CMX' && o.label === 'Ciudad de México')).toBe(true)
    const grouped = stateOptionsFor(['MX', 'US', 'MX', 'XX'], 'en') as { group: string; items: unknown[] }[]
    expect(grouped.map((g) => g.group)).toEqual(['Mexico', 'United States'])
  })
})

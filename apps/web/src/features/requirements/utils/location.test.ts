import { describe, expect, it } from 'vitest'
import { samePoint, suggestedPoint } from './location'

const company = { country: 'MX', state: 'NLE', city: 'Monterrey', latitude: 25.6901, longitude: -100.3102 }

describe('suggestedPoint (the form follows the server rule of ADR 025)', () => {
  it("takes the company's own point in its own city, whatever the accents or case", () => {
    expect(suggestedPoint({ country: 'MX', state: 'NLE', city: ' MONTERREY ' }, company)).toEqual({ point: { lat: 25.6901, lng: -100.3102 }, source: 'company', city: 'Monterrey' })
  })

  it("takes the city's centre from the gazetteer elsewhere, or when the company has no point", () => {
    expect(suggestedPoint({ country: 'MX', state: 'COA', city: 'saltillo' }, company)).toEqual({ point: { lat: 25.4232, lng: -100.9924 }, source: 'city', city: 'Saltillo' })
    expect(suggestedPoint({ country: 'MX', state: 'NLE', city: 'Monterrey' }, { ...company, latitude: null, longitude: null })?.source).toBe('city')
    expect(suggestedPoint({ country: 'MX', state: 'QUE', city: 'Queretaro' }, null)?.city).toBe('Querétaro')
  })

  it('suggests nothing for an unknown city, a city in another state, or a blank address', () => {
    expect(suggestedPoint({ country: 'MX', state: 'COA', city: 'Parras de la Fuente' }, company)).toBeNull()
    expect(suggestedPoint({ country: 'MX', state: 'NLE', city: 'Saltillo' }, null)).toBeNull()
    expect(suggestedPoint({ country: 'MX', state: '', city: 'Saltillo' }, company)).toBeNull()
    expect(suggestedPoint({ country: 'MX', state: 'COA', city: '  ' }, company)).toBeNull()
  })

  it('compares points', () => {
    expect(samePoint(null, null)).toBe(true)
    expect(samePoint({ lat: 1, lng: 2 }, null)).toBe(false)
    expect(samePoint({ lat: 1, lng: 2 }, { lat: 1, lng: 2 })).toBe(true)
  })
})

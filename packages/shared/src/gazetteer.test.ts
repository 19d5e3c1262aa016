import { describe, expect, it } from 'vitest'
import { cityCentre, findGazetteerCity, foldPlaceName, GAZETTEER_CITIES } from './gazetteer'
import { SUBDIVISIONS_BY_COUNTRY } from './reference-data'

describe('gazetteer', () => {
  it('holds each city once, in a real state of its country, with coordinates in range', () => {
    const keys = GAZETTEER_CITIES.map((c) => `${c.country}|${c.state}|${foldPlaceName(c.name)}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const c of GAZETTEER_CITIES) {
      expect(SUBDIVISIONS_BY_COUNTRY[c.country].some((s) => s.code === c.state), `${c.name} ${c.state}`).toBe(true)
      expect(Math.abs(c.lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(c.lng)).toBeLessThanOrEqual(180)
    }
  })

  it('finds a city whatever its accents, case and spacing', () => {
    expect(cityCentre('MX', 'COA', 'Saltillo')).toEqual({ lat: 25.4232, lng: -100.9924 })
    expect(cityCentre('mx', 'nle', '  san nicolas DE LOS garza ')).toEqual(cityCentre('MX', 'NLE', 'San Nicolás de los Garza'))
    expect(cityCentre('MX', 'GUA', 'LEON')?.lat).toBe(21.125)
    expect(findGazetteerCity('MX', 'CMX', 'CDMX')?.name).toBe('Ciudad de México')
  })

  it('needs the right state and country, and knows nothing of other cities', () => {
    expect(cityCentre('MX', 'NLE', 'Saltillo')).toBeNull()
    expect(cityCentre('US', 'COA', 'Saltillo')).toBeNull()
    expect(cityCentre('MX', 'COA', 'Parras de la Fuente')).toBeNull()
    expect(cityCentre('MX', 'COA', '')).toBeNull()
  })
})

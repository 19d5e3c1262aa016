import { describe, expect, it } from 'vitest'
import {
  buildFacetOptions,
  certificationName,
  countryName,
  formatLocation,
  paymentMethodLabel,
  sectorLabel,
  stateName,
} from './reference-labels'

describe('stateName', () => {
  it('names Mexican, US and Canadian codes in the interface language', () => {
    expect(stateName('NLE', 'en')).toBe('Nuevo León')
    expect(stateName('MEX', 'en')).toBe('State of Mexico')
    expect(stateName('MEX', 'es')).toBe('Estado de México')
    expect(stateName('TX', 'en')).toBe('Texas')
    expect(stateName('ON', 'es')).toBe('Ontario')
  })

  it('accepts lower case and keeps an unknown code as it is', () => {
    expect(stateName('coa', 'es')).toBe('Coahuila')
    expect(stateName('ZZZ', 'en')).toBe('ZZZ')
  })
})

describe('formatLocation', () => {
  it('leaves the country out in Mexico and names it elsewhere', () => {
    expect(formatLocation({ city: 'Saltillo', state: 'COA', country: 'MX' }, 'en')).toBe('Saltillo, Coahuila')
    expect(formatLocation({ city: 'Greenville', state: 'SC', country: 'US' }, 'es')).toBe('Greenville, Carolina del Sur, Estados Unidos')
  })

  it('skips an empty city', () => {
    expect(formatLocation({ city: '', state: 'QUE' }, 'es')).toBe('Querétaro')
  })
})

describe('labels of codes', () => {
  it('names certifications, countries, sectors and payment methods', () => {
    expect(certificationName('iatf-16949')).toBe('IATF 16949')
    expect(certificationName('made-up')).toBe('made-up')
    expect(countryName('CA', 'es')).toBe('Canadá')
    // Any other ISO code is named by the browser in the page's language (issue 11: no raw "FR").
    expect(countryName('FR', 'en')).toBe('France')
    expect(countryName('fr', 'es')).toBe('Francia')
    expect(countryName('DE', 'es')).toBe('Alemania')
    expect(countryName('Japón', 'en')).toBe('Japón')
    expect(sectorLabel('plastics', 'es')).toBe('Plásticos')
    expect(sectorLabel('unknown', 'en')).toBe('unknown')
    expect(sectorLabel(null, 'en')).toBeNull()
    expect(paymentMethodLabel('bank_transfer', 'es')).toBe('Transferencia bancaria')
  })
})

describe('buildFacetOptions', () => {
  const label = (code: string) => stateName(code, 'en')

  it('labels the values, ticks the selected ones and puts them first, then by count', () => {
    const options = buildFacetOptions(
      [
        { value: 'NLE', count: 15 },
        { value: 'COA', count: 6 },
        { value: 'GUA', count: 8 },
      ],
      ['COA'],
      label,
      'en',
    )
    expect(options.map((o) => [o.value, o.label, o.count, o.checked])).toEqual([
      ['COA', 'Coahuila', 6, true],
      ['NLE', 'Nuevo León', 15, false],
      ['GUA', 'Guanajuato', 8, false],
    ])
  })

  it('keeps a selected value the API no longer lists, with count 0, so it can be unticked', () => {
    const options = buildFacetOptions([{ value: 'NLE', count: 3 }], ['YUC'], label, 'en')
    expect(options[0]).toEqual({ value: 'YUC', label: 'Yucatán', count: 0, checked: true })
    expect(options).toHaveLength(2)
  })

  it('breaks count ties alphabetically in the interface language', () => {
    const options = buildFacetOptions(
      [
        { value: 'QUE', count: 2 },
        { value: 'AGU', count: 2 },
      ],
      [],
      label,
      'en',
    )
    expect(options.map((o) => o.label)).toEqual(['Aguascalientes', 'Querétaro'])
  })
})

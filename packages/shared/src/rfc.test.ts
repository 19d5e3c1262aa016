import { describe, expect, it } from 'vitest'
import { getRfcKind, isValidRfc, normalizeRfc, rfcCheckDigit } from './rfc'

// Published RFCs of public bodies and large companies, plus SAT's own test RFCs for CFDI.
const KNOWN_VALID = [
  'CFE370814QI0', // Comisión Federal de Electricidad
  'PME380607P35', // Petróleos Mexicanos
  'TME840315KT6', // Teléfonos de México
  'SAT970701NN3', // Servicio de Administración Tributaria
  'IMS421231I45', // Instituto Mexicano del Seguro Social
  'BBA830831LJ2', // BBVA México
  'CEM880726UZA', // Cemex, check digit "A"
  'EKU9003173C9', // SAT CFDI 4.0 test issuer
  'H&E951128469', // SAT test RFC with "&"
  'OÑO120726RX3', // SAT test RFC with "Ñ"
  'GODE561231GR8', // persona física, SAT's documentation example
  'CACX7605101P8', // persona física, SAT CFDI test RFC
]

describe('rfcCheckDigit', () => {
  it('computes the check digit of known RFCs', () => {
    for (const rfc of KNOWN_VALID) expect(rfcCheckDigit(rfc.slice(0, -1)), rfc).toBe(rfc.slice(-1))
  })

  it('maps remainder 1 to "A" and remainder 0 to "0"', () => {
    expect(rfcCheckDigit('CEM880726UZ')).toBe('A')
    expect(rfcCheckDigit('CFE370814QI')).toBe('0')
  })

  it('accepts lower case input', () => {
    expect(rfcCheckDigit('pme380607p3')).toBe('5')
  })

  it('rejects wrong lengths and characters', () => {
    expect(() => rfcCheckDigit('ABC0101')).toThrow(RangeError)
    expect(() => rfcCheckDigit('AB#010101XY')).toThrow(RangeError)
  })
})

describe('isValidRfc', () => {
  it('accepts known RFCs of both kinds', () => {
    for (const rfc of KNOWN_VALID) expect(isValidRfc(rfc), rfc).toBe(true)
  })

  it('accepts the SAT generic RFCs', () => {
    expect(isValidRfc('XAXX010101000')).toBe(true)
    expect(isValidRfc('XEXX010101000')).toBe(true)
  })

  it('normalizes case, spaces and dashes', () => {
    expect(isValidRfc('pme-380607-p35')).toBe(true)
    expect(isValidRfc(' GODE 561231 GR8 ')).toBe(true)
    expect(normalizeRfc('abc-010101-xy1')).toBe('ABC010101XY1')
  })

  it('rejects a wrong check digit', () => {
    expect(isValidRfc('PME380607P36')).toBe(false)
    expect(isValidRfc('AAA010101AAA')).toBe(false)
  })

  it('rejects impossible dates', () => {
    // Same letters and homoclave with a fresh check digit, so only the date is wrong.
    for (const body of ['ABC991332XY', 'ABC990230XY', 'ABC010229XY', 'ABC011301XY', 'ABC010100XY']) {
      expect(isValidRfc(body + rfcCheckDigit(body)), body).toBe(false)
    }
    const leapDay = 'ABC000229XY'
    expect(isValidRfc(leapDay + rfcCheckDigit(leapDay))).toBe(true)
  })

  it('rejects wrong formats', () => {
    for (const rfc of ['', 'ABC', 'AB0101011234', 'ABCDE010101XY1', 'A1C010101XY1', 'ABC010101XYB']) {
      expect(isValidRfc(rfc), rfc).toBe(false)
    }
  })

  it('tells persona moral from persona física', () => {
    expect(getRfcKind('PME380607P35')).toBe('moral')
    expect(getRfcKind('GODE561231GR8')).toBe('fisica')
    expect(getRfcKind('nope')).toBeNull()
  })
})

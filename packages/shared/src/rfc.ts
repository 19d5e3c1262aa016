/**
 * Mexican RFC (Registro Federal de Contribuyentes) format and check digit.
 *
 * Persona moral (company): 3 letters + YYMMDD + 2-char homoclave + check digit = 12 chars.
 * Persona física (person): 4 letters + YYMMDD + 2-char homoclave + check digit = 13 chars.
 */

/** SAT's value table for the check digit: the index of a character is its value (Ñ = 38, & = 24, space = 37). */
const RFC_CHECK_DICTIONARY = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'

/** Generic RFCs SAT assigns to the general public and to foreign residents; they do not carry a valid check digit. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/

/** Upper-cases and strips spaces and dashes, as people often type "ABC-010101-XY1". */
export function normalizeRfc(rfc: string): string {
  return rfc.trim().toUpperCase().replace(/[\s-]/g, '')
}

/**
 * The check digit ('0'–'9' or 'A') of an RFC given without it: 11 chars (persona moral) or 12 (persona física).
 * Mod 11 over SAT's dictionary, weights 13 down to 2; a persona moral is left-padded with a space
 * so both kinds have 12 weighted characters.
 */
export function rfcCheckDigit(rfcWithoutDigit: string): string {
  const body = rfcWithoutDigit.toUpperCase()
  if (body.length !== 11 && body.length !== 12) {
    throw new RangeError(`An RFC without its check digit has 11 or 12 characters, got ${body.length}`)
  }
  const padded = body.length === 11 ? ` ${body}` : body
  let sum = 0
  for (let i = 0; i < 12; i++) {
    const value = RFC_CHECK_DICTIONARY.indexOf(padded.charAt(i))
    if (value < 0) throw new RangeError(`Character "${padded.charAt(i)}" is not allowed in an RFC`)
    sum += value * (13 - i)
  }
  const remainder = sum % 11
  if (remainder === 0) return '0'
  const digit = 11 - remainder
  return digit === 10 ? 'A' : String(digit)
}

/** True when YYMMDD is a real calendar date; YY is ambiguous (19YY or 20YY), so every YY divisible by 4 allows 29 Feb. */
function isValidRfcDate(yy: number, mm: number, dd: number): boolean {
  if (mm < 1 || mm > 12 || dd < 1) return false
  const daysInMonth = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  return dd <= (daysInMonth[mm - 1] ?? 0)
}

export type RfcKind = 'moral' | 'fisica'

/** The kind of a well-formed RFC by its length, or null when the format is wrong. */
export function getRfcKind(rfc: string): RfcKind | null {
  const match = RFC_PATTERN.exec(normalizeRfc(rfc))
  if (!match) return null
  return match[1]!.length === 3 ? 'moral' : 'fisica'
}

/** Format, date part and check digit of an RFC; the SAT generic RFCs are accepted. */
export function isValidRfc(rfc: string): boolean {
  const value = normalizeRfc(rfc)
  if ((GENERIC_RFCS as readonly string[]).includes(value)) return true
  const match = RFC_PATTERN.exec(value)
  if (!match) return false
  if (!isValidRfcDate(Number(match[2]), Number(match[3]), Number(match[4]))) return false
  return rfcCheckDigit(value.slice(0, -1)) === value.slice(-1)
}

import { describe, expect, it } from 'vitest'
import { APP_ERROR_CODES } from '@nexo/shared'
import { resources } from '../locales/resources'
import { ApiError } from './api-error'
import { errorMessageKey, errorMessageKeyOf } from './error-messages'

const enErrors = resources.en.errors
const catalogues = { en: resources.en.errors.codes, es: resources.es.errors.codes } as Record<string, Record<string, unknown>>

describe('error messages', () => {
  for (const [language, codes] of Object.entries(catalogues)) {
    it(`translate every AppErrorCode in ${language}`, () => {
      const missing = APP_ERROR_CODES.filter((code) => typeof codes[code] !== 'string' || (codes[code] as string).trim() === '')
      expect(missing).toEqual([])
    })

    it(`have no translation for an unknown code in ${language}`, () => {
      const known = new Set<string>(APP_ERROR_CODES)
      expect(Object.keys(codes).filter((code) => !known.has(code))).toEqual([])
    })
  }

  it('keeps the spec §8 wording', () => {
    expect(enErrors.codes.LOGIN_INVALID_CREDENTIALS).toMatch(/^Incorrect email or password/)
    expect(enErrors.codes.ACTIVATION_USER_NOT_FOUND).toMatch(/^User does not exist, please register/)
    expect(enErrors.codes.CONTACT_SEND_FAILED).toMatch(/^An error occurred while sending the message/)
    expect(enErrors.codes.CHAT_TAKEN).toMatch(/^Another user took this chat/)
    expect(enErrors.codes.CHAT_REJECTED).toMatch(/^This chat has been rejected/)
    expect(enErrors.codes.APPOINTMENT_DATE_UNAVAILABLE).toMatch(/^The selected date is not available/)
    expect(enErrors.codes.APPOINTMENT_NO_AVAILABLE_DAYS).toMatch(/^The company has not registered available days/)
    expect(enErrors.codes.SIGNUP_EMAIL_TAKEN).toMatch(/^Email already registered/)
  })

  it('maps thrown values to a key', () => {
    expect(errorMessageKey('CHAT_TAKEN')).toBe('codes.CHAT_TAKEN')
    expect(errorMessageKeyOf(new ApiError({ status: 409, code: 'CHAT_TAKEN' }))).toBe('codes.CHAT_TAKEN')
    expect(errorMessageKeyOf(new Error('boom'))).toBe('codes.INTERNAL_ERROR')
  })
})

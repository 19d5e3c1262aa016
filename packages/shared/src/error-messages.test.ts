import { describe, expect, it } from 'vitest'
import { APP_ERROR_CODES } from './errors'
import { ERROR_MESSAGES, errorMessage, pickLanguage } from './error-messages'
import { LANGUAGES } from './constants'

describe('error messages', () => {
  it.each(LANGUAGES)('has a non-empty %s text for every error code and no stray keys', (language) => {
    const messages = ERROR_MESSAGES[language] as Record<string, string>
    for (const code of APP_ERROR_CODES) expect(messages[code]?.trim(), `${language}.${code}`).toBeTruthy()
    expect(Object.keys(messages).sort()).toEqual([...APP_ERROR_CODES].sort())
  })

  it('uses the exact spec texts for activation resend and contact default', () => {
    expect(errorMessage('ACTIVATION_USER_NOT_FOUND', 'en')).toBe('User does not exist, please register.')
    expect(errorMessage('CONTACT_SEND_FAILED', 'en')).toBe('An error occurred while sending the message.')
    expect(errorMessage('LOGIN_INVALID_CREDENTIALS', 'es')).toBe('Correo electrónico o contraseña incorrectos.')
  })
})

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['de', 'en'],
    ['en;q=0.2,es;q=0.9', 'es'],
    ['es;q=0', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected)
  })
})

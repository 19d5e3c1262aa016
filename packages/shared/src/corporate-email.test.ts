import { describe, expect, it, vi } from 'vitest'
import { isCorporateEmail, zCorporateEmail } from './corporate-email'

describe('isCorporateEmail (server build: the list is always there)', () => {
  it.each(['ana@gmail.com', 'ana@HOTMAIL.com', 'ana@yahoo.com.mx', 'ana@outlook.com'])('refuses free mail %s', (email) => {
    expect(isCorporateEmail(email)).toBe(false)
  })

  it('accepts a company domain', () => {
    expect(isCorporateEmail('ana@estampados-norte.mx')).toBe(true)
    expect(zCorporateEmail.safeParse('ana@gmail.com').error?.issues[0]?.message).toBe('emailNotCorporate')
  })
})

describe('free-email-domains.browser (browser build: loaded on first use)', () => {
  it('answers null until the list has arrived, then the list, loading it once', async () => {
    vi.resetModules()
    const { freeEmailDomains } = await import('./free-email-domains.browser')
    expect(freeEmailDomains()).toBeNull()
    expect(freeEmailDomains()).toBeNull()
    await vi.waitFor(() => expect(freeEmailDomains()).not.toBeNull())
    expect(freeEmailDomains()?.has('gmail.com')).toBe(true)
    expect(freeEmailDomains()?.has('estampados-norte.mx')).toBe(false)
  })
})

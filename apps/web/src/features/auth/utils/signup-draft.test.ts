import { describe, expect, it } from 'vitest'
import { clearDraft, hasDraftContent, loadDraft, parseDraft, SIGNUP_DRAFT_KEY, sanitizeDraft, saveDraft, stepOfIssuePath } from './signup-draft'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('sign-up draft', () => {
  it('never stores the passwords or the captcha', () => {
    const storage = memoryStorage()
    saveDraft(
      {
        step: 6,
        values: {
          user: { firstName: 'Ana', email: 'ana@acme.mx', password: 'Secret123', passwordConfirmation: 'Secret123' },
          consent: { acceptTerms: true, captcha: 'payload' },
        },
        logoUrl: '/api/v1/files/1',
      },
      storage,
    )
    const raw = storage.data.get(SIGNUP_DRAFT_KEY) ?? ''
    expect(raw).not.toContain('Secret123')
    expect(raw).not.toContain('payload')
    expect(loadDraft(storage)).toEqual({
      step: 6,
      values: { user: { firstName: 'Ana', email: 'ana@acme.mx' }, consent: { acceptTerms: true } },
      logoUrl: '/api/v1/files/1',
    })
  })

  it('keeps the current step and clamps nonsense', () => {
    expect(parseDraft(JSON.stringify({ step: 3, values: {} }))?.step).toBe(3)
    expect(parseDraft(JSON.stringify({ step: 42, values: {} }))?.step).toBe(6)
    expect(parseDraft(JSON.stringify({ step: -1, values: {} }))?.step).toBe(0)
    expect(parseDraft(JSON.stringify({ step: 'x', values: {} }))?.step).toBe(0)
  })

  it('drops what it cannot read, including a password smuggled into storage', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('{not json')).toBeNull()
    expect(parseDraft('[]')).toBeNull()
    expect(parseDraft(JSON.stringify({ step: 1 }))).toBeNull()
    expect(parseDraft(JSON.stringify({ step: 1, values: { user: { password: 'x', firstName: 'A' }, bogus: { a: 1 } } }))).toEqual({
      step: 1,
      values: { user: { firstName: 'A' } },
    })
  })

  it('clears the draft', () => {
    const storage = memoryStorage()
    saveDraft({ step: 2, values: {} }, storage)
    clearDraft(storage)
    expect(loadDraft(storage)).toBeNull()
  })

  it('tells whether a draft has anything worth restoring', () => {
    expect(hasDraftContent(null)).toBe(false)
    expect(hasDraftContent({ step: 0, values: { user: { firstName: '' } } })).toBe(false)
    expect(hasDraftContent({ step: 0, values: { user: { firstName: 'A' } } })).toBe(true)
    expect(hasDraftContent({ step: 2, values: {} })).toBe(true)
  })

  it('sanitizes in memory too', () => {
    expect(sanitizeDraft({ step: 0, values: { user: { password: 'a', phone: '1' } } }).values.user).toEqual({ phone: '1' })
  })

  it('maps server issue paths to steps and fields', () => {
    expect(stepOfIssuePath(['user', 'email'])).toEqual({ step: 0, field: 'email' })
    expect(stepOfIssuePath(['company', 'rfc'])).toEqual({ step: 1, field: 'rfc' })
    expect(stepOfIssuePath(['consent', 'captcha'])).toEqual({ step: 6, field: 'captcha' })
    expect(stepOfIssuePath(['profile', 'categoryIds', '0'])).toEqual({ step: 5, field: 'categoryIds.0' })
    expect(stepOfIssuePath(['user'])).toBeNull()
    expect(stepOfIssuePath(['other', 'x'])).toBeNull()
  })
})

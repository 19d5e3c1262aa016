import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { applyServerIssues, serverFieldIssues, validationKeyOf } from './form-errors'

const failure = (issues: unknown) => new ApiError({ status: 400, code: 'VALIDATION_FAILED', details: { issues } })

describe('form errors', () => {
  it('recognises the shared validation keys', () => {
    expect(validationKeyOf('emailNotCorporate')).toBe('emailNotCorporate')
    expect(validationKeyOf('Invalid input: expected number')).toBe('invalid')
    expect(validationKeyOf(undefined)).toBeUndefined()
    expect(validationKeyOf('')).toBeUndefined()
  })

  it('reads field issues of a VALIDATION_FAILED answer only', () => {
    expect(serverFieldIssues(failure([{ path: 'body.user.email', message: 'email' }, { bad: 1 }, { path: 'querystring.page', message: 'x' }]))).toEqual([
      { path: ['user', 'email'], message: 'email' },
      { path: ['page'], message: 'x' },
    ])
    expect(serverFieldIssues(new ApiError({ status: 409, code: 'SIGNUP_EMAIL_TAKEN' }))).toEqual([])
    expect(serverFieldIssues(failure('nope'))).toEqual([])
    expect(serverFieldIssues(new Error('x'))).toEqual([])
  })

  it('places issues on known fields under a prefix', () => {
    const setError = vi.fn()
    const error = failure([
      { path: 'body.user.email', message: 'emailNotCorporate' },
      { path: 'body.user.unknownField', message: 'required' },
      { path: 'body.company.rfc', message: 'rfcInvalid' },
    ])
    expect(applyServerIssues(error, setError, ['email', 'phone'], ['user'])).toBe(1)
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'emailNotCorporate' }, { shouldFocus: true })
    expect(applyServerIssues(failure([{ path: 'body.firstName', message: 'required' }]), setError, ['firstName'])).toBe(1)
  })
})

describe('field messages', () => {
  it('tells API error codes from validation keys', async () => {
    const { errorCodeMessage, fieldMessageOf } = await import('./form-errors')
    expect(fieldMessageOf(errorCodeMessage('SIGNUP_EMAIL_TAKEN'))).toEqual({ code: 'SIGNUP_EMAIL_TAKEN' })
    expect(fieldMessageOf('code:NOPE')).toEqual({ key: 'invalid' })
    expect(fieldMessageOf('required')).toEqual({ key: 'required' })
    expect(fieldMessageOf(undefined)).toBeUndefined()
  })
})

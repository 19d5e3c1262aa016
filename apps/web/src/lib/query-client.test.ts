import { describe, expect, it } from 'vitest'
import { QUERY_GC_TIME_MS } from '@nexo/shared'
import { ApiError } from './api-error'
import { createQueryClient, shouldRetry, shouldToastError } from './query-client'

describe('query client', () => {
  it('retries up to 3 times, but never a 4xx answer', () => {
    const serverError = new ApiError({ status: 500, code: 'INTERNAL_ERROR' })
    expect(shouldRetry(0, serverError)).toBe(true)
    expect(shouldRetry(2, serverError)).toBe(true)
    expect(shouldRetry(3, serverError)).toBe(false)
    expect(shouldRetry(0, new ApiError({ status: 0, code: 'NETWORK_ERROR' }))).toBe(true)
    expect(shouldRetry(0, new ApiError({ status: 404, code: 'NOT_FOUND' }))).toBe(false)
    expect(shouldRetry(0, new ApiError({ status: 429, code: 'RATE_LIMITED' }))).toBe(false)
  })

  it('does not toast 401s or silenced queries', () => {
    expect(shouldToastError(new ApiError({ status: 401, code: 'UNAUTHENTICATED' }), undefined)).toBe(false)
    expect(shouldToastError(new ApiError({ status: 500, code: 'INTERNAL_ERROR' }), { silent: true })).toBe(false)
    expect(shouldToastError(new ApiError({ status: 500, code: 'INTERNAL_ERROR' }), undefined)).toBe(true)
  })

  it('uses the spec §9 cache settings', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS)
    const delay = defaults?.retryDelay as (attempt: number, error: unknown) => number
    expect([0, 1, 2, 5, 10].map((n) => delay(n, null))).toEqual([1000, 2000, 4000, 30000, 30000])
  })
})

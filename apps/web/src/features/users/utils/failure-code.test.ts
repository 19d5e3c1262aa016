import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error'
import { failureCodeOf } from './failure-code'

describe('failureCodeOf', () => {
  it('keeps specific codes and replaces generic ones', () => {
    expect(failureCodeOf(new ApiError({ status: 409, code: 'CANNOT_MODIFY_SELF' }), 'PROFILE_DELETE_FAILED')).toBe('CANNOT_MODIFY_SELF')
    expect(failureCodeOf(new ApiError({ status: 500, code: 'INTERNAL_ERROR' }), 'PROFILE_DELETE_FAILED')).toBe('PROFILE_DELETE_FAILED')
    expect(failureCodeOf(new Error('boom'), 'PROFILE_UPDATE_FAILED')).toBe('PROFILE_UPDATE_FAILED')
    expect(failureCodeOf(new ApiError({ status: 0, code: 'NETWORK_ERROR' }), 'PROFILE_UPDATE_FAILED')).toBe('NETWORK_ERROR')
  })
})

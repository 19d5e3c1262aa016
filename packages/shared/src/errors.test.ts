import { describe, expect, it } from 'vitest'
import { APP_ERROR_STATUS, errorCodeForStatus } from './errors'

describe('errorCodeForStatus', () => {
  it('names a code whose own status is the answer’s, for every status the server or a proxy sends', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 503]) {
      expect(APP_ERROR_STATUS[errorCodeForStatus(status)], String(status)).toBe(status)
    }
  })

  it('falls back by class: gateways are unavailable, other 5xx internal, other 4xx a bad request', () => {
    expect(errorCodeForStatus(0)).toBe('NETWORK_ERROR')
    expect(errorCodeForStatus(502)).toBe('SERVICE_UNAVAILABLE')
    expect(errorCodeForStatus(504)).toBe('SERVICE_UNAVAILABLE')
    expect(errorCodeForStatus(501)).toBe('INTERNAL_ERROR')
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST')
    expect(errorCodeForStatus(431)).toBe('BAD_REQUEST')
  })
})

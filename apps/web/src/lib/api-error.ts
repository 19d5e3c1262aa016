import { type AppErrorCode, isAppErrorCode } from '@nexo/shared'

/** A failed API call: the HTTP status (0 when the server was not reached) and the API's stable error code. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly code: AppErrorCode
  readonly details?: unknown

  constructor(init: { status: number; code: AppErrorCode; message?: string; details?: unknown }) {
    super(init.message ?? init.code)
    this.status = init.status
    this.code = init.code
    this.details = init.details
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

/** The code to use when the server's answer carries none we know (a proxy's HTML page, an old server …). */
export function codeForStatus(status: number): AppErrorCode {
  if (status === 0) return 'NETWORK_ERROR'
  switch (status) {
    case 400:
      return 'BAD_REQUEST'
    case 401:
      return 'UNAUTHENTICATED'
    case 403:
      return 'FORBIDDEN'
    case 404:
      return 'NOT_FOUND'
    case 405:
      return 'METHOD_NOT_ALLOWED'
    case 409:
      return 'CONFLICT'
    case 413:
      return 'PAYLOAD_TOO_LARGE'
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 429:
      return 'RATE_LIMITED'
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE'
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'
  }
}

/** Builds the ApiError for a non-2xx answer from its status and (possibly unparsable) body. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error
    if (typeof error === 'object' && error !== null) {
      const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown }
      if (isAppErrorCode(code)) {
        return new ApiError({ status, code, message: typeof message === 'string' ? message : code, details })
      }
    }
  }
  const code = codeForStatus(status)
  return new ApiError({ status, code, message: code })
}

/** The error code behind any thrown value; unknown failures count as INTERNAL_ERROR. */
export function errorCodeOf(error: unknown): AppErrorCode {
  return isApiError(error) ? error.code : 'INTERNAL_ERROR'
}

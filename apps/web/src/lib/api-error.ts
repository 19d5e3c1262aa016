import { type AppErrorCode, errorCodeForStatus, isAppErrorCode } from '@nexo/shared'

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
  const code = errorCodeForStatus(status)
  return new ApiError({ status, code, message: code })
}

/** The error code behind any thrown value; unknown failures count as INTERNAL_ERROR. */
export function errorCodeOf(error: unknown): AppErrorCode {
  return isApiError(error) ? error.code : 'INTERNAL_ERROR'
}

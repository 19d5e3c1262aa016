import type { AppErrorCode } from '@nexo/shared'
import { errorCodeOf } from './api-error'

/** The i18n key (namespace `errors`) of an error code's user-facing text. */
export function errorMessageKey(code: AppErrorCode) {
  return `codes.${code}` as const
}

/** The i18n key for any thrown value: its API code, or INTERNAL_ERROR when it has none. */
export function errorMessageKeyOf(error: unknown) {
  return errorMessageKey(errorCodeOf(error))
}

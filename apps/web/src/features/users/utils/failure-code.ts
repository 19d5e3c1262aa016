import type { AppErrorCode } from '@nexo/shared'
import { errorCodeOf } from '../../../lib/api-error'

/** Answers too generic to tell the user anything: the operation's own message (spec §8) says more. */
const GENERIC: ReadonlySet<AppErrorCode> = new Set(['INTERNAL_ERROR', 'BAD_REQUEST', 'CONFLICT', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'])

/** The code to show for a failed write: a specific one as is, a generic one as the operation's message. */
export function failureCodeOf(error: unknown, fallback: AppErrorCode): AppErrorCode {
  const code = errorCodeOf(error)
  return GENERIC.has(code) ? fallback : code
}

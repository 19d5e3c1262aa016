import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { type AppErrorCode, isAppErrorCode, V, type ValidationKey } from '@nexo/shared'
import { isApiError } from './api-error'

const VALIDATION_KEYS: ReadonlySet<string> = new Set(Object.values(V))
const CODE_PREFIX = 'code:'

/** The shared schemas' messages are `validation` i18n keys; anything else (a zod default text) is shown generically. */
export function validationKeyOf(message: string | undefined): ValidationKey | 'invalid' | undefined {
  if (!message) return undefined
  return VALIDATION_KEYS.has(message) ? (message as ValidationKey) : 'invalid'
}

/** A field message that shows an API error code's text (e.g. SIGNUP_EMAIL_TAKEN on the e-mail field). */
export function errorCodeMessage(code: AppErrorCode): string {
  return `${CODE_PREFIX}${code}`
}

/** What a field's error message stands for: an API error code's text or a validation key. */
export function fieldMessageOf(message: string | undefined): { code: AppErrorCode } | { key: ValidationKey | 'invalid' } | undefined {
  if (message?.startsWith(CODE_PREFIX)) {
    const code = message.slice(CODE_PREFIX.length)
    if (isAppErrorCode(code)) return { code }
  }
  const key = validationKeyOf(message)
  return key ? { key } : undefined
}

/** One field failure of a 400 VALIDATION_FAILED answer, path split and without its `body`/`query` prefix. */
export interface ServerFieldIssue {
  path: string[]
  message: string
}

const CONTEXTS = new Set(['body', 'querystring', 'params', 'headers'])

/** Reads `error.details.issues[{ path: 'body.user.email', message }]` from an API error; [] for anything else. */
export function serverFieldIssues(error: unknown): ServerFieldIssue[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return []
  const details = error.details
  if (typeof details !== 'object' || details === null || !('issues' in details)) return []
  const { issues } = details as { issues: unknown }
  if (!Array.isArray(issues)) return []
  const out: ServerFieldIssue[] = []
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue
    const { path, message } = issue as { path?: unknown; message?: unknown }
    if (typeof path !== 'string' || typeof message !== 'string') continue
    const parts = path.split('.').filter(Boolean)
    if (parts.length > 0 && CONTEXTS.has(parts[0] ?? '')) parts.shift()
    out.push({ path: parts, message })
  }
  return out
}

/**
 * Puts the server's field failures on the form's fields. `prefix` strips a nesting level
 * the form does not have (`['user']` for the sign-up's user step). Returns how many were placed,
 * so the caller can fall back to a toast when none fits.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  prefix: readonly string[] = [],
): number {
  let placed = 0
  const known = new Set(fields)
  for (const issue of serverFieldIssues(error)) {
    if (!prefix.every((part, index) => issue.path[index] === part)) continue
    const field = issue.path.slice(prefix.length).join('.')
    if (!known.has(field)) continue
    setError(field as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: placed === 0 })
    placed += 1
  }
  return placed
}

/**
 * Refuses NUL (U+0000) anywhere in a request's params, query string or JSON body, keys included, with the same
 * 400 VALIDATION_FAILED a field schema gives (packages/shared fields.ts `zString`). The schemas refuse it field by
 * field for the forms; this hook is the net for strings no field schema covers (record keys, passthrough values,
 * future routes): PostgreSQL text cannot hold NUL, so one that slipped through answered 500.
 */
import type { FastifyInstance } from 'fastify'
import { hasNulCharacter, V } from '@nexo/shared'
import { AppError } from './errors'

/** The path (keys and indexes) of the first string or object key holding NUL, or null. Iterative: any depth. */
export function findNulCharacter(root: unknown): string[] | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) return path
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, String(index)] }))
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A key with NUL is shown escaped: the path itself must be printable.
        if (hasNulCharacter(key)) return [...path, JSON.stringify(key).slice(1, -1)]
        pending.push({ value: item, path: [...path, key] })
      }
    }
  }
  return null
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const
    for (const [context, value] of parts) {
      const path = findNulCharacter(value)
      if (path) throw new AppError('VALIDATION_FAILED', { issues: [{ path: [context, ...path].join('.'), message: V.invalidCharacter }] })
    }
  })
}

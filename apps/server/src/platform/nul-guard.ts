/**
 * Refuses NUL (U+0000) anywhere in a request's params, query string or JSON body, keys included, with the same
 * 400 VALIDATION_FAILED a field schema gives (packages/shared fields.ts `zString`). The schemas refuse it field by
 * field for the forms; this hook is the net for strings no field schema covers (record keys, passthrough values,
 * future routes): PostgreSQL text cannot hold NUL, so one that slipped through answered 500.
 */
import type { FastifyInstance } from 'fastify'
import { hasNulCharacter, V } from '@nexo/shared'
import { AppError } from './errors'

/** A step of the path to a value, linked to its parent's: building the path costs nothing until one is reported. */
interface PathStep {
  key: string
  parent: PathStep | null
}

function pathOf(step: PathStep | null): string[] {
  const path: string[] = []
  for (let s = step; s; s = s.parent) path.push(s.key)
  return path.reverse()
}

/**
 * The path (keys and indexes) of the first string or object key holding NUL, or null. Iterative, and linear in
 * the number of values (each path step is made once and shared by its children: copying the whole path at every
 * level made a deeply nested body cost the square of its depth). `visits`, when given, counts the values seen.
 */
export function findNulCharacter(root: unknown, visits?: { count: number }): string[] | null {
  const pending: { value: unknown; step: PathStep | null }[] = [{ value: root, step: null }]
  while (pending.length > 0) {
    const { value, step } = pending.pop()!
    if (visits) visits.count++
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) return pathOf(step)
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) pending.push({ value: value[index], step: { key: String(index), parent: step } })
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A key with NUL is shown escaped: the path itself must be printable.
        if (hasNulCharacter(key)) return [...pathOf(step), JSON.stringify(key).slice(1, -1)]
        pending.push({ value: item, step: { key, parent: step } })
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

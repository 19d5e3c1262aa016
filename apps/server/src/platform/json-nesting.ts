/**
 * A limit on how deeply a JSON text nests, checked on the raw text before it is parsed (issue 25): every later
 * step that walks a body (the NUL guard, prototype-poisoning scan, schema validation) then works on at most
 * JSON_MAX_NESTING levels. No form of ours nests deeper than a few levels; 64 leaves room for any future one.
 */
import type { FastifyInstance } from 'fastify'
import { V } from '@nexo/shared'
import { AppError } from './errors'

export const JSON_MAX_NESTING = 64

/**
 * Where the text first opens its (maxDepth + 1)th nested array or object, or -1 when it never nests that deep.
 * One pass over the characters, stopping at the excess, so a hostile body costs at most one read of itself.
 * Brackets inside strings do not count; text that is not JSON is left for JSON.parse to refuse.
 */
export function findExcessJsonNesting(text: string, maxDepth = JSON_MAX_NESTING): number {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c /* \ */) i++
      else if (c === 0x22 /* " */) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return i
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--
    }
  }
  return -1
}

/**
 * Fastify's own JSON body parser (prototype poisoning refused, as by default) behind the nesting limit: a body
 * nested deeper is refused with 400 VALIDATION_FAILED before JSON.parse or any hook walks it.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string // parseAs: 'string'
    if (findExcessJsonNesting(text) >= 0) {
      done(new AppError('VALIDATION_FAILED', { issues: [{ path: 'body', message: V.nestedTooDeeply }] }), undefined)
      return
    }
    parseJson(request, text, done)
  })
}

import path from 'node:path'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { APP_ERROR_STATUS, type AppErrorCode, type ApiErrorBody, errorCodeForStatus, errorMessage, pickLanguage } from '@nexo/shared'

/** An expected failure with a stable code; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly statusCode: number
  constructor(
    readonly code: AppErrorCode,
    readonly details?: unknown,
  ) {
    super(code)
    this.name = 'AppError'
    this.statusCode = APP_ERROR_STATUS[code]
  }
}

/** The language of error messages: the signed-in user's, else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest) {
  return pickLanguage(request.headers['accept-language'])
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: AppErrorCode, details?: unknown) {
  const body: ApiErrorBody = { error: { code, message: errorMessage(code, requestLanguage(request)) } }
  if (details !== undefined) body.error.details = details
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

const BUSBOY_FOLDER = `${path.sep}@fastify${path.sep}busboy${path.sep}`
/** @fastify/multipart's own codes for a body that is not well-formed multipart. */
const MULTIPART_ERROR_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR'])

/**
 * A multipart body the parser could not read (truncated, no or an unusable boundary, a part cut short). busboy
 * raises plain Errors without a code ("Unexpected end of multipart data", "Multipart: Boundary not found" …), so
 * they are recognized by where they were made; left alone they were answered as 500.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code } = error as { code?: unknown }
  if (typeof code === 'string' && MULTIPART_ERROR_CODES.has(code)) return true
  const firstFrame = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '))
  return Boolean(firstFrame?.includes(BUSBOY_FOLDER))
}

/** PostgreSQL error fields that name a failure without carrying row values (message, detail and hint can). */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const

function causeChain(error: unknown): object[] {
  const chain: object[] = []
  for (let current = error; current && typeof current === 'object' && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current)
  }
  return chain
}

const isDatabaseError = (e: object) => {
  const { code, severity, params } = e as { code?: unknown; severity?: unknown; params?: unknown }
  return Array.isArray(params) || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string')
}

/**
 * What the log may hold about an unexpected error. A database error carries personal data: Drizzle's message and
 * stack end in "params: ana@…, Ana Pérez", and PostgreSQL's message and detail quote values (`Key (email)=(…)`,
 * `invalid input syntax for type integer: "…"`). For those, only the SQL text (placeholders, no values), the SQL
 * state, the constraint/table/column names and the stack frames are kept. Other errors are logged whole.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  const chain = causeChain(error)
  if (!chain.some(isDatabaseError)) return { err: error }
  const driverError = chain.find((e) => typeof (e as { severity?: unknown }).severity === 'string') as Record<string, unknown> | undefined
  const query = chain.map((e) => (e as { query?: unknown }).query).find((q) => typeof q === 'string')
  const stack = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')) : []
  const fields = Object.fromEntries(SAFE_DATABASE_FIELDS.flatMap((key) => (driverError?.[key] !== undefined ? [[key, driverError[key]]] : [])))
  return {
    err: {
      type: error instanceof Error ? error.name : typeof error,
      message: `database error${fields.code ? ` ${String(fields.code)}` : ''} (values withheld)`,
      sqlState: fields.code,
      ...fields,
      query,
      stack: stack.join('\n'),
    },
  }
}

/**
 * SQL states and socket errors of a lost or refused database connection: the server shut down or restarted
 * (57P01–57P03), the connection broke (class 08), the socket was reset or refused. The pool replaces the connection
 * by itself, so the same request a moment later succeeds.
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE'])
/** node-postgres reports a connection closed under a query without a code: "Connection terminated unexpectedly" … */
const CONNECTION_LOST_MESSAGE = /^Connection terminated|Client has encountered a connection error|connection is closed/i
/** A deadlock or serialization failure: the transaction was rolled back and may simply be tried again. */
const TRANSIENT_CONFLICT_CODES = new Set(['40P01', '40001'])

/** How long a client is told to wait (Retry-After) after a lost database connection or a transient conflict. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * Whether an error (or any error it wraps: Drizzle puts the driver's in `cause`) means the database could not be
 * reached or dropped the connection, or rolled the transaction back as a transient conflict: answered 503 with
 * Retry-After, never 500, since the same request a moment later succeeds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || TRANSIENT_CONFLICT_CODES.has(code))) return true
    return typeof code !== 'string' && typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message)
  })
}

/**
 * A client that went away while its answer was still streaming (a closed tab, an aborted fetch): end-of-stream,
 * under @fastify/compress, reports it as a plain Error "premature close"; Node's own streams as
 * ERR_STREAM_PREMATURE_CLOSE. Nothing failed on the server.
 */
export function isClientHangUp(value: unknown): boolean {
  if (!(value instanceof Error)) return false
  const { code } = value as { code?: unknown }
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || (code === undefined && value.message === 'premature close')
}

const PINO_ERROR_LEVEL = 50

/**
 * Pino's `logMethod` hook (app.ts): @fastify/compress logs a client hang-up as an error on its own
 * (`reply.log.error(err)`); it is logged at debug instead. Any other error, and a hang-up logged with a message
 * of its own, is left as it is.
 */
export function quietClientHangUps(this: { debug: (obj: object, msg: string) => void }, args: unknown[], method: (...args: unknown[]) => void, level: number) {
  if (level >= PINO_ERROR_LEVEL && args.length === 1 && isClientHangUp(args[0])) {
    return this.debug({ err: args[0] }, 'client closed the connection before the answer was sent')
  }
  return method.apply(this, args)
}

/** One error handler for the whole API: every error leaves as `{ error: { code, message } }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A request shed under load (SERVICE_UNAVAILABLE) is expected: platform/load-shedding.ts logs each episode once.
      if (error.statusCode >= 500 && error.code !== 'SERVICE_UNAVAILABLE') request.log.error({ err: error }, 'application error')
      return sendError(request, reply, error.statusCode, error.code, error.details)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }))
      return sendError(request, reply, 400, 'VALIDATION_FAILED', { issues })
    }
    if (isMalformedMultipart(error)) {
      request.log.info({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'malformed multipart body')
      return sendError(request, reply, 400, 'MULTIPART_INVALID')
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return sendError(request, reply, 500, 'INTERNAL_ERROR')
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return sendError(request, reply, status, errorCodeForStatus(status))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(errorForLog(error), 'database unavailable: answered 503')
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE')
    }
    // Unexpected: log what identifies it (never query parameters: see errorForLog), tell the client nothing.
    request.log.error(errorForLog(error), 'unhandled error')
    return sendError(request, reply, 500, 'INTERNAL_ERROR')
  })
}

/**
 * The constraint of a PostgreSQL unique violation (23505), looking through the driver's and Drizzle's wrapping
 * ('' when unnamed); null for any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
    current = (current as { cause?: unknown }).cause
  }
  return null
}

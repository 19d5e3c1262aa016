import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { APP_ERROR_STATUS, type AppErrorCode, type ApiErrorBody, errorMessage, pickLanguage } from '@nexo/shared'

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

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type …) mapped to our codes. */
function codeForStatus(status: number): AppErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED'
    case 403:
      return 'FORBIDDEN'
    case 404:
      return 'NOT_FOUND'
    case 405:
      return 'METHOD_NOT_ALLOWED'
    case 413:
      return 'PAYLOAD_TOO_LARGE'
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 429:
      return 'RATE_LIMITED'
    default:
      return 'BAD_REQUEST'
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

/** One error handler for the whole API: every error leaves as `{ error: { code, message } }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error')
      return sendError(request, reply, error.statusCode, error.code, error.details)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }))
      return sendError(request, reply, 400, 'VALIDATION_FAILED', { issues })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return sendError(request, reply, 500, 'INTERNAL_ERROR')
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return sendError(request, reply, status, codeForStatus(status))
    }
    // Unexpected: log everything, tell the client nothing about internals.
    request.log.error({ err: error }, 'unhandled error')
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

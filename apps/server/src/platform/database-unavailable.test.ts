/**
 * A lost database connection is answered 503 SERVICE_UNAVAILABLE with Retry-After, never 500 (issue 25): right after
 * the server's connections were cut, a search answered 500 before the pool reconnected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import { DrizzleQueryError, sql } from 'drizzle-orm'
import pg from 'pg'
import { createTestDatabase, type TestDatabase } from '../test/test-app'
import { AppError, DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, registerErrorHandling } from './errors'

/** An error as node-postgres raises it for a server error: a SQL state in `code`, a severity. */
function pgError(code: string, message = 'terminating connection due to administrator command') {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity: 'FATAL' })
}
const socketError = (code: string) => Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: 'read' })
/** Drizzle wraps the driver's error, its SQL and parameters. */
const wrapped = (cause: Error) => new DrizzleQueryError('select * from companies where email = $1', ['ana@example.com'], cause)

describe('isDatabaseUnavailable', () => {
  it('lost or refused connections and transient conflicts, also wrapped by Drizzle', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '40P01', '40001']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true)
      expect(isDatabaseUnavailable(wrapped(pgError(code))), `wrapped ${code}`).toBe(true)
    }
    for (const code of ['ECONNRESET', 'ECONNREFUSED']) expect(isDatabaseUnavailable(wrapped(socketError(code))), code).toBe(true)
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true)
  })

  it('not other database errors, our own refusals or ordinary bugs', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('23505', 'duplicate key value violates unique constraint')))).toBe(false)
    expect(isDatabaseUnavailable(wrapped(pgError('42P01', 'relation "x" does not exist')))).toBe(false)
    expect(isDatabaseUnavailable(new AppError('QUOTE_UPDATE_FAILED'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    // The message alone counts only for the driver's code-less connection errors.
    expect(isDatabaseUnavailable(Object.assign(new Error('Connection terminated'), { code: 'XX000' }))).toBe(false)
  })
})

describe('the error handler', () => {
  let app: FastifyInstance
  let thrown: unknown
  beforeAll(async () => {
    app = Fastify({ logger: false })
    registerErrorHandling(app)
    app.get('/fails', async () => {
      throw thrown
    })
    await app.ready()
  })
  afterAll(() => app.close())

  it('answers a lost connection 503 SERVICE_UNAVAILABLE with Retry-After, in the reader’s language', async () => {
    for (const error of [wrapped(pgError('57P01')), wrapped(new Error('Connection terminated unexpectedly')), wrapped(socketError('ECONNREFUSED')), wrapped(pgError('40P01', 'deadlock detected'))]) {
      thrown = error
      const res = await app.inject({ method: 'GET', url: '/fails', headers: { 'accept-language': 'es' } })
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
      expect(res.json().error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible por el momento. Inténtalo de nuevo en unos minutos.' })
    }
  })

  it('still answers any other unexpected error 500 INTERNAL_ERROR, without Retry-After', async () => {
    thrown = wrapped(pgError('42P01', 'relation "x" does not exist'))
    const res = await app.inject({ method: 'GET', url: '/fails' })
    expect(res.statusCode).toBe(500)
    expect(res.headers['retry-after']).toBeUndefined()
    expect(res.json().error.code).toBe('INTERNAL_ERROR')
  })
})

describe.skipIf(!process.env.DATABASE_URL)('on the PostgreSQL server', () => {
  let testDb: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = Fastify({ logger: false })
    registerErrorHandling(app)
    app.get('/slow', async () => {
      await testDb.database.db.execute(sql`select pg_sleep(30) /* cut-me */`)
      return { ok: true }
    })
    app.get('/fast', async () => {
      await testDb.database.db.execute(sql`select 1`)
      return { ok: true }
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await testDb?.destroy()
  })

  it('a connection cut under a query (pg_terminate_backend) answers 503 with Retry-After; the next request is served', async () => {
    const answer = app.inject({ method: 'GET', url: '/slow' })
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      let cut = 0
      for (let i = 0; i < 100 && cut === 0; i++) {
        const { rows } = await admin.query("select pg_terminate_backend(pid) as cut from pg_stat_activity where query like '%cut-me%' and pid <> pg_backend_pid()")
        cut = rows.filter((r: { cut: boolean }) => r.cut).length
        if (cut === 0) await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(cut).toBe(1)
    } finally {
      await admin.end()
    }
    const res = await answer
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE')
    expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200)
  })
})

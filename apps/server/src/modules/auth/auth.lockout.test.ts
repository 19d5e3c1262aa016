/** The login lock-out under parallel guessing (issue 10 §2): check and count are one statement. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { auditLog, loginAttempts } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, FIXTURE_PASSWORD } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { nextIp } from './auth.test-support'
import { LOGIN_FAILURES_BEFORE_LOCK } from './auth.service'

let t: TestApp
const db = () => t.database.db
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

// Each guess from its own address, so the per-IP limit is not what stops them.
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: nextIp() })

/** How many attempts on this address got as far as checking the password (audited as wrong_password / unknown_email). */
async function verifiedAttempts(email: string): Promise<number> {
  const rows = await db()
    .select({ reason: sql<string>`${auditLog.data}->>'reason'` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.login_failed'), sql`${auditLog.data}->>'email' = ${email.toLowerCase()}`))
  return rows.filter((r) => r.reason !== 'locked').length
}

describe('login lock-out under parallel wrong guesses', () => {
  it.each([
    ['an existing account', true],
    ['an unknown address', false],
  ])('%s: of 12 simultaneous wrong guesses only the allowed 5 reach the password check', async (_name, exists) => {
    const email = exists
      ? (await createFixtureUser(db(), { companyId: (await createFixtureCompany(db())).id })).email
      : `ghost-${Date.now()}@nowhere-corp.mx`
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `Wrong${i}abcd`)))
    const codes = answers.map((r) => r.json().error.code as string).sort()
    expect(codes.filter((c) => c === 'LOGIN_INVALID_CREDENTIALS')).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK)
    expect(codes.filter((c) => c === 'LOGIN_ACCOUNT_LOCKED')).toHaveLength(12 - LOGIN_FAILURES_BEFORE_LOCK)
    expect(await verifiedAttempts(email)).toBe(LOGIN_FAILURES_BEFORE_LOCK)
    const [row] = await db().select().from(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()))
    expect(row!.failedCount).toBe(LOGIN_FAILURES_BEFORE_LOCK)
    expect(row!.lockedUntil!.getTime() - row!.lastFailedAt.getTime()).toBe(60_000)
  })

  it('the right password among parallel wrong ones never outlives the lock: it works while attempts remain', async () => {
    const user = await createFixtureUser(db(), { companyId: (await createFixtureCompany(db())).id })
    for (let i = 0; i < 3; i++) expect((await login(user.email, `Wrong${i}abcd`)).statusCode).toBe(401)
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200)
    // Success forgets the failures.
    expect(await db().select().from(loginAttempts).where(eq(loginAttempts.email, user.email.toLowerCase()))).toEqual([])
  })
})

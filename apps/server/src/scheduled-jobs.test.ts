import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { buildApp } from './app'
import { testConfig } from './config'
import { files, rateLimitCounters, sessions, tokens, usedCaptchas, userEvents, users } from './db/schema'
import { rows } from './db/sql-rows'
import { createFixtureUser } from './test/fixtures'
import { createTestApp, type TestApp } from './test/test-app'
import { scheduledJobs } from './scheduled-jobs'
import { createStorage } from './platform/storage'

let t: TestApp
let dataDir: string
const db = () => t.database.db
const DAY = 86400_000
const ago = (ms: number) => new Date(Date.now() - ms)
const from = (ms: number) => new Date(Date.now() + ms)

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-jobs-'))
  t = await createTestApp({ DATA_DIR: dataDir })
})
afterAll(async () => {
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Runs a scheduled job the way the timer would, and answers what it reported. */
async function run(name: string): Promise<unknown> {
  const outcome = await t.app.jobs.runNow(name)
  if (outcome.status !== 'completed') throw new Error(`${name}: ${JSON.stringify(outcome)}`)
  return outcome.result
}

const hash = () => randomBytes(32).toString('hex')

describe('scheduled clean-ups remove what is stale and keep what is fresh', () => {
  it('sign-up logos nobody claimed within a day', async () => {
    const key = () => `2020/01/${randomBytes(16).toString('hex')}.png`
    const logo = (createdAt: Date, ownerCompanyId: string | null = null) => ({
      purpose: ownerCompanyId ? 'logo' : 'signup_logo',
      ownerCompanyId,
      storageKey: key(),
      originalName: 'logo.png',
      mimeType: 'image/png',
      sizeBytes: 10,
      sha256: hash(),
      createdAt,
    })
    const [stale, fresh] = await db()
      .insert(files)
      .values([logo(ago(25 * 3600_000)), logo(ago(3600_000))])
      .returning({ id: files.id })
    expect(await run('files.purge-unclaimed-signup-logos')).toEqual({ removed: 1 })
    const left = (await db().select({ id: files.id }).from(files).where(inArray(files.id, [stale!.id, fresh!.id]))).map((r) => r.id)
    expect(left).toEqual([fresh!.id])
  })

  it('e-mail changes whose link expired; a change with a live link stays pending', async () => {
    const expired = await createFixtureUser(db())
    const live = await createFixtureUser(db())
    await db().update(users).set({ pendingEmail: 'new-expired@fixture-corp.mx', updatedAt: ago(DAY) }).where(eq(users.id, expired.id))
    await db().update(users).set({ pendingEmail: 'new-live@fixture-corp.mx', updatedAt: ago(DAY) }).where(eq(users.id, live.id))
    await db()
      .insert(tokens)
      .values([
        { userId: expired.id, purpose: 'email_change', tokenHash: hash(), expiresAt: ago(3600_000), createdAt: ago(DAY) },
        { userId: live.id, purpose: 'email_change', tokenHash: hash(), expiresAt: from(3600_000), createdAt: ago(DAY) },
      ])

    expect(await run('auth.expire-email-changes')).toEqual({ cleared: 1 })
    const pending = await db().select({ id: users.id, pendingEmail: users.pendingEmail }).from(users).where(inArray(users.id, [expired.id, live.id]))
    expect(Object.fromEntries(pending.map((r) => [r.id, r.pendingEmail]))).toEqual({ [expired.id]: null, [live.id]: 'new-live@fixture-corp.mx' })

    // A change requested a moment ago (its row just written) is left alone even if its token is not visible yet.
    await db().update(users).set({ pendingEmail: 'racing@fixture-corp.mx' }).where(eq(users.id, expired.id))
    expect(await run('auth.expire-email-changes')).toEqual({ cleared: 0 })
  })

  it('e-mailed tokens used or expired more than 30 days ago', async () => {
    const user = await createFixtureUser(db())
    const inserted = await db()
      .insert(tokens)
      .values([
        { userId: user.id, purpose: 'activation', tokenHash: hash(), expiresAt: ago(31 * DAY), createdAt: ago(32 * DAY) },
        { userId: user.id, purpose: 'password_reset', tokenHash: hash(), expiresAt: from(DAY), usedAt: ago(31 * DAY), createdAt: ago(31 * DAY) },
        { userId: user.id, purpose: 'password_reset', tokenHash: hash(), expiresAt: ago(DAY), createdAt: ago(2 * DAY) },
        { userId: user.id, purpose: 'activation', tokenHash: hash(), expiresAt: from(DAY), createdAt: ago(3600_000) },
      ])
      .returning({ id: tokens.id })
    expect(await run('auth.purge-stale-tokens')).toMatchObject({ removed: expect.any(Number) })
    const left = (await db().select({ id: tokens.id }).from(tokens).where(eq(tokens.userId, user.id))).map((r) => r.id).sort()
    expect(left).toEqual([inserted[2]!.id, inserted[3]!.id].sort())
  })

  it('sessions expired or revoked more than 30 days ago', async () => {
    const user = await createFixtureUser(db())
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({ userId: user.id, tokenHash: hash(), expiresAt, revokedAt })
    const inserted = await db()
      .insert(sessions)
      .values([session(ago(31 * DAY)), session(from(DAY), ago(31 * DAY)), session(ago(DAY)), session(from(DAY), ago(DAY)), session(from(DAY))])
      .returning({ id: sessions.id })
    expect(await run('sessions.purge-stale')).toMatchObject({ removed: expect.any(Number) })
    const left = (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.id).sort()
    expect(left).toEqual(inserted.slice(2).map((r) => r.id).sort())
  })

  it('rate-limit counters whose window has ended', async () => {
    await db()
      .insert(rateLimitCounters)
      .values([
        { key: 'jobs-test|ended', hits: 5, resetAt: ago(1000) },
        { key: 'jobs-test|open', hits: 2, resetAt: from(60_000) },
      ])
    expect(await run('rate-limits.purge-expired')).toMatchObject({ removed: expect.any(Number) })
    const left = await rows<{ key: string }>(db(), sql`select key from rate_limit_counters where key like 'jobs-test|%'`)
    expect(left.map((r) => r.key)).toEqual(['jobs-test|open'])
  })

  it('used captcha signatures past their expiry', async () => {
    await db()
      .insert(usedCaptchas)
      .values([
        { signature: 'jobs-test-expired', expiresAt: ago(1000) },
        { signature: 'jobs-test-valid', expiresAt: from(600_000) },
      ])
    expect(await run('captchas.purge-expired')).toMatchObject({ removed: expect.any(Number) })
    const left = await rows<{ signature: string }>(db(), sql`select signature from used_captchas where signature like 'jobs-test-%'`)
    expect(left.map((r) => r.signature)).toEqual(['jobs-test-valid'])
  })

  it('user events older than 30 days', async () => {
    const user = await createFixtureUser(db())
    await db()
      .insert(userEvents)
      .values([
        { userId: user.id, seq: 1, kind: 'notification.created', data: {}, createdAt: ago(31 * DAY) },
        { userId: user.id, seq: 2, kind: 'notification.created', data: {}, createdAt: ago(29 * DAY) },
        { userId: user.id, seq: 3, kind: 'notification.read', data: {}, createdAt: ago(1000) },
      ])
    expect(await run('user-events.purge-old')).toMatchObject({ removed: expect.any(Number) })
    const left = await db().select({ seq: userEvents.seq }).from(userEvents).where(eq(userEvents.userId, user.id))
    expect(left.map((r) => r.seq).sort()).toEqual([2, 3])
  })
})

describe('scheduling', () => {
  it('with JOBS_ENABLED every clean-up runs once the app is ready, and closing the app stops the runner', async () => {
    // Every job the app registers, the ones that notify users included.
    const notify = { db: db(), mailer: t.app.mailer, baseUrl: 'http://localhost:3000', log: t.app.log }
    const names = scheduledJobs({ db: db(), storage: createStorage(t.app.config), notify }).map((job) => job.name)
    expect(names.length).toBeGreaterThan(7)
    // A second instance on the same database, with its timers on (the test app's are off).
    await db().execute(sql`delete from job_leases`)
    const scheduled = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir, DATA_DIR: dataDir, JOBS_ENABLED: 'true' }), database: t.database })
    await scheduled.ready()
    try {
      await vi.waitFor(
        async () => {
          const done = await rows<{ name: string; runs: number; last_error: string | null }>(db(), sql`select name, runs, last_error from job_leases where last_finished_at is not null`)
          expect(done.map((r) => r.name).sort()).toEqual([...names].sort())
          expect(done.every((r) => r.runs === 1 && r.last_error === null)).toBe(true)
        },
        { timeout: 15_000, interval: 100 },
      )
    } finally {
      await scheduled.close()
    }
    expect(await scheduled.jobs.runNow(names[0]!)).toEqual({ status: 'skipped', reason: 'stopped' })
    // Run once per interval: the test app's runner finds nothing due.
    expect(await t.app.jobs.runIfDue(names[0]!)).toEqual({ status: 'skipped', reason: 'not-due' })
  })
})

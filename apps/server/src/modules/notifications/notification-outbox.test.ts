/**
 * Notifications and their mails are written in the transaction of the change that causes them; the job runner
 * delivers the mails (ADR 044, issue 25 item 7). Here SMTP_URL points at a port that refuses connections — the mail
 * server is down, or the process died right after the commit — and a fake SMTP server comes up on it later.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import { notifications, outbox, quotes, userEvents, users } from '../../db/schema'
import { MAIL_DELIVERY_JOB, MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from '../../platform/mail'
import { closedPort, startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp'
import { createTestDatabase, type TestDatabase } from '../../test/test-app'
import { insertReferenceData, insertRequirement } from '../companies/companies.test-support'
import { createTestCompany, validQuote, type TestCompany } from '../requirements/requirements.test-support'
import { notify, type NotifyDeps } from './notifications.service'

let app: FastifyInstance
let testDb: TestDatabase
let dataDir: string
let smtpPort: number
let smtp: FakeSmtp | null = null
const db = () => testDb.database.db
const log: string[] = []

let buyer: TestCompany
let supplier: TestCompany
let rival: TestCompany
let categoryId: number

beforeAll(async () => {
  smtpPort = await closedPort()
  testDb = await createTestDatabase()
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-data-'))
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk))
      done()
    },
  })
  // JOBS_ENABLED is false in tests: the delivery job runs only when a test says so (runNow), as if on a later tick.
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, DATA_DIR: dataDir }), database: testDb.database, logStream })
  await app.ready()
  categoryId = (await insertReferenceData(db())).categoryIds[0]
  buyer = await createTestCompany(db(), { plan: 'free', tradeName: 'Ensambles Buyer' })
  supplier = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Troqueles Saltillo' })
  rival = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Estampados Rival' })
})
afterAll(async () => {
  await smtp?.close()
  await app?.close()
  await testDb?.destroy()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const emailsOf = async (userIds: string[]) => (await db().select({ email: users.email }).from(users).where(inArray(users.id, userIds))).map((u) => u.email)
const mailsTo = async (userIds: string[]) => db().select().from(outbox).where(inArray(outbox.toAddress, await emailsOf(userIds)))
const templatesTo = async (userIds: string[]) =>
  (await db().select({ payload: notifications.payload }).from(notifications).where(inArray(notifications.userId, userIds))).map((n) => (n.payload as { template: string }).template).sort()
async function deliver() {
  const outcome = await app.jobs.runNow(MAIL_DELIVERY_JOB)
  if (outcome.status !== 'completed') throw new Error(`delivery job ${outcome.status}: ${JSON.stringify(outcome)}`)
  return outcome.result
}
/** Time passes: every pending mail is due now. */
const makeDue = () => db().update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.status, 'pending'))

const send = async (requirementId: string, company: TestCompany) => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/quotes', headers: company.admin, payload: validQuote({ requirementId }) })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}

describe('notification outbox', () => {
  it('a quote’s notifications and mails are committed with it; with the mail server down they wait, and a later run delivers them', async () => {
    const requirement = await insertRequirement(db(), buyer.id, categoryId, { createdByUserId: buyer.adminId })
    const quoteId = await send(requirement.id, supplier)
    // Everything the change causes is committed with it: were the process killed now, nothing would be lost.
    const buyerUsers = [buyer.adminId, buyer.restrictedId]
    expect(await templatesTo(buyerUsers)).toEqual(['quote.received', 'quote.received'])
    const queued = await mailsTo(buyerUsers)
    expect(queued.map((m) => [m.template, m.status, m.attempts, m.sentAt])).toEqual([
      ['notification.quote.received', 'pending', 0, null],
      ['notification.quote.received', 'pending', 0, null],
    ])

    // The mail server refuses the connection: each mail is kept for a retry after the backoff.
    expect(await deliver()).toEqual({ sent: 0, retried: 2, failed: 0 })
    const [failedOnce] = await mailsTo([buyer.adminId])
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failedOnce!.lastError).toMatch(/ECONNREFUSED/)
    expect(failedOnce!.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(mailRetryDelayMs(1) - 10_000)
    expect(log.join('')).toContain('mail delivery failed: tried again later')

    // The server is back; a mail is not tried before its time, then it is delivered once.
    smtp = await startFakeSmtp(smtpPort)
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 })
    await makeDue()
    expect(await deliver()).toEqual({ sent: 2, retried: 0, failed: 0 })
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 })
    const buyerEmails = await emailsOf(buyerUsers)
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...buyerEmails].sort())
    expect(smtp.received[0]!.data).toContain('Subject: New quote received')
    // Quoted-printable wraps long lines with a trailing "=".
    expect(smtp.received[0]!.data.replace(/=\r\n/g, '')).toContain(`/profile-quotes/show/${quoteId}`)
    for (const mail of await mailsTo(buyerUsers)) expect(mail).toMatchObject({ status: 'sent', attempts: 2, lastError: null, nextAttemptAt: null })
  })

  it('every producer of quotes and requirements (send, accept, rate, invite) queues its mails in the outbox with its notifications', async () => {
    smtp ??= await startFakeSmtp(smtpPort)
    const requirement = await insertRequirement(db(), buyer.id, categoryId, { createdByUserId: buyer.adminId, isPublic: false })
    const invite = await app.inject({ method: 'POST', url: `/api/v1/company/requirements/${requirement.id}/invitations`, headers: buyer.admin, payload: { companyId: rival.id } })
    expect(invite.statusCode, invite.body).toBe(200)
    const invitePublic = await app.inject({ method: 'POST', url: `/api/v1/company/requirements/${requirement.id}/invitations`, headers: buyer.admin, payload: { companyId: supplier.id } })
    expect(invitePublic.statusCode, invitePublic.body).toBe(200)
    const mine = await send(requirement.id, supplier)
    await send(requirement.id, rival)
    expect((await app.inject({ method: 'POST', url: `/api/v1/quotes/${mine}/accept`, headers: buyer.admin })).statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: `/api/v1/quotes/${mine}/rating`, headers: buyer.admin, payload: { score: 5, comment: 'Puntuales' } })).statusCode).toBe(200)

    const supplierUsers = [supplier.adminId, supplier.restrictedId]
    const rivalUsers = [rival.adminId, rival.restrictedId]
    // The quote's sender is a known user: acceptance and rating go to them; the invitation to the whole company.
    expect(await templatesTo(supplierUsers)).toEqual(['quote.accepted', 'quote.rated', 'requirement.invited', 'requirement.invited'])
    expect(await templatesTo(rivalUsers)).toEqual(['quote.notChosen', 'requirement.invited', 'requirement.invited'])
    const pending = await db().select({ template: outbox.template }).from(outbox).where(eq(outbox.status, 'pending'))
    expect(pending.map((m) => m.template).sort()).toEqual([
      'notification.quote.accepted',
      'notification.quote.notChosen',
      'notification.quote.rated',
      'notification.quote.received',
      'notification.quote.received',
      'notification.quote.received',
      'notification.quote.received',
      'notification.requirement.invited',
      'notification.requirement.invited',
      'notification.requirement.invited',
      'notification.requirement.invited',
    ])
    expect(await deliver()).toEqual({ sent: 11, retried: 0, failed: 0 })
  })

  it('a mail that keeps failing is given up after MAIL_MAX_ATTEMPTS, logged; the backoff doubles up to its cap', async () => {
    await smtp?.close()
    smtp = null
    await notify(deps(), buyer.adminId, 'profile', { template: 'companyUser.welcome', params: { companyName: 'Ensambles Buyer', adminName: 'Ana' }, link: '/profile' })
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.status, 'pending'), eq(outbox.template, 'notification.companyUser.welcome')))
    await db().update(outbox).set({ attempts: MAIL_MAX_ATTEMPTS - 1 }).where(eq(outbox.id, mail!.id))
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 1 })
    const [gone] = await db().select().from(outbox).where(eq(outbox.id, mail!.id))
    expect(gone).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null })
    expect(log.join('')).toContain('mail given up after its last attempt')
    // A failed mail is never picked up again.
    await makeDue()
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect([1, 2, 3, 4, 9, 10].map(mailRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 4 * 3600_000, 4 * 3600_000])
  })

  it('a transaction that rolls back leaves no notification, no event and no mail', async () => {
    const before = { notes: await templatesTo([supplier.adminId]), mails: (await mailsTo([supplier.adminId])).length }
    const events = async () => (await db().select().from(userEvents).where(eq(userEvents.userId, supplier.adminId))).length
    const eventsBefore = await events()
    await expect(
      db().transaction(async (tx) => {
        const written = await notify({ ...deps(), db: tx }, supplier.adminId, 'quote', { template: 'quote.received', params: { companyName: 'X', title: 'Y', amount: '', leadTimeDays: '' }, link: null })
        expect(written).not.toBeNull()
        throw new Error('the change failed after notifying')
      }),
    ).rejects.toThrow('the change failed after notifying')
    expect(await templatesTo([supplier.adminId])).toEqual(before.notes)
    expect(await mailsTo([supplier.adminId])).toHaveLength(before.mails)
    expect(await events()).toBe(eventsBefore)
  })

  it('a quote whose commit fails leaves no quote, no notification and no mail', async () => {
    const requirement = await insertRequirement(db(), buyer.id, categoryId, { createdByUserId: buyer.adminId })
    const notesBefore = (await templatesTo([buyer.adminId, buyer.restrictedId])).length
    const mailsBefore = (await db().select().from(outbox)).length
    // Checked at COMMIT (deferred): the request's whole transaction fails after the notifications were written.
    await db().execute(sql.raw(`create function test_fail_commit() returns trigger language plpgsql as $$ begin raise exception 'simulated commit failure'; end $$`))
    await db().execute(sql.raw(`create constraint trigger test_fail_commit after insert on quotes deferrable initially deferred for each row execute function test_fail_commit()`))
    try {
      const res = await app.inject({ method: 'POST', url: '/api/v1/quotes', headers: rival.admin, payload: validQuote({ requirementId: requirement.id }) })
      expect(res.statusCode).toBe(500)
      expect(res.json().error.code).toBe('QUOTE_SEND_FAILED')
    } finally {
      await db().execute(sql.raw(`drop trigger test_fail_commit on quotes`))
      await db().execute(sql.raw(`drop function test_fail_commit()`))
    }
    expect(await db().select().from(quotes).where(eq(quotes.requirementId, requirement.id))).toEqual([])
    expect(await templatesTo([buyer.adminId, buyer.restrictedId])).toHaveLength(notesBefore)
    expect(await db().select().from(outbox)).toHaveLength(mailsBefore)
  })
})

const deps = (): NotifyDeps => ({ db: db(), mailer: app.mailer, baseUrl: 'https://nexo.example.com', log: app.log })

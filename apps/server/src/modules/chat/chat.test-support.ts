import { randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { companies } from '../../db/schema'
import type { Db } from '../../db/client'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'

export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/**
 * A Platinum buyer (one admin) and a free supplier with two users: who asks and who answers a chat. The supplier's
 * admin lets its restricted user chat (ADR 047), so both can answer; the default (off) is tested in
 * company-users/restricted-users.test.ts.
 */
export async function createChatParties(db: Db) {
  const buyer = await createFixtureCompany(db, { plan: 'platinum', tradeName: 'Ensambles Norte' })
  const supplier = await createFixtureCompany(db, { plan: 'free', tradeName: 'Troqueles Bajío' })
  await db.update(companies).set({ restrictedUsersMayContact: true }).where(eq(companies.id, supplier.id))
  const buyerUser = await createFixtureUser(db, { companyId: buyer.id, companyRole: 'admin' })
  const supplierAdmin = await createFixtureUser(db, { companyId: supplier.id, companyRole: 'admin', language: 'es' })
  const supplierOther = await createFixtureUser(db, { companyId: supplier.id, companyRole: 'restricted' })
  return {
    buyer,
    supplier,
    users: { buyerUser, supplierAdmin, supplierOther },
    sessions: {
      buyerUser: await signInFixture(db, buyerUser.id),
      supplierAdmin: await signInFixture(db, supplierAdmin.id),
      supplierOther: await signInFixture(db, supplierOther.id),
    },
  }
}

/** A multipart body with several files and fields, for `app.inject`. */
export function multipartFiles(fields: Record<string, string>, files: { field: string; filename: string; contentType: string; bytes: Buffer }[]) {
  const boundary = `----nexo${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`), file.bytes, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/**
 * Makes every `ops` statement on `table` fail until the returned function is called: the database failing under one
 * action, to check the action's own §8 error code.
 */
export async function breakTable(db: Db, table: 'chats' | 'chat_messages' | 'outbox' | 'contact_messages', ops: 'insert' | 'update' | 'delete' | 'insert or update' = 'insert or update') {
  const name = `test_fail_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  await db.execute(sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`))
  await db.execute(sql.raw(`create trigger ${name} before ${ops} on ${table} for each row execute function ${name}()`))
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`))
    await db.execute(sql.raw(`drop function ${name}()`))
  }
}

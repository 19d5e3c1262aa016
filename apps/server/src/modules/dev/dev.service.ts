import type { Db } from '../../db/client'
import { findOutboxMails } from './dev.repo'

export const MAILBOX_LIMIT = 50

/** The newest mails kept in the outbox (no SMTP_URL), optionally only those to one address. */
export async function listMailbox(db: Db, to?: string) {
  const rows = await findOutboxMails(db, to, MAILBOX_LIMIT)
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) }
}

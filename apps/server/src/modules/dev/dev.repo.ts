import { desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'

export async function findOutboxMails(db: Db, to: string | undefined, limit: number) {
  return db
    .select({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      template: outbox.template,
      language: outbox.language,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(to ? sql`lower(${outbox.toAddress}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit)
}

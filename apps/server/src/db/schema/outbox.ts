import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common'

/** Every e-mail sent without SMTP_URL lands here; /dev/mailbox shows it outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Template name, e.g. `activation`, `password_reset`, `company_approved`. */
    template: text('template').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.toAddress), index('outbox_created_idx').on(t.createdAt)],
)

import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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
    /** Attachments (e.g. an event's .ics and check-in QR), base64 content; null when none. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    /** Reply-To of a mail sent on a user's behalf (contact e-mails, issue 13): replies go to the sender, not to Nexo. */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.toAddress), index('outbox_created_idx').on(t.createdAt)],
)

import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common'

/**
 * Every e-mail sent without SMTP_URL lands here (delivered when written); /dev/mailbox shows it outside production.
 * With SMTP_URL it is also the queue of mails written in the transaction of the change that causes them (e.g. a
 * notification's e-mail): `pending` until the delivery job hands it to the SMTP server, retried with backoff, `failed`
 * after the last attempt (ADR 044).
 */
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
    /** When it was delivered: written to this table without SMTP_URL, accepted by the SMTP server with it. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** `pending` (queued for the SMTP server), `sent`, or `failed` (given up after MAIL_MAX_ATTEMPTS). */
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('sent'),
    /** Delivery attempts started so far (counted when the delivery job claims the mail). */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail is next tried: after a failure, the backoff; while claimed, the claim's end. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Why the last attempt failed (the SMTP server's answer or the connection error). */
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_to_idx').on(t.toAddress),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
)

import nodemailer, { type Transporter } from 'nodemailer'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Language } from '@nexo/shared'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Template name, for the outbox and logs: `activation`, `password_reset` … */
  template: string
  language: Language
  /** Replies go here instead of MAIL_FROM (a mail sent on a user's behalf, e.g. the contact modal's). */
  replyTo?: string
  /** Files sent with the mail (e.g. an appointment's or event's .ics invitation); kept in the outbox as base64. */
  attachments?: MailAttachment[]
}

/** A file attached to a mail; `text/calendar` ones also go as the calendar part clients offer to add. */
export interface MailAttachment {
  filename: string
  /** e.g. `text/calendar; method=REQUEST; charset=UTF-8` */
  contentType: string
  contentBase64: string
}

/** Where mails really go: an SMTP server (SMTP_URL), or a stand-in in tests. Throws when the mail was not accepted. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>
}

export interface Mailer {
  /** Sends now: to the SMTP server when SMTP_URL is set, else writes the outbox row (delivered when written). */
  send(message: MailMessage): Promise<void>
  /**
   * Writes the mail to the outbox through `db`, the transaction of the change that causes it: it exists exactly when
   * the change does. Without SMTP_URL that row is the delivery (`sent`); with it the row is `pending` and the delivery
   * job (deliverQueued) hands it to the SMTP server, retrying with backoff, so a crash after the commit loses nothing.
   */
  enqueue(db: Db, message: MailMessage): Promise<void>
  /** The delivery job: sends the pending mails that are due, records each outcome; answers the counts. */
  deliverQueued(context: { log: FastifyBaseLogger; signal?: AbortSignal }): Promise<MailDeliveryCounts>
}

export interface MailDeliveryCounts {
  sent: number
  /** Failed this time, tried again after the backoff. */
  retried: number
  /** Failed for the last time (MAIL_MAX_ATTEMPTS): given up, logged. */
  failed: number
}

/** The job (scheduled-jobs.ts) that hands queued mails to the SMTP server. */
export const MAIL_DELIVERY_JOB = 'mail.deliver-queued'

/** Attempts of a queued mail before it is given up (about 8 hours of backoff in all: see mailRetryDelayMs). */
export const MAIL_MAX_ATTEMPTS = 10
const RETRY_BASE_MS = 60_000
const RETRY_MAX_MS = 4 * 3600_000
/** A claimed mail is tried again after this if its attempt never recorded an outcome (the process died mid-send). */
const CLAIM_MS = 10 * 60_000
/** Mails claimed per round trip, and at most this many rounds per run: one run never holds the job for long. */
const CLAIM_BATCH = 20
const MAX_BATCHES_PER_RUN = 25
const MAX_ERROR_LENGTH = 1000

/** Wait before the next attempt after `attempts` failed ones: 1, 2, 4 … minutes, at most 4 hours. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS)
}

/** SMTP through nodemailer; the calendar file goes once, as the calendar part (nodemailer also attaches it as a file). */
export function smtpTransport(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): MailTransport {
  // Bounded waits (nodemailer's defaults: 2 minutes to connect, 10 of silence): a stalled server fails the attempt,
  // which is retried later, instead of holding the delivery job.
  const transport: Transporter = nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
  return {
    async deliver(message) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments
          ?.filter((a) => !isCalendar(a))
          .map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
        icalEvent: calendarPart(message.attachments),
      })
    },
  }
}

type OutboxRow = typeof outbox.$inferSelect

const toRow = (message: MailMessage) => ({
  toAddress: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  template: message.template,
  language: message.language,
  replyTo: message.replyTo ?? null,
  attachments: message.attachments?.length ? message.attachments : null,
})

const toMessage = (row: OutboxRow): MailMessage => ({
  to: row.toAddress,
  subject: row.subject,
  text: row.text,
  html: row.html,
  template: row.template,
  language: row.language as Language,
  ...(row.replyTo ? { replyTo: row.replyTo } : {}),
  ...(row.attachments?.length ? { attachments: row.attachments } : {}),
})

/** What is kept of a failed attempt: the SMTP answer or the socket error, never a stack. */
function describeFailure(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown; responseCode?: unknown; message?: unknown }
  const parts = [typeof e.code === 'string' ? e.code : null, typeof e.responseCode === 'number' ? String(e.responseCode) : null, typeof e.message === 'string' ? e.message : String(error)]
  return parts.filter(Boolean).join(' ').slice(0, MAX_ERROR_LENGTH)
}

/**
 * Claims up to CLAIM_BATCH due pending mails: one statement counts the attempt and moves their next attempt CLAIM_MS
 * ahead, skipping rows another instance is claiming, so two instances never send the same mail at once and a mail
 * whose sender died is tried again once its claim ends.
 */
async function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true })
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_MS}::float8 * interval '1 millisecond'` })
    .where(inArray(outbox.id, due))
    .returning()
}

/**
 * SMTP through nodemailer (`transport`, from SMTP_URL) when set; otherwise every mail is stored in the outbox table,
 * which /dev/mailbox shows outside production (and tests read).
 */
export function createMailer(config: Config, db: Db, transport: MailTransport | null = config.SMTP_URL ? smtpTransport(config) : null): Mailer {
  async function deliverOne(row: OutboxRow, log: FastifyBaseLogger): Promise<keyof MailDeliveryCounts> {
    try {
      await transport!.deliver(toMessage(row))
    } catch (error) {
      const lastError = describeFailure(error)
      const context = { mailId: row.id, template: row.template, attempts: row.attempts, error: lastError }
      if (row.attempts >= MAIL_MAX_ATTEMPTS) {
        await db.update(outbox).set({ status: 'failed', nextAttemptAt: null, lastError }).where(eq(outbox.id, row.id))
        log.error(context, 'mail given up after its last attempt')
        return 'failed'
      }
      const delayMs = mailRetryDelayMs(row.attempts)
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + ${delayMs}::float8 * interval '1 millisecond'`, lastError })
        .where(eq(outbox.id, row.id))
      log.warn({ ...context, retryInMs: delayMs }, 'mail delivery failed: tried again later')
      return 'retried'
    }
    await db.update(outbox).set({ status: 'sent', sentAt: new Date(), nextAttemptAt: null, lastError: null }).where(eq(outbox.id, row.id))
    return 'sent'
  }

  return {
    async send(message) {
      if (transport) return transport.deliver(message)
      await db.insert(outbox).values({ ...toRow(message), status: 'sent', sentAt: new Date() })
    },

    async enqueue(tx, message) {
      await tx.insert(outbox).values(transport ? { ...toRow(message), status: 'pending', nextAttemptAt: sql`now()` } : { ...toRow(message), status: 'sent', sentAt: new Date() })
    },

    async deliverQueued({ log, signal }) {
      const counts: MailDeliveryCounts = { sent: 0, retried: 0, failed: 0 }
      // Without a transport nothing is ever pending: the outbox row was the delivery.
      if (!transport) return counts
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !signal?.aborted; batch++) {
        const claimed = await claimDue(db)
        for (const row of claimed) {
          // A claimed mail left unsent by a stopping run is tried again when its claim ends.
          if (signal?.aborted) break
          counts[await deliverOne(row, log)]++
        }
        if (claimed.length < CLAIM_BATCH) break
      }
      return counts
    },
  }
}

/** The first text/calendar attachment as nodemailer's calendar alternative (what makes clients show Accept/Add). */
const isCalendar = (a: MailAttachment) => a.contentType.startsWith('text/calendar')

function calendarPart(attachments: MailAttachment[] | undefined) {
  const ics = attachments?.find(isCalendar)
  if (!ics) return undefined
  const method = /method=([A-Z]+)/i.exec(ics.contentType)?.[1] ?? 'PUBLISH'
  return { filename: ics.filename, method, content: Buffer.from(ics.contentBase64, 'base64').toString('utf8') }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

export interface MailContent {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Shown under the button, e.g. "The link expires in 24 hours." */
  footnote?: string
}

/** Renders a mail in our one layout: plain text and escaped HTML from the same content. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '— Nexo',
  ].join('\n')
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#123f8c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#123f8c">Nexo</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:12px;color:#555">${escapeHtml(content.footnote)}</p>` : ''}
<p style="color:#555">— Nexo</p></body></html>`
  return { subject: content.subject, text, html }
}

/**
 * Base address for links in mails: configuration only (PUBLIC_URL, http://localhost:PORT in development). Never the
 * request's Host or X-Forwarded-Host: whoever asks for a reset link could otherwise choose where the token goes.
 */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL'>): string {
  return config.PUBLIC_URL
}

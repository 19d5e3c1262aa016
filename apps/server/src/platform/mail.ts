import nodemailer, { type Transporter } from 'nodemailer'
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

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every mail is stored in the outbox
 * table, which /dev/mailbox shows outside production (and tests read).
 */
export function createMailer(config: Config, db: Db): Mailer {
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null
  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // The calendar file goes once, as the calendar part (nodemailer also attaches it as a file).
          attachments: message.attachments
            ?.filter((a) => !isCalendar(a))
            .map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
          icalEvent: calendarPart(message.attachments),
        })
        return
      }
      await db.insert(outbox).values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        template: message.template,
        language: message.language,
        replyTo: message.replyTo ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
      })
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

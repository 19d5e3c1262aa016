import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import {
  NOTIFICATION_EVENT_KINDS,
  NOTIFICATION_TEMPLATES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  renderNotificationText,
  type NotificationTemplate,
  type NotificationTemplateParams,
  type NotificationType,
  type TNotification,
  type TNotificationBulkUpdateResponse,
  type TNotificationCreatedEvent,
  type TNotificationListQuery,
  type TNotificationListResponse,
  type TNotificationParams,
  type TNotificationPreferencesResponse,
  type TNotificationUpdatedEvent,
  type TNotificationUpdateResponse,
  type TUpdateNotificationPreferencesRequest,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { AppError, errorForLog, isDatabaseUnavailable } from '../../platform/errors'
import { publicBaseUrl, type MailAttachment, type Mailer } from '../../platform/mail'
import { publishUserEvent } from '../../platform/realtime'
import { renderNotificationMail } from './notifications.mails'
import * as repo from './notifications.repo'

/** What notify() needs: the database, the mailer for e-mails and where links in them point. */
export interface NotifyDeps {
  db: Db
  mailer: Mailer
  /** Base address for links in mails (PUBLIC_URL; see platform/mail.ts publicBaseUrl). */
  baseUrl: string
  log: FastifyBaseLogger
}

/** NotifyDeps of the app serving `request`: for producers, whose own deps carry the request. */
export function notifyDepsOf(request: FastifyRequest): NotifyDeps {
  const app = request.server
  return { db: app.database.db, mailer: app.mailer, baseUrl: publicBaseUrl(app.config), log: request.log }
}

/** The web app's notifications page (ADR 011); e-mails without a page of their own link here. */
export const NOTIFICATIONS_PAGE = '/notifications'

/** What a notification says: a template of the catalogue and its parameters, and the page it is about. */
export interface NotificationPayload<T extends NotificationTemplate = NotificationTemplate> {
  template: T
  params: NotificationTemplateParams<T>
  /** A path of the web app (`/company-profile`); none by default. */
  link?: string | null
}

export interface NotifyOptions {
  /**
   * The producer already mails the recipient about this (e.g. the approval mail, sent whatever the preferences
   * say, because the user cannot sign in to read anything before it): do not send a second mail.
   */
  skipEmail?: boolean
  /** Files for the e-mail, when one is sent (e.g. an appointment's .ics invitation). */
  attachments?: MailAttachment[]
}

interface StoredPayload {
  template: string
  params: TNotificationParams
  link: string | null
}

function toNotification(row: repo.NotificationRow): TNotification {
  const payload = row.payload as Partial<StoredPayload>
  return {
    id: row.id,
    type: row.type,
    template: typeof payload.template === 'string' ? payload.template : '',
    params: payload.params && typeof payload.params === 'object' ? payload.params : {},
    link: typeof payload.link === 'string' ? payload.link : null,
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Any template's payload (a union over the catalogue, so each keeps its own parameters). */
export type AnyNotificationPayload = { [T in NotificationTemplate]: NotificationPayload<T> }[NotificationTemplate]

/** One notification of notifyMany(): to one user, or to every user of a company who is not deactivated. */
export interface Notice {
  to: { userId: string } | { companyId: string }
  payload: AnyNotificationPayload
  options?: NotifyOptions
}

/**
 * Notifies one user: stores the notification, publishes a `notification.created` event to their open sockets on
 * every instance and, when their preference for the type is on (the default), writes the e-mail in their language to
 * the outbox — all in one transaction. Pass the transaction of the change being reported as `deps.db` (ADR 044):
 * the notification, its event and its mail then exist exactly when the change does, and a crash after the commit
 * loses none of them (the job runner delivers the mail, with retries, when SMTP is configured).
 *
 * Best effort for the caller: a failure is logged and answered null rather than thrown. It runs in a savepoint, so a
 * failure leaves the caller's transaction usable; a mail that cannot be written is logged and the notification stands.
 */
export async function notify<T extends NotificationTemplate>(
  deps: NotifyDeps,
  recipientUserId: string,
  type: (typeof NOTIFICATION_TEMPLATES)[T]['type'],
  payload: NotificationPayload<T>,
  options: NotifyOptions = {},
): Promise<TNotification | null> {
  // The compiler checks this for literal calls; a template chosen at run time is checked here.
  if (NOTIFICATION_TEMPLATES[payload.template].type !== type) throw new Error(`template ${payload.template} is not of type ${type}`)
  return writeNotification(deps, recipientUserId, type, { template: payload.template, params: payload.params as TNotificationParams, link: payload.link ?? null }, options)
}

async function writeNotification(deps: NotifyDeps, recipientUserId: string, type: NotificationType, stored: StoredPayload, options: NotifyOptions): Promise<TNotification | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.insertNotification(tx, { userId: recipientUserId, type, payload: { ...stored } })
      const created = toNotification(row)
      const event: TNotificationCreatedEvent = { notification: created, unreadCount: await repo.countUnread(tx, recipientUserId) }
      await publishUserEvent(tx, recipientUserId, NOTIFICATION_EVENT_KINDS.created, event)
      if (!options.skipEmail) await queueEmail({ ...deps, db: tx }, recipientUserId, created, options.attachments)
      return created
    })
  } catch (error) {
    deps.log.error({ ...errorForLog(error), recipientUserId, template: stored.template }, 'notification could not be stored')
    return null
  }
}

/** Writes the notification's e-mail to the outbox in `deps.db` (the notification's transaction), in a savepoint of its own. */
async function queueEmail(deps: NotifyDeps, userId: string, notification: TNotification, attachments?: MailAttachment[]): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.isEmailWanted(tx, userId, notification.type))) return
      const recipient = await repo.findRecipient(tx, userId)
      // A deactivated account gets nothing; one not yet activated does (it will be able to sign in).
      if (!recipient || recipient.status === 'inactive') return
      const language = recipient.language
      const text = renderNotificationText(notification, language, { timeZone: recipient.timeZone })
      const mail = renderNotificationMail(language, {
        firstName: recipient.firstName,
        title: text.title,
        body: text.body,
        typeLabel: NOTIFICATION_TYPE_LABELS[language][notification.type],
        url: `${deps.baseUrl}${notification.link ?? NOTIFICATIONS_PAGE}`,
        preferencesUrl: `${deps.baseUrl}${NOTIFICATIONS_PAGE}`,
      })
      await deps.mailer.enqueue(tx, { to: recipient.email, ...mail, template: `notification.${notification.template}`, language, ...(attachments ? { attachments } : {}) })
      await repo.markEmailed(tx, notification.id)
    })
  } catch (error) {
    deps.log.error({ ...errorForLog(error), notificationId: notification.id }, 'notification e-mail failed')
  }
}

/** Notifies every user of a company who is not deactivated (e.g. the company was approved); best effort like notify(). */
export async function notifyCompanyUsers<T extends NotificationTemplate>(
  deps: NotifyDeps,
  companyId: string,
  type: (typeof NOTIFICATION_TEMPLATES)[T]['type'],
  payload: NotificationPayload<T>,
  options: NotifyOptions = {},
): Promise<TNotification[]> {
  if (NOTIFICATION_TEMPLATES[payload.template].type !== type) throw new Error(`template ${payload.template} is not of type ${type}`)
  return notifyMany(deps, [{ to: { companyId }, payload: payload as unknown as AnyNotificationPayload, options }])
}

/**
 * Several notifications in the caller's transaction (`deps.db`), written in the order of their recipients' ids (each
 * user's notifications keep their own order). Writing one takes a lock on its user's event counter until the
 * transaction ends, so transactions that notify the same users take those locks in one order and never deadlock.
 */
export async function notifyMany(deps: NotifyDeps, notices: Notice[]): Promise<TNotification[]> {
  const recipients: { userId: string; notice: Notice }[] = []
  for (const notice of notices) {
    if ('userId' in notice.to) {
      recipients.push({ userId: notice.to.userId, notice })
      continue
    }
    try {
      for (const userId of await repo.listCompanyUserIds(deps.db, notice.to.companyId)) recipients.push({ userId, notice })
    } catch (error) {
      deps.log.error({ ...errorForLog(error), companyId: notice.to.companyId }, 'company users could not be read for a notification')
    }
  }
  // Array.prototype.sort is stable: one user's notifications stay in the order given.
  recipients.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
  const sent: TNotification[] = []
  for (const { userId, notice } of recipients) {
    const { template, params, link } = notice.payload
    const stored: StoredPayload = { template, params: params as TNotificationParams, link: link ?? null }
    const notification = await writeNotification(deps, userId, NOTIFICATION_TEMPLATES[template].type, stored, notice.options ?? {})
    if (notification) sent.push(notification)
  }
  return sent
}

/** Reads answer NOTIFICATION_FETCH_FAILED (spec §8 "error getting") when the database fails, logged without values. */
async function asFetch<T>(log: FastifyBaseLogger, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error
    log.error(errorForLog(error), 'notifications could not be read')
    throw new AppError('NOTIFICATION_FETCH_FAILED')
  }
}

export function listNotifications(deps: NotifyDeps, userId: string, query: TNotificationListQuery): Promise<TNotificationListResponse> {
  return asFetch(deps.log, async () => {
    const [{ rows, total }, unreadCount] = await Promise.all([
      repo.listNotifications(deps.db, userId, query.unread, query.page, query.limit),
      repo.countUnread(deps.db, userId),
    ])
    return { items: rows.map(toNotification), total, page: query.page, limit: query.limit, unreadCount }
  })
}

export function countUnread(deps: NotifyDeps, userId: string): Promise<{ count: number }> {
  return asFetch(deps.log, async () => ({ count: await repo.countUnread(deps.db, userId) }))
}

/** Marks one notification read or unread; the user's other sockets (tabs, devices) learn it through an event. */
export async function setNotificationRead(deps: NotifyDeps, userId: string, id: string, isRead: boolean): Promise<TNotificationUpdateResponse> {
  return deps.db.transaction(async (tx) => {
    const result = await repo.setRead(tx, userId, id, isRead)
    // Another user's notification is answered like a missing one: its existence is not theirs to learn.
    if (!result) throw new AppError('NOT_FOUND')
    const unreadCount = await repo.countUnread(tx, userId)
    if (result.isChanged) {
      const event: TNotificationUpdatedEvent = { id, isRead, unreadCount }
      await publishUserEvent(tx, userId, NOTIFICATION_EVENT_KINDS.updated, event)
    }
    return { notification: toNotification(result.row), unreadCount }
  })
}

/** Marks all of the user's notifications read or unread. */
export async function setAllNotificationsRead(deps: NotifyDeps, userId: string, isRead: boolean): Promise<TNotificationBulkUpdateResponse> {
  return deps.db.transaction(async (tx) => {
    const updated = await repo.setAllRead(tx, userId, isRead)
    const unreadCount = await repo.countUnread(tx, userId)
    if (updated > 0) {
      const event: TNotificationUpdatedEvent = { id: null, isRead, unreadCount }
      await publishUserEvent(tx, userId, NOTIFICATION_EVENT_KINDS.updated, event)
    }
    return { updated, unreadCount }
  })
}

/** Every type with its e-mail preference (on unless turned off), in NOTIFICATION_TYPES order. */
export async function getPreferences(deps: NotifyDeps, userId: string): Promise<TNotificationPreferencesResponse> {
  const chosen = new Map<NotificationType, boolean>((await repo.listPreferences(deps.db, userId)).map((p) => [p.type, p.email]))
  return { items: NOTIFICATION_TYPES.map((type) => ({ type, email: chosen.get(type) ?? true })) }
}

export async function updatePreferences(deps: NotifyDeps, userId: string, input: TUpdateNotificationPreferencesRequest): Promise<TNotificationPreferencesResponse> {
  await repo.upsertPreferences(deps.db, userId, input.items)
  return getPreferences(deps, userId)
}

import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { NotificationType } from '@nexo/shared'
import type { Db } from '../../db/client'
import { companies, notificationPreferences, notifications, users } from '../../db/schema'

export type NotificationRow = typeof notifications.$inferSelect

export async function insertNotification(db: Db, values: { userId: string; type: NotificationType; payload: Record<string, unknown> }): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning()
  return row!
}

/** One page of a user's notifications, newest first (id breaks ties so pages never overlap). */
export async function listNotifications(db: Db, userId: string, isUnreadOnly: boolean, page: number, limit: number) {
  const where = and(eq(notifications.userId, userId), isUnreadOnly ? isNull(notifications.readAt) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return Number(row?.n ?? 0)
}

/** Marks one of the user's notifications read (keeping the first read time) or unread; null when not theirs. */
export async function setRead(db: Db, userId: string, id: string, isRead: boolean): Promise<{ row: NotificationRow; isChanged: boolean } | null> {
  const [current] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .for('update')
  if (!current) return null
  if ((current.readAt !== null) === isRead) return { row: current, isChanged: false }
  const [row] = await db
    .update(notifications)
    .set({ readAt: isRead ? new Date() : null })
    .where(eq(notifications.id, id))
    .returning()
  return { row: row!, isChanged: true }
}

/** Marks every notification of the user read or unread; answers how many changed. */
export async function setAllRead(db: Db, userId: string, isRead: boolean): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: isRead ? new Date() : null })
    .where(and(eq(notifications.userId, userId), isRead ? isNull(notifications.readAt) : isNotNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return changed.length
}

export async function markEmailed(db: Db, id: string): Promise<void> {
  await db.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, id))
}

/** The types the user changed; a type without a row is e-mailed (the default). */
export async function listPreferences(db: Db, userId: string) {
  return db.select({ type: notificationPreferences.type, email: notificationPreferences.email }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId))
}

export async function upsertPreferences(db: Db, userId: string, items: { type: NotificationType; email: boolean }[]): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(items.map((item) => ({ userId, ...item })))
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { email: sql`excluded.email` } })
}

export async function isEmailWanted(db: Db, userId: string, type: NotificationType): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)))
  return row?.email ?? true
}

/** Who an e-mail goes to, in which language and on which clock (their company's zone; none for an event-only account); null when the user is gone. */
export async function findRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language, status: users.status, timeZone: companies.timeZone })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
  return row ?? null
}

/** Every user of a company who can sign in now or later (not deactivated), oldest first. */
export async function listCompanyUserIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'inactive')))
    .orderBy(asc(users.createdAt))
  return rows.map((r) => r.id)
}

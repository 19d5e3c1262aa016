import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chatMessages, chats, companies, files, productsServices, users } from '../../db/schema'
import { rows } from '../../db/sql-rows'

export type ChatRow = typeof chats.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect

/** A chat that is not deleted. */
export async function findChat(db: Db, chatId: string, options: { forUpdate?: boolean } = {}): Promise<ChatRow | null> {
  const query = db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), isNull(chats.deletedAt)))
    .limit(1)
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row ?? null
}

/** The open (pending or accepted, not deleted) chat between two companies, whichever asked. */
export async function findOpenChatBetween(db: Db, companyA: string, companyB: string): Promise<ChatRow | null> {
  const [row] = await db
    .select()
    .from(chats)
    .where(
      and(
        isNull(chats.deletedAt),
        ne(chats.status, 'declined'),
        or(and(eq(chats.requesterCompanyId, companyA), eq(chats.recipientCompanyId, companyB)), and(eq(chats.requesterCompanyId, companyB), eq(chats.recipientCompanyId, companyA))),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function insertChat(db: Db, values: typeof chats.$inferInsert): Promise<ChatRow> {
  const [row] = await db.insert(chats).values(values).returning()
  return row!
}

/** Takes a pending chat for `userId`; null when it was no longer pending (another user was first). */
export async function respondToPendingChat(db: Db, chatId: string, userId: string, status: 'accepted' | 'declined', now: Date): Promise<ChatRow | null> {
  const [row] = await db
    .update(chats)
    .set({ status, recipientUserId: userId, respondedAt: now })
    .where(and(eq(chats.id, chatId), eq(chats.status, 'pending'), isNull(chats.deletedAt)))
    .returning()
  return row ?? null
}

export async function markChatDeleted(db: Db, chatId: string, userId: string, now: Date): Promise<ChatRow | null> {
  const [row] = await db
    .update(chats)
    .set({ deletedAt: now, deletedByUserId: userId })
    .where(and(eq(chats.id, chatId), isNull(chats.deletedAt)))
    .returning()
  return row ?? null
}

export async function touchChat(db: Db, chatId: string, at: Date): Promise<void> {
  await db.update(chats).set({ lastMessageAt: at }).where(eq(chats.id, chatId))
}

/**
 * Chats the user sees: those they asked for, those they took, and every chat addressed to their company (pending
 * requests for anyone to answer; taken or declined ones shown as such). Newest activity first.
 */
export async function listVisibleChats(db: Db, userId: string, companyId: string, limit = 200): Promise<ChatRow[]> {
  return db
    .select()
    .from(chats)
    .where(and(isNull(chats.deletedAt), or(eq(chats.requesterUserId, userId), eq(chats.recipientCompanyId, companyId))))
    .orderBy(desc(chats.lastMessageAt))
    .limit(limit)
}

export interface CompanyCard {
  id: string
  tradeName: string
  logoFileId: string | null
}

export async function findCompanies(db: Db, ids: string[]): Promise<Map<string, CompanyCard>> {
  if (ids.length === 0) return new Map()
  const found = await db.select({ id: companies.id, tradeName: companies.tradeName, logoFileId: companies.logoFileId }).from(companies).where(inArray(companies.id, ids))
  return new Map(found.map((c) => [c.id, c]))
}

export async function findUserNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const found = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids))
  return new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]))
}

export async function findProductTitles(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const found = await db.select({ id: productsServices.id, title: productsServices.title }).from(productsServices).where(inArray(productsServices.id, ids))
  return new Map(found.map((p) => [p.id, p.title]))
}

/** Active users of a company (not event-only accounts): who sees a request addressed to it. */
export async function listCompanyUserIds(db: Db, companyId: string): Promise<string[]> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), eq(users.isEventOnly, false)))
  return found.map((u) => u.id)
}

/** Per chat: messages of the other company the viewer's side has not read, and the newest message. */
export async function chatStats(db: Db, chatIds: string[], viewerCompanyId: string) {
  if (chatIds.length === 0) return new Map<string, { unread: number; last: ChatMessageRow | null }>()
  const ids = sql.join(
    chatIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const unread = await rows<{ chat_id: string; n: string | number }>(
    db,
    sql`select chat_id, count(*) as n from chat_messages
        where chat_id in (${ids}) and sender_company_id <> ${viewerCompanyId} and read_at is null and deleted_at is null
        group by chat_id`,
  )
  const last = await db
    .selectDistinctOn([chatMessages.chatId])
    .from(chatMessages)
    .where(and(inArray(chatMessages.chatId, chatIds), isNull(chatMessages.deletedAt)))
    .orderBy(chatMessages.chatId, desc(chatMessages.createdAt), desc(chatMessages.id))
  const result = new Map<string, { unread: number; last: ChatMessageRow | null }>()
  for (const id of chatIds) result.set(id, { unread: 0, last: null })
  for (const u of unread) result.get(u.chat_id)!.unread = Number(u.n)
  for (const m of last) result.get(m.chatId)!.last = m
  return result
}

export async function findMessageByClientId(db: Db, chatId: string, senderCompanyId: string, clientId: string): Promise<ChatMessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.senderCompanyId, senderCompanyId), eq(chatMessages.clientId, clientId)))
    .limit(1)
  return row ?? null
}

export async function findMessage(db: Db, chatId: string, messageId: string): Promise<ChatMessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
    .limit(1)
  return row ?? null
}

/** Stores a message; a retry with the same client id (unique per chat and sender) answers null. */
export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert): Promise<ChatMessageRow | null> {
  const [row] = await db.insert(chatMessages).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export async function updateMessage(db: Db, messageId: string, values: Partial<typeof chatMessages.$inferInsert>): Promise<ChatMessageRow | null> {
  const [row] = await db.update(chatMessages).set(values).where(eq(chatMessages.id, messageId)).returning()
  return row ?? null
}

/** Marks read (or unread) the other company's messages of a chat, one or all; answers how many changed. */
export async function setMessagesRead(db: Db, chatId: string, viewerCompanyId: string, readAt: Date | null, messageId?: string): Promise<number> {
  const changed = await db
    .update(chatMessages)
    .set({ readAt })
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        ne(chatMessages.senderCompanyId, viewerCompanyId),
        isNull(chatMessages.deletedAt),
        readAt ? isNull(chatMessages.readAt) : sql`${chatMessages.readAt} is not null`,
        messageId ? eq(chatMessages.id, messageId) : undefined,
      ),
    )
    .returning({ id: chatMessages.id })
  return changed.length
}

/**
 * A page of a chat's messages, newest first (the service reverses it): before a message, and matching a search in
 * the text or an attachment's name.
 */
export async function listMessages(db: Db, chatId: string, options: { before?: ChatMessageRow | null; q?: string; limit: number }) {
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return db
    .select({ message: chatMessages, fileName: files.originalName, fileMime: files.mimeType, fileSize: files.sizeBytes })
    .from(chatMessages)
    .leftJoin(files, eq(files.id, chatMessages.fileId))
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        isNull(chatMessages.deletedAt),
        options.before
          ? or(lt(chatMessages.createdAt, options.before.createdAt), and(eq(chatMessages.createdAt, options.before.createdAt), lt(chatMessages.id, options.before.id)))
          : undefined,
        // A message hidden by the moderation is never found by its words (its text is not shown to the other side).
        pattern ? and(isNull(chatMessages.hiddenAt), or(sql`${chatMessages.body} ilike ${pattern}`, sql`${files.originalName} ilike ${pattern}`)) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(options.limit + 1)
}

export async function findFileRow(db: Db, fileId: string) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1)
  return row ?? null
}

export async function deleteFileRows(db: Db, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return []
  const removed = await db.delete(files).where(inArray(files.id, fileIds)).returning({ storageKey: files.storageKey })
  return removed.map((r) => r.storageKey)
}

/** Unread messages older than `olderThan` whose receiver was not notified yet, per chat (the unread job). */
export async function claimUnnotifiedMessages(db: Db, olderThan: Date, notBefore: Date) {
  return rows<{ chat_id: string; sender_company_id: string; n: string | number }>(
    db,
    sql`with claimed as (
          update chat_messages m set notified_at = now()
          from chats c
          where c.id = m.chat_id and c.deleted_at is null and c.status = 'accepted'
            and m.read_at is null and m.deleted_at is null and m.notified_at is null
            and m.created_at < ${olderThan} and m.created_at > ${notBefore}
          returning m.chat_id, m.sender_company_id
        )
        select chat_id, sender_company_id, count(*) as n from claimed group by chat_id, sender_company_id`,
  )
}

// ——— moderation (issue 27 §19) ———

/** A chat with both companies' names and its message counts, as the administrator's list shows it. */
export type AdminChatRow = {
  id: string
  status: string
  requesterCompanyId: string
  requesterName: string
  recipientCompanyId: string
  recipientName: string
  lastMessageAt: Date
  messageCount: number
  hiddenCount: number
}

const adminChatColumns = sql`c.id, c.status, c.requester_company_id as "requesterCompanyId", rq.trade_name as "requesterName",
  c.recipient_company_id as "recipientCompanyId", rc.trade_name as "recipientName", c.last_message_at as "lastMessageAt",
  (select count(*)::int from chat_messages m where m.chat_id = c.id and m.deleted_at is null) as "messageCount",
  (select count(*)::int from chat_messages m where m.chat_id = c.id and m.hidden_at is not null) as "hiddenCount"`

const toAdminChatRow = (r: AdminChatRow): AdminChatRow => ({ ...r, lastMessageAt: new Date(r.lastMessageAt) })

/** Chats that are not deleted, latest message first; `q` matches either company's trade name (accents ignored). */
export async function listChatsForModeration(db: Db, query: { q?: string; page: number; limit: number }): Promise<{ rows: AdminChatRow[]; total: number }> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = sql`c.deleted_at is null ${pattern ? sql`and (unaccent(rq.trade_name) ilike unaccent(${pattern}) or unaccent(rc.trade_name) ilike unaccent(${pattern}))` : sql``}`
  const from = sql`from chats c join companies rq on rq.id = c.requester_company_id join companies rc on rc.id = c.recipient_company_id`
  const [list, [count]] = await Promise.all([
    rows<AdminChatRow>(db, sql`select ${adminChatColumns} ${from} where ${where} order by c.last_message_at desc, c.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`),
  ])
  return { rows: list.map(toAdminChatRow), total: count?.n ?? 0 }
}

export async function findChatForModeration(db: Db, chatId: string): Promise<AdminChatRow | null> {
  const [row] = await rows<AdminChatRow>(
    db,
    sql`select ${adminChatColumns} from chats c join companies rq on rq.id = c.requester_company_id join companies rc on rc.id = c.recipient_company_id
        where c.id = ${chatId} and c.deleted_at is null`,
  )
  return row ? toAdminChatRow(row) : null
}

/** The latest `limit` messages of a chat, hidden ones included, oldest first. */
export async function listMessagesForModeration(db: Db, chatId: string, limit: number): Promise<ChatMessageRow[]> {
  const latest = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId)).orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)).limit(limit)
  return latest.reverse()
}

export async function setMessageHidden(db: Db, messageId: string, values: { hiddenAt: Date | null; hiddenReason: string | null; hiddenByUserId: string | null }): Promise<{ chatId: string } | null> {
  const [row] = await db.update(chatMessages).set(values).where(eq(chatMessages.id, messageId)).returning({ chatId: chatMessages.chatId })
  return row ?? null
}

/**
 * Chats between two companies (issue 13, spec §3 Chat, §4, §5, §8 "Chat"; ADR 030).
 *
 * - A request (from the contact modal) is pending until a user of the receiving company accepts or declines it; the
 *   first who answers takes it (one conditional UPDATE), the others get CHAT_TAKEN and see it as taken.
 * - A message is stored (with the sender's idempotency key) and published to both sides' user-event logs in the same
 *   transaction, before the request is answered: an acknowledged message is never lost, a retried one is never
 *   stored twice, and every socket of either user on any instance gets it, or catches up on it after a reconnect.
 * - Every failure that is not an expected refusal answers the §8 code of its action (CHAT_SEND_FAILED …).
 */
import type { FastifyBaseLogger } from 'fastify'
import {
  CHAT_EVENT_KINDS,
  type AppErrorCode,
  type TChatListResponse,
  type TChatMessage,
  type TChatMessagesQuery,
  type TChatMessagesResponse,
  type TChatSummary,
  type TChatUnreadResponse,
  type TAdminChatListQuery,
  type TAdminChatListResponse,
  type TAdminChatMessagesResponse,
  type TAdminChatSummary,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { AppError, errorForLog, isDatabaseUnavailable, uniqueViolation } from '../../platform/errors'
import { isImageMimeType, sniffFileType, type SniffedMimeType } from '../../platform/file-sniff'
import { makeThumbnail } from '../../platform/image-thumbnail'
import { publishUserEvent } from '../../platform/realtime'
import type { Storage } from '../../platform/storage'
import { fileUrl, uploadFile } from '../files/files.service'
import { notify, notifyMany, type Notice, type NotifyDeps } from '../notifications/notifications.service'
import * as repo from './chat.repo'

export interface ChatDeps {
  db: Db
  storage: Storage
  notify: NotifyDeps
  log: FastifyBaseLogger
}

/** The caller: a user of a company. */
export interface ChatViewer {
  userId: string
  companyId: string
  /** A restricted user without the contact right (ADR 047): reads the company's chats, answers and writes none. */
  isReadOnly?: boolean
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Spec §5: chat actions need a selected chat. A client that calls without one (`/chats/undefined/…`) is told so. */
export function assertSelectedChat(chatId: string | undefined): string {
  if (!chatId || !UUID.test(chatId)) throw new AppError('CHAT_NOT_SELECTED')
  return chatId
}

/**
 * Runs an action and answers its §8 code when it fails unexpectedly (database down, storage error); refusals
 * (AppError) pass through unchanged.
 */
export async function failAs<T>(log: FastifyBaseLogger, code: AppErrorCode, action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    // A lost database connection is the error handler's 503 with Retry-After, not a failure of the action.
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error
    log.error({ ...errorForLog(error), code }, 'chat action failed')
    throw new AppError(code)
  }
}

const isParticipant = (chat: repo.ChatRow, viewer: ChatViewer) => chat.requesterUserId === viewer.userId || chat.recipientUserId === viewer.userId

/** Whether the viewer sees this chat in the list at all (a chat of another company or user is "not found"). */
function canSee(chat: repo.ChatRow, viewer: ChatViewer): boolean {
  return chat.requesterUserId === viewer.userId || chat.recipientCompanyId === viewer.companyId
}

/** Taken: accepted by another user of the receiving company. */
const isTakenByOther = (chat: repo.ChatRow, viewer: ChatViewer) => chat.status === 'accepted' && !isParticipant(chat, viewer)

/** A chat the viewer may see, or NOT_FOUND (another company's chat is not confirmed to exist). */
async function visibleChat(db: Db, chatId: string, viewer: ChatViewer, options: { forUpdate?: boolean } = {}): Promise<repo.ChatRow> {
  const chat = await repo.findChat(db, assertSelectedChat(chatId), options)
  if (!chat || !canSee(chat, viewer)) throw new AppError('NOT_FOUND')
  return chat
}

/** The messages of a chat are for its two users, and for the receiving company while it decides (pending). */
function assertCanRead(chat: repo.ChatRow, viewer: ChatViewer) {
  if (isParticipant(chat, viewer)) return
  if (isTakenByOther(chat, viewer)) throw new AppError('CHAT_TAKEN')
}

/** Writing needs an accepted chat of which the viewer is one of the two users. */
function assertCanWrite(chat: repo.ChatRow, viewer: ChatViewer) {
  if (chat.status === 'declined') throw new AppError('CHAT_REJECTED')
  if (isTakenByOther(chat, viewer)) throw new AppError('CHAT_TAKEN')
  if (chat.status === 'pending') throw new AppError('CHAT_PENDING_EXISTS')
  if (!isParticipant(chat, viewer)) throw new AppError('FORBIDDEN')
}

// ——— views ———

interface Lookups {
  companies: Map<string, repo.CompanyCard>
  names: Map<string, string>
  products: Map<string, string>
}

async function lookupsFor(db: Db, list: repo.ChatRow[], messages: repo.ChatMessageRow[] = []): Promise<Lookups> {
  const companyIds = [...new Set(list.flatMap((c) => [c.requesterCompanyId, c.recipientCompanyId]))]
  const userIds = [...new Set([...list.flatMap((c) => [c.requesterUserId, c.recipientUserId]), ...messages.map((m) => m.senderUserId)].filter((v): v is string => Boolean(v)))]
  const productIds = [...new Set(list.map((c) => c.productId).filter((v): v is string => Boolean(v)))]
  const [companies, names, products] = await Promise.all([repo.findCompanies(db, companyIds), repo.findUserNames(db, userIds), repo.findProductTitles(db, productIds)])
  return { companies, names, products }
}

function toSummary(chat: repo.ChatRow, viewer: ChatViewer, lookups: Lookups, stats: { unread: number; last: repo.ChatMessageRow | null }): TChatSummary {
  const isOutgoing = chat.requesterCompanyId === viewer.companyId && chat.requesterUserId === viewer.userId
  const counterpartCompanyId = isOutgoing ? chat.recipientCompanyId : chat.requesterCompanyId
  const counterpartUserId = isOutgoing ? chat.recipientUserId : chat.requesterUserId
  const company = lookups.companies.get(counterpartCompanyId)
  const taken = isTakenByOther(chat, viewer)
  const last = taken ? null : stats.last
  return {
    id: chat.id,
    status: chat.status,
    isOutgoing,
    isTakenByOther: taken,
    canWrite: !viewer.isReadOnly && chat.status === 'accepted' && isParticipant(chat, viewer),
    canRespond: !viewer.isReadOnly && chat.status === 'pending' && chat.recipientCompanyId === viewer.companyId,
    counterpart: {
      companyId: counterpartCompanyId,
      tradeName: company?.tradeName ?? '',
      logoUrl: company?.logoFileId ? fileUrl(company.logoFileId) : null,
      userName: counterpartUserId ? (lookups.names.get(counterpartUserId) ?? null) : null,
    },
    product: chat.productId && lookups.products.has(chat.productId) ? { id: chat.productId, title: lookups.products.get(chat.productId)! } : null,
    lastMessage: last
      ? (() => {
          const isMine = last.senderCompanyId === viewer.companyId
          const isWithheld = last.hiddenAt !== null && !isMine
          return { body: isWithheld ? '' : last.body, hasFile: !isWithheld && last.fileId !== null && last.fileDeletedAt === null, isMine, createdAt: last.createdAt.toISOString() }
        })()
      : null,
    unreadCount: taken ? 0 : stats.unread,
    lastMessageAt: chat.lastMessageAt.toISOString(),
    createdAt: chat.createdAt.toISOString(),
  }
}

export const attachmentUrl = (chatId: string, messageId: string, kind: 'file' | 'thumbnail') => `/api/v1/chats/${chatId}/messages/${messageId}/${kind}`

function toMessage(
  row: repo.ChatMessageRow,
  viewerCompanyId: string,
  names: Map<string, string>,
  file: { originalName: string; mimeType: string; sizeBytes: number } | null,
): TChatMessage {
  const isMine = row.senderCompanyId === viewerCompanyId
  // Hidden by the moderation: nothing of it for the other side; the sender keeps it, with the reason.
  const isWithheld = row.hiddenAt !== null && !isMine
  const hasFile = row.fileId !== null && row.fileDeletedAt === null && file !== null && !isWithheld
  return {
    id: row.id,
    chatId: row.chatId,
    clientId: row.clientId,
    isMine,
    senderName: row.senderUserId ? (names.get(row.senderUserId) ?? null) : null,
    body: isWithheld ? '' : row.body,
    hidden: row.hiddenAt === null ? null : { reason: isMine ? row.hiddenReason : null },
    file: hasFile
      ? {
          url: attachmentUrl(row.chatId, row.id, 'file'),
          thumbnailUrl: row.thumbnailFileId ? attachmentUrl(row.chatId, row.id, 'thumbnail') : null,
          originalName: file.originalName,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
        }
      : null,
    isRead: row.readAt !== null,
    isEdited: row.editedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listChats(db: Db, viewer: ChatViewer): Promise<TChatListResponse> {
  const list = await repo.listVisibleChats(db, viewer.userId, viewer.companyId)
  const [lookups, stats] = await Promise.all([
    lookupsFor(db, list),
    repo.chatStats(
      db,
      list.map((c) => c.id),
      viewer.companyId,
    ),
  ])
  const items = list.map((chat) => toSummary(chat, viewer, lookups, stats.get(chat.id)!))
  return { items, unreadTotal: items.reduce((sum, c) => sum + c.unreadCount, 0) }
}

/** The sidebar badge: unread messages of the viewer's chats plus requests waiting for the viewer's company. */
export async function unreadCount(db: Db, viewer: ChatViewer): Promise<TChatUnreadResponse> {
  const { items, unreadTotal } = await listChats(db, viewer)
  return { count: unreadTotal, pendingRequests: items.filter((c) => c.canRespond).length }
}

async function summaryOf(db: Db, chat: repo.ChatRow, viewer: ChatViewer): Promise<TChatSummary> {
  const [lookups, stats] = await Promise.all([lookupsFor(db, [chat]), repo.chatStats(db, [chat.id], viewer.companyId)])
  return toSummary(chat, viewer, lookups, stats.get(chat.id)!)
}

export async function getMessages(db: Db, viewer: ChatViewer, chatId: string, query: TChatMessagesQuery): Promise<TChatMessagesResponse> {
  const chat = await visibleChat(db, chatId, viewer)
  assertCanRead(chat, viewer)
  const before = query.before ? await repo.findMessage(db, chat.id, query.before) : null
  const found = await repo.listMessages(db, chat.id, { before, q: query.q || undefined, limit: query.limit })
  const hasMore = found.length > query.limit
  const page = found.slice(0, query.limit).reverse()
  const lookups = await lookupsFor(
    db,
    [chat],
    page.map((p) => p.message),
  )
  return {
    chat: await summaryOf(db, chat, viewer),
    items: page.map((p) => toMessage(p.message, viewer.companyId, lookups.names, p.fileName ? { originalName: p.fileName, mimeType: p.fileMime!, sizeBytes: p.fileSize! } : null)),
    hasMore,
  }
}

// ——— events ———

/** Everyone who sees the chat in their list: the requester, and every user of the receiving company. */
async function chatAudience(db: Db, chat: repo.ChatRow): Promise<string[]> {
  return [...new Set([chat.requesterUserId, ...(await repo.listCompanyUserIds(db, chat.recipientCompanyId))])]
}

/** Who receives a chat's messages: its two users, or (pending) the requester and the receiving company. */
async function messageAudience(db: Db, chat: repo.ChatRow): Promise<{ userId: string; companyId: string }[]> {
  if (chat.status === 'pending') {
    const recipients = await repo.listCompanyUserIds(db, chat.recipientCompanyId)
    return [{ userId: chat.requesterUserId, companyId: chat.requesterCompanyId }, ...recipients.map((userId) => ({ userId, companyId: chat.recipientCompanyId }))]
  }
  const audience = [{ userId: chat.requesterUserId, companyId: chat.requesterCompanyId }]
  if (chat.recipientUserId) audience.push({ userId: chat.recipientUserId, companyId: chat.recipientCompanyId })
  return audience
}

async function publishChatUpdated(db: Db, chat: repo.ChatRow, status: TChatSummary['status'] | 'deleted', audience?: string[]) {
  for (const userId of audience ?? (await chatAudience(db, chat))) {
    await publishUserEvent(db, userId, CHAT_EVENT_KINDS.chat, { chatId: chat.id, status })
  }
}

async function publishMessage(db: Db, chat: repo.ChatRow, row: repo.ChatMessageRow, file: { originalName: string; mimeType: string; sizeBytes: number } | null) {
  const names = await repo.findUserNames(db, row.senderUserId ? [row.senderUserId] : [])
  for (const member of await messageAudience(db, chat)) {
    await publishUserEvent(db, member.userId, CHAT_EVENT_KINDS.message, { chatId: chat.id, message: toMessage(row, member.companyId, names, file) })
  }
}

async function publishMessageUpdated(db: Db, chat: repo.ChatRow, messageId: string | null) {
  for (const member of await messageAudience(db, chat)) {
    await publishUserEvent(db, member.userId, CHAT_EVENT_KINDS.messageUpdated, { chatId: chat.id, messageId })
  }
}

// ——— actions ———

/** The open (pending or accepted) chat between two companies, for the contact modal. */
export function findOpenChat(db: Db, companyA: string, companyB: string): Promise<repo.ChatRow | null> {
  return repo.findOpenChatBetween(db, companyA, companyB)
}

export interface NewChatRequest {
  requester: ChatViewer
  recipientCompanyId: string
  productId: string | null
  message: string
  requesterCompanyName: string
}

/**
 * Opens a chat request with its first message (the contact modal's). Refused when the two companies already have a
 * pending (CHAT_PENDING_EXISTS) or accepted (CHAT_ACTIVE_EXISTS) chat, whichever side asked; the unique index
 * settles two requests racing. The receiving company's users are notified (type chat).
 */
export async function createChatRequest(deps: ChatDeps, input: NewChatRequest): Promise<repo.ChatRow> {
  const assertNoOpenChat = (open: repo.ChatRow | null) => {
    if (open) throw new AppError(open.status === 'pending' ? 'CHAT_PENDING_EXISTS' : 'CHAT_ACTIVE_EXISTS')
  }
  assertNoOpenChat(await repo.findOpenChatBetween(deps.db, input.requester.companyId, input.recipientCompanyId))
  let chat: repo.ChatRow
  try {
    chat = await deps.db.transaction(async (tx) => {
      const now = new Date()
      const created = await repo.insertChat(tx, {
        requesterCompanyId: input.requester.companyId,
        requesterUserId: input.requester.userId,
        recipientCompanyId: input.recipientCompanyId,
        productId: input.productId,
        lastMessageAt: now,
      })
      const message = await repo.insertMessage(tx, {
        chatId: created.id,
        senderUserId: input.requester.userId,
        senderCompanyId: input.requester.companyId,
        clientId: crypto.randomUUID(),
        body: input.message,
        createdAt: now,
      })
      await publishChatUpdated(tx, created, 'pending')
      await publishMessage(tx, created, message!, null)
      // The receiving company's users are told in the request's transaction (ADR 044).
      const recipients = await repo.listCompanyUserIds(tx, input.recipientCompanyId)
      await notifyMany(
        { ...deps.notify, db: tx },
        recipients.map((userId) => ({ to: { userId }, payload: { template: 'chat.requested', params: { companyName: input.requesterCompanyName }, link: `/chat?id=${created.id}` } })),
      )
      return created
    })
  } catch (error) {
    if (uniqueViolation(error) === 'chats_open_pair_uq') assertNoOpenChat(await repo.findOpenChatBetween(deps.db, input.requester.companyId, input.recipientCompanyId))
    throw error
  }
  return chat
}

/** Accept or decline a pending request: the first user of the receiving company to answer takes it. */
export async function respond(deps: ChatDeps, viewer: ChatViewer, chatId: string, status: 'accepted' | 'declined'): Promise<TChatSummary> {
  const chat = await visibleChat(deps.db, chatId, viewer)
  if (chat.recipientCompanyId !== viewer.companyId) throw new AppError('FORBIDDEN')
  const updated = await deps.db.transaction(async (tx) => {
    const taken = await repo.respondToPendingChat(tx, chat.id, viewer.userId, status, new Date())
    if (!taken) return null
    await publishChatUpdated(tx, taken, status)
    // The requester is told in the same transaction (ADR 044).
    const companies = await repo.findCompanies(tx, [taken.recipientCompanyId])
    await notify({ ...deps.notify, db: tx }, taken.requesterUserId, 'chat', {
      template: status === 'accepted' ? 'chat.accepted' : 'chat.declined',
      params: { companyName: companies.get(taken.recipientCompanyId)?.tradeName ?? '' },
      link: `/chat?id=${taken.id}`,
    })
    return taken
  })
  if (!updated) {
    const current = (await repo.findChat(deps.db, chat.id)) ?? chat
    if (current.status === status && current.recipientUserId === viewer.userId) return summaryOf(deps.db, current, viewer)
    if (current.status === 'declined') throw new AppError('CHAT_REJECTED')
    throw new AppError('CHAT_TAKEN')
  }
  return summaryOf(deps.db, updated, viewer)
}

export interface NewMessage {
  clientId: string
  body: string
  file?: { bytes: Buffer; originalName: string; allowedTypes: readonly SniffedMimeType[] }
}

/**
 * Stores a message and publishes it to both users before answering. A retry with the same `clientId` answers the
 * stored message (201 → 200) and publishes nothing again.
 */
export async function sendMessage(deps: ChatDeps, viewer: ChatViewer, chatId: string, input: NewMessage): Promise<{ message: TChatMessage; isNew: boolean }> {
  const chat = await visibleChat(deps.db, chatId, viewer)
  assertCanWrite(chat, viewer)
  const existing = await repo.findMessageByClientId(deps.db, chat.id, viewer.companyId, input.clientId)
  if (existing) return { message: await messageView(deps.db, existing, viewer.companyId), isNew: false }
  if (!input.body && !input.file) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.body', message: 'required' }] })
  let file: Awaited<ReturnType<typeof uploadFile>> | null = null
  let thumbnail: Awaited<ReturnType<typeof uploadFile>> | null = null
  if (input.file) {
    // The thumbnail is made before anything is stored: an image that does not decode is refused whole.
    const sniffed = sniffFileType(input.file.bytes)
    const thumbnailBytes = sniffed && isImageMimeType(sniffed.mimeType) ? await makeThumbnail(input.file.bytes) : null
    file = await uploadFile(deps, { bytes: input.file.bytes, originalName: input.file.originalName, purpose: 'chat', allowedTypes: input.file.allowedTypes, ownerCompanyId: viewer.companyId, ownerUserId: viewer.userId })
    if (thumbnailBytes) {
      thumbnail = await uploadFile(deps, { bytes: thumbnailBytes, originalName: 'thumbnail.webp', purpose: 'chat_thumbnail', allowedTypes: ['image/webp'], ownerCompanyId: viewer.companyId, ownerUserId: viewer.userId })
    }
  }
  const originalName = input.file ? (await repo.findFileRow(deps.db, file!.fileId))!.originalName : null
  const fileView = file ? { originalName: originalName!, mimeType: file.mimeType, sizeBytes: file.sizeBytes } : null
  const stored = await deps.db.transaction(async (tx) => {
    const now = new Date()
    const row = await repo.insertMessage(tx, {
      chatId: chat.id,
      senderUserId: viewer.userId,
      senderCompanyId: viewer.companyId,
      clientId: input.clientId,
      body: input.body,
      fileId: file?.fileId ?? null,
      thumbnailFileId: thumbnail?.fileId ?? null,
      createdAt: now,
    })
    if (!row) return null // the same clientId was stored meanwhile (a retry racing the first attempt)
    await repo.touchChat(tx, chat.id, now)
    await publishMessage(tx, chat, row, fileView)
    return row
  })
  if (!stored) {
    const again = await repo.findMessageByClientId(deps.db, chat.id, viewer.companyId, input.clientId)
    return { message: await messageView(deps.db, again!, viewer.companyId), isNew: false }
  }
  const names = await repo.findUserNames(deps.db, [viewer.userId])
  return { message: toMessage(stored, viewer.companyId, names, fileView), isNew: true }
}

async function messageView(db: Db, row: repo.ChatMessageRow, viewerCompanyId: string): Promise<TChatMessage> {
  const names = await repo.findUserNames(db, row.senderUserId ? [row.senderUserId] : [])
  const file = row.fileId ? await repo.findFileRow(db, row.fileId) : null
  return toMessage(row, viewerCompanyId, names, file ? { originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes } : null)
}

/** One's own message, in a chat one may write to. */
async function ownMessage(db: Db, viewer: ChatViewer, chatId: string, messageId: string) {
  const chat = await visibleChat(db, chatId, viewer)
  assertCanRead(chat, viewer)
  const message = UUID.test(messageId) ? await repo.findMessage(db, chat.id, messageId) : null
  if (!message) throw new AppError('NOT_FOUND')
  if (message.senderUserId !== viewer.userId) throw new AppError('FORBIDDEN')
  return { chat, message }
}

/** Edits the text of one's own message (the chat's "update"). */
export async function editMessage(deps: ChatDeps, viewer: ChatViewer, chatId: string, messageId: string, body: string): Promise<TChatMessage> {
  const { chat, message } = await ownMessage(deps.db, viewer, chatId, messageId)
  assertCanWrite(chat, viewer)
  const updated = await deps.db.transaction(async (tx) => {
    const row = await repo.updateMessage(tx, message.id, { body, editedAt: new Date() })
    await publishMessageUpdated(tx, chat, message.id)
    return row!
  })
  return messageView(deps.db, updated, viewer.companyId)
}

async function removeFiles(deps: ChatDeps, fileIds: (string | null)[]) {
  const keys = await repo.deleteFileRows(
    deps.db,
    fileIds.filter((id): id is string => Boolean(id)),
  )
  for (const key of keys) await deps.storage.remove(key)
}

/** Deletes one's own message (and its attachment) for both sides. */
export async function deleteMessage(deps: ChatDeps, viewer: ChatViewer, chatId: string, messageId: string): Promise<void> {
  const { chat, message } = await ownMessage(deps.db, viewer, chatId, messageId)
  await deps.db.transaction(async (tx) => {
    await repo.updateMessage(tx, message.id, { deletedAt: new Date(), body: '', fileId: null, thumbnailFileId: null })
    await publishMessageUpdated(tx, chat, message.id)
  })
  await removeFiles(deps, [message.fileId, message.thumbnailFileId])
}

/** Removes the attachment of one's own message; the text stays. */
export async function deleteMessageFile(deps: ChatDeps, viewer: ChatViewer, chatId: string, messageId: string): Promise<void> {
  const { chat, message } = await ownMessage(deps.db, viewer, chatId, messageId)
  if (!message.fileId) throw new AppError('NOT_FOUND')
  await deps.db.transaction(async (tx) => {
    await repo.updateMessage(tx, message.id, { fileDeletedAt: new Date(), fileId: null, thumbnailFileId: null })
    await publishMessageUpdated(tx, chat, message.id)
  })
  await removeFiles(deps, [message.fileId, message.thumbnailFileId])
}

/** Deletes a chat for both sides: its users, or (pending) the requester. The receiving company declines instead. */
export async function deleteChat(deps: ChatDeps, viewer: ChatViewer, chatId: string): Promise<void> {
  const chat = await visibleChat(deps.db, chatId, viewer)
  if (isTakenByOther(chat, viewer)) throw new AppError('CHAT_TAKEN')
  const mayDelete = isParticipant(chat, viewer) || (chat.status === 'declined' && chat.recipientCompanyId === viewer.companyId)
  if (!mayDelete) throw new AppError('FORBIDDEN')
  const audience = await chatAudience(deps.db, chat)
  await deps.db.transaction(async (tx) => {
    const deleted = await repo.markChatDeleted(tx, chat.id, viewer.userId, new Date())
    if (deleted) await publishChatUpdated(tx, deleted, 'deleted', audience)
  })
}

/** Marks the other side's messages read (all, or one) or one unread; tells both sides' other tabs. */
export async function setRead(deps: ChatDeps, viewer: ChatViewer, chatId: string, isRead: boolean, messageId?: string): Promise<{ changed: number }> {
  const chat = await visibleChat(deps.db, chatId, viewer)
  assertCanRead(chat, viewer)
  if (messageId && !UUID.test(messageId)) throw new AppError('NOT_FOUND')
  return deps.db.transaction(async (tx) => {
    const changed = await repo.setMessagesRead(tx, chat.id, viewer.companyId, isRead ? new Date() : null, messageId)
    if (changed > 0) await publishMessageUpdated(tx, chat, messageId ?? null)
    return { changed }
  })
}

/** "… is typing": an event to the other user of the chat (kept in the log like any event; the client drops stale ones). */
export async function typing(deps: ChatDeps, viewer: ChatViewer, chatId: string): Promise<void> {
  const chat = await visibleChat(deps.db, chatId, viewer)
  assertCanWrite(chat, viewer)
  const other = chat.requesterUserId === viewer.userId ? chat.recipientUserId : chat.requesterUserId
  if (!other) return
  const names = await repo.findUserNames(deps.db, [viewer.userId])
  await publishUserEvent(deps.db, other, CHAT_EVENT_KINDS.typing, { chatId: chat.id, userName: names.get(viewer.userId) ?? '' })
}

/** The attachment (or its thumbnail) of a message, for a viewer who may read the chat. */
export async function openAttachment(deps: ChatDeps, viewer: ChatViewer, chatId: string, messageId: string, kind: 'file' | 'thumbnail') {
  const chat = await visibleChat(deps.db, chatId, viewer)
  assertCanRead(chat, viewer)
  const found = UUID.test(messageId) ? await repo.findMessage(deps.db, chat.id, messageId) : null
  // A hidden message's file is its sender's only (moderation, issue 27 §19).
  const message = found && (found.hiddenAt === null || found.senderCompanyId === viewer.companyId) ? found : null
  const fileId = kind === 'file' ? message?.fileId : message?.thumbnailFileId
  const file = fileId ? await repo.findFileRow(deps.db, fileId) : null
  if (!file) throw new AppError('NOT_FOUND')
  return { stream: deps.storage.open(file.storageKey), mimeType: file.mimeType, sizeBytes: file.sizeBytes, originalName: file.originalName }
}

/** A message unread this long is notified (once) to its receiver, who is then most likely away. */
export const UNREAD_NOTIFY_AFTER_MS = 2 * 60_000

/**
 * The scheduled job: receivers of messages unread for UNREAD_NOTIFY_AFTER_MS get one notification per chat (type
 * chat), e-mailed per their preference. Messages are claimed with one UPDATE, so two instances never notify twice; the
 * claim and the notifications commit together (ADR 044), so a crash between them loses none.
 */
export async function notifyUnreadMessages(deps: Pick<ChatDeps, 'db' | 'notify'>, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const claimed = await repo.claimUnnotifiedMessages(tx, new Date(now.getTime() - UNREAD_NOTIFY_AFTER_MS), new Date(now.getTime() - 24 * 3600_000))
    const notices: Notice[] = []
    for (const group of claimed) {
      const chat = await repo.findChat(tx, group.chat_id)
      if (!chat) continue
      const receiver = group.sender_company_id === chat.requesterCompanyId ? chat.recipientUserId : chat.requesterUserId
      if (!receiver) continue
      const companies = await repo.findCompanies(tx, [group.sender_company_id])
      notices.push({
        to: { userId: receiver },
        payload: { template: 'chat.unreadMessages', params: { companyName: companies.get(group.sender_company_id)?.tradeName ?? '', count: Number(group.n) }, link: `/chat?id=${chat.id}` },
      })
    }
    return (await notifyMany({ ...deps.notify, db: tx }, notices)).length
  })
}


// ——— moderation (platform administrators, issue 27 §19) ———

/** Chats between companies for the administrator's moderation list, latest first; `q` matches either company. */
export async function listChatsForModeration(db: Db, query: TAdminChatListQuery): Promise<TAdminChatListResponse> {
  const { rows, total } = await repo.listChatsForModeration(db, query)
  return { items: rows.map(toAdminChat), total, page: query.page, limit: query.limit }
}

function toAdminChat(row: repo.AdminChatRow): TAdminChatSummary {
  return {
    id: row.id,
    status: row.status,
    requester: { id: row.requesterCompanyId, tradeName: row.requesterName },
    recipient: { id: row.recipientCompanyId, tradeName: row.recipientName },
    lastMessageAt: row.lastMessageAt.toISOString(),
    messageCount: row.messageCount,
    hiddenCount: row.hiddenCount,
  }
}

/** Every message of one chat as the administrator sees it (hidden ones too), oldest first: the latest 500. */
export async function getChatForModeration(db: Db, chatId: string): Promise<TAdminChatMessagesResponse> {
  const chat = await repo.findChatForModeration(db, chatId)
  if (!chat) throw new AppError('NOT_FOUND')
  const messages = await repo.listMessagesForModeration(db, chatId, 500)
  const names = new Map([
    [chat.requesterCompanyId, chat.requesterName],
    [chat.recipientCompanyId, chat.recipientName],
  ])
  return {
    chat: toAdminChat(chat),
    items: messages.map((m) => ({
      id: m.id,
      senderCompany: { id: m.senderCompanyId, tradeName: names.get(m.senderCompanyId) ?? '' },
      body: m.body,
      hasFile: m.fileId !== null && m.fileDeletedAt === null,
      isDeleted: m.deletedAt !== null,
      createdAt: m.createdAt.toISOString(),
      hiddenAt: m.hiddenAt?.toISOString() ?? null,
      hiddenReason: m.hiddenReason,
    })),
  }
}

/**
 * Hides a chat message (with the reason) or shows it again (`hide` null): the chat's open windows are told to read it
 * again. Answers the chat it belongs to, for the audit entry; 404 for an unknown message.
 */
export async function setMessageHidden(db: Db, messageId: string, hide: { reason: string; byUserId: string } | null): Promise<{ chatId: string }> {
  const row = await repo.setMessageHidden(db, messageId, hide ? { hiddenAt: new Date(), hiddenReason: hide.reason, hiddenByUserId: hide.byUserId } : { hiddenAt: null, hiddenReason: null, hiddenByUserId: null })
  if (!row) throw new AppError('NOT_FOUND')
  const chat = await repo.findChat(db, row.chatId)
  if (chat) await publishMessageUpdated(db, chat, messageId)
  return { chatId: row.chatId }
}

import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common'
import { companies } from './companies'
import { files } from './files'
import { productsServices } from './catalogue'
import { users } from './users'

/** Spec §4 Chat: the receiving company accepts or declines a pending request. */
export const chatStatus = pgEnum('chat_status', ['pending', 'accepted', 'declined'])

/**
 * A chat between two companies (issue 13, ADR 030). The requesting user opens it from the contact modal; any user of
 * the receiving company may accept it, and the first who does takes it (`recipient_user_id`): from then on the chat is
 * between those two users. Deleting a chat (either side) ends it for both (`deleted_at`) so a new request can be made.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    requesterCompanyId: uuid('requester_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requesterUserId: uuid('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientCompanyId: uuid('recipient_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The user of the receiving company who accepted or declined it; null while pending. */
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: chatStatus('status').notNull().default('pending'),
    /** The product or service the request was about, when it came from a product page. */
    productId: uuid('product_id').references(() => productsServices.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: uuid('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chats_requester_idx').on(t.requesterCompanyId, t.lastMessageAt),
    index('chats_recipient_idx').on(t.recipientCompanyId, t.lastMessageAt),
    // At most one open (pending or accepted, not deleted) chat per pair of companies, whichever side asked: the
    // service answers CHAT_PENDING_EXISTS / CHAT_ACTIVE_EXISTS, and this index settles two requests racing.
    uniqueIndex('chats_open_pair_uq')
      .on(sql`least(${t.requesterCompanyId}, ${t.recipientCompanyId})`, sql`greatest(${t.requesterCompanyId}, ${t.recipientCompanyId})`)
      .where(sql`deleted_at is null and status <> 'declined'`),
  ],
)

/**
 * A message of a chat. `client_id` is the sender's idempotency key: a retried send (lost acknowledgement, reconnect)
 * finds the stored message instead of storing it twice. One attachment at most, with a thumbnail for images.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderCompanyId: uuid('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull().default(''),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Read by the other side; set back to null by "mark as unread". */
    readAt: timestamp('read_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
    /** When the receiver was notified of it while unread (the unread-messages job); null while not. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a platform administrator (moderation, issue 27 §19): kept, but shown to nobody but its author and the admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why it was hidden, shown to its author. */
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: uuid('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_chat_created_idx').on(t.chatId, t.createdAt),
    uniqueIndex('chat_messages_client_uq').on(t.chatId, t.senderCompanyId, t.clientId),
    index('chat_messages_unread_idx').on(t.chatId, t.senderCompanyId).where(sql`read_at is null and deleted_at is null`),
  ],
)

/**
 * Contact messages sent from the contact modal (e-mail or the first message of a chat request), kept to refuse the
 * same message twice (CHAT_DUPLICATE_MESSAGE) and for the sender's record.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderCompanyId: uuid('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    targetCompanyId: uuid('target_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => productsServices.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    /** sha256 of the normalised message, for the duplicate check. */
    bodyHash: text('body_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_sender_target_idx').on(t.senderUserId, t.targetCompanyId, t.createdAt)],
)

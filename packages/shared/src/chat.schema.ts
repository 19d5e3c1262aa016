import { z } from 'zod'

/**
 * Contact modal and chat (issue 13, spec §2 /chat and /marketplace-detail, §3 Chat, §4, §5, §8; ADRs 029 and 030).
 */

/** Spec §5: the contact message is required; long enough for a request, short enough for an e-mail. */
export const CONTACT_MESSAGE_MAX = 2000
export const CHAT_MESSAGE_MAX = 4000
/** Chat attachments: images (the server makes their thumbnails) and PDFs, each at most this size. */
export const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024
export const CHAT_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const
/** A typing indicator is shown this long after the last `typing` event. */
export const CHAT_TYPING_TTL_MS = 5000

export const CONTACT_CHANNELS = ['email', 'chat'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** POST /api/v1/contact */
export const ZContactRequestSchema = z.object({
  companyId: z.uuid(),
  /** When the modal was opened from a product or service page. */
  productId: z.uuid().nullable().optional(),
  channel: z.enum(CONTACT_CHANNELS),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX),
})
export type TContactRequest = z.infer<typeof ZContactRequestSchema>

export const ZContactResponseSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS),
  /** The chat created for a chat request. */
  chatId: z.string().nullable(),
})
export type TContactResponse = z.infer<typeof ZContactResponseSchema>

/** GET /api/v1/contact/{companyId}: what the modal may offer this viewer (ADR 029), so it never shows a dead end. */
export const ZContactOptionsResponseSchema = z.object({
  companyId: z.string(),
  tradeName: z.string(),
  /** The viewer's company has Platinum rights (needed to e-mail through Nexo and to request a chat). */
  canContact: z.boolean(),
  /** Why not, when `canContact` is false: the error code the server would answer. */
  reason: z.enum(['CONTACT_PLATINUM_REQUIRED', 'CONTACT_NO_PERMISSION', 'RESTRICTED_USER_READ_ONLY']).nullable(),
  /** The company's WhatsApp link (full viewers only). */
  whatsapp: z.string().nullable(),
  /** An open chat with this company, if any: the modal links to it instead of offering a new request. */
  openChat: z.object({ id: z.string(), status: z.enum(['pending', 'accepted']) }).nullable(),
})
export type TContactOptionsResponse = z.infer<typeof ZContactOptionsResponseSchema>

export const CHAT_STATUSES = ['pending', 'accepted', 'declined'] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]

/** How a chat looks to the viewer: its own company asked, or was asked; and whether another user took it. */
export const ZChatSummarySchema = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** The viewer's company sent the request. */
  isOutgoing: z.boolean(),
  /** Accepted by another user of the viewer's company: shown as "another user took this chat", read-only. */
  isTakenByOther: z.boolean(),
  /** The viewer may write (a participant of an accepted chat). */
  canWrite: z.boolean(),
  /** The viewer may accept or decline (a user of the receiving company while pending). */
  canRespond: z.boolean(),
  counterpart: z.object({
    companyId: z.string(),
    tradeName: z.string(),
    logoUrl: z.string().nullable(),
    /** The other person, when known (the requester, or whoever accepted). */
    userName: z.string().nullable(),
  }),
  product: z.object({ id: z.string(), title: z.string() }).nullable(),
  lastMessage: z.object({ body: z.string(), hasFile: z.boolean(), isMine: z.boolean(), createdAt: z.string() }).nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
})
export type TChatSummary = z.infer<typeof ZChatSummarySchema>

/** GET /api/v1/chats */
export const ZChatListResponseSchema = z.object({ items: z.array(ZChatSummarySchema), unreadTotal: z.number().int() })
export type TChatListResponse = z.infer<typeof ZChatListResponseSchema>

export const ZChatUnreadResponseSchema = z.object({ count: z.number().int(), pendingRequests: z.number().int() })
export type TChatUnreadResponse = z.infer<typeof ZChatUnreadResponseSchema>

export const ZChatAttachmentSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
})
export type TChatAttachment = z.infer<typeof ZChatAttachmentSchema>

export const ZChatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  clientId: z.string(),
  isMine: z.boolean(),
  senderName: z.string().nullable(),
  body: z.string(),
  file: ZChatAttachmentSchema.nullable(),
  /** Read by the other side. */
  isRead: z.boolean(),
  isEdited: z.boolean(),
  /**
   * Hidden by Nexo's moderation (issue 27 §19): the other side gets no text and no file; the sender keeps them and
   * reads the reason.
   */
  hidden: z.object({ reason: z.string().nullable() }).nullable(),
  createdAt: z.string(),
})
export type TChatMessage = z.infer<typeof ZChatMessageSchema>

/** GET /api/v1/chats/{chatId}/messages?before=&q= — newest page first, oldest first within it. */
export const ZChatMessagesQuerySchema = z.object({
  /** Messages created before this message id (older pages). */
  before: z.uuid().optional(),
  /** Search within the chat (spec: search in a chat): words in the text or a file name. */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type TChatMessagesQuery = z.infer<typeof ZChatMessagesQuerySchema>

export const ZChatMessagesResponseSchema = z.object({
  chat: ZChatSummarySchema,
  items: z.array(ZChatMessageSchema),
  hasMore: z.boolean(),
})
export type TChatMessagesResponse = z.infer<typeof ZChatMessagesResponseSchema>

/** POST /api/v1/chats/{chatId}/messages (JSON; attachments go through the multipart variant). */
export const ZSendChatMessageSchema = z.object({
  /** The client's id for this message: a retry with the same id answers the stored message instead of a second one. */
  clientId: z.uuid(),
  body: z.string().trim().max(CHAT_MESSAGE_MAX),
})
export type TSendChatMessage = z.infer<typeof ZSendChatMessageSchema>

/** PATCH /api/v1/chats/{chatId}/messages/{messageId}: edit one's own text. */
export const ZUpdateChatMessageSchema = z.object({ body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) })

/** PUT /api/v1/chats/{chatId}/status */
export const ZChatStatusRequestSchema = z.object({ status: z.enum(['accepted', 'declined']) })
export type TChatStatusRequest = z.infer<typeof ZChatStatusRequestSchema>

/** PUT and DELETE /api/v1/chats/{chatId}/read: every message of the other side up to now (or one message). */
export const ZChatReadRequestSchema = z.object({ messageId: z.uuid().optional() })

export const ZChatOkResponseSchema = z.object({ ok: z.literal(true) })

/** Realtime event kinds of the chat (ADR 030); payloads below. */
export const CHAT_EVENT_KINDS = {
  /** A chat appeared or changed status (request, accepted, declined, taken, deleted): refetch the list. */
  chat: 'chat.updated',
  /** A new message (full message, as the receiver sees it). */
  message: 'chat.message',
  /** A message changed (edited, deleted, file removed, read or unread). */
  messageUpdated: 'chat.message.updated',
  typing: 'chat.typing',
} as const

export interface TChatUpdatedEvent {
  chatId: string
  status: ChatStatus | 'deleted'
}
export interface TChatMessageEvent {
  chatId: string
  message: TChatMessage
}
export interface TChatMessageUpdatedEvent {
  chatId: string
  messageId: string | null
}
export interface TChatTypingEvent {
  chatId: string
  userName: string
}

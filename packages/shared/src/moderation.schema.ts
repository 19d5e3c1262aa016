import { z } from 'zod'
import { DEFAULT_PAGE, MAX_PAGE_SIZE } from './constants'
import { zText } from './fields'

/**
 * Moderation by the platform administrator (issue 27 §19): an RFQ, a quote or a chat message can be hidden with a
 * reason. Hidden content is kept (the audit log says who hid it and why) but shown to nobody but its author, who sees
 * the reason, and the administrators; showing it again is one click.
 */

/** POST /api/v1/admin/{requirements|quotes|chat-messages}/:id/hide */
export const ZHideContentRequestSchema = z.object({
  reason: zText(500),
})
export type THideContentRequest = z.infer<typeof ZHideContentRequestSchema>

/** Whether a piece of content is hidden, and why. */
export const ZModerationSchema = z.object({
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
})
export type TModeration = z.infer<typeof ZModerationSchema>

export const MODERATION_FILTERS = ['all', 'hidden', 'visible'] as const

const zPage = z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE)
const zLimit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)

/** GET /api/v1/admin/requirements: every RFQ and requirement, newest first, private and hidden ones included. */
export const ZAdminRequirementListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  moderation: z.enum(MODERATION_FILTERS).default('all'),
  page: zPage,
  limit: zLimit,
})
export type TAdminRequirementListQuery = z.infer<typeof ZAdminRequirementListQuerySchema>

export const ZAdminRequirementSummarySchema = ZModerationSchema.extend({
  id: z.string(),
  title: z.string(),
  isRfq: z.boolean(),
  isPublic: z.boolean(),
  status: z.enum(['opened', 'covered', 'expired']),
  company: z.object({ id: z.string(), tradeName: z.string() }),
  city: z.string(),
  state: z.string(),
  createdAt: z.string(),
  quoteCount: z.number().int(),
})
export type TAdminRequirementSummary = z.infer<typeof ZAdminRequirementSummarySchema>

export const ZAdminRequirementListResponseSchema = z.object({
  items: z.array(ZAdminRequirementSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TAdminRequirementListResponse = z.infer<typeof ZAdminRequirementListResponseSchema>

/** A quote on an RFQ as the administrator sees it, hidden or not. */
export const ZAdminQuoteSchema = ZModerationSchema.extend({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  senderCompany: z.object({ id: z.string(), tradeName: z.string() }),
  amount: z.string().nullable(),
  currency: z.string(),
  leadTimeDays: z.number().int().nullable(),
  createdAt: z.string(),
})
export type TAdminQuote = z.infer<typeof ZAdminQuoteSchema>

/** GET /api/v1/admin/requirements/:id: the whole RFQ, whoever may see it otherwise, with every quote sent to it. */
export const ZAdminRequirementDetailSchema = ZAdminRequirementSummarySchema.extend({
  type: z.string(),
  description: z.string(),
  activity: z.string(),
  materials: z.string(),
  volumes: z.string(),
  budget: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  country: z.string(),
  quotes: z.array(ZAdminQuoteSchema),
})
export type TAdminRequirementDetail = z.infer<typeof ZAdminRequirementDetailSchema>

/** GET /api/v1/admin/chats: conversations between companies, latest first; `q` matches either company's name. */
export const ZAdminChatListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: zPage,
  limit: zLimit,
})
export type TAdminChatListQuery = z.infer<typeof ZAdminChatListQuerySchema>

export const ZAdminChatSummarySchema = z.object({
  id: z.string(),
  status: z.string(),
  requester: z.object({ id: z.string(), tradeName: z.string() }),
  recipient: z.object({ id: z.string(), tradeName: z.string() }),
  lastMessageAt: z.string(),
  messageCount: z.number().int(),
  hiddenCount: z.number().int(),
})
export type TAdminChatSummary = z.infer<typeof ZAdminChatSummarySchema>

export const ZAdminChatListResponseSchema = z.object({
  items: z.array(ZAdminChatSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type TAdminChatListResponse = z.infer<typeof ZAdminChatListResponseSchema>

export const ZAdminChatMessageSchema = ZModerationSchema.extend({
  id: z.string(),
  senderCompany: z.object({ id: z.string(), tradeName: z.string() }),
  body: z.string(),
  hasFile: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
})
export type TAdminChatMessage = z.infer<typeof ZAdminChatMessageSchema>

/** GET /api/v1/admin/chats/:id/messages: every message of one chat, oldest first (at most the latest 500). */
export const ZAdminChatMessagesResponseSchema = z.object({
  chat: ZAdminChatSummarySchema,
  items: z.array(ZAdminChatMessageSchema),
})
export type TAdminChatMessagesResponse = z.infer<typeof ZAdminChatMessagesResponseSchema>

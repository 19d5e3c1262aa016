import { z } from 'zod'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants'
import { zQueryBoolean } from './search.schema'

/** Spec §3 notification types; each can be e-mailed or not, per user. */
export const NOTIFICATION_TYPES = ['registration', 'appointment', 'quote', 'rfq', 'profile', 'membership', 'chat', 'contact'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const ZNotificationTypeSchema = z.enum(NOTIFICATION_TYPES)

/** Values filled into a notification template (`{companyName}` …). */
export const ZNotificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]))
export type TNotificationParams = z.infer<typeof ZNotificationParamsSchema>

/**
 * One notification of the signed-in user. The text is not stored: `template` and `params` are rendered in the
 * reader's language from the one catalogue in notification-texts.ts (the web app for the screen, the server for mail).
 */
export const ZNotificationSchema = z.object({
  id: z.string(),
  type: ZNotificationTypeSchema,
  template: z.string(),
  params: ZNotificationParamsSchema,
  /** A page of the web app the notification is about (`/company-profile`), or null. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TNotification = z.infer<typeof ZNotificationSchema>

/** GET /api/v1/notifications?page=&limit=&unread= */
export const ZNotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Only the unread ones. */
  unread: zQueryBoolean,
})
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuerySchema>

/** Newest first; `unreadCount` counts all of the user's unread notifications, whatever the filter. */
export const ZNotificationListResponseSchema = z.object({
  items: z.array(ZNotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  unreadCount: z.number().int(),
})
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponseSchema>

/** GET /api/v1/notifications/unread-count */
export const ZNotificationUnreadCountResponseSchema = z.object({ count: z.number().int() })
export type TNotificationUnreadCountResponse = z.infer<typeof ZNotificationUnreadCountResponseSchema>

/** PATCH /api/v1/notifications/{id} */
export const ZNotificationIdParamsSchema = z.object({ id: z.uuid() })

/** PATCH /api/v1/notifications/{id} and PATCH /api/v1/notifications (all of them). */
export const ZSetNotificationReadRequestSchema = z.object({ isRead: z.boolean() })
export type TSetNotificationReadRequest = z.infer<typeof ZSetNotificationReadRequestSchema>

/** PATCH /api/v1/notifications/{id} answer. */
export const ZNotificationUpdateResponseSchema = z.object({ notification: ZNotificationSchema, unreadCount: z.number().int() })
export type TNotificationUpdateResponse = z.infer<typeof ZNotificationUpdateResponseSchema>

/** PATCH /api/v1/notifications answer: how many changed. */
export const ZNotificationBulkUpdateResponseSchema = z.object({ updated: z.number().int(), unreadCount: z.number().int() })
export type TNotificationBulkUpdateResponse = z.infer<typeof ZNotificationBulkUpdateResponseSchema>

/** Whether notifications of a type are also e-mailed (on unless the user turned it off). */
export const ZNotificationPreferenceSchema = z.object({ type: ZNotificationTypeSchema, email: z.boolean() })
export type TNotificationPreference = z.infer<typeof ZNotificationPreferenceSchema>

/** GET and PUT /api/v1/notifications/preferences answer: every type, in NOTIFICATION_TYPES order. */
export const ZNotificationPreferencesResponseSchema = z.object({ items: z.array(ZNotificationPreferenceSchema) })
export type TNotificationPreferencesResponse = z.infer<typeof ZNotificationPreferencesResponseSchema>

/** PUT /api/v1/notifications/preferences: the types to change (others stay as they are), each once. */
export const ZUpdateNotificationPreferencesRequestSchema = z.object({
  items: z
    .array(ZNotificationPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_TYPES.length)
    .refine((items) => new Set(items.map((item) => item.type)).size === items.length, { error: 'each type once' }),
})
export type TUpdateNotificationPreferencesRequest = z.infer<typeof ZUpdateNotificationPreferencesRequestSchema>

/** User-event kinds about notifications (see realtime.schema.ts). */
export const NOTIFICATION_EVENT_KINDS = { created: 'notification.created', updated: 'notification.updated' } as const

/** Data of a `notification.created` event. */
export const ZNotificationCreatedEventSchema = z.object({ notification: ZNotificationSchema, unreadCount: z.number().int() })
export type TNotificationCreatedEvent = z.infer<typeof ZNotificationCreatedEventSchema>

/** Data of a `notification.updated` event: one (`id`) or all (`id: null`) marked read or unread. */
export const ZNotificationUpdatedEventSchema = z.object({ id: z.string().nullable(), isRead: z.boolean(), unreadCount: z.number().int() })
export type TNotificationUpdatedEvent = z.infer<typeof ZNotificationUpdatedEventSchema>

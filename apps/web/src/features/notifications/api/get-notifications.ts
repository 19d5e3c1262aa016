import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { DEFAULT_PAGE_SIZE, type TNotificationListResponse, ZNotificationListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** Every notifications query (lists, unread count, preferences) starts with this key. */
export const notificationsKey = ['notifications'] as const
export const notificationListsKey = [...notificationsKey, 'list'] as const

export type NotificationFilter = 'all' | 'unread'

/** GET /api/v1/notifications?page&limit&unread: one page of my notifications, newest first. */
export function getNotifications(filter: NotificationFilter, page: number, signal?: AbortSignal): Promise<TNotificationListResponse> {
  return api.get('/api/v1/notifications', {
    query: { page, limit: DEFAULT_PAGE_SIZE, unread: filter === 'unread' ? 'true' : undefined },
    schema: ZNotificationListResponseSchema,
    signal,
  })
}

export function useNotifications(filter: NotificationFilter, page: number) {
  return useQuery({
    queryKey: [...notificationListsKey, filter, page],
    queryFn: ({ signal }) => getNotifications(filter, page, signal),
    placeholderData: keepPreviousData,
    // The page shows spec §8's "error getting notifications" itself (notifications-page.tsx).
    meta: { silent: true },
  })
}

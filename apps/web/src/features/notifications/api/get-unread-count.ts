import { useQuery } from '@tanstack/react-query'
import { type TNotificationUnreadCountResponse, ZNotificationUnreadCountResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { notificationsKey } from './get-notifications'

export const unreadCountKey = [...notificationsKey, 'unread-count'] as const

/** GET /api/v1/notifications/unread-count: the badge's number. */
export function getUnreadCount(signal?: AbortSignal): Promise<TNotificationUnreadCountResponse> {
  return api.get('/api/v1/notifications/unread-count', { schema: ZNotificationUnreadCountResponseSchema, signal })
}

/** Whether this session has notifications at all: signed in, and not an event-only account (spec §6). */
export function useHasNotifications(): boolean {
  const session = useSession()
  return session.isAuthenticated && !session.isEventOnly
}

/** The unread count for the badges; realtime events keep it current (use-notifications-live.ts), so it is not polled. */
export function useUnreadCount(): number {
  const isEnabled = useHasNotifications()
  const query = useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    // A badge that cannot load stays empty: a toast on every page would be noise.
    meta: { silent: true },
  })
  return isEnabled ? (query.data?.count ?? 0) : 0
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ZNotificationBulkUpdateResponseSchema, ZNotificationUpdateResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { notificationsKey } from './get-notifications'
import { unreadCountKey } from './get-unread-count'

/** PATCH /api/v1/notifications/{id}: marks one read or unread. */
export function setNotificationRead(id: string, isRead: boolean) {
  return api.patch(`/api/v1/notifications/${encodeURIComponent(id)}`, { isRead }, { schema: ZNotificationUpdateResponseSchema })
}

/** PATCH /api/v1/notifications: marks all read or unread. */
export function setAllNotificationsRead(isRead: boolean) {
  return api.patch('/api/v1/notifications', { isRead }, { schema: ZNotificationBulkUpdateResponseSchema })
}

export function useSetNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) => setNotificationRead(id, isRead),
    onSuccess: ({ unreadCount }) => queryClient.setQueryData(unreadCountKey, { count: unreadCount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  })
}

export function useSetAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (isRead: boolean) => setAllNotificationsRead(isRead),
    onSuccess: ({ unreadCount }) => queryClient.setQueryData(unreadCountKey, { count: unreadCount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  })
}

import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../../lib/i18n-react'
import {
  NOTIFICATION_EVENT_KINDS,
  renderNotificationText,
  type TNotification,
  ZNotificationCreatedEventSchema,
  ZNotificationUpdatedEventSchema,
} from '@nexo/shared'
import { currentLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/notify'
import { viewerTimeZone } from '../../../lib/time-zones'
import { useRealtimeEvents } from '../../../lib/realtime'
import { notificationListsKey, notificationsKey } from '../api/get-notifications'
import { unreadCountKey } from '../api/get-unread-count'

/** Arrivals within this window are toasted together… */
const TOAST_BATCH_MS = 400
/** …one toast each up to this many, one summary beyond (a reconnect may replay dozens). */
const MAX_SINGLE_TOASTS = 3

/**
 * Keeps notifications live while mounted (both layouts, for signed-in users): a realtime event sets the badge from
 * the count it carries, refreshes the lists and, for a new notification, shows a toast in the interface language.
 */
export function NotificationsLive() {
  const { t } = useTranslation('notifications')
  const queryClient = useQueryClient()
  const arrived = useRef<TNotification[]>([])
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (flushTimer.current) clearTimeout(flushTimer.current)
    },
    [],
  )

  const flush = () => {
    flushTimer.current = null
    const batch = arrived.current
    arrived.current = []
    if (batch.length > MAX_SINGLE_TOASTS) {
      notify('info', { title: t('toast.manyTitle'), message: t('toast.many', { count: batch.length }), id: 'notifications-many' })
      return
    }
    for (const notification of batch) {
      const text = renderNotificationText(notification, currentLanguage(), { timeZone: viewerTimeZone() })
      notify('info', { id: `notification-${notification.id}`, title: text.title, message: text.body || text.title })
    }
  }

  useRealtimeEvents(
    (event) => {
      if (event.kind === NOTIFICATION_EVENT_KINDS.created) {
        const parsed = ZNotificationCreatedEventSchema.safeParse(event.data)
        if (!parsed.success) return
        queryClient.setQueryData(unreadCountKey, { count: parsed.data.unreadCount })
        void queryClient.invalidateQueries({ queryKey: notificationListsKey })
        arrived.current.push(parsed.data.notification)
        flushTimer.current ??= setTimeout(flush, TOAST_BATCH_MS)
      } else if (event.kind === NOTIFICATION_EVENT_KINDS.updated) {
        // Read or unread in another tab or device.
        const parsed = ZNotificationUpdatedEventSchema.safeParse(event.data)
        if (!parsed.success) return
        queryClient.setQueryData(unreadCountKey, { count: parsed.data.unreadCount })
        void queryClient.invalidateQueries({ queryKey: notificationListsKey })
      }
    },
    // What was missed could not be replayed: reload everything about notifications.
    () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  )
  return null
}

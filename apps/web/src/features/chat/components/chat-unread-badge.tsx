import { Badge } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../../lib/i18n-react'
import { useRealtimeEvents } from '../../../lib/realtime'
import { chatKey, useChatUnread } from '../api/chat-api'

/**
 * The sidebar's Chat count (unread messages plus requests to answer). Any chat event refreshes the chat queries, so
 * the badge and an open /chat stay current without polling; a replay that could not be done reloads them too.
 */
export function ChatUnreadBadge() {
  const { t } = useTranslation('chat')
  const queryClient = useQueryClient()
  const count = useChatUnread()
  useRealtimeEvents(
    (event) => {
      if (event.kind === 'chat.updated' || event.kind === 'chat.message.updated') void queryClient.invalidateQueries({ queryKey: chatKey })
      else if (event.kind === 'chat.message') void queryClient.invalidateQueries({ queryKey: [...chatKey, 'unread'] })
    },
    () => void queryClient.invalidateQueries({ queryKey: chatKey }),
  )
  if (count === 0) return null
  return (
    <Badge size="sm" circle={count < 10} color="red" aria-label={t('unreadBadge', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  )
}

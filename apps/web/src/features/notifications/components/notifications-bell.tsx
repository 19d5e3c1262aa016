import { ActionIcon, Badge, Indicator, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useUnreadCount } from '../api/get-unread-count'

/** Caps the badge's text; the accessible name still says the exact count. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/** The bell in the top bars: links to /notifications, with the unread count on it. */
export function NotificationsBell() {
  const { t } = useTranslation('notifications')
  const count = useUnreadCount()
  const label = count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')
  return (
    <Tooltip label={label}>
      <Indicator label={badgeText(count)} size={18} offset={6} disabled={count === 0} color="red" inline>
        <ActionIcon component={Link} to={paths.notifications} variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  )
}

/** The unread count beside "Notifications" in the dashboard sidebar; nothing when all are read. */
export function UnreadCountBadge() {
  const { t } = useTranslation('notifications')
  const count = useUnreadCount()
  if (count === 0) return null
  return (
    <Badge size="sm" color="red" variant="filled" data-testid="sidebar-unread-count">
      {badgeText(count)}
      <VisuallyHidden> {t('unread')}</VisuallyHidden>
    </Badge>
  )
}

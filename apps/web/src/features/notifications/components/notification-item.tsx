import { ActionIcon, Badge, Box, Button, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core'
import { IconMail, IconMailOpened } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { NOTIFICATION_TYPE_LABELS, renderNotificationText, type TNotification } from '@nexo/shared'
import { useLanguage } from '../../../lib/directory/use-language'
import { viewerTimeZone } from '../../../lib/time-zones'
import { useSetNotificationRead } from '../api/set-notification-read'
import { formatNotificationTime } from '../utils/relative-time'
import { NOTIFICATION_TYPE_ICONS } from './notification-icon'
import classes from './notification-item.module.css'

/** One notification: unread ones stand out (tinted, bold, marked "Unread"); open its page, mark it read or unread. */
export function NotificationItem({ notification }: { notification: TNotification }) {
  const { t } = useTranslation('notifications')
  const language = useLanguage()
  const setRead = useSetNotificationRead()
  const text = renderNotificationText(notification, language, { timeZone: viewerTimeZone() })
  const Icon = NOTIFICATION_TYPE_ICONS[notification.type]
  const isUnread = !notification.isRead
  const toggle = () => setRead.mutate({ id: notification.id, isRead: isUnread })

  return (
    <Box component="li" className={classes.item} data-unread={isUnread || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant={isUnread ? 'filled' : 'light'} radius="xl" size="lg" color={isUnread ? 'nexo' : 'gray'} aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={4} className={classes.text}>
          <Group gap="xs" wrap="wrap">
            <Text fw={isUnread ? 700 : 500} component="h2" size="md" className={classes.title}>
              {text.title}
            </Text>
            {isUnread ? (
              <Badge size="xs" variant="filled" color="nexo">
                {t('unread')}
              </Badge>
            ) : null}
          </Group>
          {text.body ? (
            <Text size="sm" c={isUnread ? undefined : 'dimmed'}>
              {text.body}
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <Badge size="xs" variant="outline" color="gray">
              {NOTIFICATION_TYPE_LABELS[language][notification.type]}
            </Badge>
            <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
              {formatNotificationTime(notification.createdAt, language)}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          {notification.link ? (
            <Button
              component={Link}
              to={notification.link}
              size="xs"
              variant="light"
              onClick={() => {
                if (isUnread) setRead.mutate({ id: notification.id, isRead: true })
              }}
            >
              {t('open')}
            </Button>
          ) : null}
          <Tooltip label={isUnread ? t('markRead') : t('markUnread')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              loading={setRead.isPending}
              onClick={toggle}
              aria-label={isUnread ? t('markReadNamed', { title: text.title }) : t('markUnreadNamed', { title: text.title })}
            >
              {isUnread ? <IconMailOpened size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  )
}

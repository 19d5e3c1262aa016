import { useEffect } from 'react'
import { Button, EmptyState, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core'
import { IconBellCheck, IconBellOff, IconChecks } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { Pager } from '../../../components/pager'
import { formatCount } from '../../../lib/directory/format'
import { readPage } from '../../../lib/directory/url-params'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifyErrorCode, notifySuccess } from '../../../lib/notify'
import { type NotificationFilter, useNotifications } from '../api/get-notifications'
import { useSetAllNotificationsRead } from '../api/set-notification-read'
import { EmailPreferences } from '../components/email-preferences'
import { NotificationItem } from '../components/notification-item'

function readFilter(params: URLSearchParams): NotificationFilter {
  return params.get('filter') === 'unread' ? 'unread' : 'all'
}

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={92} radius="md" />
      ))}
    </Stack>
  )
}

function NotificationList({ filter, page, onPageChange }: { filter: NotificationFilter; page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('notifications')
  const language = useLanguage()
  const list = useNotifications(filter, page)

  // Spec §8 "Notifications: error getting": a toast besides the inline notice (retries are over by now).
  useEffect(() => {
    if (list.isError) notifyErrorCode('NOTIFICATION_FETCH_FAILED')
  }, [list.isError])

  if (list.isPending) return <ListSkeleton />
  if (list.isError) return <LoadError title={t('loadFailed')} onRetry={() => void list.refetch()} />
  const { items, total, limit, unreadCount } = list.data
  const pages = Math.max(1, Math.ceil(total / limit))
  if (items.length === 0) {
    const Icon = filter === 'unread' ? IconBellCheck : IconBellOff
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState icon={<Icon size={32} aria-hidden />} title={t(`empty.${filter}.title`)} description={t(`empty.${filter}.body`)} withIndicatorBackground />
      </Paper>
    )
  }
  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed">
        {t('summary', { count: total, formatted: formatCount(total, language), unread: formatCount(unreadCount, language) })}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('listLabel')}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </Stack>
      <Pager page={page} pages={pages} onChange={onPageChange} />
    </Stack>
  )
}

/** /notifications (ADR 011): my notifications, newest first, all or unread only, and which kinds are e-mailed. */
export function NotificationsPage() {
  const { t } = useTranslation('pages')
  const { t: tn } = useTranslation('notifications')
  const [params, setParams] = useSearchParams()
  const filter = readFilter(params)
  const page = readPage(params)
  const markAll = useSetAllNotificationsRead()
  const list = useNotifications(filter, page)
  const unreadCount = list.data?.unreadCount ?? 0

  const go = (next: { filter?: NotificationFilter; page?: number }) => {
    const query = new URLSearchParams()
    const nextFilter = next.filter ?? filter
    if (nextFilter === 'unread') query.set('filter', 'unread')
    const nextPage = next.page ?? 1
    if (nextPage > 1) query.set('page', String(nextPage))
    setParams(query)
  }

  return (
    <Page
      title={t('notifications.title')}
      description={t('notifications.description')}
      actions={
        <Button
          leftSection={<IconChecks size={18} aria-hidden />}
          variant="light"
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(true, { onSuccess: () => notifySuccess(tn('allMarkedRead')) })}
        >
          {tn('markAllRead')}
        </Button>
      }
    >
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            value={filter}
            onChange={(value) => go({ filter: value as NotificationFilter })}
            aria-label={tn('filter.label')}
            data={[
              { value: 'all', label: tn('filter.all') },
              { value: 'unread', label: unreadCount > 0 ? `${tn('filter.unread')} (${unreadCount})` : tn('filter.unread') },
            ]}
          />
        </Group>
        <NotificationList filter={filter} page={page} onPageChange={(next) => go({ page: next })} />
        <EmailPreferences />
      </Stack>
    </Page>
  )
}

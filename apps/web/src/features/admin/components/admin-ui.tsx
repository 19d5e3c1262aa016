import type { ReactNode } from 'react'
import { Alert, Badge, Button, EmptyState, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { TAdminCompanySummary } from '@nexo/shared'
import { intlLocale } from '../../../lib/i18n'

const STATUS_COLORS: Record<TAdminCompanySummary['status'], string> = { pending: 'orange', approved: 'teal', rejected: 'red' }

export function CompanyStatusBadge({ status }: { status: TAdminCompanySummary['status'] }) {
  const { t } = useTranslation('admin')
  return (
    <Badge miw="max-content" variant="light" color={STATUS_COLORS[status]}>
      {t(`companyStatus.${status}`)}
    </Badge>
  )
}

/** Dates and times in the interface language. */
export function useDateFormat() {
  useTranslation()
  const dateTime = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })
  const date = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' })
  return {
    dateTime: (value: string | null) => (value ? dateTime.format(new Date(value)) : '—'),
    date: (value: string | null) => (value ? date.format(new Date(value)) : '—'),
  }
}

/** Loading, failure and empty states shared by the console's lists, then the list and its pages. */
export function ListFrame({
  isPending,
  isError,
  onRetry,
  isEmpty,
  emptyText,
  page,
  pages,
  onPage,
  children,
}: {
  isPending: boolean
  isError: boolean
  onRetry: () => void
  isEmpty: boolean
  emptyText: string
  page: number
  pages: number
  onPage: (page: number) => void
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  const { t: tCommon } = useTranslation()
  if (isPending) return <Skeleton height={280} radius="lg" />
  if (isError) {
    return (
      <Alert color="red" variant="light" title={t('loadFailed')}>
        <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
          {tCommon('actions.tryAgain')}
        </Button>
      </Alert>
    )
  }
  if (isEmpty) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState icon={<IconInbox size={30} aria-hidden />} title={emptyText} withIndicatorBackground />
      </Paper>
    )
  }
  return (
    <Stack gap="md">
      {children}
      {pages > 1 ? (
        <Group justify="center" component="nav" aria-label={tCommon('pagination.label')}>
          <Pagination total={pages} value={page} onChange={onPage} />
        </Group>
      ) : null}
    </Stack>
  )
}

export function Label({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
      {children}
    </Text>
  )
}

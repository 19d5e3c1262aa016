import type { ReactNode } from 'react'
import { Badge, EmptyState, Table, Text } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TAdminCompanySummary } from '@nexo/shared'
import { type ListPage, QueryList, type QueryListProps } from '../../../components/query-list'
import { intlLocale } from '../../../lib/i18n'
import type { resources } from '../../../locales/resources'
import { dateTimeFormat } from '../../../lib/intl-cache'

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
  const dateTime = dateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })
  const date = dateTimeFormat(intlLocale(), { dateStyle: 'medium' })
  return {
    dateTime: (value: string | null) => (value ? dateTime.format(new Date(value)) : '—'),
    date: (value: string | null) => (value ? date.format(new Date(value)) : '—'),
  }
}

/** The console's lists: their load-failure title, a plain empty state and a shorter placeholder. */
export function ListFrame<TData extends ListPage, TError>({
  emptyText,
  ...props
}: Omit<QueryListProps<TData, TError>, 'loadFailed' | 'empty' | 'skeletonHeight'> & { emptyText: string }) {
  const { t } = useTranslation('admin')
  return (
    <QueryList
      {...props}
      loadFailed={t('loadFailed')}
      empty={<EmptyState icon={<IconInbox size={30} aria-hidden />} title={emptyText} withIndicatorBackground />}
      skeletonHeight={280}
    />
  )
}

type Column = keyof (typeof resources)['en']['admin']['columns']

/** A table's header cells, labelled from `columns.*`; `false` leaves a column out (e.g. the status in the review queue). */
export function ColumnHeads({ columns }: { columns: readonly (Column | false)[] }) {
  const { t } = useTranslation('admin')
  return columns.map((column) => (column ? <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th> : null))
}

export function Label({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
      {children}
    </Text>
  )
}

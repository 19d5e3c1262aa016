import { Anchor, Badge, Button, EmptyState, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { IconClipboardList, IconPlus } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import { REQUIREMENT_STATUSES, type RequirementStatus, type TMyRequirementListResponse } from '@nexo/shared'
import { RequirementStatusBadge, RequirementTypeBadge } from '../../../components/deals/status-badges'
import { Page } from '../../../components/page'
import { QueryList, ResponsiveList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { formatDate } from '../../../lib/directory/format'
import { currentLanguage } from '../../../lib/i18n'
import { useSession } from '../../../lib/session'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'
import { useMyRequirements } from '../api/requirements-api'

type Item = TMyRequirementListResponse['items'][number]

/** /profile-requirements/list: my company's requirements / RFQs with their state and quotes. */
export function ProfileRequirementsListPage() {
  const { t } = useTranslation('deals')
  const language = currentLanguage()
  const { profile } = useSession()
  const canManage = profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const status = (REQUIREMENT_STATUSES as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as RequirementStatus) : undefined
  const list = useMyRequirements({ status, page })
  const create = canManage ? (
    <Button component={Link} to={paths.profileRequirementsCreate} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('actions.publish')}
    </Button>
  ) : null
  const quotes = (item: Item) =>
    item.quotes.total === 0 ? (
      <Text size="sm" c="dimmed">
        {t('mine.noQuotes')}
      </Text>
    ) : (
      <Group gap={4}>
        <Text size="sm">{t('mine.quotes', { count: item.quotes.total })}</Text>
        {item.quotes.pending > 0 ? (
          <Badge size="sm" color="yellow" variant="light" autoContrast>
            {t('mine.pending', { count: item.quotes.pending })}
          </Badge>
        ) : null}
      </Group>
    )
  const title = (item: Item) => (
    <Anchor component={Link} to={paths.profileRequirementsView(item.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {item.title}
    </Anchor>
  )
  return (
    <Page title={t('mine.title')} description={t('mine.lead')} actions={create}>
      <SegmentedControl
        value={status ?? 'all'}
        onChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current)
            if (value === 'all') next.delete('state')
            else next.set('state', value)
            next.delete('page')
            return next
          })
        }
        data={[{ value: 'all', label: t('filters.all') }, ...REQUIREMENT_STATUSES.map((s) => ({ value: s, label: t(`requirementStatus.${s}`) }))]}
        aria-label={t('fields.status')}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryList
        query={list}
        loadFailed={t('list.loadFailed')}
        page={page}
        onPageChange={setPage}
        empty={
          <EmptyState icon={<IconClipboardList size={32} aria-hidden />} title={t('mine.emptyTitle')} description={t('mine.emptyBody')} withIndicatorBackground>
            {create}
          </EmptyState>
        }
      >
        {({ items }) => (
          <ResponsiveList
            items={items}
            minWidth={760}
            highlightOnHover
            head={
              <>
                <Table.Th>{t('fields.title')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
                <Table.Th>{t('fields.endDate')}</Table.Th>
                <Table.Th>{t('mine.quotesColumn')}</Table.Th>
              </>
            }
            row={(item) => (
              <>
                <Table.Td>
                  <Stack gap={4}>
                    {title(item)}
                    <Group gap={4}>
                      <RequirementTypeBadge type={item.type} />
                      {item.isPublic ? null : (
                        <Badge size="sm" color="gray" variant="outline">
                          {t('detail.private')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <RequirementStatusBadge status={item.status} />
                </Table.Td>
                <Table.Td>{formatDate(item.endDate, language)}</Table.Td>
                <Table.Td>{quotes(item)}</Table.Td>
              </>
            )}
            card={(item) => (
              <Stack gap={6}>
                {title(item)}
                <Group gap={4}>
                  <RequirementTypeBadge type={item.type} />
                  <RequirementStatusBadge status={item.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('list.until', { date: formatDate(item.endDate, language) })}
                </Text>
                {quotes(item)}
              </Stack>
            )}
          />
        )}
      </QueryList>
    </Page>
  )
}

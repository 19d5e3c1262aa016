import { Anchor, Chip, EmptyState, Group, Stack, Table, Tabs, Text } from '@mantine/core'
import { IconFileInvoice } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import { QUOTE_BOXES, QUOTE_STATUSES, type QuoteBox, type QuoteStatus, type TQuoteSummary } from '@nexo/shared'
import { QuoteFormModal } from '../../../components/deals/quote-form-modal'
import { QuoteStatusBadge } from '../../../components/deals/status-badges'
import { Page } from '../../../components/page'
import { QueryList, ResponsiveList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { formatDate, formatPrice } from '../../../lib/directory/format'
import { currentLanguage } from '../../../lib/i18n'
import { useQuoteList } from '../api/quotes-api'

/**
 * /profile-quotes: received and sent tabs with a state filter. `?to=<companyId>&name=<company>` opens "Make a deal"
 * for that company (the company detail page links here).
 */
export function ProfileQuotesPage() {
  const { t } = useTranslation('deals')
  const language = currentLanguage()
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const box: QuoteBox = params.get('tab') === 'sent' ? 'sent' : 'received'
  const status = (QUOTE_STATUSES as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as QuoteStatus) : undefined
  const list = useQuoteList(box, status, page)
  const to = params.get('to')
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      next.delete('page')
      return next
    })
  const other = (q: TQuoteSummary) => (q.direction === 'received' ? q.sender : q.receiver)
  const amount = (q: TQuoteSummary) => (q.amount === null ? '—' : formatPrice(q.amount, q.currency, language))
  const titleLink = (q: TQuoteSummary) => (
    <Anchor component={Link} to={paths.profileQuotesShow(q.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {q.title}
    </Anchor>
  )
  const counts = list.data?.counts
  return (
    <Page title={t('quotes.title')} description={t('quotes.lead')}>
      <Tabs value={box} onChange={(value) => update({ tab: value === 'sent' ? 'sent' : null, state: null })}>
        <Tabs.List>
          {QUOTE_BOXES.map((b) => (
            <Tabs.Tab key={b} value={b}>
              {t(`quotes.tabs.${b}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Chip.Group value={status ?? 'all'} onChange={(value) => update({ state: value === 'all' ? null : String(value) })}>
        <Group gap="xs" role="group" aria-label={t('fields.status')}>
          {(['all', ...QUOTE_STATUSES] as const).map((s) => (
            <Chip key={s} value={s} variant="light" radius="sm">
              {s === 'all' ? t('filters.all') : counts ? `${t(`quoteStatus.${s}`)} (${counts[s]})` : t(`quoteStatus.${s}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryList
        query={list}
        loadFailed={t('quotes.loadFailed')}
        page={page}
        onPageChange={setPage}
        empty={<EmptyState icon={<IconFileInvoice size={32} aria-hidden />} title={t(`quotes.empty.${box}`)} description={t('quotes.emptyBody')} withIndicatorBackground />}
      >
        {({ items }) => (
          <ResponsiveList
            items={items}
            minWidth={760}
            highlightOnHover
            head={
              <>
                <Table.Th>{t('quotes.quote')}</Table.Th>
                <Table.Th>{box === 'received' ? t('quotes.from') : t('quotes.to')}</Table.Th>
                <Table.Th ta="right">{t('compare.amount')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
                <Table.Th>{t('quotes.date')}</Table.Th>
              </>
            }
            row={(q) => (
              <>
                <Table.Td>
                  <Stack gap={2}>
                    {titleLink(q)}
                    {q.requirement ? (
                      <Text size="xs" c="dimmed">
                        {t('quotes.forRequirement', { title: q.requirement.title })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{other(q).companyName}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amount(q)}
                </Table.Td>
                <Table.Td>
                  <QuoteStatusBadge status={q.status} />
                </Table.Td>
                <Table.Td>{formatDate(q.createdAt, language)}</Table.Td>
              </>
            )}
            card={(q) => (
              <Stack gap={4}>
                {titleLink(q)}
                <Text size="sm">{other(q).companyName}</Text>
                <Group gap="xs">
                  <QuoteStatusBadge status={q.status} />
                  <Text size="sm" fw={600}>
                    {amount(q)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDate(q.createdAt, language)}
                </Text>
              </Stack>
            )}
          />
        )}
      </QueryList>
      {to ? <QuoteFormModal opened onClose={() => update({ to: null, name: null })} target={{ receiverCompanyId: to, receiverName: params.get('name') ?? '' }} /> : null}
    </Page>
  )
}

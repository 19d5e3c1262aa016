import { useState } from 'react'
import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconMailCheck, IconMailQuestion } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { COMPANY_STATUSES, COUNTRIES, SUBDIVISIONS_BY_COUNTRY, type TAdminCompanySummary } from '@nexo/shared'
import { ResponsiveList } from '../../../components/query-list'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { useAdminCompanies } from '../api/get-admin-companies'
import { ColumnHeads, CompanyStatusBadge, ListFrame, useDateFormat } from './admin-ui'
import { SearchInput } from './search-input'

type StatusFilter = (typeof COMPANY_STATUSES)[number] | 'all'

function place(company: TAdminCompanySummary, language: 'en' | 'es'): string {
  const country = COUNTRIES.find((c) => c.code === company.country)
  const state = country ? SUBDIVISIONS_BY_COUNTRY[country.code].find((s) => s.code === company.state) : undefined
  return [company.city, state?.[language] ?? company.state, country?.code ?? company.country].filter(Boolean).join(', ')
}

function AdminEmail({ company }: { company: TAdminCompanySummary }) {
  const { t } = useTranslation('admin')
  if (!company.adminEmail) return <Text size="sm">—</Text>
  const verified = company.adminEmailVerified
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={verified ? t('detail.emailVerified') : t('detail.emailNotVerified')}>
        <Text component="span" c={verified ? 'teal.8' : 'orange.8'} lh={0} aria-label={verified ? t('detail.emailVerified') : t('detail.emailNotVerified')} role="img">
          {verified ? <IconMailCheck size={16} aria-hidden /> : <IconMailQuestion size={16} aria-hidden />}
        </Text>
      </Tooltip>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {company.adminEmail}
      </Text>
    </Group>
  )
}

/** A list of companies: only pending ones (the review queue), or all of them with a status filter and search. */
export function CompaniesPanel({ fixedStatus, onOpen }: { fixedStatus?: 'pending'; onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin')
  const language = useLanguage()
  const { date } = useDateFormat()
  const [status, setStatus] = useState<StatusFilter>('all')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const filter = { status: fixedStatus ?? (status === 'all' ? undefined : status), q: q || undefined, page }
  const companies = useAdminCompanies(filter)
  const data = companies.data

  const nameButton = (company: TAdminCompanySummary) => (
    <UnstyledButton onClick={() => onOpen(company.id)} aria-haspopup="dialog">
      <Text size="sm" fw={600} c="nexo.8" td="underline">
        {company.tradeName}
      </Text>
      <Text size="xs" c="dimmed">
        {company.legalName}
      </Text>
    </UnstyledButton>
  )
  const head = (
    <>
      <ColumnHeads columns={['company', 'taxId', 'location', 'admin', !fixedStatus && 'status', 'registered']} />
      <Table.Th>
        <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
      </Table.Th>
    </>
  )
  const row = (company: TAdminCompanySummary) => (
    <>
      <Table.Td>{nameButton(company)}</Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {company.rfc ?? company.taxId ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{place(company, language)}</Text>
      </Table.Td>
      <Table.Td>
        <AdminEmail company={company} />
      </Table.Td>
      {fixedStatus ? null : (
        <Table.Td>
          <CompanyStatusBadge status={company.status} />
        </Table.Td>
      )}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{date(company.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Anchor component="button" type="button" size="sm" onClick={() => onOpen(company.id)}>
          {company.status === 'pending' ? t('review.open') : t('review.details')}
        </Anchor>
      </Table.Td>
    </>
  )
  const card = (company: TAdminCompanySummary) => (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {nameButton(company)}
        <CompanyStatusBadge status={company.status} />
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {place(company, language)} · {company.rfc ?? company.taxId ?? '—'}
      </Text>
      <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
        <AdminEmail company={company} />
        <Badge variant="outline" color="gray">
          {date(company.createdAt)}
        </Badge>
      </Group>
    </>
  )

  return (
    <Stack gap="md">
      {fixedStatus ? null : (
        <Group align="flex-end" gap="md" wrap="wrap">
          <SearchInput
            label={t('filters.search')}
            placeholder={t('filters.companyPlaceholder')}
            value={q}
            onSearch={(next) => {
              setQ(next)
              setPage(1)
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="company-status-filter">
              {t('filters.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="company-status-filter"
              value={status}
              onChange={(value) => {
                setStatus(value as StatusFilter)
                setPage(1)
              }}
              data={[{ value: 'all', label: t('filters.all') }, ...COMPANY_STATUSES.map((s) => ({ value: s, label: t(`companyStatus.${s}`) }))]}
            />
          </Stack>
        </Group>
      )}
      {data ? (
        <Text size="sm" c="dimmed" role="status">
          {t('results', { count: data.total, formatted: formatCount(data.total, language) })}
        </Text>
      ) : null}
      <ListFrame query={companies} emptyText={fixedStatus ? t('empty.pending') : t('empty.companies')} page={page} onPageChange={setPage}>
        {({ items }) => <ResponsiveList items={items} minWidth={900} highlightOnHover head={head} row={row} card={card} />}
      </ListFrame>
    </Stack>
  )
}

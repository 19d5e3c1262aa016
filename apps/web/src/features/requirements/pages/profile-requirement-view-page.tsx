import { useState } from 'react'
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconCheck, IconDownload, IconPencil, IconRosetteDiscountCheck, IconTrash, IconX } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useParams } from 'react-router'
import type { TQuoteComparisonRow, TRequirementDetail } from '@nexo/shared'
import { QuoteStatusBadge, WHOLE_BADGE } from '../../../components/deals/status-badges'
import { CompanyLine, CompanyPicker } from '../../../components/company-picker'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { downloadFile } from '../../../lib/directory/files'
import { formatPrice } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { currentLanguage } from '../../../lib/i18n'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'
import { useComparison, useDecideQuote, useInvite, useInviteOptions, useMarkCovered, useRequirementDetail } from '../api/requirements-api'
import { MatchedSuppliers } from '../components/matched-suppliers'
import { RequirementDetails } from '../components/requirement-details'
import { openConfirmModal } from '../../../lib/confirm-modal'

function Comparison({ requirement, canManage }: { requirement: TRequirementDetail; canManage: boolean }) {
  const { t } = useTranslation('deals')
  const language = currentLanguage()
  const comparison = useComparison(requirement.id, true)
  const decide = useDecideQuote()
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null)

  const confirmDecision = (row: TQuoteComparisonRow, decision: 'accept' | 'reject') =>
    openConfirmModal({
      title: t(`decision.${decision}Title`),
      centered: true,
      children: <Text size="sm">{t(`decision.${decision}Body`, { company: row.supplier.tradeName, title: row.title })}</Text>,
      labels: { confirm: t(`decision.${decision}`), cancel: t('actions.cancel') },
      confirmProps: { color: decision === 'accept' ? 'green' : 'red' },
      onConfirm: () =>
        decide.mutate(
          { quoteId: row.quoteId, decision },
          { onSuccess: () => notifySuccess(t(`decision.${decision}Done`, { company: row.supplier.tradeName })), onError: notifyError },
        ),
    })

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format)
    try {
      await downloadFile(`/api/v1/company/requirements/${requirement.id}/comparison/export?format=${format}&lang=${language}`, `${t('compare.fileName')}.${format}`)
    } catch (error) {
      notifyError(error)
    } finally {
      setExporting(null)
    }
  }

  if (comparison.isPending) return <Skeleton height={200} radius="lg" />
  if (comparison.isError) return <LoadError title={t('compare.loadFailed')} onRetry={() => void comparison.refetch()} />
  const rows = comparison.data.rows
  const money = (row: TQuoteComparisonRow) => (row.amount === null ? t('compare.noAmount') : formatPrice(row.amount, row.currency, language))
  const canDecide = canManage && comparison.data.requirement.status === 'opened'
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('compare.title', { count: rows.length })}
          </Title>
          {rows.length > 0 ? (
            <Group gap="xs">
              <Button variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={exporting === 'csv'} onClick={() => void exportAs('csv')}>
                {t('compare.exportCsv')}
              </Button>
              <Button variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')}>
                {t('compare.exportXlsx')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('compare.empty')}
          </Text>
        ) : (
          <>
          {/* Phones: one card per quote with the same facts; the side-by-side table from md up. */}
          <Stack gap="sm" hiddenFrom="md">
            {rows.map((row) => (
              <Paper key={row.quoteId} withBorder radius="md" p="sm">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Anchor component={Link} to={paths.profileQuotesShow(row.quoteId)} fw={600} size="sm">
                      {row.supplier.tradeName}
                    </Anchor>
                    <div style={{ flexShrink: 0 }}>
                      <QuoteStatusBadge status={row.status} />
                    </div>
                  </Group>
                  {row.supplier.isValidatedSupplier ? (
                    <Badge size="xs" color="teal" variant="light" style={WHOLE_BADGE} leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
                      {t('compare.validated')}
                    </Badge>
                  ) : null}
                  <Text fw={700}>{money(row)}</Text>
                  <Text size="sm">
                    {[
                      row.leadTimeDays === null ? null : t('compare.days', { count: row.leadTimeDays }),
                      row.distanceKm === null ? null : t('detail.km', { km: row.distanceKm }),
                      row.rating.average === null ? null : t('compare.ratingValue', { average: row.rating.average, count: row.rating.count }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {row.certificationsHeld.length > 0 ? <Text size="xs">{row.certificationsHeld.join(', ')}</Text> : null}
                  {row.certificationsMissing.length > 0 ? (
                    <Text size="xs" c="red.8">
                      {t('compare.missing', { names: row.certificationsMissing.join(', ') })}
                    </Text>
                  ) : null}
                  {canDecide && row.status === 'pending' ? (
                    <Group gap="xs" mt={4}>
                      <Button size="compact-sm" color="green" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => confirmDecision(row, 'accept')}>
                        {t('decision.accept')}
                      </Button>
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmDecision(row, 'reject')}>
                        {t('decision.reject')}
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={760} visibleFrom="md">
            <Table verticalSpacing="sm" striped aria-label={t('compare.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('compare.supplier')}</Table.Th>
                  <Table.Th ta="right">{t('compare.amount')}</Table.Th>
                  <Table.Th ta="right">{t('compare.leadTime')}</Table.Th>
                  <Table.Th>{t('compare.certifications')}</Table.Th>
                  <Table.Th ta="right">{t('compare.distance')}</Table.Th>
                  <Table.Th>{t('compare.rating')}</Table.Th>
                  <Table.Th>{canDecide ? t('compare.statusDecide') : t('fields.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.quoteId}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Anchor component={Link} to={paths.profileQuotesShow(row.quoteId)} fw={600} size="sm">
                          {row.supplier.tradeName}
                        </Anchor>
                        {row.supplier.isValidatedSupplier ? (
                          <Badge size="xs" color="teal" variant="light" style={WHOLE_BADGE} leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
                            {t('compare.validated')}
                          </Badge>
                        ) : null}
                        <Text size="xs" c="dimmed" lineClamp={2} title={row.title}>
                          {row.title}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money(row)}
                    </Table.Td>
                    <Table.Td ta="right">{row.leadTimeDays === null ? '—' : t('compare.days', { count: row.leadTimeDays })}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        {row.certificationsHeld.length > 0 ? <Text size="xs">{row.certificationsHeld.join(', ')}</Text> : null}
                        {row.certificationsMissing.length > 0 ? (
                          <Text size="xs" c="red.8">
                            {t('compare.missing', { names: row.certificationsMissing.join(', ') })}
                          </Text>
                        ) : null}
                        {row.certificationsHeld.length + row.certificationsMissing.length === 0 ? '—' : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {row.distanceKm === null ? '—' : t('detail.km', { km: row.distanceKm })}
                      {row.distanceKm !== null && requirement.maxDistanceKm !== null && row.distanceKm > requirement.maxDistanceKm ? (
                        <Text size="xs" c="red.8">
                          {t('compare.tooFar')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{row.rating.average === null ? t('compare.noRating') : t('compare.ratingValue', { average: row.rating.average, count: row.rating.count })}</Table.Td>
                    {/* The decision sits under the state: one column fewer keeps the table within 1366 px (issue 27 item 7). */}
                    <Table.Td>
                      <Stack gap={6} align="flex-start">
                        <QuoteStatusBadge status={row.status} />
                        {canDecide && row.status === 'pending' ? (
                          <Group gap={4} wrap="nowrap">
                            <Button size="compact-sm" color="green" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => confirmDecision(row, 'accept')}>
                              {t('decision.accept')}
                            </Button>
                            <Tooltip label={t('decision.reject')}>
                              <ActionIcon variant="subtle" color="red" aria-label={t('decision.rejectNamed', { company: row.supplier.tradeName })} onClick={() => confirmDecision(row, 'reject')}>
                                <IconX size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  )
}

function Invitations({ requirement, canManage }: { requirement: TRequirementDetail; canManage: boolean }) {
  const { t } = useTranslation('deals')
  const language = useLanguage()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const canInvite = canManage && requirement.status === 'opened'
  // Matched suppliers with nothing typed, so a buyer invites from the match list without typing (issue 27 §2).
  const options = useInviteOptions(requirement.id, debounced.trim().length >= 2 ? debounced : '', language, canInvite)
  const invite = useInvite(requirement.id)
  const invited = requirement.owner?.invitations ?? []
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invite.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {requirement.isPublic ? t('invite.leadPublic') : t('invite.leadPrivate')}
        </Text>
        {canInvite ? (
          <CompanyPicker
            label={t('invite.search')}
            description={t('invite.pickerHint')}
            placeholder={t('invite.placeholder')}
            search={search}
            onSearchChange={setSearch}
            options={(options.data?.items ?? []).map((o) => ({ company: o.company, matchScore: o.matchScore, isTaken: o.invitedAt !== null || invited.some((i) => i.companyId === o.company.id) }))}
            isLoading={options.isFetching}
            emptyMessage={search.trim().length >= 2 ? t('invite.none') : t('invite.noMatches')}
            onPick={(companyId) => {
              invite.mutate({ companyId }, { onSuccess: () => notifySuccess(t('invite.done')), onError: notifyError })
              setSearch('')
            }}
          />
        ) : null}
        {invited.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('invite.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('invite.title')}>
            {invited.map((company) => (
              <li key={company.companyId} style={{ maxWidth: 560 }}>
                <CompanyLine
                  company={{ id: company.companyId, tradeName: company.tradeName, logoUrl: company.logoUrl, city: company.city, state: company.state, country: company.country, sector: '', category: null, isValidatedSupplier: false }}
                  aside={
                    canManage ? (
                      <ActionIcon variant="subtle" color="red" aria-label={t('invite.remove', { company: company.tradeName })} onClick={() => invite.mutate({ companyId: company.companyId, remove: true }, { onError: notifyError })}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    ) : null
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

/** /profile-requirements/view/:id: my requirement, its quotes side by side (with export), invitations and actions. */
export function ProfileRequirementViewPage() {
  const { t } = useTranslation('deals')
  const { id = '' } = useParams()
  const { profile } = useSession()
  const canManage = profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL
  const detail = useRequirementDetail(id)
  const cover = useMarkCovered()
  if (detail.isPending) {
    return (
      <Page title={t('mine.viewTitle')}>
        <Skeleton height={480} radius="lg" />
      </Page>
    )
  }
  if (detail.isError || !detail.data.isOwn) {
    return (
      <Page title={t('mine.viewTitle')}>
        <LoadError title={t('detail.loadFailed')} onRetry={() => void detail.refetch()} />
      </Page>
    )
  }
  const r = detail.data
  const confirmCover = () =>
    openConfirmModal({
      title: t('cover.title'),
      centered: true,
      children: <Text size="sm">{t('cover.body', { count: r.owner?.quotes.pending ?? 0 })}</Text>,
      labels: { confirm: t('cover.confirm'), cancel: t('actions.cancel') },
      onConfirm: () => cover.mutate(r.id, { onSuccess: () => notifySuccess(t('cover.done')), onError: notifyError }),
    })
  const actions =
    canManage && r.status !== 'covered' ? (
      <>
        <Button component={Link} to={paths.profileRequirementsEdit(r.id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
          {t('actions.edit')}
        </Button>
        {r.status === 'opened' ? (
          <Button variant="light" onClick={confirmCover} loading={cover.isPending}>
            {t('cover.action')}
          </Button>
        ) : null}
      </>
    ) : null
  return (
    <Page title={r.title} description={t('mine.viewLead')} actions={actions}>
      {r.status === 'covered' ? <Alert color="blue">{t('detail.coveredOwner')}</Alert> : null}
      {r.status === 'expired' ? <Alert color="gray">{t('detail.expiredOwner')}</Alert> : null}
      {/* Right after publishing, the matches are what to act on; once quotes arrive, the comparison is (issue 27 §1). */}
      {r.status === 'opened' && (r.owner?.quotes.total ?? 0) === 0 ? <MatchedSuppliers requirement={r} canInvite={canManage} /> : null}
      <Comparison requirement={r} canManage={canManage} />
      {r.status === 'opened' && (r.owner?.quotes.total ?? 0) > 0 ? <MatchedSuppliers requirement={r} canInvite={canManage} /> : null}
      <RequirementDetails requirement={r} />
      <Invitations requirement={r} canManage={canManage} />
      <Anchor component={Link} to={paths.requirementDetail(r.id, r.isRfq)} size="sm">
        {t('mine.publicView')}
      </Anchor>
    </Page>
  )
}

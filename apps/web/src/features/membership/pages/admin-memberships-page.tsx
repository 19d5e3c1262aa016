import { useState } from 'react'
import { Alert, Badge, Button, Group, Select, Spoiler, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import { MEMBERSHIP_REQUEST_STATUSES, type MembershipRequestStatus, type TAdminMembershipRequest } from '@nexo/shared'
import { Page } from '../../../components/page'
import { QueryList, ResponsiveList, usePageParam } from '../../../components/query-list'
import { formatDate } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { useSession } from '../../../lib/session'
import { useMembershipRequests } from '../api/admin-membership-requests'
import { ActivateModal } from '../components/activate-modal'
import { FollowUpModal } from '../components/follow-up-modal'

const STATUS_COLORS: Record<MembershipRequestStatus, string> = { pending: 'blue', contacted: 'grape', activated: 'teal', closed: 'gray' }

function Requests() {
  const { t } = useTranslation('membership')
  const { t: tPages } = useTranslation('pages')
  const language = useLanguage()
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const statusParam = params.get('status')
  const status = (MEMBERSHIP_REQUEST_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as MembershipRequestStatus) : undefined
  const query = useMembershipRequests({ status, page })
  const [activating, setActivating] = useState<TAdminMembershipRequest | null>(null)
  const [following, setFollowing] = useState<TAdminMembershipRequest | null>(null)

  const isOpen = (r: TAdminMembershipRequest) => r.status === 'pending' || r.status === 'contacted'
  const current = (r: TAdminMembershipRequest) =>
    r.currentPlan === 'free' ? tPages('membershipPlans.free.name') : `${tPages(`membershipPlans.${r.currentPlan}.name`)} · ${t('admin.until', { date: formatDate(r.currentExpiresAt!, language) })}`
  const formDetails = (r: TAdminMembershipRequest) =>
    r.form ? (
      <Spoiler maxHeight={0} showLabel={t('admin.showForm')} hideLabel={t('admin.hideForm')}>
        <Text size="sm">
          {r.form.name} {r.form.lastName} · {r.form.email} · {r.form.phone}
          <br />
          {r.form.company} · {[r.form.street, r.form.suburb, r.form.city, r.form.state, r.form.country, r.form.zip].join(', ')}
        </Text>
      </Spoiler>
    ) : null
  const actions = (r: TAdminMembershipRequest) =>
    isOpen(r) ? (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" onClick={() => setActivating(r)}>
          {t('admin.activate')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setFollowing(r)}>
          {t('admin.followUp')}
        </Button>
      </Group>
    ) : null
  const badge = (r: TAdminMembershipRequest) => (
    <Badge variant="light" color={STATUS_COLORS[r.status]} style={{ flexShrink: 0 }}>
      {t(`requestStatus.${r.status}`)}
    </Badge>
  )

  return (
    <Stack gap="md">
      <Select
        label={t('requests.status')}
        value={status ?? 'all'}
        onChange={(value) => {
          const next = new URLSearchParams(params)
          if (!value || value === 'all') next.delete('status')
          else next.set('status', value)
          next.delete('page')
          setParams(next, { replace: true })
        }}
        data={[{ value: 'all', label: t('admin.all') }, ...MEMBERSHIP_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`requestStatus.${s}`) }))]}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <QueryList query={query} loadFailed={t('loadFailed')} empty={<Text c="dimmed">{t('admin.empty')}</Text>} page={page} onPageChange={setPage}>
        {(data) => (
          <ResponsiveList
            items={data.items}
            minWidth={900}
            head={
              <>
                <Table.Th>{t('admin.company')}</Table.Th>
                <Table.Th>{t('requests.plan')}</Table.Th>
                <Table.Th>{t('admin.requestedBy')}</Table.Th>
                <Table.Th>{t('requests.date')}</Table.Th>
                <Table.Th>{t('admin.currentPlan')}</Table.Th>
                <Table.Th>{t('requests.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </>
            }
            row={(r) => (
              <>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {r.companyName}
                  </Text>
                  {r.adminNote ? (
                    <Text size="xs" c="dimmed">
                      {r.adminNote}
                    </Text>
                  ) : null}
                  {formDetails(r)}
                </Table.Td>
                <Table.Td>{tPages(`membershipPlans.${r.plan}.name`)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{r.requestedBy?.name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {r.requestedBy?.email}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(r.createdAt, language)}</Table.Td>
                <Table.Td>{current(r)}</Table.Td>
                <Table.Td>{badge(r)}</Table.Td>
                <Table.Td>{actions(r)}</Table.Td>
              </>
            )}
            card={(r) => (
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{r.companyName}</Text>
                  {badge(r)}
                </Group>
                <Text size="sm">
                  {tPages(`membershipPlans.${r.plan}.name`)} · {formatDate(r.createdAt, language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {r.requestedBy ? `${r.requestedBy.name} · ${r.requestedBy.email}` : null}
                </Text>
                <Text size="sm">{current(r)}</Text>
                {r.adminNote ? (
                  <Text size="xs" c="dimmed">
                    {r.adminNote}
                  </Text>
                ) : null}
                {formDetails(r)}
                {actions(r)}
              </Stack>
            )}
          />
        )}
      </QueryList>
      {activating ? <ActivateModal request={activating} onClose={() => setActivating(null)} /> : null}
      {following ? <FollowUpModal request={following} onClose={() => setFollowing(null)} /> : null}
    </Stack>
  )
}

/** /admin/memberships: plan requests to follow up and activate on payment (docs/decisions/032). */
export function AdminMembershipsPage() {
  const { t } = useTranslation('membership')
  const { t: tPages } = useTranslation('pages')
  const { userType } = useSession()
  return (
    <Page title={t('admin.title')} description={t('admin.description')} size="xl">
      {userType === 'admin' ? (
        <Requests />
      ) : (
        <Alert color="orange" variant="light" radius="md" icon={<IconShieldLock aria-hidden />} title={tPages('admin.forbiddenTitle')}>
          {tPages('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}

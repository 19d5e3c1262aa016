import { type ReactNode, useState } from 'react'
import { Alert, Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconCrown, IconHourglass, IconUserPlus } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TAdminOverviewResponse } from '@nexo/shared'
import { LoadError } from '../../../components/load-error'
import { paths, withQuery } from '../../../config/paths'
import { formatCount, formatDate, formatTimeAgo } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { useAdminOverview } from '../api/get-admin-overview'
import { useRecentSignups } from '../api/get-recent-signups'

/** "Access granted within 24 hours of registration" (spec §1 claim). */
const APPROVAL_PROMISE_MS = 24 * 60 * 60 * 1000

/** A company opened in the console's review drawer. */
const reviewLink = (companyId: string, tab?: string) => withQuery(paths.admin, { tab, company: companyId })

function Panel({ title, icon, children, action }: { title: string; icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="section">
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h5">
            {title}
          </Title>
        </Group>
        <Stack gap="sm" style={{ flex: 1 }}>
          {children}
        </Stack>
        {action}
      </Stack>
    </Card>
  )
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  )
}

function More({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="light" size="xs" w="fit-content" rightSection={<IconArrowRight size={14} aria-hidden />}>
      {children}
    </Button>
  )
}

function PendingPanel({ pending }: { pending: TAdminOverviewResponse['pendingCompanies'] }) {
  const { t } = useTranslation('dashboard')
  const language = useLanguage()
  return (
    <Panel title={t('admin.pending.title')} icon={<IconHourglass size={20} />} action={<More to={paths.admin}>{t('admin.pending.open')}</More>}>
      <Figure value={formatCount(pending.total, language)} label={t('admin.pending.count', { count: pending.total })} />
      {pending.oldest.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.pending.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.pending.listLabel')}>
          {pending.oldest.map((company) => (
            <Group key={company.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={reviewLink(company.id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {company.tradeName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('admin.pending.waiting', { age: formatTimeAgo(company.createdAt, language) })}
                </Text>
              </Stack>
              {company.adminEmailVerified ? null : (
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t('admin.pending.emailNotConfirmed')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  )
}

function MembershipsPanel({ memberships }: { memberships: TAdminOverviewResponse['memberships'] }) {
  const { t } = useTranslation('dashboard')
  const language = useLanguage()
  return (
    <Panel title={t('admin.memberships.title')} icon={<IconCrown size={20} />}>
      <SimpleGrid cols={3} spacing="xs">
        <Figure value={formatCount(memberships.active, language)} label={t('admin.memberships.active')} />
        <Figure value={formatCount(memberships.expiringSoon, language)} label={t('admin.memberships.expiringSoon')} />
        <Figure value={formatCount(memberships.expiredRecently, language)} label={t('admin.memberships.expired')} />
      </SimpleGrid>
      {memberships.toRenew.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.memberships.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.memberships.listLabel')}>
          {memberships.toRenew.map((m) => (
            <Group key={m.companyId} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={reviewLink(m.companyId, 'companies')} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.tradeName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(m.isExpired ? 'admin.memberships.expiredOn' : 'admin.memberships.expiresOn', { date: formatDate(m.expiresAt, language) })}
                </Text>
              </Stack>
              <Badge size="xs" variant="light" color={m.isExpired ? 'red' : 'yellow'} style={{ flexShrink: 0 }}>
                {t(`plans.${m.plan}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={paths.adminMemberships} size="sm">
        {t('admin.memberships.requests')}
      </Anchor>
    </Panel>
  )
}

function SignupsPanel({ lastWeek }: { lastWeek: number }) {
  const { t } = useTranslation('dashboard')
  const { t: tAdmin } = useTranslation('admin')
  const language = useLanguage()
  const recent = useRecentSignups()
  let list
  if (recent.isPending) list = <Skeleton height={160} radius="md" />
  else if (recent.isError) list = <LoadError title={t('admin.signups.loadFailed')} onRetry={() => void recent.refetch()} />
  else {
    list = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.signups.listLabel')}>
        {recent.data.items.map((user) => (
          <Group key={user.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {user.firstName} {user.lastName}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[user.companyName ?? (user.isEventOnly ? tAdmin('roles.event') : null), formatTimeAgo(user.createdAt, language)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            {user.status === 'active' ? null : (
              <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                {tAdmin(`userStatus.${user.status}`)}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    )
  }
  return (
    <Panel title={t('admin.signups.title')} icon={<IconUserPlus size={20} />} action={<More to={withQuery(paths.admin, { tab: 'users' })}>{t('admin.signups.all')}</More>}>
      <Figure value={formatCount(lastWeek, language)} label={t('admin.signups.lastWeek', { count: lastWeek })} />
      {list}
    </Panel>
  )
}

/**
 * /dashboard for a platform administrator (issue 11): it has no company, so instead of the company
 * dashboard it gets the approval queue with its age, the memberships to follow up and the newest accounts.
 */
export function AdminHome() {
  const { t } = useTranslation('dashboard')
  const language = useLanguage()
  const overview = useAdminOverview()
  // Read once per visit: the ages shown do not tick.
  const [now] = useState(() => Date.now())
  if (overview.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={320} radius="lg" />
        ))}
      </SimpleGrid>
    )
  }
  if (overview.isError) return <LoadError title={t('admin.loadFailed')} onRetry={() => void overview.refetch()} />
  const { pendingCompanies, memberships, signups } = overview.data
  const oldest = pendingCompanies.oldest[0]
  // The site promises access within 24 hours of registration: say so when the queue breaks it.
  const isLate = oldest !== undefined && now - new Date(oldest.createdAt).getTime() > APPROVAL_PROMISE_MS
  return (
    <Stack gap="lg">
      {isLate ? (
        <Alert variant="light" color="orange" icon={<IconHourglass size={20} aria-hidden />} title={t('admin.pending.lateTitle')}>
          {t('admin.pending.lateBody', { name: oldest.tradeName, age: formatTimeAgo(oldest.createdAt, language) })}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <PendingPanel pending={pendingCompanies} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <MembershipsPanel memberships={memberships} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SignupsPanel lastWeek={signups.lastWeek} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

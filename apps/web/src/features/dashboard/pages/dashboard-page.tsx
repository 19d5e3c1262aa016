import type { ReactNode } from 'react'
import { Alert, Anchor, Badge, Button, Card, Grid, Group, RingProgress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconArrowRight,
  IconBuildingFactory2,
  IconChecklist,
  IconCrown,
  IconEye,
  IconHeart,
  IconPackage,
  IconSearch,
  IconStar,
  IconUsers,
} from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TDashboardResponse } from '@nexo/shared'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { errorMessageKey } from '../../../lib/error-messages'
import { intlLocale } from '../../../lib/i18n'
import { useSession } from '../../../lib/session'
import { useDashboard } from '../api/get-dashboard'
import { AdminHome } from '../components/admin-home'
import { VisitsChart } from '../components/visits-chart'
import { dateTimeFormat, numberFormat } from '../../../lib/intl-cache'

function Tile({ title, icon, children, action }: { title: string; icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h5">
            {title}
          </Title>
        </Group>
        <Stack gap="xs" style={{ flex: 1 }}>
          {children}
        </Stack>
        {action}
      </Stack>
    </Card>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
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

function formatDay(value: string | null, locale: string): string | null {
  if (!value) return null
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? null : dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

function DashboardContent({ data }: { data: TDashboardResponse }) {
  const { t } = useTranslation('dashboard')
  const locale = intlLocale()
  const numbers = numberFormat(locale)
  const { membership, visits, progress } = data
  const isActive = membership.status === 'active'
  const isFree = membership.plan === 'free'
  const hired = formatDay(membership.activatedAt, locale)
  const renews = formatDay(membership.expiresAt, locale)

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Tile
          title={t('membership.title')}
          icon={<IconCrown size={20} />}
          action={
            <Button component={Link} to={paths.membership} variant="light" size="xs" w="fit-content" rightSection={<IconArrowRight size={14} aria-hidden />}>
              {isFree ? t('membership.upgrade') : isActive ? t('membership.details') : t('membership.renew')}
            </Button>
          }
        >
          <Group gap="xs">
            <Text size="xl" fw={700}>
              {t(`plans.${membership.plan}`)}
            </Text>
            <Badge color={isActive ? 'teal' : 'red'} variant="light">
              {t(`membership.status.${membership.status}`)}
            </Badge>
          </Group>
          <Text size="sm">
            <Text span c="dimmed">
              {t('membership.hired')}:{' '}
            </Text>
            {hired ?? t('membership.noDate')}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {isActive ? t('membership.renews') : t('membership.expired')}:{' '}
            </Text>
            {renews ?? t('membership.noRenewal')}
          </Text>
        </Tile>

        <Tile
          title={t('progress.title')}
          icon={<IconChecklist size={20} />}
          action={
            <Button component={Link} to={paths.companyProfile} variant="light" size="xs" w="fit-content" rightSection={<IconArrowRight size={14} aria-hidden />}>
              {progress.percent >= 100 ? t('progress.review') : t('progress.complete')}
            </Button>
          }
        >
          <Group gap="md" wrap="nowrap">
            <RingProgress
              size={88}
              thickness={9}
              roundCaps
              sections={[{ value: progress.percent, color: progress.percent >= 100 ? 'teal' : progress.percent >= 60 ? 'nexo' : 'orange' }]}
              label={
                <Text ta="center" fw={700}>
                  {progress.percent}%
                </Text>
              }
              role="img"
              aria-label={t('progress.label', { percent: progress.percent })}
            />
            <Text size="sm" c="dimmed">
              {progress.percent >= 100 ? t('progress.done') : t('progress.hint')}
            </Text>
          </Group>
        </Tile>

        <Tile title={t('opportunities.title')} icon={<IconSearch size={20} />} action={
          <Button component={Link} to={paths.requirements} variant="light" size="xs" w="fit-content" rightSection={<IconArrowRight size={14} aria-hidden />}>
            {t('opportunities.see')}
          </Button>
        }>
          <Stat label={t('opportunities.label')} value={numbers.format(data.opportunities)} />
          <Text size="sm" c="dimmed">
            {t('opportunities.hint')}
          </Text>
        </Tile>
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card withBorder radius="lg" padding="lg" h="100%">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
                <IconEye size={20} />
              </ThemeIcon>
              <Title order={2} size="h5">
                {t('visits.title')}
              </Title>
            </Group>
            <SimpleGrid cols={3}>
              <Stat label={t('visits.last30')} value={numbers.format(visits.last30Days)} />
              <Stat label={t('visits.last15')} value={numbers.format(visits.last15Days)} />
              <Stat label={t('visits.thisWeek')} value={numbers.format(visits.thisWeek)} />
            </SimpleGrid>
            <VisitsChart daily={visits.daily} />
            <Text size="xs" c="dimmed">
              {t('visits.rule')}
            </Text>
          </Stack>
        </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 4 }}>
        <Tile title={t('rating.title')} icon={<IconStar size={20} />}>
          {data.rating === null ? (
            <>
              <Text fw={600}>{t('rating.none')}</Text>
              <Text size="sm" c="dimmed">
                {t('rating.noneHint')}
              </Text>
            </>
          ) : (
            <>
              <Stat label={t('rating.label')} value={`${numberFormat(locale, { maximumFractionDigits: 1 }).format(data.rating)} ★`} />
              <Text size="sm" c="dimmed">
                {t('rating.count', { count: data.ratingCount })}
              </Text>
            </>
          )}
        </Tile>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

function QuickLinks() {
  const { t } = useTranslation('dashboard')
  const links = [
    { to: paths.companyProfile, label: t('links.companyProfile'), icon: IconBuildingFactory2 },
    { to: paths.productsServices, label: t('links.productsServices'), icon: IconPackage },
    { to: paths.usersList, label: t('links.users'), icon: IconUsers },
    { to: paths.searchResult(), label: t('links.search'), icon: IconSearch },
    { to: paths.favourites, label: t('links.favourites'), icon: IconHeart },
  ]
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('links.title')}
      </Title>
      <Group gap="sm">
        {links.map(({ to, label, icon: Icon }) => (
          <Anchor key={to} component={Link} to={to} underline="never">
            <Badge size="lg" variant="light" radius="md" tt="none" leftSection={<Icon size={14} aria-hidden />} style={{ cursor: 'pointer' }}>
              {label}
            </Badge>
          </Anchor>
        ))}
      </Group>
    </Card>
  )
}

/** /dashboard: the company dashboard, or the platform administrator's home (it has no company). */
export function DashboardPage() {
  const { t } = useTranslation('pages')
  const { profile, userType } = useSession()
  const name = profile?.first_name || profile?.full_name
  if (userType === 'admin') {
    return (
      <Page title={t('dashboard.adminTitle')} description={name ? t('dashboard.welcome', { name }) : undefined} size="xl">
        <AdminHome />
      </Page>
    )
  }
  return <CompanyDashboard name={name} />
}

function CompanyDashboard({ name }: { name: string | undefined }) {
  const { t } = useTranslation('pages')
  const { t: tDash } = useTranslation('dashboard')
  const { t: tCommon } = useTranslation()
  const { t: tErrors } = useTranslation('errors')
  const dashboard = useDashboard()

  let body
  if (dashboard.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={180} radius="lg" />
        ))}
      </SimpleGrid>
    )
  } else if (dashboard.isError) {
    const code = errorCodeOf(dashboard.error)
    body =
      code === 'FORBIDDEN' ? (
        <Alert color="orange" variant="light" title={tDash('noCompany.title')}>
          {tDash('noCompany.body')}
        </Alert>
      ) : (
        <Alert color="red" variant="light" title={tDash('loadFailed')}>
          {tErrors(errorMessageKey(code))}
          <Button mt="sm" size="xs" variant="light" display="block" onClick={() => void dashboard.refetch()}>
            {tCommon('actions.tryAgain')}
          </Button>
        </Alert>
      )
  } else {
    body = <DashboardContent data={dashboard.data} />
  }

  return (
    <Page title={t('dashboard.title')} description={name ? t('dashboard.welcome', { name }) : undefined}>
      {body}
      <QuickLinks />
    </Page>
  )
}

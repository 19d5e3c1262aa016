import { useState } from 'react'
import { Alert, Badge, Button, Card, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconCrown, IconSparkles, IconUser } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import { FREE_CATALOGUE_LIMIT, type MembershipPlan, MEMBERSHIP_PLANS, PLATINUM_CATALOGUE_LIMIT, PLATINUM_USER_LIMIT, type TMembershipOverview } from '@nexo/shared'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { formatDate, formatPrice } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useMembership } from '../api/get-membership'
import { useRequestMembership } from '../api/request-membership'
import { GoldRequestModal } from '../components/gold-request-modal'

const PLAN_ICONS: Record<MembershipPlan, ReactNode> = {
  free: <IconUser size={22} />,
  platinum: <IconCrown size={22} />,
  gold: <IconSparkles size={22} />,
}
const PLAN_COLORS: Record<MembershipPlan, string> = { free: 'gray', platinum: 'nexo', gold: 'yellow' }

/** The company's plan now: name, status, activation and renewal dates. */
function CurrentPlan({ overview }: { overview: TMembershipOverview }) {
  const { t } = useTranslation('membership')
  const { t: tPages } = useTranslation('pages')
  const language = useLanguage()
  const { current } = overview
  const plan = tPages(`membershipPlans.${current.plan}.name`)
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="current-plan">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="current-plan">
            {t('current.title')}
          </Title>
          <Group gap="xs">
            <Text fw={700} size="lg">
              {plan}
            </Text>
            <Badge color={current.status === 'active' ? 'teal' : 'orange'} variant="light">
              {t(`current.status.${current.status}`)}
            </Badge>
          </Group>
        </Stack>
        {current.plan !== 'free' ? (
          <Group gap="xl">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('current.activatedAt')}
              </Text>
              <Text fw={600}>{current.activatedAt ? formatDate(current.activatedAt, language) : '—'}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {current.status === 'active' ? t('current.renewsAt') : t('current.expiredAt')}
              </Text>
              <Text fw={600}>{current.expiresAt ? formatDate(current.expiresAt, language) : '—'}</Text>
            </Stack>
          </Group>
        ) : null}
      </Group>
      {current.status === 'expired' ? (
        <Alert color="orange" variant="light" mt="md">
          {tPages('membershipPlans.expired', { plan })}
        </Alert>
      ) : null}
    </Paper>
  )
}

/** The company's plan requests and where each one stands. */
function Requests({ overview }: { overview: TMembershipOverview }) {
  const { t } = useTranslation('membership')
  const { t: tPages } = useTranslation('pages')
  const language = useLanguage()
  if (overview.requests.length === 0) return null
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="plan-requests">
      <Title order={2} size="h4" id="plan-requests" mb="sm">
        {t('requests.title')}
      </Title>
      <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('requests.plan')}</Table.Th>
              <Table.Th>{t('requests.date')}</Table.Th>
              <Table.Th>{t('requests.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.requests.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{tPages(`membershipPlans.${r.plan}.name`)}</Table.Td>
                <Table.Td>{formatDate(r.createdAt, language)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={r.status === 'activated' ? 'teal' : r.status === 'closed' ? 'gray' : 'blue'}>
                    {t(`requestStatus.${r.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
      </Table>
    </Paper>
  )
}

/**
 * /membership (needs login): the three levels of spec §1, the company's plan with its dates, Platinum's price
 * plus VAT from configuration, and the requests: Platinum in one click, Gold through the pre-qualification form.
 * A Nexo administrator activates the plan once the payment is confirmed (docs/decisions/032).
 */
export function MembershipPage() {
  const { t } = useTranslation('pages')
  const { t: tm } = useTranslation('membership')
  const language = useLanguage()
  const { profile } = useSession()
  const hasCompany = Boolean(profile?.company_name)
  const query = useMembership(hasCompany)
  const request = useRequestMembership()
  const [goldOpen, setGoldOpen] = useState(false)
  const overview = query.data
  const current: MembershipPlan | null = overview ? (overview.current.status === 'active' ? overview.current.plan : 'free') : null
  const isOpen = (plan: MembershipPlan) => overview?.requests.some((r) => r.plan === plan && (r.status === 'pending' || r.status === 'contacted')) ?? false
  const counts = { items: PLATINUM_CATALOGUE_LIMIT, users: PLATINUM_USER_LIMIT }

  const requestPlatinum = () =>
    request.mutate({ plan: 'platinum' }, { onSuccess: () => notifySuccess(tm('platinum.sent')) })

  const action = (plan: MembershipPlan): ReactNode => {
    if (!overview || plan === 'free') return null
    if (isOpen(plan)) {
      return (
        <Text size="sm" c="dimmed" role="status">
          {tm('requested')}
        </Text>
      )
    }
    if (!overview.canRequest) {
      return (
        <Text size="sm" c="dimmed">
          {tm('adminsOnly')}
        </Text>
      )
    }
    const isRenewal = overview.current.plan === plan && overview.current.status === 'active'
    return plan === 'platinum' ? (
      <Button onClick={requestPlatinum} loading={request.isPending} fullWidth>
        {isRenewal ? tm('platinum.renew') : tm('platinum.request')}
      </Button>
    ) : (
      <Button variant="light" color="yellow" c="dark" onClick={() => setGoldOpen(true)} fullWidth>
        {tm('gold.open')}
      </Button>
    )
  }

  return (
    <Page title={t('membership.title')} description={t('membership.description')}>
      {!hasCompany ? (
        <Alert variant="light" color="nexo">
          {tm('noCompany')}
        </Alert>
      ) : query.isPending ? (
        <Skeleton height={96} radius="lg" />
      ) : query.isError ? (
        <LoadError title={tm('loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <CurrentPlan overview={query.data} />
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {MEMBERSHIP_PLANS.map((plan) => {
          const features = t(`membershipPlans.${plan}.features`, {
            returnObjects: true,
            ...(plan === 'free' ? { items: FREE_CATALOGUE_LIMIT } : counts),
          }) as string[]
          const isCurrent = plan === current
          const pricing = overview?.pricing
          return (
            <Card
              key={plan}
              component="section"
              aria-labelledby={`plan-${plan}`}
              withBorder
              radius="lg"
              padding="lg"
              style={isCurrent ? { borderColor: 'var(--mantine-color-nexo-8)', borderWidth: 2 } : undefined}
            >
              <Stack gap="md" h="100%">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={40} radius="md" variant="light" color={PLAN_COLORS[plan]} aria-hidden>
                      {PLAN_ICONS[plan]}
                    </ThemeIcon>
                    <Title order={2} size="h3" id={`plan-${plan}`}>
                      {t(`membershipPlans.${plan}.name`)}
                    </Title>
                  </Group>
                  {isCurrent ? (
                    <Badge variant="filled" color="nexo" style={{ flexShrink: 0 }}>
                      {t('membershipPlans.yourPlan')}
                    </Badge>
                  ) : null}
                </Group>
                <Stack gap={4}>
                  {plan === 'platinum' && pricing ? (
                    <>
                      <Text fw={700} size="lg">
                        {tm('platinum.price', { price: formatPrice(pricing.annualPrice, pricing.currency, language) })}
                      </Text>
                      <Text size="sm">
                        {tm('platinum.vat', {
                          rate: Math.round(pricing.vatRate * 100),
                          vat: formatPrice(pricing.vatAmount, pricing.currency, language),
                          total: formatPrice(pricing.total, pricing.currency, language),
                        })}
                      </Text>
                    </>
                  ) : (
                    <Text fw={700} size="lg">
                      {t(`membershipPlans.${plan}.price`)}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t(`membershipPlans.${plan}.summary`)}
                  </Text>
                </Stack>
                <List
                  spacing="xs"
                  size="sm"
                  icon={
                    <ThemeIcon size={18} radius="xl" variant="light" color="teal" aria-hidden>
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                >
                  {features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                <div style={{ marginTop: 'auto' }}>{action(plan)}</div>
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
      {overview ? <Requests overview={overview} /> : null}
      <Alert variant="light" color="nexo" title={tm('howTitle')}>
        {tm('howBody')}
      </Alert>
      {goldOpen ? (
        <GoldRequestModal
          opened
          onClose={() => setGoldOpen(false)}
          defaults={{ name: profile?.first_name ?? '', email: profile?.email ?? '', company: profile?.company_name ?? '' }}
        />
      ) : null}
    </Page>
  )
}

import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconCrown, IconSparkles, IconUser } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FREE_CATALOGUE_LIMIT, MEMBERSHIP_PLAN_IDS, type MembershipPlan, MEMBERSHIP_PLANS, PLATINUM_CATALOGUE_LIMIT, PLATINUM_USER_LIMIT } from '@nexo/shared'
import { ComingSoonBadge } from '../../../components/coming-soon'
import { Page } from '../../../components/page'
import { useSession } from '../../../lib/session'

const PLAN_ICONS: Record<MembershipPlan, ReactNode> = {
  free: <IconUser size={22} />,
  platinum: <IconCrown size={22} />,
  gold: <IconSparkles size={22} />,
}
const PLAN_COLORS: Record<MembershipPlan, string> = { free: 'gray', platinum: 'nexo', gold: 'yellow' }

/** The plan of the signed-in company from the stored profile (spec §3 `membership`), free when none is active. */
function usePlanOf(): { plan: MembershipPlan | null; expired: MembershipPlan | null } {
  const { profile } = useSession()
  const membership = profile?.membership
  if (!profile?.company_name) return { plan: null, expired: null }
  const plan = MEMBERSHIP_PLANS.find((p) => MEMBERSHIP_PLAN_IDS[p] === membership?.membership) ?? 'free'
  if (plan !== 'free' && membership?.status_membership === false) return { plan: 'free', expired: plan }
  return { plan, expired: null }
}

/**
 * /membership (needs login): the three levels of spec §1 and what each gives. Buying online comes with
 * the membership release; until then the page says so instead of showing buttons that lead nowhere.
 */
export function MembershipPage() {
  const { t } = useTranslation('pages')
  const { plan: current, expired } = usePlanOf()
  const counts = { items: PLATINUM_CATALOGUE_LIMIT, users: PLATINUM_USER_LIMIT }
  return (
    <Page title={t('membership.title')} description={t('membership.description')}>
      {expired ? (
        <Alert color="orange" variant="light">
          {t('membershipPlans.expired', { plan: t(`membershipPlans.${expired}.name`) })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {MEMBERSHIP_PLANS.map((plan) => {
          const features = t(`membershipPlans.${plan}.features`, {
            returnObjects: true,
            ...(plan === 'free' ? { items: FREE_CATALOGUE_LIMIT } : counts),
          }) as string[]
          const isCurrent = plan === current
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
                  <Text fw={700} size="lg">
                    {t(`membershipPlans.${plan}.price`)}
                  </Text>
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
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
      <Alert variant="light" color="nexo" title={
        <Group gap="xs" component="span">
          {t('membershipPlans.soonTitle')}
          <ComingSoonBadge />
        </Group>
      }>
        {t('membershipPlans.soonBody')}
      </Alert>
    </Page>
  )
}

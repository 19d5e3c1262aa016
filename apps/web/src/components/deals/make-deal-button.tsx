import { Button, Group, Text } from '@mantine/core'
import { IconCrown, IconHandStop } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { usePlanRights } from '../../lib/plan-rights'
import { useSession } from '../../lib/session'

/**
 * "Make a deal" from a company's detail: opens the quote form on /profile-quotes. Sending a quote to a company from
 * its page is a Platinum action (ADR 026, 052): a visitor or a free company is told so, with the plans, instead of a
 * form it would fill in vain.
 */
export function MakeDealButton({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation('deals')
  const { isAuthenticated } = useSession()
  const plan = usePlanRights()
  if (!isAuthenticated || plan.isFree) {
    return (
      <Group mt="md" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('makeDeal.platinumOnly', { company: companyName })}
        </Text>
        <Button component={Link} to={paths.membership} color="yellow.4" autoContrast leftSection={<IconCrown size={18} aria-hidden />}>
          {t('makeDeal.seePlans')}
        </Button>
      </Group>
    )
  }
  const to = `${paths.profileQuotes}?${new URLSearchParams({ to: companyId, name: companyName }).toString()}`
  return (
    <Button component={Link} to={to} variant="light" mt="md" leftSection={<IconHandStop size={18} aria-hidden />}>
      {t('actions.makeDeal')}
    </Button>
  )
}

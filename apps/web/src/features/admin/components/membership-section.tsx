import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { IconCalendarOff } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { MEMBERSHIP_PLANS, type MembershipPlan, type TAdminCompanyDetail } from '@nexo/shared'
import { notifySuccess } from '../../../lib/notify'
import { useEndMembership } from '../api/end-membership'
import { useDateFormat } from './admin-ui'
import { openConfirmModal } from '../../../lib/confirm-modal'

function isPlan(value: string): value is MembershipPlan {
  return (MEMBERSHIP_PLANS as readonly string[]).includes(value)
}

/**
 * The company's plan in the review drawer, and the platform admin's "end plan today" (a bounced transfer, a cancelled
 * invoice): after a confirmation, every paid right is withdrawn at once and the company's users are notified.
 */
export function MembershipSection({ company }: { company: TAdminCompanyDetail }) {
  const { t } = useTranslation('admin')
  const { date } = useDateFormat()
  const end = useEndMembership()
  const { plan: planCode, isActive, expiresAt } = company.membership
  const plan = isPlan(planCode) ? t(`plans.${planCode}`) : planCode
  const isPaid = planCode !== 'free'
  const status = !isPaid ? t('membership.free') : isActive ? t('membership.activeUntil', { date: date(expiresAt) }) : t('membership.endedOn', { date: date(expiresAt) })

  const confirm = () =>
    openConfirmModal({
      title: t('membership.endTitle', { plan, name: company.tradeName }),
      centered: true,
      closeButtonProps: { 'aria-label': t('membership.close') },
      children: <Text size="sm">{t('membership.endBody', { plan })}</Text>,
      labels: { confirm: t('membership.endConfirm'), cancel: t('membership.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => end.mutate(company.id, { onSuccess: () => notifySuccess(t('membership.ended', { plan, name: company.tradeName })) }),
    })

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" color={isPaid && isActive ? 'teal' : 'gray'}>
          {plan}
        </Badge>
        <Text size="sm">{status}</Text>
      </Group>
      {isPaid && isActive ? (
        <Group>
          <Button color="red" variant="light" leftSection={<IconCalendarOff size={18} aria-hidden />} onClick={confirm} loading={end.isPending}>
            {t('membership.end')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}

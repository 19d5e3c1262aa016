import { Alert, Anchor } from '@mantine/core'
import { IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { MEMBERSHIP_PLAN_IDS } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { useSession } from '../../../lib/session'

/** Spec §2 /users/list: how many user spaces remain, or that none remain. */
export function SeatsBanner({ remaining, limit }: { remaining: number; limit: number }) {
  const { t } = useTranslation('users')
  const { profile } = useSession()
  if (remaining > 0) {
    return (
      <Alert color="nexo" variant="light" icon={<IconUsersGroup aria-hidden />} role="status">
        {t('seats.remaining', { count: remaining, limit })}
      </Alert>
    )
  }
  const isFree = (profile?.membership?.membership ?? MEMBERSHIP_PLAN_IDS.free) === MEMBERSHIP_PLAN_IDS.free
  return (
    <Alert color="orange" variant="light" icon={<IconUsersGroup aria-hidden />} role="status" title={t('seats.noneTitle')}>
      {isFree ? t('seats.noneFree') : t('seats.nonePaid')}{' '}
      <Anchor component={Link} to={paths.membership} fw={600} fz="inherit">
        {isFree ? t('seats.upgrade') : t('seats.seePlans')}
      </Anchor>
    </Alert>
  )
}

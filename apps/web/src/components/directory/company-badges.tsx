import { Badge, Tooltip } from '@mantine/core'
import { IconCrown, IconRosetteDiscountCheck } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'

/** Active Platinum (or Gold) membership: the preferential position in results. */
export function PlatinumBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('directory')
  return (
    <Tooltip label={t('badges.platinumHint')} withArrow>
      <Badge size={size} color="yellow.4" variant="filled" autoContrast leftSection={<IconCrown size={12} aria-hidden />}>
        {t('badges.platinum')}
      </Badge>
    </Tooltip>
  )
}

/** Set by the platform administrator after checking the company. */
export function ValidatedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('directory')
  return (
    <Tooltip label={t('badges.validatedHint')} withArrow>
      <Badge size={size} color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
        {t('badges.validated')}
      </Badge>
    </Tooltip>
  )
}

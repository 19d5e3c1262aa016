import { Badge } from '@mantine/core'
import { IconCrown, IconRosetteDiscountCheck } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { HintTooltip } from '../hint-tooltip'

/** Active Platinum (or Gold) membership: the preferential position in results. */
export function PlatinumBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('directory')
  return (
    <HintTooltip label={t('badges.platinumHint')} withArrow>
      <Badge size={size} color="yellow.4" variant="filled" autoContrast leftSection={<IconCrown size={12} aria-hidden />}>
        {t('badges.platinum')}
      </Badge>
    </HintTooltip>
  )
}

/** Set by the platform administrator after checking the company. */
export function ValidatedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('directory')
  return (
    <HintTooltip label={t('badges.validatedHint')} withArrow>
      <Badge size={size} color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
        {t('badges.validated')}
      </Badge>
    </HintTooltip>
  )
}

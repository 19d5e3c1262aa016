import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { PLATINUM_CATALOGUE_LIMIT, type TCatalogueQuota } from '@nexo/shared'
import { paths } from '../../../config/paths'

/** "N of 12 items used"; on the free plan also how to get 12 (spec §1: Platinum, up to 12 catalogue items). */
export function QuotaBanner({ quota }: { quota: TCatalogueQuota }) {
  const { t } = useTranslation('catalogue')
  const isFree = quota.limit < PLATINUM_CATALOGUE_LIMIT
  const isFull = quota.remaining <= 0
  const percent = quota.limit > 0 ? Math.min(100, Math.round((quota.used / quota.limit) * 100)) : 100
  return (
    <Alert color={isFull ? 'orange' : 'nexo'} variant="light" icon={<IconPackage aria-hidden />} role="status" title={t('quota.used', { used: quota.used, limit: quota.limit })}>
      <Stack gap={8}>
        <Progress value={percent} color={isFull ? 'orange' : 'nexo'} size="sm" aria-label={t('quota.used', { used: quota.used, limit: quota.limit })} />
        <Text size="sm">
          {isFull ? t('quota.full') : t('quota.remaining', { count: quota.remaining })}{' '}
          {isFree ? (
            <>
              {t('quota.upgrade', { limit: PLATINUM_CATALOGUE_LIMIT })}{' '}
              <Anchor component={Link} to={paths.membership} fw={600} fz="inherit">
                {t('quota.seePlans')}
              </Anchor>
            </>
          ) : null}
        </Text>
      </Stack>
    </Alert>
  )
}

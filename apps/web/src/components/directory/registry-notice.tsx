import { Alert, Badge, Button, Group, List, Text } from '@mantine/core'
import { IconBuildingFactory2, IconFileCertificate } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { TCompanyRegistry } from '@nexo/shared/registry.schema'
import { paths } from '../../config/paths'
import { useTranslation } from '../../lib/i18n-react'
import { HintTooltip } from '../hint-tooltip'

/** "From a public registry, not verified": a company imported from INEGI's DENUE that nobody has claimed yet (ADR 055). */
export function RegistryBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('directory')
  return (
    <HintTooltip label={t('registry.badgeHint')} withArrow>
      <Badge size={size} color="gray" variant="outline" tt="none" leftSection={<IconFileCertificate size={12} aria-hidden />}>
        {t('registry.badge')}
      </Badge>
    </HintTooltip>
  )
}

/** The registry's facts on an unclaimed company page, and the way for someone from the company to claim it. */
export function RegistryNotice({ registry, companyId, isOwnCompany }: { registry: TCompanyRegistry; companyId: string; isOwnCompany: boolean }) {
  const { t } = useTranslation('directory')
  if (registry.isClaimed) return null
  const [year, month] = registry.registeredOn?.split('-') ?? []
  return (
    <Alert variant="light" color="gray" icon={<IconBuildingFactory2 size={20} aria-hidden />} title={t('registry.title')}>
      <Text size="sm">{t('registry.body')}</Text>
      <List size="sm" mt="xs" spacing={2}>
        <List.Item>{t('registry.activity', { code: registry.activityCode, name: registry.activityName })}</List.Item>
        {registry.staffBand ? <List.Item>{t('registry.staff', { band: registry.staffBand })}</List.Item> : null}
        {year && month ? <List.Item>{t('registry.registeredOn', { month, year })}</List.Item> : null}
      </List>
      {isOwnCompany ? null : (
        <Group mt="sm" gap="sm" align="center">
          <Button component={Link} to={`${paths.signup}?claim=${encodeURIComponent(companyId)}`} size="sm">
            {t('registry.claim')}
          </Button>
          <Text size="xs" c="dimmed" style={{ flex: '1 1 16rem' }}>
            {t('registry.claimHint')}
          </Text>
        </Group>
      )}
    </Alert>
  )
}

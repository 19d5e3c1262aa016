import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconRosetteDiscountCheck, IconShieldQuestion } from '@tabler/icons-react'
import { useTranslation } from '../../../../lib/i18n-react'
import type { TCompanyProfileResponse } from '@nexo/shared'

/** Validated supplier: the platform's badge, shown read-only (only a platform admin sets it). */
export function ValidatedSupplierSection({ profile }: { profile: TCompanyProfileResponse }) {
  const { t } = useTranslation('company')
  const validated = profile.isValidatedSupplier
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <ThemeIcon size={48} radius="xl" variant="light" color={validated ? 'teal' : 'gray'} aria-hidden>
        {validated ? <IconRosetteDiscountCheck size={28} /> : <IconShieldQuestion size={28} />}
      </ThemeIcon>
      <Stack gap={6}>
        <Badge color={validated ? 'teal' : 'gray'} variant={validated ? 'filled' : 'light'} size="lg" w="fit-content">
          {validated ? t('validated.yes') : t('validated.no')}
        </Badge>
        <Text size="sm">{validated ? t('validated.yesBody') : t('validated.noBody')}</Text>
        <Text size="xs" c="dimmed">
          {t('validated.who')}
        </Text>
      </Stack>
    </Group>
  )
}

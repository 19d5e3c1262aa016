import { Card, Stack, Switch, Text, Title } from '@mantine/core'
import type { TCompanyUserSettings } from '@nexo/shared'
import { useTranslation } from '../../../lib/i18n-react'
import { notifySuccess } from '../../../lib/notify'
import { useUpdateUserSettings } from '../api/update-user-settings'

/**
 * The company admin's choice of ADR 047: restricted users search, query and view only (spec §6, the default), or may
 * also contact companies, chat and book meetings. Other users see the choice, read-only.
 */
export function ContactSettingsCard({ settings, canManage }: { settings: TCompanyUserSettings; canManage: boolean }) {
  const { t } = useTranslation('users')
  const update = useUpdateUserSettings()
  const checked = update.isPending && update.variables ? update.variables.restrictedUsersMayContact : settings.restrictedUsersMayContact
  const onChange = (next: boolean) =>
    update.mutate({ restrictedUsersMayContact: next }, { onSuccess: (saved) => notifySuccess(saved.restrictedUsersMayContact ? t('contactSettings.saved') : t('contactSettings.savedOff')) })
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contact-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-settings-title">
          {t('contactSettings.title')}
        </Title>
        <Switch
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          disabled={!canManage || update.isPending}
          label={t('contactSettings.label')}
          description={checked ? t('contactSettings.on') : t('contactSettings.off')}
        />
        {canManage ? null : (
          <Text size="xs" c="dimmed">
            {t('contactSettings.adminOnly')}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { NOTIFICATION_TYPE_LABELS } from '@nexo/shared'
import { LoadError } from '../../../components/load-error'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences'
import { NOTIFICATION_TYPE_ICONS } from './notification-icon'

/** One switch per notification type: whether it is also e-mailed (on by default). Each switch saves at once. */
export function EmailPreferences() {
  const { t } = useTranslation('notifications')
  const language = useLanguage()
  const preferences = useNotificationPreferences()
  const update = useUpdateNotificationPreferences()

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="email-preferences-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="email-preferences-title">
            {t('preferences.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('preferences.description')}
          </Text>
        </Stack>
        {preferences.isPending ? (
          <Stack gap="sm">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={24} radius="xl" />
            ))}
          </Stack>
        ) : preferences.isError ? (
          <LoadError title={t('preferences.loadFailed')} onRetry={() => void preferences.refetch()} />
        ) : (
          <Stack gap="sm">
            {preferences.data.items.map(({ type, email }) => {
              const Icon = NOTIFICATION_TYPE_ICONS[type]
              const label = NOTIFICATION_TYPE_LABELS[language][type]
              return (
                <Switch
                  key={type}
                  checked={email}
                  onChange={(event) =>
                    update.mutate({ items: [{ type, email: event.currentTarget.checked }] }, { onSuccess: () => notifySuccess(t('preferences.saved')) })
                  }
                  label={
                    <>
                      <Icon size={16} aria-hidden style={{ verticalAlign: '-3px', marginInlineEnd: 6 }} />
                      {label}
                    </>
                  }
                  aria-label={t('preferences.email', { type: label })}
                />
              )
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

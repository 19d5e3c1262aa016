import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { ZChangeMyPasswordRequestSchema } from '@nexo/shared'
import { PasswordField } from '../../../components/form-fields'
import { PasswordRules } from '../../../components/password-rules'
import { errorCodeOf } from '../../../lib/api-error'
import { applyServerIssues, errorCodeMessage } from '../../../lib/form-errors'
import { notifyErrorCode, notifySuccess } from '../../../lib/notify'
import { useChangeMyPassword } from '../api/change-my-password'

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' }

/** Change my password: current, new and confirmation; other sessions are signed out by the server. */
export function ChangePasswordCard() {
  const { t } = useTranslation('users')
  const change = useChangeMyPassword()
  const form = useForm({ resolver: zodResolver(ZChangeMyPasswordRequestSchema), defaultValues: EMPTY })
  const { control } = form
  const password = useWatch({ control, name: 'password' })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values)
      notifySuccess(t('password.changed'))
      form.reset(EMPTY)
    } catch (error) {
      const code = errorCodeOf(error)
      if (code === 'PASSWORD_CURRENT_INVALID') {
        form.setError('currentPassword', { type: 'server', message: errorCodeMessage(code) }, { shouldFocus: true })
        return
      }
      if (applyServerIssues(error, form.setError, Object.keys(EMPTY)) === 0) notifyErrorCode(code === 'INTERNAL_ERROR' ? 'PASSWORD_CHANGE_FAILED' : code)
    }
  })

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('password.description')}
            </Text>
          </Stack>
          <PasswordField control={control} name="currentPassword" label={t('fields.currentPassword')} autoComplete="current-password" required />
          <PasswordField control={control} name="password" label={t('fields.newPassword')} autoComplete="new-password" required aria-describedby="profile-password-rules" />
          <PasswordRules value={password} id="profile-password-rules" />
          <PasswordField control={control} name="passwordConfirmation" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} variant="light">
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

import { Alert, Button, PasswordInput, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useParams } from 'react-router'
import type { z } from 'zod'
import { ZResetPasswordRequestSchema } from '@nexo/shared'
import { PasswordRules } from '../../../components/password-rules'
import { paths } from '../../../config/paths'
import { applyServerIssues } from '../../../lib/form-errors'
import { notifySuccess } from '../../../lib/notify'
import { useFieldError } from '../../../lib/use-field-error'
import { useResetPassword } from '../api/reset-password'
import { AuthCard } from '../components/auth-card'

type ResetValues = z.input<typeof ZResetPasswordRequestSchema>

/** /change-password/{token}: the link of the recovery e-mail. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const navigate = useNavigate()
  const { token = '' } = useParams()
  const reset = useResetPassword()
  // The token rides along as a form value so the one shared schema checks the whole request.
  const form = useForm<ResetValues>({
    resolver: zodResolver(ZResetPasswordRequestSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  })
  const password = useWatch({ control: form.control, name: 'password' })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values)
      notifySuccess(t('changePassword.success'))
      void navigate(paths.recoverPassword('changed'), { replace: true })
    } catch (error) {
      if (applyServerIssues(error, form.setError, ['password', 'passwordConfirmation']) > 0) return
      void navigate(paths.recoverPassword('error'), { replace: true })
    }
  })

  const tokenInvalid = form.formState.errors.token !== undefined

  return (
    <AuthCard title={t('changePassword.title')} description={t('changePassword.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {tokenInvalid ? (
            <Alert color="red" variant="light" role="alert">
              {t('changePassword.badLink')}{' '}
              <Link to={paths.recoverPassword()}>{t('recover.retry')}</Link>
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="password"
            render={({ field, fieldState }) => (
              <PasswordInput
                {...field}
                label={t('fields.newPassword')}
                autoComplete="new-password"
                required
                error={fieldError(fieldState.error)}
                aria-describedby="new-password-rules"
              />
            )}
          />
          <PasswordRules value={password} id="new-password-rules" />
          <Controller
            control={form.control}
            name="passwordConfirmation"
            render={({ field, fieldState }) => (
              <PasswordInput {...field} label={t('fields.passwordConfirmation')} autoComplete="new-password" required error={fieldError(fieldState.error)} />
            )}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}

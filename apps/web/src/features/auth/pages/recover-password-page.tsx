import { Button, Stack, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconMailForward } from '@tabler/icons-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useParams } from 'react-router'
import type { z } from 'zod'
import { ZForgotPasswordRequestSchema } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { applyServerIssues } from '../../../lib/form-errors'
import { useFieldError } from '../../../lib/use-field-error'
import { useForgotPassword } from '../api/forgot-password'
import { AuthCard } from '../components/auth-card'
import { ResultMessage } from '../components/result-message'

type ForgotValues = z.input<typeof ZForgotPasswordRequestSchema>

function RecoverForm() {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const navigate = useNavigate()
  const forgot = useForgotPassword()
  const form = useForm<ForgotValues>({ resolver: zodResolver(ZForgotPasswordRequestSchema), defaultValues: { email: '' } })
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email)
      void navigate(paths.recoverPassword('sent'))
    } catch (error) {
      applyServerIssues(error, form.setError, ['email'])
    }
  })
  return (
    <AuthCard title={t('recover.title')} description={t('recover.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="email"
            render={({ field, fieldState }) => (
              <TextInput {...field} type="email" label={t('fields.email')} autoComplete="email" required error={fieldError(fieldState.error)} />
            )}
          />
          <Button type="submit" loading={forgot.isPending} fullWidth>
            {t('recover.submit')}
          </Button>
          <Button component={Link} to={paths.signin()} variant="subtle">
            {t('recover.backToSignIn')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}

/** /recover-password/{status?}: the request form, or the outcome of a request or a password change. */
export function RecoverPasswordPage() {
  const { t } = useTranslation('auth')
  const { status } = useParams()
  if (status === 'sent') {
    return (
      <ResultMessage
        icon={IconMailForward}
        title={t('recover.sentTitle')}
        body={t('recover.sentBody')}
        actions={
          <Button component={Link} to={paths.signin()} variant="default">
            {t('recover.backToSignIn')}
          </Button>
        }
      />
    )
  }
  if (status === 'changed') {
    return (
      <ResultMessage
        icon={IconCircleCheck}
        color="teal"
        title={t('recover.changedTitle')}
        body={t('recover.changedBody')}
        actions={
          <Button component={Link} to={paths.signin()}>
            {t('signin.submit')}
          </Button>
        }
      />
    )
  }
  if (status === 'error') {
    return (
      <ResultMessage
        icon={IconAlertTriangle}
        color="red"
        title={t('recover.errorTitle')}
        body={t('recover.errorBody')}
        actions={
          <Button component={Link} to={paths.recoverPassword()}>
            {t('recover.retry')}
          </Button>
        }
      />
    )
  }
  return <RecoverForm />
}

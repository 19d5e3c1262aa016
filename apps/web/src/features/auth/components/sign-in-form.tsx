import { useState } from 'react'
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { type AppErrorCode, type TLoginRequest, ZLoginRequestSchema } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { errorMessageKey } from '../../../lib/error-messages'
import { applyServerIssues } from '../../../lib/form-errors'
import { currentLanguage } from '../../../lib/i18n'
import { useSession } from '../../../lib/session'
import { useFieldError } from '../../../lib/use-field-error'
import { useSignIn } from '../api/sign-in'
import { markLanguageChosen } from '../../../components/language-offer'
import { ResendActivationButton } from './resend-activation'

/** Login failures are shown on the form; everything else too, since the user is looking at it. */
export function SignInForm() {
  const { t } = useTranslation('auth')
  const { t: tErrors } = useTranslation('errors')
  const fieldError = useFieldError()
  const session = useSession()
  const signIn = useSignIn()
  const [failure, setFailure] = useState<AppErrorCode | null>(null)
  const form = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequestSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      // The language the person is reading in wins over the one saved in the account, and is saved (issue 27 §11):
      // an English reader is not sent on in Spanish because of an older choice.
      const answer = await signIn.mutateAsync({ ...values, language: currentLanguage() })
      markLanguageChosen()
      // The page sees the session change and moves on to the right place.
      session.signIn(answer.token, answer.profile)
    } catch (error) {
      if (applyServerIssues(error, form.setError, ['email', 'password']) > 0) return
      setFailure(errorCodeOf(error))
      if (errorCodeOf(error) === 'LOGIN_INVALID_CREDENTIALS') form.resetField('password', { keepError: false })
    }
  })

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs">
              <span>{tErrors(errorMessageKey(failure))}</span>
              {failure === 'LOGIN_EMAIL_NOT_CONFIRMED' ? (
                <Group>
                  <ResendActivationButton email={form.getValues('email')} label={t('signin.resendActivation')} />
                </Group>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              type="email"
              label={t('fields.email')}
              autoComplete="username"
              inputMode="email"
              required
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordInput {...field} label={t('fields.password')} autoComplete="current-password" required error={fieldError(fieldState.error)} />
          )}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.recoverPassword()} size="sm">
            {t('signin.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth size="md">
          {t('signin.submit')}
        </Button>
      </Stack>
    </form>
  )
}

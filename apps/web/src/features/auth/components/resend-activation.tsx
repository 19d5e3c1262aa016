import { useState } from 'react'
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { z } from 'zod'
import { type AppErrorCode, ZActivationResendRequestSchema } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { errorMessageKey } from '../../../lib/error-messages'
import { notifyErrorCode, notifyInfo, notifySuccess } from '../../../lib/notify'
import { useFieldError } from '../../../lib/use-field-error'
import { useResendActivation } from '../api/resend-activation'

type ResendValues = z.input<typeof ZActivationResendRequestSchema>

/** Shows the answer of a resend: spec §8 texts, plus where to go next. */
function useResendOutcome() {
  const { t } = useTranslation('auth')
  const [outcome, setOutcome] = useState<'sent' | AppErrorCode | null>(null)
  const report = (result: 'sent' | AppErrorCode) => {
    setOutcome(result)
    if (result === 'sent') notifySuccess(t('resend.sent'))
    else if (result === 'ACCOUNT_ALREADY_ACTIVE') notifyInfo(t('resend.alreadyActive'))
    else notifyErrorCode(result)
  }
  return { outcome, report }
}

function ResendOutcome({ outcome }: { outcome: 'sent' | AppErrorCode | null }) {
  const { t } = useTranslation('auth')
  const { t: tErrors } = useTranslation('errors')
  const { t: tCommon } = useTranslation()
  if (outcome === 'ACTIVATION_USER_NOT_FOUND') {
    return (
      <Alert color="orange" variant="light" role="status">
        {tErrors(errorMessageKey('ACTIVATION_USER_NOT_FOUND'))}{' '}
        <Anchor component={Link} to={paths.signup} fw={600} fz="inherit">
          {tCommon('actions.signUp')}
        </Anchor>
      </Alert>
    )
  }
  if (outcome === 'ACCOUNT_ALREADY_ACTIVE') {
    return (
      <Alert color="teal" variant="light" role="status">
        {t('resend.alreadyActive')}{' '}
        <Anchor component={Link} to={paths.signin()} fw={600} fz="inherit">
          {tCommon('actions.signIn')}
        </Anchor>
      </Alert>
    )
  }
  if (outcome === 'sent') {
    return (
      <Alert color="teal" variant="light" role="status">
        {t('resend.sent')}
      </Alert>
    )
  }
  return null
}

/** "Resend the activation e-mail" for a known address (sign-in failure, /finish-signup, /expires?email=). */
export function ResendActivationButton({ email, label, variant = 'light' }: { email: string; label?: string; variant?: 'light' | 'filled' | 'default' }) {
  const { t } = useTranslation('auth')
  const resend = useResendActivation()
  const { outcome, report } = useResendOutcome()
  const onClick = () => {
    resend.mutate(email, { onSuccess: () => report('sent'), onError: (error) => report(errorCodeOf(error)) })
  }
  return (
    <Stack gap="sm" align="stretch">
      <Button variant={variant} onClick={onClick} loading={resend.isPending} disabled={!email}>
        {label ?? t('resend.button')}
      </Button>
      <ResendOutcome outcome={outcome} />
    </Stack>
  )
}

/** The same, asking for the address first (/not-exists, /expires without ?email=). */
export function ResendActivationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const resend = useResendActivation()
  const { outcome, report } = useResendOutcome()
  const form = useForm<ResendValues>({ resolver: zodResolver(ZActivationResendRequestSchema), defaultValues: { email: defaultEmail } })
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await resend.mutateAsync(email)
      report('sent')
    } catch (error) {
      report(errorCodeOf(error))
    }
  })
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate style={{ width: '100%' }}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <TextInput {...field} type="email" label={t('fields.email')} autoComplete="email" required error={fieldError(fieldState.error)} />
          )}
        />
        <Button type="submit" loading={resend.isPending}>
          {t('resend.button')}
        </Button>
        <ResendOutcome outcome={outcome} />
      </Stack>
    </form>
  )
}

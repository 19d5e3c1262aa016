import { useRef } from 'react'
import { Button, SimpleGrid, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type DefaultValues, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { ZQuickSignupRequestSchema } from '@nexo/shared'
import { CaptchaField, type CaptchaWidgetHandle } from '../../../components/captcha/captcha-field'
import { PasswordField, TextField } from '../../../components/form-fields'
import { PasswordRules } from '../../../components/password-rules'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { applyServerIssues, errorCodeMessage } from '../../../lib/form-errors'
import { currentLanguage } from '../../../lib/i18n'
import { notifyErrorCode } from '../../../lib/notify'
import { useFieldError } from '../../../lib/use-field-error'
import { useQuickSignUp } from '../api/quick-sign-up'
import type { FinishSignupState } from '../pages/activation-result-pages'
import { ConsentCheckbox } from './consent-checkbox'

type Values = z.input<typeof ZQuickSignupRequestSchema>
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'companyName', 'phone', 'acceptTerms', 'acceptPrivacy', 'captcha']

/** Quick sign-up for events: an event-only account, activated by e-mail, no company approval. */
export function QuickSignupForm() {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const navigate = useNavigate()
  const quick = useQuickSignUp()
  const captchaRef = useRef<CaptchaWidgetHandle>(null)
  const form = useForm<Values, unknown, z.output<typeof ZQuickSignupRequestSchema>>({
    resolver: zodResolver(ZQuickSignupRequestSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      companyName: '',
      phone: '',
      captcha: '',
    } as DefaultValues<Values>,
    mode: 'onTouched',
  })
  const { control } = form
  const password = useWatch({ control, name: 'password' }) ?? ''

  const submit = async (values: z.output<typeof ZQuickSignupRequestSchema>) => {
    try {
      const answer = await quick.mutateAsync({ ...values, language: currentLanguage() })
      const state: FinishSignupState = { email: answer.email, isEventOnly: true }
      void navigate(paths.finishSignup, { state })
    } catch (error) {
      const code = errorCodeOf(error)
      if (code === 'SIGNUP_EMAIL_TAKEN') return form.setError('email', { type: 'server', message: errorCodeMessage(code) }, { shouldFocus: true })
      if (code === 'CAPTCHA_FAILED') {
        captchaRef.current?.reset()
        return form.setError('captcha', { type: 'server', message: errorCodeMessage(code) })
      }
      if (applyServerIssues(error, form.setError, FIELDS) > 0) return
      notifyErrorCode(code)
    }
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
          <TextField control={control} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
          <TextField control={control} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
          <TextField control={control} name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" required />
          <TextField control={control} name="companyName" label={t('fields.companyNameOptional')} autoComplete="organization" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={6}>
            <PasswordField control={control} name="password" label={t('fields.password')} autoComplete="new-password" required aria-describedby="quick-password-rules" />
            <PasswordRules value={password} id="quick-password-rules" />
          </Stack>
          <PasswordField control={control} name="passwordConfirmation" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
        </SimpleGrid>
        <ConsentCheckbox control={control} name="acceptTerms" />
        <ConsentCheckbox control={control} name="acceptPrivacy" />
        <Controller
          control={control}
          name="captcha"
          render={({ field, fieldState }) => (
            <CaptchaField ref={captchaRef} error={fieldError(fieldState.error)} onChange={(value) => field.onChange(value ?? '')} />
          )}
        />
        <Button type="submit" loading={quick.isPending} size="md">
          {t('quick.submit')}
        </Button>
      </Stack>
    </form>
  )
}

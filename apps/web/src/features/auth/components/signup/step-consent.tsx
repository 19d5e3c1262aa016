import type { Ref } from 'react'
import { Stack, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { z } from 'zod'
import { ZSignupConsentStepSchema } from '@nexo/shared'
import { CaptchaField, type CaptchaWidgetHandle } from '../../../../components/captcha/captcha-field'
import { useFieldError } from '../../../../lib/use-field-error'
import type { SignupValues } from '../../utils/signup-draft'
import { SignupReview } from './signup-review'
import { type StepProps, StepActions, useStepSync, withStepErrors } from './step-shared'
import { ConsentCheckbox } from '../consent-checkbox'

type Values = z.input<typeof ZSignupConsentStepSchema>

/** Step 7: review, terms, privacy notice and captcha; submits the whole sign-up. */
export function StepConsent({
  defaultValues,
  onChange,
  onNext,
  onBack,
  initialErrors,
  values,
  logoUrl,
  onEdit,
  submitting,
  captchaRef,
}: StepProps & {
  values: SignupValues
  logoUrl?: string
  onEdit: (step: number) => void
  submitting: boolean
  captchaRef: Ref<CaptchaWidgetHandle>
}) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const form = useForm<Values, unknown, z.output<typeof ZSignupConsentStepSchema>>({
    resolver: withStepErrors(zodResolver(ZSignupConsentStepSchema), initialErrors),
    // The captcha is never restored: each answer is single-use.
    defaultValues: { ...(defaultValues as DefaultValues<Values>), captcha: '' },
    mode: 'onTouched',
  })
  useStepSync(form, { onChange, initialErrors })
  const { control } = form

  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onNext())(event)} noValidate>
      <Stack gap="lg">
        <SignupReview values={values} logoUrl={logoUrl} onEdit={onEdit} />
        <Title order={3} size="h5">
          {t('signup.sections.consent')}
        </Title>
        <ConsentCheckbox control={control} name="acceptTerms" />
        <ConsentCheckbox control={control} name="acceptPrivacy" />
        <Controller
          control={control}
          name="captcha"
          render={({ field, fieldState }) => (
            <CaptchaField
              ref={captchaRef}
              error={fieldError(fieldState.error)}
              onChange={(value) => field.onChange(value ?? '')}
            />
          )}
        />
      </Stack>
      <StepActions onBack={onBack} isLast submitting={submitting} />
    </form>
  )
}

import { SimpleGrid, Stack, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { z } from 'zod'
import { RESPONSIBILITY_LEVELS, ZSignupUserStepSchema } from '@nexo/shared'
import { PasswordField, SelectField, TextField } from '../../../../components/form-fields'
import { PasswordRules } from '../../../../components/password-rules'
import { type StepProps, StepActions, useStepSync, withStepErrors } from './step-shared'

type Values = z.input<typeof ZSignupUserStepSchema>

/** Step 1: the person signing up. */
export function StepUser({ defaultValues, onChange, onNext, initialErrors }: StepProps) {
  const { t } = useTranslation('auth')
  const form = useForm<Values, unknown, z.output<typeof ZSignupUserStepSchema>>({
    resolver: withStepErrors(zodResolver(ZSignupUserStepSchema), initialErrors),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onTouched',
  })
  useStepSync(form, { onChange, initialErrors })
  const password = useWatch({ control: form.control, name: 'password' }) ?? ''
  const { control } = form

  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onNext())(event)} noValidate>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('signup.sections.person')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
          <TextField control={control} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
          <TextField control={control} name="email" type="email" label={t('fields.corporateEmail')} description={t('signup.hints.corporateEmail')} autoComplete="email" required />
          <TextField control={control} name="emailConfirmation" type="email" label={t('fields.emailConfirmation')} autoComplete="off" required />
          <Stack gap={6}>
            <PasswordField control={control} name="password" label={t('fields.password')} autoComplete="new-password" required aria-describedby="signup-password-rules" />
            <PasswordRules value={password} id="signup-password-rules" />
          </Stack>
          <PasswordField control={control} name="passwordConfirmation" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
        </SimpleGrid>
        <Title order={3} size="h5" mt="sm">
          {t('signup.sections.work')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" required />
          <TextField control={control} name="companyPhone" type="tel" label={t('fields.companyPhone')} required />
          <TextField control={control} name="position" label={t('fields.position')} autoComplete="organization-title" required />
          <TextField control={control} name="department" label={t('fields.department')} required />
          <SelectField
            control={control}
            name="responsibilityLevel"
            label={t('fields.responsibilityLevel')}
            data={RESPONSIBILITY_LEVELS.map((level) => ({ value: level, label: t(`responsibility.${level}`) }))}
            required
          />
        </SimpleGrid>
      </Stack>
      <StepActions />
    </form>
  )
}

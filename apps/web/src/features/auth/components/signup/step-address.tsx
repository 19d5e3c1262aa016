import { SimpleGrid, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { z } from 'zod'
import { type CountryCode, COUNTRIES, SUBDIVISIONS_BY_COUNTRY, ZSignupAddressStepSchema } from '@nexo/shared'
import { SelectField, TextField } from '../../../../components/form-fields'
import { currentLanguage } from '../../../../lib/i18n'
import { type StepProps, StepActions, useStepSync, withStepErrors } from './step-shared'

type Values = z.input<typeof ZSignupAddressStepSchema>

function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(SUBDIVISIONS_BY_COUNTRY, value)
}

/** Step 3: address; the state list follows the country. */
export function StepAddress({ defaultValues, onChange, onNext, onBack, initialErrors }: StepProps) {
  const { t } = useTranslation('auth')
  const language = currentLanguage()
  const form = useForm<Values, unknown, z.output<typeof ZSignupAddressStepSchema>>({
    resolver: withStepErrors(zodResolver(ZSignupAddressStepSchema), initialErrors),
    defaultValues: { country: 'MX', ...(defaultValues as DefaultValues<Values>) },
    mode: 'onTouched',
  })
  useStepSync(form, { onChange, initialErrors })
  const { control } = form
  const country = useWatch({ control, name: 'country' })
  const subdivisions = isCountryCode(country) ? SUBDIVISIONS_BY_COUNTRY[country] : []

  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onNext())(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            control={control}
            name="country"
            label={t('fields.country')}
            data={COUNTRIES.map((c) => ({ value: c.code, label: c[language] }))}
            allowDeselect={false}
            required
            onOptionSubmit={(value) => {
              if (value !== country) form.setValue('state', '', { shouldValidate: false })
            }}
          />
          <SelectField
            key={String(country)}
            control={control}
            name="state"
            label={country === 'CA' ? t('fields.province') : t('fields.state')}
            data={subdivisions.map((s) => ({ value: s.code, label: s[language] }))}
            searchable
            disabled={subdivisions.length === 0}
            required
          />
          <TextField control={control} name="city" label={t('fields.city')} autoComplete="address-level2" required />
          <TextField control={control} name="postalCode" label={t('fields.postalCode')} autoComplete="postal-code" required />
          <TextField control={control} name="street" label={t('fields.street')} autoComplete="address-line1" required />
          <TextField control={control} name="suburb" label={t('fields.suburb')} autoComplete="address-line2" required />
        </SimpleGrid>
      </Stack>
      <StepActions onBack={onBack} />
    </form>
  )
}

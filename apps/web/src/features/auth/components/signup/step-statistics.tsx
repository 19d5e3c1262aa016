import { SimpleGrid, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { z } from 'zod'
import { ANNUAL_SALES_RANGE_LABELS, ANNUAL_SALES_RANGES, ZSignupStatisticsStepSchema } from '@nexo/shared'
import { NumberField, SelectField, TextareaField } from '../../../../components/form-fields'
import { currentLanguage } from '../../../../lib/i18n'
import { type StepProps, StepActions, useStepSync, withStepErrors } from './step-shared'

type Values = z.input<typeof ZSignupStatisticsStepSchema>

/** Step 5: clients, sales, size, specialization and age of the company. */
export function StepStatistics({ defaultValues, onChange, onNext, onBack, initialErrors }: StepProps) {
  const { t } = useTranslation('auth')
  const language = currentLanguage()
  const form = useForm<Values, unknown, z.output<typeof ZSignupStatisticsStepSchema>>({
    resolver: withStepErrors(zodResolver(ZSignupStatisticsStepSchema), initialErrors),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onTouched',
  })
  useStepSync(form, { onChange, initialErrors })
  const { control } = form

  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onNext())(event)} noValidate>
      <Stack gap="md">
        <TextareaField control={control} name="clients" label={t('fields.clients')} placeholder={t('signup.placeholders.clients')} autosize minRows={2} required />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            control={control}
            name="annualSales"
            label={t('fields.annualSales')}
            data={ANNUAL_SALES_RANGES.map((range) => ({ value: range, label: ANNUAL_SALES_RANGE_LABELS[range][language] }))}
            required
          />
          <NumberField control={control} name="employees" label={t('fields.employees')} min={1} allowDecimal={false} thousandSeparator="," required />
          <NumberField control={control} name="yearFounded" label={t('fields.yearFounded')} min={1800} max={new Date().getFullYear()} allowDecimal={false} required />
        </SimpleGrid>
        <TextareaField control={control} name="specialization" label={t('fields.specialization')} autosize minRows={2} required />
      </Stack>
      <StepActions onBack={onBack} />
    </form>
  )
}

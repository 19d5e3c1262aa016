import { SimpleGrid, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, useForm } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { z } from 'zod'
import { ZSignupCapabilitiesStepSchema } from '@nexo/shared'
import { NumberField, TextareaField, TextField } from '../../../../components/form-fields'
import { type StepProps, StepActions, useStepSync, withStepErrors } from './step-shared'

type Values = z.input<typeof ZSignupCapabilitiesStepSchema>

/** Step 4: what the company does and how much it can produce. */
export function StepCapabilities({ defaultValues, onChange, onNext, onBack, initialErrors }: StepProps) {
  const { t } = useTranslation('auth')
  const form = useForm<Values, unknown, z.output<typeof ZSignupCapabilitiesStepSchema>>({
    resolver: withStepErrors(zodResolver(ZSignupCapabilitiesStepSchema), initialErrors),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onTouched',
  })
  useStepSync(form, { onChange, initialErrors })
  const { control } = form
  const area = { autosize: true, minRows: 2, maxRows: 6, required: true } as const

  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onNext())(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextareaField control={control} name="processes" label={t('fields.processes')} placeholder={t('signup.placeholders.processes')} {...area} />
          <TextareaField control={control} name="materials" label={t('fields.materials')} placeholder={t('signup.placeholders.materials')} {...area} />
          <TextareaField control={control} name="mainProducts" label={t('fields.mainProducts')} {...area} />
          <TextareaField control={control} name="mainServices" label={t('fields.mainServices')} {...area} />
          <TextareaField control={control} name="machinery" label={t('fields.machinery')} placeholder={t('signup.placeholders.machinery')} {...area} />
          <SimpleGrid cols={2} spacing="sm">
            <NumberField control={control} name="productionCapacity" label={t('fields.productionCapacity')} min={0} thousandSeparator="," required />
            <TextField control={control} name="productionCapacityUnit" label={t('fields.productionCapacityUnit')} placeholder={t('signup.placeholders.unit')} />
          </SimpleGrid>
        </SimpleGrid>
      </Stack>
      <StepActions onBack={onBack} />
    </form>
  )
}

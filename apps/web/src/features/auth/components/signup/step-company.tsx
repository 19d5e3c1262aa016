import { SimpleGrid, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, useForm, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { z } from 'zod'
import { BRIEF_DESCRIPTION_MAX, COMPANY_SECTOR_LABELS, COMPANY_SECTORS, ZSignupCompanyStepSchema } from '@nexo/shared'
import { SelectField, SwitchField, TextareaField, TextField } from '../../../../components/form-fields'
import { currentLanguage } from '../../../../lib/i18n'
import { useFieldError } from '../../../../lib/use-field-error'
import { LogoUpload } from './logo-upload'
import { type StepProps, StepActions, useStepSync, withStepErrors } from './step-shared'

type Values = z.input<typeof ZSignupCompanyStepSchema>

/** Step 2: company identity: logo, names, sector, description, web site, RFC or foreign tax id. */
export function StepCompany({
  defaultValues,
  onChange,
  onNext,
  onBack,
  initialErrors,
  logoUrl,
  onLogoUrl,
}: StepProps & { logoUrl?: string; onLogoUrl: (url: string) => void }) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const language = currentLanguage()
  const form = useForm<Values, unknown, z.output<typeof ZSignupCompanyStepSchema>>({
    resolver: withStepErrors(zodResolver(ZSignupCompanyStepSchema), initialErrors),
    defaultValues: { isForeign: false, ...(defaultValues as DefaultValues<Values>) },
    mode: 'onTouched',
  })
  useStepSync(form, { onChange, initialErrors })
  const { control } = form
  const isForeign = useWatch({ control, name: 'isForeign' }) === true
  const description = useWatch({ control, name: 'description' }) ?? ''
  const { errors } = useFormState({ control, name: 'logoFileId' })

  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onNext())(event)} noValidate>
      <Stack gap="md">
        <LogoUpload
          previewUrl={logoUrl}
          error={fieldError(errors.logoFileId)}
          onUploaded={(fileId, url) => {
            form.setValue('logoFileId', fileId, { shouldValidate: true, shouldDirty: true })
            onLogoUrl(url)
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="tradeName" label={t('fields.tradeName')} autoComplete="organization" required />
          <TextField control={control} name="legalName" label={t('fields.legalName')} required />
          <SelectField
            control={control}
            name="sector"
            label={t('fields.sector')}
            data={COMPANY_SECTORS.map((sector) => ({ value: sector, label: COMPANY_SECTOR_LABELS[sector][language] }))}
            searchable
            required
          />
          <TextField control={control} name="website" type="url" label={t('fields.website')} placeholder="https://www.empresa.com.mx" autoComplete="url" required />
        </SimpleGrid>
        <TextareaField
          control={control}
          name="description"
          label={t('fields.description')}
          description={t('signup.hints.counter', { length: description.length, max: BRIEF_DESCRIPTION_MAX })}
          autosize
          minRows={3}
          maxLength={BRIEF_DESCRIPTION_MAX}
          required
        />
        <SwitchField
          control={control}
          name="isForeign"
          label={t('fields.isForeign')}
          description={t('signup.hints.isForeign')}
        />
        {isForeign ? (
          <TextField key="taxId" control={control} name="taxId" label={t('fields.taxId')} description={t('signup.hints.taxId')} required />
        ) : (
          <TextField
            key="rfc"
            control={control}
            name="rfc"
            label={t('fields.rfc')}
            description={t('signup.hints.rfc')}
            styles={{ input: { textTransform: 'uppercase' } }}
            maxLength={13}
            required
          />
        )}
      </Stack>
      <StepActions onBack={onBack} />
    </form>
  )
}

import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { DateInput } from '../../../../lib/dates'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import { CAPABILITY_TEXT_MIN_EXCLUSIVE, ZCompanyCapabilitiesRequestSchema } from '@nexo/shared'
import { NumberField, TextField, TextareaField } from '../../../../components/form-fields'
import { useFieldError } from '../../../../lib/use-field-error'
import { pickable } from '../../../../lib/category-list'
import { useCertifications } from '../../api/get-certifications'
import { sectionValues } from '../../utils/section-values'
import { CompanyFileField } from '../company-file-field'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Capabilities and certifications: capacity, machinery, guarantees (> 20 characters each) and certificates with file and specialization. */
export function CapabilitiesSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const fieldError = useFieldError()
  const certifications = useCertifications()
  const form = useSectionForm(ZCompanyCapabilitiesRequestSchema, sectionValues(profile).capabilities)
  const { control } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'certifications' })
  const more = t('hints.moreThan', { min: CAPABILITY_TEXT_MIN_EXCLUSIVE })
  // Retired certifications are offered only to the company that already holds them (docs/decisions/037).
  const held = profile.capabilities.certifications.map((c) => c.certificationId)
  const options = pickable(certifications.data ?? [], held).map((c) => ({ value: String(c.id), label: c.name }))

  return (
    <SectionForm section="capabilities" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).capabilities}>
      <TextareaField control={control} name="capacityDescription" label={t('fields.capacityDescription')} description={more} autosize minRows={2} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField emptyAs={null} control={control} name="productionCapacity" label={t('fields.productionCapacity')} allowNegative={false} thousandSeparator="," />
        <TextField control={control} name="productionCapacityUnit" label={t('fields.productionCapacityUnit')} placeholder={t('hints.unitExample')} />
      </SimpleGrid>
      <TextareaField control={control} name="machinery" label={t('fields.machinery')} description={more} autosize minRows={2} required />
      <TextareaField control={control} name="guarantees" label={t('fields.guarantees')} description={more} autosize minRows={2} required />

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('fields.certifications')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hints.certifications')}
        </Text>
        {certifications.isError ? (
          <Alert color="red" variant="light">
            {t('certificationsFailed')}
          </Alert>
        ) : null}
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('empty.certifications')}
          </Text>
        ) : null}
        {fields.map((row, index) => {
          return (
            <Paper key={row.id} withBorder radius="md" p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {certifications.isPending ? (
                  <Skeleton height={58} />
                ) : (
                  <Controller
                    control={control}
                    name={`certifications.${index}.certificationId`}
                    render={({ field, fieldState }) => (
                      <Select
                        ref={field.ref}
                        label={t('fields.certification')}
                        data={options}
                        value={field.value === null ? null : String(field.value)}
                        onChange={(value) => field.onChange(value ? Number(value) : null)}
                        onBlur={field.onBlur}
                        searchable
                        error={fieldError(fieldState.error)}
                        required
                      />
                    )}
                  />
                )}
                <TextField control={control} name={`certifications.${index}.industrialSpecialization`} label={t('fields.industrialSpecialization')} required />
                <Controller
                  control={control}
                  name={`certifications.${index}.validUntil`}
                  render={({ field, fieldState }) => (
                    <DateInput
                      ref={field.ref}
                      label={t('fields.validUntil')}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      valueFormat="D MMM YYYY"
                      clearable
                      error={fieldError(fieldState.error)}
                    />
                  )}
                />
                <CompanyFileField
                  form={form}
                  name={`certifications.${index}.file`}
                  idName={`certifications.${index}.fileId`}
                  purpose="certification"
                  label={t('fields.certificateFile')}
                  required
                  readOnly={readOnly}
                  removable={false}
                />
              </SimpleGrid>
              {readOnly ? null : (
                <Group justify="flex-end" mt="xs">
                  <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => remove(index)}>
                    {t('removeRow')}
                  </Button>
                </Group>
              )}
            </Paper>
          )
        })}
        {readOnly ? null : (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append({ certificationId: null, industrialSpecialization: '', fileId: '', file: null, validUntil: null })}
          >
            {t('add.certifications')}
          </Button>
        )}
      </Stack>
    </SectionForm>
  )
}

import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { type Control, Controller, useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import { LANGUAGES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, ZCompanyGeneralRequestSchema } from '@nexo/shared'
import type { z } from 'zod'
import { SelectField, TextField } from '../../../../components/form-fields'
import { currentLanguage } from '../../../../lib/i18n'
import { useFieldError } from '../../../../lib/use-field-error'
import { type GeneralValues, sectionValues } from '../../utils/section-values'
import { CompanyFileField } from '../company-file-field'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

type GeneralForm = UseFormReturn<GeneralValues, unknown, z.output<typeof ZCompanyGeneralRequestSchema>>

/** Titled files (catalogues or additional documents): add and remove rows, each with an upload. */
function DocumentRows({ form, name, purpose, readOnly }: { form: GeneralForm; name: 'catalogues' | 'documents'; purpose: 'catalogue' | 'document'; readOnly: boolean }) {
  const { t } = useTranslation('company')
  const control = form.control as Control<GeneralValues, unknown, z.output<typeof ZCompanyGeneralRequestSchema>>
  const { fields, append, remove } = useFieldArray({ control, name })
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t(`fields.${name}`)}
      </Title>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`empty.${name}`)}
        </Text>
      ) : null}
      {fields.map((row, index) => (
        <Paper key={row.id} withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField control={control} name={`${name}.${index}.title`} label={t('fields.documentTitle')} required />
            <CompanyFileField form={form} name={`${name}.${index}.file`} idName={`${name}.${index}.fileId`} purpose={purpose} label={t('fields.file')} required readOnly={readOnly} removable={false} />
          </SimpleGrid>
          {readOnly ? null : (
            <Group justify="flex-end" mt="xs">
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => remove(index)}>
                {t('removeRow')}
              </Button>
            </Group>
          )}
        </Paper>
      ))}
      {readOnly ? null : (
        <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => append({ title: '', fileId: '', file: null })}>
          {t(`add.${name}`)}
        </Button>
      )}
    </Stack>
  )
}

/** General: payment methods (≥ 1), WhatsApp, content language, catalogues and documents. */
export function GeneralSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const language = currentLanguage()
  const fieldError = useFieldError()
  const form = useSectionForm(ZCompanyGeneralRequestSchema, sectionValues(profile).general)
  const { control } = form

  return (
    <SectionForm section="general" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).general}>
      <Controller
        control={control}
        name="paymentMethods"
        render={({ field, fieldState }) => (
          <Checkbox.Group label={t('fields.paymentMethods')} value={field.value} onChange={field.onChange} error={fieldError(fieldState.error)} required>
            <Group gap="lg" mt="xs">
              {PAYMENT_METHODS.map((method) => (
                <Checkbox key={method} value={method} label={PAYMENT_METHOD_LABELS[method][language]} onBlur={field.onBlur} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="whatsapp" label={t('fields.whatsapp')} description={t('hints.whatsapp')} placeholder="https://wa.me/5218112345678" />
        <SelectField
          control={control}
          name="contentLanguage"
          label={t('fields.contentLanguage')}
          description={t('hints.contentLanguage')}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          allowDeselect={false}
          required
        />
      </SimpleGrid>
      <DocumentRows form={form} name="catalogues" purpose="catalogue" readOnly={readOnly} />
      <DocumentRows form={form} name="documents" purpose="document" readOnly={readOnly} />
    </SectionForm>
  )
}

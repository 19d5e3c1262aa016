import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import { AWARDS_MAX, ZCompanyAwardsRequestSchema } from '@nexo/shared'
import { TextareaField } from '../../../../components/form-fields'
import { sectionValues } from '../../utils/section-values'
import { CompanyFileField } from '../company-file-field'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Awards: rows of a file (PDF or image) and a description. */
export function AwardsSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const form = useSectionForm(ZCompanyAwardsRequestSchema, sectionValues(profile).awards)
  const { control } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'awards' })
  return (
    <SectionForm section="awards" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).awards}>
      <Stack gap="xs">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('empty.awards')}
          </Text>
        ) : null}
        {fields.map((row, index) => (
          <Paper key={row.id} withBorder radius="md" p="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextareaField control={control} name={`awards.${index}.description`} label={t('fields.awardDescription')} autosize minRows={2} required />
              <CompanyFileField form={form} name={`awards.${index}.file`} idName={`awards.${index}.fileId`} purpose="award" label={t('fields.file')} required readOnly={readOnly} removable={false} />
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
        {readOnly || fields.length >= AWARDS_MAX ? null : (
          <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => append({ description: '', fileId: '', file: null })}>
            {t('add.awards')}
          </Button>
        )}
      </Stack>
    </SectionForm>
  )
}

import { SimpleGrid } from '@mantine/core'
import { useTranslation } from '../../../../lib/i18n-react'
import { ANNUAL_SALES_RANGE_LABELS, ANNUAL_SALES_RANGES, ZCompanyStatisticsRequestSchema } from '@nexo/shared'
import { NumberField, SelectField, TextField, TextareaField } from '../../../../components/form-fields'
import { currentLanguage } from '../../../../lib/i18n'
import { sectionValues } from '../../utils/section-values'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Statistical information: employees, sales volume, clients and projects, relevant imports. */
export function StatisticsSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const language = currentLanguage()
  const form = useSectionForm(ZCompanyStatisticsRequestSchema, sectionValues(profile).statistics)
  const { control } = form
  return (
    <SectionForm section="statistics" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).statistics}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField emptyAs={null} control={control} name="employees" label={t('fields.employees')} allowDecimal={false} allowNegative={false} thousandSeparator="," required />
        <SelectField
          control={control}
          name="annualSales"
          label={t('fields.annualSales')}
          data={ANNUAL_SALES_RANGES.map((r) => ({ value: r, label: ANNUAL_SALES_RANGE_LABELS[r][language] }))}
          allowDeselect={false}
          required
        />
        <TextField control={control} name="clientsCount" label={t('fields.clientsCount')} placeholder={t('hints.clientsCountExample')} />
        <TextField control={control} name="projects" label={t('fields.projects')} placeholder={t('hints.projectsExample')} />
      </SimpleGrid>
      <TextareaField control={control} name="mainClients" label={t('fields.mainClients')} autosize minRows={2} />
      <TextareaField control={control} name="relevantImports" label={t('fields.relevantImports')} autosize minRows={2} />
    </SectionForm>
  )
}

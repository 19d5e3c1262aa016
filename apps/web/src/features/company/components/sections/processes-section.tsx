import { useTranslation } from '../../../../lib/i18n-react'
import { CAPABILITY_TEXT_MIN_EXCLUSIVE, ZCompanyProcessesRequestSchema } from '@nexo/shared'
import { TextareaField } from '../../../../components/form-fields'
import { sectionValues } from '../../utils/section-values'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Company processes (more than 20 characters) and materials. */
export function ProcessesSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const form = useSectionForm(ZCompanyProcessesRequestSchema, sectionValues(profile).processes)
  const { control } = form
  const more = t('hints.moreThan', { min: CAPABILITY_TEXT_MIN_EXCLUSIVE })
  return (
    <SectionForm section="processes" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).processes}>
      <TextareaField control={control} name="processes" label={t('fields.processes')} description={`${t('hints.processes')} ${more}`} autosize minRows={3} required />
      <TextareaField control={control} name="materials" label={t('fields.materials')} description={t('hints.materials')} autosize minRows={2} required />
    </SectionForm>
  )
}

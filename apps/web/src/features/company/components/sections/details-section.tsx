import { Alert, MultiSelect, SimpleGrid, Skeleton, TagsInput } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import { BRIEF_DESCRIPTION_MAX, COMPANY_CATEGORIES_MAX, DETAILED_DESCRIPTION_MAX, TAGS_MAX, ZCompanyDetailsRequestSchema } from '@nexo/shared'
import { CountedTextareaField } from '../../../../components/counted-textarea-field'
import { TextareaField } from '../../../../components/form-fields'
import { groupedCategoryOptions, useCategoryList } from '../../../../lib/category-list'
import { currentLanguage } from '../../../../lib/i18n'
import { useFieldError } from '../../../../lib/use-field-error'
import { sectionValues } from '../../utils/section-values'
import { CompanyFileField } from '../company-file-field'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Company details: descriptions (255 / 2000), products, services, tags (≥ 1), brochure PDF and categories. */
export function DetailsSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const language = currentLanguage()
  const fieldError = useFieldError()
  const categories = useCategoryList()
  const form = useSectionForm(ZCompanyDetailsRequestSchema, sectionValues(profile).details)
  const { control } = form

  return (
    <SectionForm section="details" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).details}>
      <CountedTextareaField control={control} name="briefDescription" label={t('fields.briefDescription')} max={BRIEF_DESCRIPTION_MAX} minRows={2} required />
      <CountedTextareaField control={control} name="detailedDescription" label={t('fields.detailedDescription')} max={DETAILED_DESCRIPTION_MAX} minRows={5} maxRows={14} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextareaField control={control} name="mainProducts" label={t('fields.mainProducts')} autosize minRows={2} required />
        <TextareaField control={control} name="mainServices" label={t('fields.mainServices')} autosize minRows={2} required />
      </SimpleGrid>
      <TextareaField control={control} name="specialization" label={t('fields.specialization')} autosize minRows={2} />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsInput
            ref={field.ref}
            label={t('fields.tags')}
            description={t('hints.tags', { max: TAGS_MAX })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxTags={TAGS_MAX}
            clearable
            acceptValueOnBlur
            error={fieldError(fieldState.error ?? (Array.isArray(form.formState.errors.tags) ? form.formState.errors.tags.find(Boolean) : undefined))}
            required
          />
        )}
      />
      {categories.isPending ? (
        <Skeleton height={60} />
      ) : categories.isError ? (
        <Alert color="red" variant="light">
          {t('categoriesFailed')}
        </Alert>
      ) : (
        <Controller
          control={control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              ref={field.ref}
              label={t('fields.categories')}
              description={t('hints.categories', { max: COMPANY_CATEGORIES_MAX })}
              data={groupedCategoryOptions(categories.data, language, profile.details.categoryIds)}
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              onBlur={field.onBlur}
              maxValues={COMPANY_CATEGORIES_MAX}
              searchable
              hidePickedOptions
              nothingFoundMessage={t('noCategory')}
              error={fieldError(fieldState.error)}
              required
            />
          )}
        />
      )}
      <CompanyFileField form={form} name="brochure" idName="brochureFileId" emptyId={null} purpose="brochure" label={t('fields.brochure')} readOnly={readOnly} />
    </SectionForm>
  )
}

import { Alert, Anchor, Button, Grid, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title, ActionIcon, Input } from '@mantine/core'
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { BRIEF_DESCRIPTION_MAX, CATALOGUE_ATTRIBUTES_MAX, CATALOGUE_CURRENCIES, CATALOGUE_ITEM_KINDS, DETAILED_DESCRIPTION_MAX } from '@nexo/shared'
import { CountedTextareaField } from '../../../components/counted-textarea-field'
import { FileUploadField } from '../../../components/file-upload-field'
import { FormCard } from '../../../components/form-card'
import { TextField } from '../../../components/form-fields'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { groupedCategoryOptions, useCategoryList } from '../../../lib/category-list'
import { serverFieldIssues } from '../../../lib/form-errors'
import { currentLanguage } from '../../../lib/i18n'
import { notify, notifyErrorCode } from '../../../lib/notify'
import { useFieldError } from '../../../lib/use-field-error'
import type { CatalogueItemBody } from '../api/save-catalogue-item'
import { type CatalogueFormValues, EMPTY_CATALOGUE_FORM, formPathOf } from '../utils/item-form-values'
import { catalogueResolver } from './catalogue-resolver'

const GENERIC: ReadonlySet<string> = new Set(['INTERNAL_ERROR', 'BAD_REQUEST', 'CONFLICT', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'])

interface CatalogueFormProps {
  initialValues?: CatalogueFormValues
  submitting: boolean
  submitLabel: string
  onSubmit: (body: CatalogueItemBody) => Promise<void>
}

/** Spec §3 Product/service with spec §5 product rules, validated by the shared request schema. */
export function CatalogueForm({ initialValues = EMPTY_CATALOGUE_FORM, submitting, submitLabel, onSubmit }: CatalogueFormProps) {
  const { t } = useTranslation('catalogue')
  const { t: tErrors } = useTranslation('errors')
  const language = currentLanguage()
  const fieldError = useFieldError()
  const categories = useCategoryList()
  const [limitReached, setLimitReached] = useState(false)
  const limitRef = useRef<HTMLDivElement>(null)
  // The message sits above the form: bring it into view (and to assistive technology) when it appears.
  useEffect(() => {
    if (limitReached) limitRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
  }, [limitReached])
  const form = useForm<CatalogueFormValues, unknown, CatalogueItemBody>({ resolver: catalogueResolver, defaultValues: initialValues, mode: 'onTouched' })
  const { control } = form
  const rows = useFieldArray({ control, name: 'attributeRows' })

  const submit = form.handleSubmit(async (body) => {
    setLimitReached(false)
    try {
      await onSubmit(body)
    } catch (error) {
      const code = errorCodeOf(error)
      if (code === 'CATALOGUE_LIMIT_REACHED') {
        setLimitReached(true)
        notifyErrorCode(code)
        return
      }
      const issues = serverFieldIssues(error)
      if (issues.length > 0) {
        const values = form.getValues()
        issues.forEach((issue, index) =>
          form.setError(formPathOf(issue.path, undefined, values.attributeRows) as keyof CatalogueFormValues, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
        )
        notifyErrorCode('VALIDATION_FAILED')
        return
      }
      if (GENERIC.has(code)) notify('error', { message: t('form.saveFailed') })
      else notifyErrorCode(code)
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        {limitReached ? (
          <Alert ref={limitRef} color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('limit.title')} role="alert">
            {tErrors('codes.CATALOGUE_LIMIT_REACHED')}{' '}
            <Anchor component={Link} to={paths.membership} fw={600} fz="inherit">
              {t('limit.seePlans')}
            </Anchor>
          </Alert>
        ) : null}

        <FormCard title={t('form.general')}>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Input.Wrapper label={t('fields.kind')} labelElement="div">
                <SegmentedControl
                  mt={6}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={CATALOGUE_ITEM_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                  aria-label={t('fields.kind')}
                />
              </Input.Wrapper>
            )}
          />
          <TextField control={control} name="title" label={t('fields.title')} required />
          <CountedTextareaField control={control} name="briefDescription" label={t('fields.briefDescription')} max={BRIEF_DESCRIPTION_MAX} minRows={2} required />
          <CountedTextareaField control={control} name="detailedDescription" label={t('fields.detailedDescription')} max={DETAILED_DESCRIPTION_MAX} minRows={4} maxRows={12} required />
          {categories.isPending ? (
            <Skeleton height={60} />
          ) : (
            <Controller
              control={control}
              name="categoryId"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t('fields.category')}
                  data={categories.data ? groupedCategoryOptions(categories.data, language, [initialValues.categoryId]) : []}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value ? Number(value) : null)}
                  onBlur={field.onBlur}
                  searchable
                  nothingFoundMessage={t('form.noCategory')}
                  error={categories.isError ? t('form.categoriesFailed') : fieldError(fieldState.error)}
                  required
                />
              )}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField control={control} name="family" label={t('fields.family')} description={t('form.familyHint')} />
            <TextField control={control} name="quantity" label={t('fields.quantity')} description={t('form.quantityHint')} />
          </SimpleGrid>
          <Grid>
            <Grid.Col span={{ base: 8, sm: 6 }}>
              <Controller
                control={control}
                name="price"
                render={({ field, fieldState }) => (
                  <NumberInput
                    ref={field.ref}
                    name={field.name}
                    label={t('fields.price')}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    thousandSeparator=","
                    error={fieldError(fieldState.error)}
                    required
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 3 }}>
              <Controller
                control={control}
                name="currency"
                render={({ field }) => (
                  <Select
                    label={t('fields.currency')}
                    data={[...CATALOGUE_CURRENCIES]}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
        </FormCard>

        <FormCard title={t('form.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {/* No maxLength: it would cut "+52 844 994 4286" mid-number; the shared rule counts digits. */}
            <TextField control={control} name="phone" type="tel" inputMode="tel" autoComplete="tel" label={t('fields.phone')} description={t('form.phoneHint')} />
            <TextField control={control} name="email" type="email" label={t('fields.email')} required />
          </SimpleGrid>
        </FormCard>

        <FormCard title={t('form.files')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="image"
              render={({ field }) => (
                <FileUploadField
                  purpose="product_image"
                  label={t('fields.image')}
                  value={field.value}
                  onChange={(file) => {
                    field.onChange(file)
                    form.setValue('imageFileId', file?.fileId ?? null, { shouldDirty: true })
                  }}
                  error={fieldError(form.formState.errors.imageFileId)}
                />
              )}
            />
            <Controller
              control={control}
              name="datasheet"
              render={({ field }) => (
                <FileUploadField
                  purpose="datasheet"
                  label={t('fields.datasheet')}
                  value={field.value}
                  onChange={(file) => {
                    field.onChange(file)
                    form.setValue('datasheetFileId', file?.fileId ?? null, { shouldDirty: true })
                  }}
                  error={fieldError(form.formState.errors.datasheetFileId)}
                />
              )}
            />
          </SimpleGrid>
        </FormCard>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                {t('form.attributes')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('form.attributesHint', { max: CATALOGUE_ATTRIBUTES_MAX })}
              </Text>
            </div>
            {rows.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('form.noAttributes')}
              </Text>
            ) : null}
            {rows.fields.map((row, index) => (
              <Group key={row.id} gap="sm" align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2 }} style={{ flex: 1 }} spacing="sm" verticalSpacing="xs">
                  <Controller
                    control={control}
                    name={`attributeRows.${index}.key`}
                    render={({ field, fieldState }) => (
                      <TextInput {...field} label={t('fields.attributeName')} placeholder={t('form.attributeNameExample')} error={fieldError(fieldState.error)} maxLength={40} />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`attributeRows.${index}.value`}
                    render={({ field, fieldState }) => (
                      <TextInput {...field} label={t('fields.attributeValue')} placeholder={t('form.attributeValueExample')} error={fieldError(fieldState.error)} maxLength={200} />
                    )}
                  />
                </SimpleGrid>
                <ActionIcon variant="subtle" color="red" mt={28} onClick={() => rows.remove(index)} aria-label={t('form.removeAttribute', { index: index + 1 })}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {fieldError(form.formState.errors.attributeRows?.root ?? (form.formState.errors.attributeRows as { message?: string } | undefined)) ? (
              <Text size="sm" c="red.8">
                {fieldError(form.formState.errors.attributeRows?.root ?? (form.formState.errors.attributeRows as { message?: string } | undefined))}
              </Text>
            ) : null}
            {rows.fields.length < CATALOGUE_ATTRIBUTES_MAX ? (
              <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => rows.append({ key: '', value: '' })}>
                {t('form.addAttribute')}
              </Button>
            ) : null}
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button component={Link} to={paths.productsServices} variant="default">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

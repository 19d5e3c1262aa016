import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { Button, Group, Input, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import type { z } from 'zod'
import {
  COUNTRIES,
  REQUIREMENT_DESCRIPTION_MAX,
  REQUIREMENT_FILES_MAX,
  REQUIREMENT_TYPES,
  requirementRules,
  SUBDIVISIONS_BY_COUNTRY,
  type CountryCode,
  type TRequirementRequest,
  type ZRequirementFieldsSchema,
} from '@nexo/shared'
import { CountedTextareaField } from '../../../components/counted-textarea-field'
import { FileUploadField, type UploadedFile } from '../../../components/file-upload-field'
import { FormCard } from '../../../components/form-card'
import { TextField } from '../../../components/form-fields'
import { type LatLng, LocationField } from '../../../components/location-field'
import { errorCodeOf } from '../../../lib/api-error'
import { pickable, useCategoryList } from '../../../lib/category-list'
import { DateInput } from '../../../lib/dates'
import { countryName } from '../../../lib/directory/reference-labels'
import { errorCodeMessage, serverFieldIssues } from '../../../lib/form-errors'
import { currentLanguage } from '../../../lib/i18n'
import { notifyErrorCode } from '../../../lib/notify'
import { useFieldError } from '../../../lib/use-field-error'
import { useCertificationList, useCompanyPlace } from '../api/requirements-api'
import { samePoint, suggestedPoint } from '../utils/location'

export type RequirementFormValues = z.input<typeof ZRequirementFieldsSchema>
type Body = z.output<typeof ZRequirementFieldsSchema>

export const EMPTY_REQUIREMENT: RequirementFormValues = {
  type: 'rfq',
  isPublic: true,
  title: '',
  description: '',
  country: 'MX',
  state: '',
  city: '',
  suburb: '',
  street: '',
  postalCode: '',
  startDate: '',
  endDate: '',
  categoryId: undefined as unknown as number,
  subcategoryId: null,
  activity: '',
  materials: '',
  volumes: '',
  budget: '',
  certificationIds: [],
  preferredCertificationIds: [],
  maxDistanceKm: null,
  latitude: null,
  longitude: null,
  projectDates: '',
  projectFileIds: [],
}

const toIsoDay = (value: Date | string | null) => {
  if (!value) return ''
  if (typeof value === 'string') return value.slice(0, 10)
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
}

interface RequirementFormProps {
  initialValues?: RequirementFormValues
  initialFiles?: UploadedFile[]
  /** On edit, the stored start date may stay even when already past (the server allows it too). */
  keptStartDate?: string
  submitLabel: string
  submitting: boolean
  onSubmit: (body: TRequirementRequest) => Promise<void>
}

/** Spec §3 Requirement with the spec §5 rules of the shared schema (requirementRules): every field but subcategory. */
export function RequirementForm({ initialValues = EMPTY_REQUIREMENT, initialFiles = [], keptStartDate, submitLabel, submitting, onSubmit }: RequirementFormProps) {
  const { t } = useTranslation('deals')
  const language = currentLanguage()
  const fieldError = useFieldError()
  const categories = useCategoryList()
  const certifications = useCertificationList()
  const [files, setFiles] = useState<UploadedFile[]>(initialFiles)
  const resolver = useMemo(() => zodResolver(requirementRules({ keptStartDate })), [keptStartDate])
  const form = useForm<RequirementFormValues, unknown, Body>({ resolver, defaultValues: { ...initialValues, projectFileIds: initialFiles.map((f) => f.fileId) }, mode: 'onTouched' })
  const { control } = form
  const [countryValue, categoryId, required, preferred] = useWatch({ control, name: ['country', 'categoryId', 'certificationIds', 'preferredCertificationIds'] })
  const country = countryValue as CountryCode

  // Where the work is (ADR 025): the buyer's marker, else a suggestion the marker follows until the buyer moves it.
  const companyPlace = useCompanyPlace()
  const [stateValue, cityValue, latitude, longitude, maxDistanceKm] = useWatch({ control, name: ['state', 'city', 'latitude', 'longitude', 'maxDistanceKm'] })
  const point = latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null
  const suggestion = suggestedPoint({ country, state: stateValue, city: cityValue }, companyPlace.data)
  const [followSuggestion, setFollowSuggestion] = useState(() => {
    const initial = initialValues.latitude != null && initialValues.longitude != null ? { lat: initialValues.latitude, lng: initialValues.longitude } : null
    return initial === null || samePoint(initial, suggestedPoint(initialValues, null)?.point ?? null)
  })
  const locationId = useId()
  const setPoint = useCallback(
    (next: LatLng | null) => {
      form.setValue('latitude', next?.lat ?? null, { shouldDirty: true })
      form.setValue('longitude', next?.lng ?? null, { shouldDirty: true })
      form.clearErrors(['latitude', 'longitude'])
    },
    [form],
  )
  const suggestedLat = suggestion?.point.lat ?? null
  const suggestedLng = suggestion?.point.lng ?? null
  useEffect(() => {
    if (!followSuggestion) return
    const next = suggestedLat !== null && suggestedLng !== null ? { lat: suggestedLat, lng: suggestedLng } : null
    const current = form.getValues(['latitude', 'longitude'])
    if (!samePoint(next, current[0] != null && current[1] != null ? { lat: current[0], lng: current[1] } : null)) setPoint(next)
  }, [followSuggestion, suggestedLat, suggestedLng, form, setPoint])
  const onPick = useCallback(
    (next: LatLng) => {
      setFollowSuggestion(false)
      setPoint(next)
    },
    [setPoint, setFollowSuggestion],
  )
  const locationStatus = point && followSuggestion && suggestion ? (suggestion.source === 'company' ? t('form.location.atCompany') : t('form.location.atCity', { city: suggestion.city })) : undefined
  const needsPoint = typeof maxDistanceKm === 'number' && maxDistanceKm > 0 && !point

  const nameOf = (c: { nameEn: string; nameEs: string }) => (language === 'es' ? c.nameEs : c.nameEn)
  // Retired categories and certifications are offered only when the requirement already names them (ADR 037).
  const offeredCategories = pickable(categories.data ?? [], [initialValues.categoryId, initialValues.subcategoryId])
  const topCategories = offeredCategories.filter((c) => c.parentId === null).map((c) => ({ value: String(c.id), label: nameOf(c) }))
  const childIds = new Set(offeredCategories.filter((c) => c.parentId === categoryId).map((c) => c.id))
  const subcategories = offeredCategories.filter((c) => c.parentId !== null && (childIds.has(c.id) || childIds.has(c.parentId))).map((c) => ({ value: String(c.id), label: nameOf(c) }))
  const certOptions = (exclude: number[]) => pickable(certifications.data ?? [], [...initialValues.certificationIds, ...initialValues.preferredCertificationIds]).map((c) => ({ value: String(c.id), label: c.name, disabled: exclude.includes(c.id) }))

  const setFileList = (next: UploadedFile[]) => {
    setFiles(next)
    form.setValue('projectFileIds', next.map((f) => f.fileId), { shouldValidate: form.formState.isSubmitted, shouldDirty: true })
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body as TRequirementRequest)
    } catch (error) {
      if (errorCodeOf(error) === 'REQUIREMENT_LOCATION_REQUIRED') {
        // The server's word on the field itself: a maximum distance needs a point.
        form.setError('latitude', { type: 'server', message: errorCodeMessage('REQUIREMENT_LOCATION_REQUIRED') })
        const field = document.getElementById(locationId)
        field?.scrollIntoView({ block: 'center' })
        field?.querySelector<HTMLElement>('.leaflet-container')?.focus({ preventScroll: true })
        return
      }
      const issues = serverFieldIssues(error)
      if (issues.length > 0) {
        issues.forEach((issue, index) => form.setError(issue.path[0] as keyof RequirementFormValues, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }))
        notifyErrorCode('VALIDATION_FAILED')
        return
      }
      notifyErrorCode(errorCodeOf(error))
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <FormCard title={t('form.general')}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Input.Wrapper label={t('fields.type')} labelElement="div" description={t('form.typeHint')}>
                <SegmentedControl
                  mt={6}
                  fullWidth
                  value={field.value}
                  onChange={field.onChange}
                  data={REQUIREMENT_TYPES.map((type) => ({ value: type, label: t(`requirementType.${type}`) }))}
                  aria-label={t('fields.type')}
                />
              </Input.Wrapper>
            )}
          />
          <Controller
            control={control}
            name="isPublic"
            render={({ field }) => (
              <Switch checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} label={t('fields.isPublic')} description={t('form.publicHint')} />
            )}
          />
          <TextField control={control} name="title" label={t('fields.title')} required />
          <CountedTextareaField control={control} name="description" label={t('fields.description')} max={REQUIREMENT_DESCRIPTION_MAX} minRows={4} required />
          {categories.isPending ? (
            <Skeleton height={60} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="categoryId"
                render={({ field, fieldState }) => (
                  <Select
                    ref={field.ref}
                    label={t('fields.category')}
                    data={topCategories}
                    value={field.value ? String(field.value) : null}
                    onChange={(value) => {
                      field.onChange(value ? Number(value) : undefined)
                      form.setValue('subcategoryId', null)
                    }}
                    onBlur={field.onBlur}
                    searchable
                    error={fieldError(fieldState.error)}
                    required
                  />
                )}
              />
              <Controller
                control={control}
                name="subcategoryId"
                render={({ field, fieldState }) => (
                  <Select
                    ref={field.ref}
                    label={t('fields.subcategory')}
                    data={subcategories}
                    value={field.value ? String(field.value) : null}
                    onChange={(value) => field.onChange(value ? Number(value) : null)}
                    disabled={!categoryId}
                    searchable
                    clearable
                    error={fieldError(fieldState.error)}
                  />
                )}
              />
            </SimpleGrid>
          )}
        </FormCard>

        <FormCard title={t('form.needs')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField control={control} name="activity" label={t('fields.activity')} description={t('form.activityHint')} required />
            <TextField control={control} name="materials" label={t('fields.materials')} required />
            <TextField control={control} name="volumes" label={t('fields.volumes')} description={t('form.volumesHint')} required />
            <TextField control={control} name="budget" label={t('fields.budget')} description={t('form.budgetHint')} required />
          </SimpleGrid>
          <Controller
            control={control}
            name="certificationIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                ref={field.ref}
                label={t('fields.requiredCertifications')}
                description={t('form.requiredCertificationsHint')}
                data={certOptions(preferred ?? [])}
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                searchable
                error={fieldError(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="preferredCertificationIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                label={t('fields.preferredCertifications')}
                description={t('form.preferredCertificationsHint')}
                data={certOptions(required ?? [])}
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                searchable
                error={fieldError(fieldState.error)}
              />
            )}
          />
        </FormCard>

        <FormCard title={t('form.dates')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['startDate', 'endDate'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <DateInput
                    ref={field.ref}
                    label={t(`fields.${name}`)}
                    value={field.value || null}
                    onChange={(value) => field.onChange(toIsoDay(value))}
                    onBlur={field.onBlur}
                    valueFormat="YYYY-MM-DD"
                    error={fieldError(fieldState.error)}
                    required
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <TextField control={control} name="projectDates" label={t('fields.projectDates')} description={t('form.projectDatesHint')} required />
        </FormCard>

        <FormCard title={t('form.place')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('fields.country')}
                  data={COUNTRIES.map((c) => ({ value: c.code, label: countryName(c.code, language) }))}
                  value={field.value}
                  onChange={(value) => {
                    if (!value) return
                    field.onChange(value)
                    form.setValue('state', '')
                  }}
                  allowDeselect={false}
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t('fields.state')}
                  data={(SUBDIVISIONS_BY_COUNTRY[country] ?? []).map((s) => ({ value: s.code, label: language === 'es' ? s.es : s.en }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  searchable
                  error={fieldError(fieldState.error)}
                  required
                />
              )}
            />
            <TextField control={control} name="city" label={t('fields.city')} required />
            <TextField control={control} name="suburb" label={t('fields.suburb')} required />
            <TextField control={control} name="street" label={t('fields.street')} required />
            <TextField control={control} name="postalCode" label={t('fields.postalCode')} required />
          </SimpleGrid>
          <Controller
            control={control}
            name="maxDistanceKm"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('fields.maxDistanceKm')}
                description={t('form.maxDistanceHint')}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                suffix=" km"
                maw={{ base: '100%', xs: 260 }}
                error={fieldError(fieldState.error)}
              />
            )}
          />
          <div id={locationId}>
            <LocationField
              label={t('form.location.label')}
              description={t('form.location.why')}
              value={point}
              onChange={onPick}
              mapLabel={t('form.location.map')}
              markerLabel={t('form.location.marker')}
              status={locationStatus}
              emptyText={t('form.location.none')}
              error={fieldError(form.formState.errors.latitude ?? form.formState.errors.longitude)}
              action={
                point && !followSuggestion
                  ? {
                      label: suggestion ? t('form.location.useSuggestion') : t('form.location.clear'),
                      onClick: () => {
                        setFollowSuggestion(true)
                        if (!suggestion) setPoint(null)
                      },
                    }
                  : null
              }
              help={needsPoint ? t('form.location.needed') : t('form.location.help')}
              helpTone={needsPoint ? 'warning' : 'info'}
              followZoom={11}
            />
          </div>
        </FormCard>

        <FormCard title={t('form.files')}>
          <Text size="sm" c="dimmed">
            {t('form.filesHint', { max: REQUIREMENT_FILES_MAX })}
          </Text>
          {[...files, null].slice(0, REQUIREMENT_FILES_MAX).map((file, index) => (
            <FileUploadField
              key={file?.fileId ?? `new-${index}`}
              purpose="requirement"
              label={index === 0 ? t('fields.projectFiles') : t('form.anotherFile')}
              required={index === 0}
              value={file}
              onChange={(value) => setFileList(value ? [...files.filter((f) => f.fileId !== file?.fileId), value] : files.filter((f) => f.fileId !== file?.fileId))}
              error={index === 0 ? fieldError(form.formState.errors.projectFileIds as { message?: string } | undefined) : undefined}
            />
          ))}
        </FormCard>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { useCallback } from 'react'
import { MultiSelect, Select, SimpleGrid } from '@mantine/core'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import { COUNTRIES, type CountryCode, ZCompanyAddressRequestSchema } from '@nexo/shared'
import { SelectField, TextField } from '../../../../components/form-fields'
import { type LatLng, LocationField } from '../../../../components/location-field'
import { currentLanguage } from '../../../../lib/i18n'
import { useFieldError } from '../../../../lib/use-field-error'
import { stateOptionsFor } from '../../utils/address'
import { sectionValues } from '../../utils/section-values'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Address: postal address, the map point and the coverage (countries and states served). */
export function AddressSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const language = currentLanguage()
  const fieldError = useFieldError()
  const form = useSectionForm(ZCompanyAddressRequestSchema, sectionValues(profile).address)
  const { control, setValue } = form
  const [country, latitude, longitude, coverageCountries] = useWatch({ control, name: ['country', 'latitude', 'longitude', 'coverage.countries'] })
  const point = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null
  const countryOptions = COUNTRIES.map((c) => ({ value: c.code, label: c[language] }))

  const onPick = useCallback(
    (next: LatLng) => {
      setValue('latitude', next.lat, { shouldDirty: true, shouldValidate: true })
      setValue('longitude', next.lng, { shouldDirty: true, shouldValidate: true })
    },
    [setValue],
  )
  const coordinateError = fieldError(form.formState.errors.latitude ?? form.formState.errors.longitude)

  return (
    <SectionForm section="address" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).address}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={t('fields.country')}
              data={countryOptions}
              allowDeselect={false}
              required
              value={field.value}
              error={fieldError(fieldState.error)}
              onBlur={field.onBlur}
              onChange={(value) => {
                if (!value || value === field.value) return
                field.onChange(value)
                // The state list depends on the country: a state of another country is no longer valid.
                setValue('state', '', { shouldDirty: true })
              }}
            />
          )}
        />
        <SelectField
          control={control}
          name="state"
          label={t('fields.state')}
          data={stateOptionsFor([country as CountryCode], language)}
          searchable
          allowDeselect={false}
          required
        />
        <TextField control={control} name="city" label={t('fields.city')} required />
        <TextField control={control} name="suburb" label={t('fields.suburb')} required />
        <TextField control={control} name="street" label={t('fields.street')} required />
        <TextField control={control} name="postalCode" label={t('fields.postalCode')} required />
      </SimpleGrid>

      <LocationField
        label={t('fields.location')}
        value={point}
        onChange={onPick}
        readOnly={readOnly}
        mapLabel={t('map.label')}
        markerLabel={t('map.marker')}
        emptyText={t('map.noPoint')}
        error={coordinateError}
        action={
          point
            ? {
                label: t('map.clear'),
                onClick: () => {
                  setValue('latitude', null, { shouldDirty: true })
                  setValue('longitude', null, { shouldDirty: true })
                },
              }
            : null
        }
        help={t('map.help')}
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="coverage.countries"
          render={({ field, fieldState }) => (
            <MultiSelect
              ref={field.ref}
              label={t('fields.coverageCountries')}
              description={t('hints.coverageCountries')}
              data={countryOptions}
              value={field.value}
              onChange={(values) => field.onChange(values)}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error)}
              hidePickedOptions
            />
          )}
        />
        <Controller
          control={control}
          name="coverage.states"
          render={({ field, fieldState }) => (
            <MultiSelect
              ref={field.ref}
              label={t('fields.coverageStates')}
              description={t('hints.coverageStates')}
              data={stateOptionsFor([country as CountryCode, ...coverageCountries], language)}
              value={field.value}
              onChange={(values) => field.onChange(values)}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error ?? form.formState.errors.coverage?.states?.[0])}
              searchable
              hidePickedOptions
            />
          )}
        />
      </SimpleGrid>
    </SectionForm>
  )
}

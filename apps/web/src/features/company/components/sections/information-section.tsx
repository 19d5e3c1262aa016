import { Group, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from '../../../../lib/i18n-react'
import {
  COMPANY_PROFILE_TYPE_LABELS,
  COMPANY_PROFILE_TYPES,
  COMPANY_SECTOR_LABELS,
  COMPANY_SECTORS,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  COUNTRIES,
  SUPPLY_CHAIN_TIER_LABELS,
  SUPPLY_CHAIN_TIERS,
  ZCompanyInformationRequestSchema,
} from '@nexo/shared'
import { NumberField, SelectField, TextField } from '../../../../components/form-fields'
import { countryName } from '../../../../lib/directory/reference-labels'
import { currentLanguage } from '../../../../lib/i18n'
import { sectionValues } from '../../utils/section-values'
import { CompanyFileField } from '../company-file-field'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Company information: logo, names, sector, type, tier, origin, founding year and contact. */
export function InformationSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const language = currentLanguage()
  const form = useSectionForm(ZCompanyInformationRequestSchema, sectionValues(profile).information)
  const { control } = form
  const origin = profile.information.countryOfOrigin
  const countries: { value: string; label: string }[] = COUNTRIES.map((c) => ({ value: c.code, label: c[language] }))
  if (origin && !countries.some((c) => c.value === origin)) countries.push({ value: origin, label: countryName(origin, language) })

  return (
    <SectionForm section="information" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).information}>
      <CompanyFileField form={form} name="logo" idName="logoFileId" purpose="logo" label={t('fields.logo')} required readOnly={readOnly} removable={false} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="tradeName" label={t('fields.tradeName')} required />
        <TextField control={control} name="legalName" label={t('fields.legalName')} required />
        <SelectField
          control={control}
          name="sector"
          label={t('fields.sector')}
          data={COMPANY_SECTORS.map((s) => ({ value: s, label: COMPANY_SECTOR_LABELS[s][language] }))}
          searchable
          allowDeselect={false}
          required
        />
        <SelectField control={control} name="companyType" label={t('fields.companyType')} data={COMPANY_TYPES.map((s) => ({ value: s, label: COMPANY_TYPE_LABELS[s][language] }))} clearable />
        <SelectField
          control={control}
          name="profileType"
          label={t('fields.profileType')}
          data={COMPANY_PROFILE_TYPES.map((s) => ({ value: s, label: COMPANY_PROFILE_TYPE_LABELS[s][language] }))}
          allowDeselect={false}
          required
        />
        <SelectField control={control} name="tier" label={t('fields.tier')} data={SUPPLY_CHAIN_TIERS.map((s) => ({ value: s, label: SUPPLY_CHAIN_TIER_LABELS[s][language] }))} clearable />
        <SelectField control={control} name="countryOfOrigin" label={t('fields.countryOfOrigin')} data={countries} clearable />
        <NumberField emptyAs={null} control={control} name="yearFounded" label={t('fields.yearFounded')} allowDecimal={false} allowNegative={false} thousandSeparator={false} />
        <TextField control={control} name="email" type="email" label={t('fields.email')} required />
        <TextField control={control} name="phone" type="tel" label={t('fields.phone')} required />
        <TextField control={control} name="website" type="url" label={t('fields.website')} description={t('hints.website')} placeholder="https://www.example.com" required />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {profile.rfc ? t('fields.rfc') : t('fields.taxId')}:
        </Text>
        <Text size="sm" fw={600}>
          {profile.rfc ?? profile.taxId ?? '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {t('hints.rfcFixed')}
        </Text>
      </Group>
    </SectionForm>
  )
}

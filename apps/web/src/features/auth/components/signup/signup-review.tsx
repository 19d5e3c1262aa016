import type { ReactNode } from 'react'
import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useTranslation } from '../../../../lib/i18n-react'
import {
  ANNUAL_SALES_RANGE_LABELS,
  type AnnualSalesRange,
  COMPANY_PROFILE_TYPE_LABELS,
  COMPANY_SECTOR_LABELS,
  type CompanyProfileType,
  type CompanySector,
  COUNTRIES,
  SUBDIVISIONS_BY_COUNTRY,
  SUPPLY_CHAIN_TIER_LABELS,
  type SupplyChainTier,
} from '@nexo/shared'
import { currentLanguage } from '../../../../lib/i18n'
import { categoryNames, useCategoryList } from '../../../../lib/category-list'
import type { SignupValues, StepValues } from '../../utils/signup-draft'

function text(values: StepValues | undefined, key: string): string {
  const value = values?.[key]
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

function pick<K extends string, V>(labels: Readonly<Record<K, V>>, key: string): V | undefined {
  return Object.hasOwn(labels, key) ? labels[key as K] : undefined
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  if (value === '' || value === null || value === undefined) return null
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
        {value}
      </Text>
    </div>
  )
}

function Section({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  const { t } = useTranslation('auth')
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={4} size="h6">
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onEdit(step)}
          aria-label={t('signup.review.editSection', { section: title })}
        >
          {t('signup.review.edit')}
        </Button>
      </Group>
      <Stack gap={6}>{children}</Stack>
    </Paper>
  )
}

/** Everything entered so far, with a way back to each step, before submitting. */
export function SignupReview({ values, logoUrl, onEdit }: { values: SignupValues; logoUrl?: string; onEdit: (step: number) => void }) {
  const { t } = useTranslation('auth')
  const language = currentLanguage()
  const categories = useCategoryList()
  const { user, company, address, capabilities, statistics, profile } = values
  const country = COUNTRIES.find((c) => c.code === text(address, 'country'))
  const state = country ? SUBDIVISIONS_BY_COUNTRY[country.code].find((s) => s.code === text(address, 'state')) : undefined
  const sector = pick(COMPANY_SECTOR_LABELS, text(company, 'sector') as CompanySector)
  const sales = pick(ANNUAL_SALES_RANGE_LABELS, text(statistics, 'annualSales') as AnnualSalesRange)
  const profileType = pick(COMPANY_PROFILE_TYPE_LABELS, text(profile, 'profileType') as CompanyProfileType)
  const tier = pick(SUPPLY_CHAIN_TIER_LABELS, text(profile, 'tier') as SupplyChainTier)
  const categoryIds = Array.isArray(profile?.categoryIds) ? (profile.categoryIds as unknown[]).filter((id): id is number => typeof id === 'number') : []
  const capacity = [text(capabilities, 'productionCapacity'), text(capabilities, 'productionCapacityUnit')].filter(Boolean).join(' ')
  const isForeign = company?.isForeign === true

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('signup.review.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Section title={t('signup.steps.user')} step={0} onEdit={onEdit}>
          <Row label={t('fields.name')} value={[text(user, 'firstName'), text(user, 'lastName')].filter(Boolean).join(' ')} />
          <Row label={t('fields.corporateEmail')} value={text(user, 'email')} />
          <Row label={t('fields.phone')} value={text(user, 'phone')} />
          <Row label={t('fields.position')} value={[text(user, 'position'), text(user, 'department')].filter(Boolean).join(' · ')} />
        </Section>
        <Section title={t('signup.steps.company')} step={1} onEdit={onEdit}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {logoUrl ? <Image src={logoUrl} alt={t('signup.logo.preview')} w={48} h={48} fit="contain" /> : null}
            <Stack gap={6}>
              <Row label={t('fields.tradeName')} value={text(company, 'tradeName')} />
              <Row label={t('fields.legalName')} value={text(company, 'legalName')} />
            </Stack>
          </Group>
          <Row label={t('fields.sector')} value={sector?.[language]} />
          <Row label={isForeign ? t('fields.taxId') : t('fields.rfc')} value={text(company, isForeign ? 'taxId' : 'rfc').toUpperCase()} />
          <Row label={t('fields.website')} value={text(company, 'website')} />
        </Section>
        <Section title={t('signup.steps.address')} step={2} onEdit={onEdit}>
          <Row
            label={t('fields.address')}
            value={[text(address, 'street'), text(address, 'suburb'), text(address, 'postalCode'), text(address, 'city'), state?.[language], country?.[language]]
              .filter(Boolean)
              .join(', ')}
          />
        </Section>
        <Section title={t('signup.steps.capabilities')} step={3} onEdit={onEdit}>
          <Row label={t('fields.processes')} value={text(capabilities, 'processes')} />
          <Row label={t('fields.productionCapacity')} value={capacity} />
        </Section>
        <Section title={t('signup.steps.statistics')} step={4} onEdit={onEdit}>
          <Row label={t('fields.annualSales')} value={sales?.[language]} />
          <Row label={t('fields.employees')} value={text(statistics, 'employees')} />
          <Row label={t('fields.yearFounded')} value={text(statistics, 'yearFounded')} />
        </Section>
        <Section title={t('signup.steps.profile')} step={5} onEdit={onEdit}>
          <Row label={t('fields.profileType')} value={profileType?.[language]} />
          <Row label={t('fields.tier')} value={tier?.[language]} />
          <Row label={t('fields.categories')} value={categoryNames(categories.data ?? [], categoryIds, language).join(', ')} />
        </Section>
      </SimpleGrid>
    </Stack>
  )
}

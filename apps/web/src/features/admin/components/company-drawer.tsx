import type { ReactNode } from 'react'
import { Alert, Anchor, Avatar, Badge, Button, Divider, Drawer, Group, List, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core'
import { IconCheck, IconFile, IconX } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import {
  ANNUAL_SALES_RANGE_LABELS,
  COMPANY_PROFILE_TYPE_LABELS,
  COMPANY_SECTOR_LABELS,
  COUNTRIES,
  MEMBERSHIP_PLANS,
  type MembershipPlan,
  SUBDIVISIONS_BY_COUNTRY,
  SUPPLY_CHAIN_TIER_LABELS,
  type TAdminCompanyDetail,
} from '@nexo/shared'
import { currentLanguage, intlLocale } from '../../../lib/i18n'
import { notifySuccess } from '../../../lib/notify'
import { useAdminCompany } from '../api/get-admin-company'
import { useApproveCompany } from '../api/review-company'
import { useSetValidatedSupplier } from '../api/set-validated-supplier'
import { CompanyStatusBadge, Label, useDateFormat } from './admin-ui'
import { MembershipSection } from './membership-section'
import { numberFormat } from '../../../lib/intl-cache'

function label<K extends string>(labels: Readonly<Record<K, { en: string; es: string }>>, key: string | null, language: 'en' | 'es'): string | null {
  if (!key || !Object.hasOwn(labels, key)) return key
  return labels[key as K][language]
}

function Field({ name, children }: { name: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <div>
      <Label>{name}</Label>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function formatBytes(bytes: number): string {
  const kb = bytes / 1024
  const format = numberFormat(intlLocale(), { maximumFractionDigits: 1 })
  return kb < 1024 ? `${format.format(kb)} KB` : `${format.format(kb / 1024)} MB`
}

const PURPOSES = ['logo', 'brochure', 'certification', 'award', 'product_image', 'datasheet', 'avatar', 'requirement', 'chat'] as const
function isPurpose(value: string): value is (typeof PURPOSES)[number] {
  return (PURPOSES as readonly string[]).includes(value)
}

function isPlan(value: string): value is MembershipPlan {
  return (MEMBERSHIP_PLANS as readonly string[]).includes(value)
}

function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value)
}

/** The "validated supplier" badge: only a platform admin grants it (spec §2 /company-profile, shown read-only there). */
function ValidatedSupplierSwitch({ company }: { company: TAdminCompanyDetail }) {
  const { t } = useTranslation('admin')
  const update = useSetValidatedSupplier()
  return (
    <Switch
      checked={company.isValidatedSupplier}
      disabled={update.isPending}
      onChange={(event) => {
        const isValidatedSupplier = event.currentTarget.checked
        update.mutate(
          { id: company.id, isValidatedSupplier },
          { onSuccess: () => notifySuccess(t(isValidatedSupplier ? 'validated.granted' : 'validated.removed', { name: company.tradeName })) },
        )
      }}
      label={t('validated.label')}
      description={t('validated.hint')}
      color="teal"
    />
  )
}

function CompanyDetail({ company, onReject }: { company: TAdminCompanyDetail; onReject: () => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const { date, dateTime } = useDateFormat()
  const approve = useApproveCompany()
  const country = COUNTRIES.find((c) => c.code === company.country)
  const state = country ? SUBDIVISIONS_BY_COUNTRY[country.code].find((s) => s.code === company.state) : undefined
  const capacity = company.productionCapacity === null ? null : `${numberFormat(intlLocale()).format(company.productionCapacity)} ${company.productionCapacityUnit ?? ''}`.trim()

  const onApprove = () =>
    approve.mutate(company.id, { onSuccess: () => notifySuccess(t('review.approved', { name: company.tradeName })) })

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={company.logoUrl} alt="" size={64} radius="md" color="nexo">
          {company.tradeName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h3">
            {company.tradeName}
          </Title>
          <Text size="sm" c="dimmed">
            {company.legalName}
          </Text>
          <Group gap="xs">
            <CompanyStatusBadge status={company.status} />
            <Badge variant="outline" color="gray">
              {isPlan(company.membership.plan) ? t(`plans.${company.membership.plan}`) : company.membership.plan}
            </Badge>
          </Group>
        </Stack>
      </Group>

      <ValidatedSupplierSwitch company={company} />

      {company.status === 'pending' ? (
        <Group gap="sm">
          <Button color="teal" leftSection={<IconCheck size={18} aria-hidden />} onClick={onApprove} loading={approve.isPending}>
            {t('review.approve')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconX size={18} aria-hidden />} onClick={onReject} disabled={approve.isPending}>
            {t('review.reject')}
          </Button>
        </Group>
      ) : null}
      {company.status === 'rejected' && company.rejectionReason ? (
        <Alert color="red" variant="light" title={t('detail.rejectionReason')}>
          {company.rejectionReason}
        </Alert>
      ) : null}

      <Section title={t('membership.title')}>
        <MembershipSection company={company} />
      </Section>

      <Divider />
      <Section title={t('detail.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field name={company.rfc ? t('detail.rfc') : t('detail.taxId')}>{company.rfc ?? company.taxId}</Field>
          <Field name={t('detail.sector')}>{label(COMPANY_SECTOR_LABELS, company.sector, language)}</Field>
          <Field name={t('detail.profileType')}>{label(COMPANY_PROFILE_TYPE_LABELS, company.profileType, language)}</Field>
          <Field name={t('detail.tier')}>{label(SUPPLY_CHAIN_TIER_LABELS, company.tier, language)}</Field>
          <Field name={t('detail.website')}>
            {company.website && isWebUrl(company.website) ? (
              <Anchor href={company.website} target="_blank" rel="noopener noreferrer">
                {company.website}
              </Anchor>
            ) : (
              company.website
            )}
          </Field>
          <Field name={t('detail.email')}>{company.email}</Field>
          <Field name={t('detail.phone')}>{company.phone}</Field>
          <Field name={t('detail.yearFounded')}>{company.yearFounded}</Field>
          <Field name={t('detail.createdAt')}>{dateTime(company.createdAt)}</Field>
          <Field name={t('detail.approvedAt')}>{company.approvedAt ? dateTime(company.approvedAt) : null}</Field>
        </SimpleGrid>
        <Field name={t('detail.description')}>{company.briefDescription}</Field>
      </Section>

      <Divider />
      <Section title={t('detail.address')}>
        <Text size="sm">
          {[company.street, company.suburb, company.postalCode, company.city, state?.[language] ?? company.state, country?.[language] ?? company.country]
            .filter(Boolean)
            .join(', ')}
        </Text>
      </Section>

      <Divider />
      <Section title={t('detail.capabilities')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field name={t('detail.processes')}>{company.processes}</Field>
          <Field name={t('detail.materials')}>{company.materials}</Field>
          <Field name={t('detail.mainProducts')}>{company.mainProducts}</Field>
          <Field name={t('detail.mainServices')}>{company.mainServices}</Field>
          <Field name={t('detail.machinery')}>{company.machinery}</Field>
          <Field name={t('detail.productionCapacity')}>{capacity}</Field>
        </SimpleGrid>
      </Section>

      <Divider />
      <Section title={t('detail.statistics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field name={t('detail.clients')}>{company.clients}</Field>
          <Field name={t('detail.annualSales')}>{label(ANNUAL_SALES_RANGE_LABELS, company.annualSales, language)}</Field>
          <Field name={t('detail.employees')}>{company.employees}</Field>
          <Field name={t('detail.specialization')}>{company.specialization}</Field>
        </SimpleGrid>
        {company.categories.length > 0 ? (
          <div>
            <Label>{t('detail.categories')}</Label>
            <Group gap={6} mt={4}>
              {company.categories.map((c) => (
                <Badge key={c.id} variant="light" color="gray" tt="none">
                  {language === 'es' ? c.nameEs : c.nameEn}
                </Badge>
              ))}
            </Group>
          </div>
        ) : null}
      </Section>

      <Divider />
      <Section title={t('detail.users', { count: company.users.length })}>
        <Stack gap="xs">
          {company.users.map((user) => (
            <Group key={user.id} justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {user.firstName} {user.lastName}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email} · {t(`companyRoles.${user.companyRole}`)}
                </Text>
              </div>
              <Badge variant="light" color={user.emailVerified ? 'teal' : 'orange'}>
                {user.emailVerified ? t('detail.emailVerified') : t('detail.emailNotVerified')}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Section>

      <Divider />
      <Section title={t('detail.documents')}>
        {company.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noDocuments')}
          </Text>
        ) : (
          <List spacing="xs" icon={<IconFile size={16} aria-hidden />} center>
            {company.documents.map((doc) => (
              <List.Item key={doc.id}>
                <Anchor href={doc.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {doc.originalName}
                </Anchor>
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {isPurpose(doc.purpose) ? t(`purposes.${doc.purpose}`) : doc.purpose} · {formatBytes(doc.sizeBytes)} · {date(doc.createdAt)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  )
}

/** The company under review, beside the list: all its data, users and documents, and the review actions. */
export function CompanyDrawer({
  companyId,
  onClose,
  onReject,
  isCovered = false,
}: {
  companyId: string | null
  onClose: () => void
  onReject: (company: { id: string; tradeName: string }) => void
  /** A modal is open on top: Escape closes that one only. */
  isCovered?: boolean
}) {
  const { t } = useTranslation('admin')
  const company = useAdminCompany(companyId)
  return (
    <Drawer
      opened={companyId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('detail.title')}
      closeOnEscape={!isCovered}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {company.isPending ? (
        <Stack>
          <Skeleton height={64} />
          <Skeleton height={240} />
        </Stack>
      ) : company.isError ? (
        <Alert color="red" variant="light">
          {t('loadFailed')}
        </Alert>
      ) : (
        <CompanyDetail company={company.data} onReject={() => onReject({ id: company.data.id, tradeName: company.data.tradeName })} />
      )}
    </Drawer>
  )
}

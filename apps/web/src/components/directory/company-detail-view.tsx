import type { ReactNode } from 'react'
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import {
  IconArrowLeft,
  IconAward,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconBuildingFactory2,
  IconCertificate,
  IconChartBar,
  IconClock,
  IconFileText,
  IconInfoCircle,
  IconMapPin,
  IconPhone,
  IconTool,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link, useNavigate } from 'react-router'
import { SOCIAL_NETWORKS, type SocialNetwork, type TCompanyDetailFull, type TCompanyDetailResponse, WEEK_DAYS } from '@nexo/shared'
import { paths } from '../../config/paths'
import { formatCount, formatDate } from '../../lib/directory/format'
import { mailtoUrl, safeExternalUrl } from '../../lib/directory/files'
import {
  annualSalesLabel,
  bilingualName,
  companyTypeLabel,
  countryName,
  formatLocation,
  paymentMethodLabel,
  profileTypeLabel,
  sectorLabel,
  stateName,
  tierLabel,
} from '../../lib/directory/reference-labels'
import { useLanguage } from '../../lib/directory/use-language'
import { usePageMeta } from '../../lib/page-meta'
import { BookMeetingButton } from './book-meeting-button'
import { PlatinumBadge, ValidatedBadge } from './company-badges'
import { RegistryBadge, RegistryNotice } from './registry-notice'
import { Sat69bBadge, Sat69bNotice } from './sat69b-notice'
import { CompanyLogo } from './company-logo'
import { CompanyProducts } from './company-products'
import { ContactCard } from './contact-card'
import { CompanyRating } from '../deals/company-rating'
import { MakeDealButton } from '../deals/make-deal-button'
import { DetailSection, FactList, LongText } from './detail-section'
import { FavouriteButton } from './favourite-button'
import { FileButton } from './file-button'
import { UpgradeCallout } from './upgrade-callout'
import { HintTooltip } from '../hint-tooltip'

interface CompanyDetailViewProps {
  company: TCompanyDetailResponse
  /** Page of the catalogue list. */
  productsPage: number
  onProductsPageChange: (page: number) => void
  /** "Back to …" link above the header. */
  back?: { to: string; label: string }
}

/** React Router numbers its history entries; above 0 there is an earlier page of this app to return to. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number' && (state as { idx: number }).idx > 0
}

const SOCIAL_ICONS: Record<SocialNetwork, typeof IconBrandFacebook> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  twitter: IconBrandX,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
}

/**
 * A company's public profile (/search-detail/{id} and the company case of /marketplace-detail). What
 * shows depends on the answer's `visibility`: the API sends basic viewers no full fields at all, so
 * the basic view is not a hidden full view — it is all there is, plus the way to Platinum.
 */
export function CompanyDetailView({ company, productsPage, onProductsPageChange, back }: CompanyDetailViewProps) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  const navigate = useNavigate()
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({
    title: company.tradeName,
    description: tMeta('company', { name: company.tradeName, city: company.city, description: company.briefDescription }),
  })
  const isFull = company.visibility === 'full'

  const contactCard = (visibleFrom?: 'md', hiddenFrom?: 'md') => (
    <ContactCard
      companyId={company.id}
      companyName={company.tradeName}
      channels={isFull ? { companyId: company.id, companyName: company.tradeName, email: company.email, whatsapp: company.whatsapp, phone: company.phone } : null}
      visibleFrom={visibleFrom}
      hiddenFrom={hiddenFrom}
    />
  )

  const chips = [sectorLabel(company.sector, language), profileTypeLabel(company.profileType, language), company.tier === 'other' ? null : tierLabel(company.tier, language)].filter(
    (v): v is string => Boolean(v),
  )

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {back ? (
          <Anchor
            component={Link}
            to={back.to}
            size="sm"
            w="fit-content"
            onClick={(event) => {
              // Came from a result list inside the app: going back keeps its filters and page.
              if (hasInAppHistory()) {
                event.preventDefault()
                void navigate(-1)
              }
            }}
          >
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {back.label}
            </Group>
          </Anchor>
        ) : null}

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Group gap="lg" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <CompanyLogo name={company.tradeName} url={company.logoUrl} size={88} visibleFrom="sm" />
              <CompanyLogo name={company.tradeName} url={company.logoUrl} size={56} hiddenFrom="sm" />
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Title order={1} style={{ fontSize: 'clamp(1.5rem, 1rem + 2.5vw, 2.125rem)', overflowWrap: 'break-word', hyphens: 'auto' }}>
                  {company.tradeName}
                </Title>
                {isFull && company.legalName !== company.tradeName ? (
                  <Text size="sm" c="dimmed">
                    {company.legalName}
                  </Text>
                ) : null}
                <Group gap={4} c="dimmed" wrap="nowrap">
                  <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" c="dimmed">
                    {formatLocation(company, language)}
                  </Text>
                </Group>
                <Group gap={6} mt={4}>
                  {company.isPlatinum ? <PlatinumBadge /> : null}
                  {company.isValidatedSupplier ? <ValidatedBadge /> : null}
                  {company.registry && !company.registry.isClaimed ? <RegistryBadge /> : null}
                  {company.sat69b ? <Sat69bBadge listing={company.sat69b} /> : null}
                  {chips.map((chip) => (
                    <Badge key={chip} variant="default" size="sm" tt="none">
                      {chip}
                    </Badge>
                  ))}
                </Group>
                <CompanyRating companyId={company.id} />
              </Stack>
            </Group>
            {company.isOwnCompany ? null : <FavouriteButton type="company" id={company.id} name={company.tradeName} />}
          </Group>
          {company.isOwnCompany ? null : <MakeDealButton companyId={company.id} companyName={company.tradeName} />}
          {company.isOwnCompany ? null : <BookMeetingButton companyId={company.id} companyName={company.tradeName} />}
        </Paper>

        {company.sat69b ? <Sat69bNotice listing={company.sat69b} /> : null}

        {company.registry ? <RegistryNotice registry={company.registry} companyId={company.id} isOwnCompany={company.isOwnCompany} /> : null}

        {company.isOwnCompany ? (
          <Alert variant="light" color="nexo" icon={<IconInfoCircle size={20} aria-hidden />} title={t('detail.ownTitle')}>
            <Text size="sm">{t('detail.ownBody')}</Text>
            <Button component={Link} to={paths.companyProfile} size="xs" variant="light" mt="sm">
              {t('detail.ownEdit')}
            </Button>
          </Alert>
        ) : null}

        {/* On a phone the contact card comes right after the header, not after the whole catalogue. */}
        {company.isOwnCompany ? null : contactCard(undefined, 'md')}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <AboutSection company={company} />
              {isFull ? null : <UpgradeCallout />}
              {isFull ? <CapabilitiesSection company={company} /> : null}
              {isFull ? <CertificationsSection company={company} /> : <CertificationNames names={company.certificationNames} />}
              {isFull && company.awards.length > 0 ? <AwardsSection company={company} /> : null}
              {isFull ? <StatisticsSection company={company} /> : null}
              <CompanyProducts companyId={company.id} page={productsPage} onPageChange={onProductsPageChange} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {contactCard('md')}
              {isFull ? <KeyContactsSection company={company} /> : null}
              {isFull ? <CompanyFactsSection company={company} /> : null}
              {isFull ? <HoursSection company={company} /> : null}
              {isFull ? <SocialSection company={company} /> : null}
              {isFull ? <DocumentsSection company={company} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}

function AboutSection({ company }: { company: TCompanyDetailResponse }) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  return (
    <DetailSection title={t('detail.about')} icon={<IconBuildingFactory2 size={20} aria-hidden />}>
      <Text fw={500}>{company.briefDescription}</Text>
      {company.visibility === 'full' ? (
        <>
          {company.detailedDescription ? <LongText>{company.detailedDescription}</LongText> : null}
          <FactList
            facts={[
              { label: t('detail.mainProducts'), value: company.mainProducts },
              { label: t('detail.mainServices'), value: company.mainServices },
              { label: t('detail.specialization'), value: company.specialization },
            ]}
          />
        </>
      ) : null}
      {company.categories.length > 0 ? (
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('detail.categories')}
          </Text>
          <Group gap={6}>
            {company.categories.map((category) => (
              <Badge key={category.id} variant="light" tt="none" radius="sm">
                {bilingualName(category, language)}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
      {company.tags.length > 0 ? (
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('detail.tags')}
          </Text>
          <Group gap={6}>
            {company.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" tt="none" radius="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
    </DetailSection>
  )
}

function CertificationNames({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('directory')
  return (
    <DetailSection title={t('detail.certifications')} icon={<IconCertificate size={20} aria-hidden />}>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noCertifications')}
        </Text>
      ) : (
        <Group gap={6}>
          {names.map((name) => (
            <Badge key={name} variant="outline" color="gray" tt="none" radius="sm" size="lg">
              {name}
            </Badge>
          ))}
        </Group>
      )}
    </DetailSection>
  )
}

function CapabilitiesSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  const capacity =
    company.productionCapacity === null ? null : `${formatCount(company.productionCapacity, language)} ${company.productionCapacityUnit ?? ''}`.trim()
  return (
    <DetailSection title={t('detail.capabilities')} icon={<IconTool size={20} aria-hidden />}>
      <FactList
        facts={[
          { label: t('detail.processes'), value: company.processes },
          { label: t('detail.materials'), value: company.materials },
          { label: t('detail.machinery'), value: company.machinery },
          { label: t('detail.capacity'), value: company.capacityDescription },
          { label: t('detail.productionCapacity'), value: capacity },
          { label: t('detail.guarantees'), value: company.guarantees },
        ]}
      />
    </DetailSection>
  )
}

function CertificationsSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  return (
    <DetailSection title={t('detail.certifications')} icon={<IconCertificate size={20} aria-hidden />}>
      {company.certifications.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noCertifications')}
        </Text>
      ) : (
        <Stack gap="sm">
          {company.certifications.map((c) => (
            <Paper key={c.certificationId} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('detail.specializationOf', { value: c.industrialSpecialization })}
                  </Text>
                  {c.validUntil ? (
                    <Text size="xs" c="dimmed">
                      {t('detail.validUntil', { date: formatDate(c.validUntil, language) })}
                    </Text>
                  ) : null}
                </Stack>
                {c.file ? <FileButton file={c.file} label={t('detail.viewCertificate')} /> : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </DetailSection>
  )
}

function AwardsSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  return (
    <DetailSection title={t('detail.awards')} icon={<IconAward size={20} aria-hidden />}>
      <Stack gap="sm">
        {company.awards.map((award) => (
          <Group key={award.id} justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" style={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
              {award.description}
            </Text>
            <FileButton file={award.file} label={t('detail.viewFile')} />
          </Group>
        ))}
      </Stack>
    </DetailSection>
  )
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  )
}

function StatisticsSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  const hasStats = company.employees !== null || company.annualSales !== null || company.clientsCount || company.projects
  const hasText = company.mainClients || company.relevantImports
  if (!hasStats && !hasText) return null
  return (
    <DetailSection title={t('detail.statistics')} icon={<IconChartBar size={20} aria-hidden />}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {company.employees !== null ? <Stat label={t('detail.employees')} value={formatCount(company.employees, language)} /> : null}
        {company.annualSales ? <Stat label={t('detail.annualSales')} value={annualSalesLabel(company.annualSales, language)} /> : null}
        {company.clientsCount ? <Stat label={t('detail.clientsCount')} value={company.clientsCount} /> : null}
        {company.projects ? <Stat label={t('detail.projects')} value={company.projects} /> : null}
      </SimpleGrid>
      <FactList
        facts={[
          { label: t('detail.mainClients'), value: company.mainClients },
          { label: t('detail.relevantImports'), value: company.relevantImports },
        ]}
      />
    </DetailSection>
  )
}

function KeyContactsSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  if (company.contacts.length === 0) return null
  return (
    <DetailSection title={t('detail.keyContacts')} icon={<IconUsers size={20} aria-hidden />}>
      <Stack gap="md">
        {company.contacts.map((contact) => {
          const mailto = mailtoUrl(contact.email)
          return (
            <Stack key={contact.id} gap={2}>
              <Text fw={600}>
                {contact.firstName} {contact.lastName}
              </Text>
              {contact.position || contact.department ? (
                <Text size="sm" c="dimmed">
                  {[contact.position, contact.department].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
              {mailto ? (
                <Anchor href={mailto} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {contact.email}
                </Anchor>
              ) : null}
              {contact.phone ? (
                <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {contact.phone}
                </Anchor>
              ) : null}
            </Stack>
          )
        })}
      </Stack>
    </DetailSection>
  )
}

function CompanyFactsSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  const website = safeExternalUrl(company.website)
  const mailto = mailtoUrl(company.email)
  const address = [company.street, company.suburb, company.postalCode, formatLocation(company, language)].filter(Boolean).join(', ')
  const coverage = [
    ...company.coverage.countries.map((code) => countryName(code, language)),
    ...company.coverage.states.map((code) => stateName(code, language)),
  ].join(', ')
  return (
    <DetailSection title={t('detail.facts')} icon={<IconWorld size={20} aria-hidden />}>
      <FactList
        facts={[
          {
            label: t('detail.website'),
            value: website ? (
              <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
                {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </Anchor>
            ) : null,
          },
          { label: t('detail.email'), value: mailto ? <Anchor href={mailto} size="sm">{company.email}</Anchor> : null },
          {
            label: t('detail.phone'),
            value: company.phone ? (
              <Anchor href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} size="sm">
                <Group gap={4} component="span">
                  <IconPhone size={14} aria-hidden />
                  {company.phone}
                </Group>
              </Anchor>
            ) : null,
          },
          { label: t('detail.address'), value: address },
          { label: t('detail.coverage'), value: coverage },
          { label: t('detail.companyType'), value: companyTypeLabel(company.companyType, language) },
          { label: t('detail.yearFounded'), value: company.yearFounded === null ? null : String(company.yearFounded) },
          { label: t('detail.countryOfOrigin'), value: company.countryOfOrigin ? countryName(company.countryOfOrigin, language) : null },
          { label: t('detail.updatedAt'), value: formatDate(company.updatedAt, language) },
        ]}
      />
    </DetailSection>
  )
}

function HoursSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  const days = [...company.workingHours].sort((a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day))
  return (
    <DetailSection title={t('detail.hours')} icon={<IconClock size={20} aria-hidden />}>
      {days.length > 0 ? (
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.day}>
                <Table.Th scope="row" fw={500}>
                  {t(`days.${day.day}`)}
                </Table.Th>
                <Table.Td ta="right" c={day.isOpen ? undefined : 'dimmed'}>
                  {day.isOpen && day.opensAt && day.closesAt ? `${day.opensAt} – ${day.closesAt}` : t('detail.closed')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <FactList
        facts={[
          { label: t('detail.attentionTime'), value: company.averageAttentionTime },
          { label: t('detail.paymentMethods'), value: company.paymentMethods.map((m) => paymentMethodLabel(m, language)).join(', ') },
        ]}
      />
    </DetailSection>
  )
}

function SocialSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  const links = SOCIAL_NETWORKS.map((network) => ({ network, url: safeExternalUrl(company.socialLinks[network]) })).filter(
    (l): l is { network: SocialNetwork; url: string } => l.url !== null,
  )
  if (links.length === 0) return null
  return (
    <DetailSection title={t('detail.social')}>
      <Group gap="xs">
        {links.map(({ network, url }) => {
          const Icon = SOCIAL_ICONS[network]
          const label = t('detail.socialLink', { network: t(`social.${network}`), name: company.tradeName })
          return (
            <HintTooltip key={network} label={t(`social.${network}`)} withArrow>
              <ActionIcon component="a" href={url} target="_blank" rel="noopener noreferrer" variant="light" size="lg" aria-label={label}>
                <Icon size={20} aria-hidden />
              </ActionIcon>
            </HintTooltip>
          )
        })}
      </Group>
    </DetailSection>
  )
}

function DocumentsSection({ company }: { company: TCompanyDetailFull }) {
  const { t } = useTranslation('directory')
  const documents = [
    ...(company.brochure ? [{ title: t('detail.brochure'), file: company.brochure }] : []),
    ...company.catalogues,
    ...company.documents,
  ]
  if (documents.length === 0) return null
  return (
    <DetailSection title={t('detail.documents')} icon={<IconFileText size={20} aria-hidden />}>
      <Stack gap="xs">
        {documents.map((doc) => (
          <Group key={doc.file.fileId} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
              {doc.title}
            </Text>
            <FileButton file={doc.file} label={t('detail.download')} />
          </Group>
        ))}
      </Stack>
    </DetailSection>
  )
}

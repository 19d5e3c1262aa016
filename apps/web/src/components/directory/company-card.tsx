import type { ReactNode } from 'react'
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link } from 'react-router'
import { PlatinumBadge, ValidatedBadge } from './company-badges'
import { CompanyLogo } from './company-logo'
import { RegistryBadge } from './registry-notice'

/** What a company card shows: basic fields only, which everybody may see. */
export interface CompanyCardData {
  id: string
  name: string
  logoUrl: string | null
  /** Already formatted in the interface language ("Saltillo, Coahuila"). */
  location: string
  description: string
  /** Category names in the interface language. */
  categories: readonly string[]
  certifications?: readonly string[]
  isPlatinum: boolean
  isValidatedSupplier?: boolean
  /** From a public registry and not claimed yet: "not verified" (ADR 055). */
  isUnclaimedRegistry?: boolean
}

const MAX_CATEGORIES = 3
const MAX_CERTIFICATIONS = 3

interface CompanyCardProps {
  company: CompanyCardData
  href: string
  /** Router state for the link (e.g. which kind of detail the marketplace links to). */
  linkState?: unknown
  /** The heart, or a remove button. */
  action?: ReactNode
  /** A small label above the name (e.g. "Company" in the mixed marketplace grid). */
  eyebrow?: ReactNode
}

/** A result card of the directory: logo, trade name, place, brief description, categories, certifications and badges. */
export function CompanyCard({ company, href, linkState, action, eyebrow }: CompanyCardProps) {
  const { t } = useTranslation('directory')
  const certifications = company.certifications ?? []
  const extraCertifications = certifications.length - MAX_CERTIFICATIONS
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      style={company.isPlatinum ? { borderColor: 'var(--mantine-color-yellow-5)' } : undefined}
      component="article"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <CompanyLogo name={company.name} url={company.logoUrl} size={52} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              {eyebrow}
              <Anchor component={Link} to={href} state={linkState} fw={700} c="inherit" lh={1.3} style={{ overflowWrap: 'break-word' }}>
                {company.name}
              </Anchor>
              {company.location ? (
                <Group gap={4} wrap="nowrap" c="dimmed">
                  <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" c="dimmed" truncate="end">
                    {company.location}
                  </Text>
                </Group>
              ) : null}
            </Stack>
          </Group>
          {action}
        </Group>

        {company.isPlatinum || company.isValidatedSupplier || company.isUnclaimedRegistry ? (
          <Group gap={6}>
            {company.isPlatinum ? <PlatinumBadge size="xs" /> : null}
            {company.isValidatedSupplier ? <ValidatedBadge size="xs" /> : null}
            {company.isUnclaimedRegistry ? <RegistryBadge size="xs" /> : null}
          </Group>
        ) : null}

        <Text size="sm" lineClamp={3} style={{ flexGrow: 1 }}>
          {company.description || t('card.noDescription')}
        </Text>

        {company.categories.length > 0 ? (
          <Group gap={6} aria-label={t('card.categories')}>
            {company.categories.slice(0, MAX_CATEGORIES).map((name) => (
              <Badge key={name} variant="light" color="nexo" size="sm" radius="sm" tt="none" style={{ maxWidth: '100%' }}>
                {name}
              </Badge>
            ))}
          </Group>
        ) : null}

        {certifications.length > 0 ? (
          <Group gap={6} aria-label={t('card.certifications')}>
            {certifications.slice(0, MAX_CERTIFICATIONS).map((name) => (
              <Badge key={name} variant="outline" color="gray" size="sm" radius="sm" tt="none" style={{ maxWidth: '100%' }}>
                {name}
              </Badge>
            ))}
            {extraCertifications > 0 ? (
              <Text size="xs" c="dimmed">
                {t('card.moreCertifications', { count: extraCertifications })}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  )
}

import { Group, Paper, Stack, Text } from '@mantine/core'
import { IconCalendar, IconCertificate, IconMapPin } from '@tabler/icons-react'
import type { TRequirementCard } from '@nexo/shared'
import { RequirementStatusBadge, RequirementTypeBadge } from '../../../components/deals/status-badges'
import { useTranslation } from '../../../lib/i18n-react'
import { formatDate } from '../../../lib/directory/format'
import { stateName } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'

/**
 * What anyone sees of a requirement (the list's card fields): shown on the page of a requirement the reader cannot
 * open, so it still knows what it is looking at before deciding on the next step (ADR 052).
 */
export function RequirementCardSummary({ card }: { card: TRequirementCard }) {
  const { t } = useTranslation('deals')
  const language = useLanguage()
  const category = language === 'es' ? card.category.nameEs : card.category.nameEn
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap={6}>
          <RequirementTypeBadge type={card.type} />
          <RequirementStatusBadge status={card.status} />
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{card.description}</Text>
        <Stack gap={6}>
          <Text size="sm">{category}</Text>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              {card.city}, {stateName(card.state, language, card.country)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t('list.dates', { start: formatDate(card.startDate, language), end: formatDate(card.endDate, language) })}</Text>
          </Group>
          {card.certifications.length > 0 ? (
            <Group gap={6} wrap="nowrap">
              <IconCertificate size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{t('list.requires', { names: card.certifications.map((c) => c.name).join(', ') })}</Text>
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  )
}

import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TRequirementDetail } from '@nexo/shared'
import { FileButton } from '../../../components/directory/file-button'
import { RequirementStatusBadge, RequirementTypeBadge } from '../../../components/deals/status-badges'
import { formatDate } from '../../../lib/directory/format'
import { countryName, stateName } from '../../../lib/directory/reference-labels'
import { currentLanguage } from '../../../lib/i18n'

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  )
}

/** Every field of spec §3 Requirement, as its readers see it (user text as text, never HTML). */
export function RequirementDetails({ requirement: r }: { requirement: TRequirementDetail }) {
  const { t } = useTranslation('deals')
  const language = currentLanguage()
  const cat = (c: { nameEn: string; nameEs: string }) => (language === 'es' ? c.nameEs : c.nameEn)
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <RequirementTypeBadge type={r.type} />
        <RequirementStatusBadge status={r.status} />
        {r.isPublic ? null : (
          <Badge color="gray" variant="outline" leftSection={<IconLock size={12} aria-hidden />}>
            {t('detail.private')}
          </Badge>
        )}
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('detail.about')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.description}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Field label={t('fields.category')}>{r.subcategory ? `${cat(r.category)} › ${cat(r.subcategory)}` : cat(r.category)}</Field>
            <Field label={t('fields.activity')}>{r.activity}</Field>
            <Field label={t('fields.materials')}>{r.materials}</Field>
            <Field label={t('fields.volumes')}>{r.volumes}</Field>
            <Field label={t('fields.budget')}>{r.budget}</Field>
            <Field label={t('fields.projectDates')}>{r.projectDates ?? '—'}</Field>
            <Field label={t('fields.startDate')}>{formatDate(r.startDate, language)}</Field>
            <Field label={t('fields.endDate')}>{formatDate(r.endDate, language)}</Field>
            <Field label={t('fields.maxDistanceKm')}>{r.maxDistanceKm ? t('detail.km', { km: r.maxDistanceKm }) : t('detail.noLimit')}</Field>
          </SimpleGrid>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('detail.certifications')}
            </Title>
            <Field label={t('fields.requiredCertifications')}>{r.requiredCertifications.map((c) => c.name).join(', ') || '—'}</Field>
            <Field label={t('fields.preferredCertifications')}>{r.preferredCertifications.map((c) => c.name).join(', ') || '—'}</Field>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('detail.place')}
            </Title>
            <Text size="sm">{[r.street, r.suburb, r.city, stateName(r.state, language, r.country), r.postalCode, countryName(r.country, language)].filter(Boolean).join(', ')}</Text>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('fields.projectFiles')}
          </Title>
          {r.projectFiles.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('detail.noFiles')}
            </Text>
          ) : (
            <Group gap="xs">
              {r.projectFiles.map((file) => (
                <FileButton key={file.fileId} file={file} label={file.originalName} />
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}

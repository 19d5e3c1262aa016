import { useState } from 'react'
import { Anchor, Button, Card, EmptyState, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconClipboardList, IconLock, IconMailForward, IconMapPin, IconSearch } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import { REQUIREMENT_LIST_STATUSES, REQUIREMENT_TYPES, type RequirementType, type TRequirementCard } from '@nexo/shared'
import { RequirementStatusBadge, RequirementTypeBadge } from '../../../components/deals/status-badges'
import { Page } from '../../../components/page'
import { QueryList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { useCategoryList } from '../../../lib/category-list'
import { useViewerKey } from '../../../lib/directory/directory-api'
import { useLanguage } from '../../../lib/directory/use-language'
import { formatDate } from '../../../lib/directory/format'
import { stateName } from '../../../lib/directory/reference-labels'
import { useSession } from '../../../lib/session'
import { useCertificationList, useRequirementList } from '../api/requirements-api'
import { listStatusOf } from '../utils/list-status'

const num = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined)

function RequirementCard({ item }: { item: TRequirementCard }) {
  const { t } = useTranslation('deals')
  const language = useLanguage()
  const category = language === 'es' ? item.category.nameEs : item.category.nameEn
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <RequirementTypeBadge type={item.type} />
          <RequirementStatusBadge status={item.status} />
        </Group>
        <Anchor component={Link} to={paths.requirementDetail(item.id, item.isRfq)} fw={700} size="lg" c="inherit" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {item.description}
        </Text>
        <Stack gap={4} mt="auto">
          <Text size="sm">{category}</Text>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">
              {item.city}, {stateName(item.state, language, item.country)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('list.dates', { start: formatDate(item.startDate, language), end: formatDate(item.endDate, language) })}
          </Text>
          {item.certifications.length > 0 ? (
            <Text size="xs" c="dimmed">
              {t('list.requires', { names: item.certifications.map((c) => c.name).join(', ') })}
            </Text>
          ) : null}
          <CardAccess item={item} />
        </Stack>
      </Stack>
    </Card>
  )
}

/** What the reader may do with the card, said before it clicks (ADR 052): invited, Platinum needed, or sign in. */
function CardAccess({ item }: { item: TRequirementCard }) {
  const { t } = useTranslation('deals')
  if (item.isOwn) return null
  const line = item.isInvited
    ? { icon: <IconMailForward size={14} aria-hidden />, text: t('list.cardInvited'), color: 'nexo.8' }
    : item.access === 'membership'
      ? { icon: <IconLock size={14} aria-hidden />, text: t('list.cardMembership'), color: 'yellow.9' }
      : item.access === 'signIn'
        ? { icon: <IconLock size={14} aria-hidden />, text: t('list.cardSignIn'), color: 'dimmed' }
        : null
  if (!line) return null
  return (
    <Group gap={4} wrap="nowrap" c={line.color}>
      {line.icon}
      <Text size="xs" fw={600} c={line.color}>
        {line.text}
      </Text>
    </Group>
  )
}

/** /requirements: public and invited requirements, with filters (category, state, certification, type, text) and pages. */
export function RequirementsPage() {
  const { t } = useTranslation('deals')
  const language = useLanguage()
  const { isAuthenticated } = useSession()
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const [text, setText] = useState(params.get('q') ?? '')
  const filters = {
    q: params.get('q') ?? undefined,
    categoryId: num(params.get('category')),
    status: listStatusOf(params.get('state')),
    type: (REQUIREMENT_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as RequirementType) : undefined,
    certificationId: num(params.get('cert')),
    page,
  }
  const list = useRequirementList(filters, useViewerKey())
  const categories = useCategoryList()
  const certifications = useCertificationList()
  const setFilter = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(key, value)
      else next.delete(key)
      next.delete('page')
      return next
    })

  return (
    <Page
      title={t('list.title')}
      description={t('list.lead')}
      actions={
        isAuthenticated ? (
          <Button component={Link} to={paths.profileRequirementsCreate}>
            {t('actions.publish')}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            setFilter('q', text.trim() || null)
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('filters.text')}
              placeholder={t('filters.textPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" variant="light">
              {t('filters.search')}
            </Button>
          </Group>
        </form>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={t('fields.category')}
            placeholder={t('filters.any')}
            data={(categories.data ?? []).filter((c) => c.parentId === null && c.retiredAt === null).map((c) => ({ value: String(c.id), label: language === 'es' ? c.nameEs : c.nameEn }))}
            value={filters.categoryId ? String(filters.categoryId) : null}
            onChange={(value) => setFilter('category', value)}
            searchable
            clearable
          />
          <Select
            label={t('fields.status')}
            data={REQUIREMENT_LIST_STATUSES.map((s) => ({ value: s, label: s === 'all' ? t('filters.allStates') : t(`requirementStatus.${s}`) }))}
            value={filters.status}
            // Open is the default: it stays out of the address.
            onChange={(value) => setFilter('state', value === 'opened' ? null : value)}
            allowDeselect={false}
          />
          <Select
            label={t('fields.type')}
            placeholder={t('filters.any')}
            data={REQUIREMENT_TYPES.map((s) => ({ value: s, label: t(`requirementType.${s}`) }))}
            value={filters.type ?? null}
            onChange={(value) => setFilter('type', value)}
            clearable
          />
          <Select
            label={t('fields.certification')}
            placeholder={t('filters.any')}
            data={(certifications.data ?? []).filter((c) => c.retiredAt === null).map((c) => ({ value: String(c.id), label: c.name }))}
            value={filters.certificationId ? String(filters.certificationId) : null}
            onChange={(value) => setFilter('cert', value)}
            searchable
            clearable
          />
        </SimpleGrid>
        {list.data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {filters.status === 'opened' ? t('list.countOpen', { count: list.data.total }) : t('list.count', { count: list.data.total })}
          </Text>
        ) : null}
        <QueryList
          query={list}
          loadFailed={t('list.loadFailed')}
          page={page}
          onPageChange={setPage}
          empty={<EmptyState icon={<IconClipboardList size={32} aria-hidden />} title={t('list.emptyTitle')} description={t('list.emptyBody')} withIndicatorBackground />}
        >
          {({ items }) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={list.isPlaceholderData}>
              {items.map((item) => (
                <RequirementCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
    </Page>
  )
}

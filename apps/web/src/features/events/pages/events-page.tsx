import { Group, SegmentedControl, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import { EVENT_CATEGORIES, type EventCategory } from '@nexo/shared'
import { Page } from '../../../components/page'
import { QueryList, usePageParam } from '../../../components/query-list'
import { usePageMeta } from '../../../lib/page-meta'
import { useEvents } from '../api/events'
import { EventCard } from '../components/event-card'

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => ((allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined)

/** /events: published events, upcoming first (past on their tab), by category and online/on-site, paged. */
export function EventsPage() {
  const { t } = useTranslation('events')
  const { t: tPages } = useTranslation('pages')
  usePageMeta({ title: tPages('events.title'), description: t('listDescription') })
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const category = pick<EventCategory>(params.get('category'), EVENT_CATEGORIES)
  const mode = pick(params.get('mode'), ['online', 'onsite'] as const)
  const when = pick(params.get('when'), ['past'] as const) ?? 'upcoming'
  const query = useEvents({ category, mode, when, page })

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    next.delete('page')
    setParams(next, { replace: true })
  }

  return (
    <Page title={tPages('events.title')} description={t('listDescription')}>
      <Tabs value={when} onChange={(v) => set('when', v === 'past' ? 'past' : null)}>
        <Tabs.List>
          <Tabs.Tab value="upcoming">{t('tabs.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('tabs.past')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.category')}
          data={[{ value: 'all', label: t('filters.allCategories') }, ...EVENT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))]}
          value={category ?? 'all'}
          onChange={(v) => set('category', v && v !== 'all' ? v : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="mode-label">
            {t('filters.mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="mode-label"
            value={mode ?? 'all'}
            onChange={(v) => set('mode', v === 'all' ? null : v)}
            data={[
              { value: 'all', label: t('filters.allModes') },
              { value: 'onsite', label: t('onsite') },
              { value: 'online', label: t('online') },
            ]}
          />
        </Stack>
        {query.data ? (
          <Text size="sm" c="dimmed" ml={{ sm: 'auto' }} role="status">
            {t('results', { count: query.data.total })}
          </Text>
        ) : null}
      </Group>
      <QueryList query={query} loadFailed={t('loadFailed')} empty={<Text c="dimmed">{when === 'past' ? t('emptyPast') : t('empty')}</Text>} page={page} onPageChange={setPage}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
            {data.items.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </SimpleGrid>
        )}
      </QueryList>
    </Page>
  )
}

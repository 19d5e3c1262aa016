import { Badge, Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core'
import { IconCalendarEvent, IconHistory } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import { Page } from '../../../components/page'
import { QueryList, usePageParam } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { useMyEvents } from '../api/events'
import { EventCard } from '../components/event-card'

function MyEvents({ tab }: { tab: 'upcoming' | 'past' }) {
  const { t } = useTranslation('events')
  const { t: tPages } = useTranslation('pages')
  const [page, setPage] = usePageParam()
  const query = useMyEvents(tab, page)
  return (
    <QueryList
      query={query}
      loadFailed={t('loadFailed')}
      empty={
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{tab === 'upcoming' ? tPages('profileEvents.upcomingDescription') : tPages('profileEvents.pastDescription')}</Text>
          {tab === 'upcoming' ? (
            <Button component={Link} to={paths.events} variant="light">
              {t('browse')}
            </Button>
          ) : null}
        </Stack>
      }
      page={page}
      onPageChange={setPage}
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {data.items.map(({ event, registration }) => (
            <Stack key={registration.id} gap={6}>
              <EventCard event={event} />
              <Group gap="xs">
                <Badge variant="light" color={registration.status === 'registered' ? 'teal' : registration.status === 'offered' ? 'blue' : 'orange'}>
                  {registration.status === 'waitlisted' ? t('box.waitlisted', { position: registration.waitlistPosition ?? 0 }) : t(`status.${registration.status}`)}
                </Badge>
                {registration.status === 'registered' ? (
                  <Button component={Link} to={`${paths.eventRegistrationSummary}?registration=${registration.id}`} variant="subtle" size="compact-sm">
                    {t('box.seeSummary')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </QueryList>
  )
}

/** /profile-events: tabs "events I will attend" and "past events"; the only page of event-only users. */
export function ProfileEventsPage() {
  const { t } = useTranslation('pages')
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'past' ? 'past' : 'upcoming'
  return (
    <Page title={t('profileEvents.title')} description={t('profileEvents.description')}>
      <Tabs value={tab} onChange={(v) => setParams(v === 'past' ? { tab: 'past' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="upcoming" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            {t('profileEvents.upcoming')}
          </Tabs.Tab>
          <Tabs.Tab value="past" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('profileEvents.past')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="lg">
          <MyEvents tab="upcoming" />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="lg">
          <MyEvents tab="past" />
        </Tabs.Panel>
      </Tabs>
    </Page>
  )
}

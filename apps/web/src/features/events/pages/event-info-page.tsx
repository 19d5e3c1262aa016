import { lazy, Suspense } from 'react'
import { Anchor, Badge, Container, Grid, Group, Image, List, Paper, SimpleGrid, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core'
import { IconArrowLeft, IconCalendarEvent, IconMapPin, IconUsers, IconWorld } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useParams } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { useLanguage } from '../../../lib/directory/use-language'
import { useHydrated } from '../../../lib/use-hydrated'
import { usePageMeta } from '../../../lib/page-meta'
import { useEvent } from '../api/events'
import { Countdown } from '../components/countdown'
import { formatEventDateTime, formatEventTime } from '../components/event-format'
import { RegistrationBox } from '../components/registration-box'

const EventMap = lazy(() => import('../components/event-map'))

/** Only http(s) links of sponsors are shown as links. */
const safeUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : null)

/** /events/event-info/{id}: countdown, schedule, speakers, sponsors, location and registration. */
export function EventInfoPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('events')
  const hydrated = useHydrated()
  const language = useLanguage()
  const query = useEvent(id)
  const event = query.data
  usePageMeta({ title: event?.title ?? t('detailTitle'), description: event?.briefDescription ?? t('listDescription') })

  if (query.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton height={420} radius="lg" />
      </Container>
    )
  }
  if (query.isError || !event) {
    const notFound = errorCodeOf(query.error) === 'NOT_FOUND'
    return (
      <Container size="lg" py="xl">
        <Stack>
          <Title order={1}>{notFound ? t('notFound') : t('detailTitle')}</Title>
          {notFound ? <Anchor component={Link} to={paths.events}>{t('backToEvents')}</Anchor> : <LoadError title={t('loadFailed')} onRetry={() => void query.refetch()} />}
        </Stack>
      </Container>
    )
  }
  const where = [event.venue, event.address, event.city, event.state].filter(Boolean).join(', ')
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to={paths.events} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('backToEvents')}
          </Group>
        </Anchor>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Group gap="xs">
                <Badge variant="light">{t(`category.${event.category}`)}</Badge>
                <Badge variant="outline" color="gray" leftSection={event.isOnline ? <IconWorld size={12} aria-hidden /> : <IconMapPin size={12} aria-hidden />}>
                  {event.isOnline ? t('online') : t('onsite')}
                </Badge>
                {event.status === 'cancelled' ? <Badge color="red">{t('cancelledEvent')}</Badge> : null}
              </Group>
              <Title order={1}>{event.title}</Title>
              <Text size="lg" c="dimmed">
                {event.briefDescription}
              </Text>
              {event.imageUrl ? <Image src={event.imageUrl} alt="" radius="lg" mah={360} fit="cover" /> : null}
              <Countdown startsAt={event.startsAt} endsAt={event.endsAt} />
              <Text style={{ whiteSpace: 'pre-line' }}>{event.detailedDescription}</Text>

              {event.schedule.length > 0 ? (
                <Stack gap="sm" component="section" aria-labelledby="schedule">
                  <Title order={2} size="h3" id="schedule">
                    {t('schedule')}
                  </Title>
                  <Timeline bulletSize={14} lineWidth={2}>
                    {event.schedule.map((item, index) => (
                      <Timeline.Item key={index} title={`${formatEventTime(item.startsAt, event.timeZone, language)} · ${item.title}`}>
                        {item.speaker ? (
                          <Text size="sm" c="dimmed">
                            {item.speaker}
                          </Text>
                        ) : null}
                      </Timeline.Item>
                    ))}
                  </Timeline>
                </Stack>
              ) : null}

              {event.speakers.length > 0 ? (
                <Stack gap="sm" component="section" aria-labelledby="speakers">
                  <Title order={2} size="h3" id="speakers">
                    {t('speakers')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {event.speakers.map((s, index) => (
                      <Paper key={index} withBorder radius="md" p="md">
                        <Text fw={700}>{s.name}</Text>
                        <Text size="sm" c="dimmed">
                          {[s.position, s.company].filter(Boolean).join(' · ')}
                        </Text>
                        {s.bio ? (
                          <Text size="sm" mt={6}>
                            {s.bio}
                          </Text>
                        ) : null}
                      </Paper>
                    ))}
                  </SimpleGrid>
                </Stack>
              ) : null}

              {event.sponsors.length > 0 ? (
                <Stack gap="sm" component="section" aria-labelledby="sponsors">
                  <Title order={2} size="h3" id="sponsors">
                    {t('sponsors')}
                  </Title>
                  <List spacing={4}>
                    {event.sponsors.map((s, index) => {
                      const url = safeUrl(s.url)
                      return (
                        <List.Item key={index}>
                          {url ? (
                            <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow" underline="always">
                              {s.name}
                            </Anchor>
                          ) : (
                            s.name
                          )}
                          {s.level ? <Text span c="dimmed" size="sm">{` · ${s.level}`}</Text> : null}
                        </List.Item>
                      )
                    })}
                  </List>
                </Stack>
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <RegistrationBox event={event} />
              <Paper withBorder radius="lg" p="lg">
                <Stack gap="sm">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {formatEventDateTime(event.startsAt, event.timeZone, language)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('until', { date: formatEventDateTime(event.endsAt, event.timeZone, language) })}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    {event.isOnline ? <IconWorld size={18} aria-hidden style={{ flexShrink: 0 }} /> : <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />}
                    <Text size="sm">{event.isOnline ? t('onlineWhere') : where}</Text>
                  </Group>
                  {event.onlineUrl ? (
                    <Anchor href={event.onlineUrl} target="_blank" rel="noopener noreferrer" size="sm">
                      {t('joinLink')}
                    </Anchor>
                  ) : null}
                  <Group gap="xs" wrap="nowrap">
                    <IconUsers size={18} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="sm">
                      {t('capacity', { left: event.placesLeft, total: event.capacity })}
                      {event.waitlistCount > 0 ? ` · ${t('waiting', { count: event.waitlistCount })}` : ''}
                    </Text>
                  </Group>
                </Stack>
              </Paper>
              {/* Leaflet reads window as it loads: the map exists only in the browser, after hydration (ADR 038). */}
              {!event.isOnline && event.latitude !== null && event.longitude !== null ? (
                hydrated ? (
                  <Suspense fallback={<Skeleton height={260} radius="md" />}>
                    <EventMap lat={event.latitude} lng={event.longitude} label={t('mapLabel', { place: where })} />
                  </Suspense>
                ) : (
                  <Skeleton height={260} radius="md" />
                )
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}

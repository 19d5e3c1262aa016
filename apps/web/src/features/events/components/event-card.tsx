import { Badge, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMapPin, IconUsers, IconWorld } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TEventCard } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { eventDayParts, formatEventDateTime } from './event-format'

/** An event in a list: date block, title, when and where, places left. */
export function EventCard({ event, headingOrder = 2 }: { event: TEventCard; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('events')
  const language = useLanguage()
  const { day, month } = eventDayParts(event.startsAt, event.timeZone, language)
  const place = event.isOnline ? t('online') : [event.city, event.state].filter(Boolean).join(', ')
  return (
    <Card withBorder radius="lg" padding="md" h="100%" component="article">
      {event.imageUrl ? (
        <Card.Section>
          <Image src={event.imageUrl} alt="" h={140} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap="sm" mt={event.imageUrl ? 'md' : 0} h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={0} align="center" miw={52} p={6} style={{ borderRadius: 8, background: 'var(--mantine-color-nexo-0)' }} aria-hidden>
            <Text fw={800} size="xl" lh={1} c="nexo.9">
              {day}
            </Text>
            <Text size="xs" tt="uppercase" fw={700} c="nexo.9">
              {month}
            </Text>
          </Stack>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={headingOrder} size="h4">
              <Text component={Link} to={paths.eventInfo(event.id)} inherit c="inherit" td="none">
                {event.title}
              </Text>
            </Title>
            <Text size="sm" c="dimmed">
              {formatEventDateTime(event.startsAt, event.timeZone, language)}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" lineClamp={3}>
          {event.briefDescription}
        </Text>
        <Group gap="xs" mt="auto">
          <Badge variant="light">{t(`category.${event.category}`)}</Badge>
          <Badge variant="outline" color="gray" leftSection={event.isOnline ? <IconWorld size={12} aria-hidden /> : <IconMapPin size={12} aria-hidden />}>
            {place || t('onsite')}
          </Badge>
          <Group gap={4} ml="auto">
            <ThemeIcon size="sm" variant="transparent" color={event.placesLeft > 0 ? 'teal' : 'orange'} aria-hidden>
              <IconUsers size={14} />
            </ThemeIcon>
            <Text size="sm" c={event.placesLeft > 0 ? 'teal.9' : 'orange.9'}>
              {event.placesLeft > 0 ? t('placesLeft', { count: event.placesLeft }) : t('full')}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}

import { Alert, Button, Container, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconCalendarPlus } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { downloadWithSession } from '../../../lib/download-file'
import { notify } from '../../../lib/notify'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { usePageMeta } from '../../../lib/page-meta'
import { useSession } from '../../../lib/session'
import { useRegistrationSummary } from '../api/events'
import { formatEventDateTime } from '../components/event-format'

/** /events/event-registration-summary?registration={id}: the attendee's registration, check-in code and QR. */
export function EventRegistrationSummaryPage() {
  const { t } = useTranslation('events')
  const language = useLanguage()
  const { isAuthenticated } = useSession()
  const [params] = useSearchParams()
  const id = params.get('registration')
  const query = useRegistrationSummary(isAuthenticated ? id : null)
  usePageMeta({ title: t('summary.title'), description: t('summary.description') })
  if (!isAuthenticated) return <Navigate to={paths.eventSignIn} replace />
  if (!id) return <Navigate to={paths.profileEvents} replace />
  const s = query.data
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('summary.title')}</Title>
        {query.isPending ? (
          <Skeleton height={320} radius="lg" />
        ) : query.isError || !s ? (
          <LoadError title={t('summary.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              {s.status === 'registered' ? (
                <Alert color="teal" variant="light" title={t('box.registeredTitle')}>
                  {t('summary.mailed', { email: s.attendee.email })}
                </Alert>
              ) : s.status === 'waitlisted' ? (
                <Alert color="orange" variant="light" title={t('box.waitlistedTitle')}>
                  {t('box.waitlisted', { position: s.waitlistPosition ?? 0 })}
                </Alert>
              ) : (
                <Alert color="gray" variant="light">
                  {t(`status.${s.status}`)}
                </Alert>
              )}
              <Stack gap={2}>
                <Title order={2} size="h3">
                  {s.event.title}
                </Title>
                <Text c="dimmed">{formatEventDateTime(s.event.startsAt, s.event.timeZone, language)}</Text>
                <Text size="sm">{s.event.isOnline ? t('onlineWhere') : [s.event.venue, s.event.address, s.event.city].filter(Boolean).join(', ')}</Text>
              </Stack>
              <Text size="sm">
                {t('summary.attendee')}: <strong>{s.attendee.name}</strong> · {s.attendee.email}
              </Text>
              {s.qrDataUrl && s.checkInCode ? (
                <Stack gap={4} align="center">
                  <Image src={s.qrDataUrl} alt={t('summary.qrAlt', { code: s.checkInCode })} w={200} h={200} />
                  <Text fw={700} ff="monospace" size="lg">
                    {s.checkInCode}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('summary.qrHint')}
                  </Text>
                </Stack>
              ) : null}
              <Group>
                {s.qrDataUrl && s.checkInCode ? (
                  <Button
                    variant="light"
                    leftSection={<IconCalendarPlus size={16} aria-hidden />}
                    onClick={() => void downloadWithSession(`/api/v1/event-registrations/${s.id}/ics`, `event-${s.id}.ics`).catch(() => notify('error', { message: t('summary.calendarFailed') }))}
                  >
                    {t('summary.addToCalendar')}
                  </Button>
                ) : null}
                <Button component={Link} to={paths.profileEvents}>
                  {t('summary.myEvents')}
                </Button>
                <Button component={Link} to={paths.eventInfo(s.event.id)} variant="default">
                  {t('summary.eventPage')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}

import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { usePageMeta } from '../../../lib/page-meta'
import { useSession } from '../../../lib/session'
import { useEvent, useRegister } from '../api/events'
import { formatEventDateTime } from '../components/event-format'

/**
 * /events/event-registration/{id}: confirm the registration. Visitors are sent to /events/sign-in first (sign in or
 * quick sign-up) and come back here.
 */
export function EventRegistrationPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation('events')
  const language = useLanguage()
  const navigate = useNavigate()
  const { isAuthenticated, profile } = useSession()
  const query = useEvent(id)
  const register = useRegister()
  usePageMeta({ title: t('registration.title'), description: t('registration.description') })
  if (!isAuthenticated) return <Navigate to={`${paths.eventSignIn}?redirect=${encodeURIComponent(paths.eventRegistration(id))}`} replace />
  const event = query.data
  const existing = event?.myRegistration
  const confirm = () => register.mutate(id, { onSuccess: (s) => void navigate(`${paths.eventRegistrationSummary}?registration=${s.id}`) })

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('registration.title')}</Title>
        {query.isPending ? (
          <Skeleton height={220} radius="lg" />
        ) : query.isError || !event ? (
          <LoadError title={t('loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={2} size="h3">
                  {event.title}
                </Title>
                <Text c="dimmed">{formatEventDateTime(event.startsAt, event.timeZone, language)}</Text>
                <Text size="sm">{event.isOnline ? t('onlineWhere') : [event.venue, event.address, event.city].filter(Boolean).join(', ')}</Text>
              </Stack>
              <Text size="sm">
                {t('registration.as', { name: profile?.full_name ?? '', email: profile?.email ?? '' })}
              </Text>
              {existing ? (
                <Alert variant="light" color="teal">
                  {t('registration.already')}{' '}
                  <Anchor component={Link} to={`${paths.eventRegistrationSummary}?registration=${existing.id}`}>
                    {t('box.seeSummary')}
                  </Anchor>
                </Alert>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {event.placesLeft > 0 ? t('box.placesHint', { count: event.placesLeft }) : t('registration.fullNote')}
                  </Text>
                  <Group>
                    <Button onClick={confirm} loading={register.isPending} size="md">
                      {event.placesLeft > 0 ? t('registration.confirm') : t('box.joinWaitlist')}
                    </Button>
                    <Button component={Link} to={paths.eventInfo(id)} variant="default" size="md">
                      {t('cancel')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}

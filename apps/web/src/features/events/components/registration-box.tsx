import { useState } from 'react'
import { Alert, Button, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate } from 'react-router'
import type { TEventDetail } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useAcceptOffer, useCancelRegistration } from '../api/events'
import { formatEventDateTime } from './event-format'

/** Where the caller stands with the event and the one next step: register, join the list, take an offer, cancel. */
export function RegistrationBox({ event }: { event: TEventDetail }) {
  const { t } = useTranslation('events')
  const language = useLanguage()
  const navigate = useNavigate()
  const { isAuthenticated } = useSession()
  const cancel = useCancelRegistration()
  const accept = useAcceptOffer()
  const my = event.myRegistration
  const [now] = useState(() => Date.now())
  const isOpen = event.status === 'published' && Date.parse(event.startsAt) > now
  const registerPath = paths.eventRegistration(event.id)
  const onCancel = () => cancel.mutate(event.id, { onSuccess: () => notifySuccess(t('cancelled')) })

  let body
  if (my?.status === 'registered') {
    body = (
      <>
        <Alert color="teal" variant="light" title={t('box.registeredTitle')}>
          {t('box.registered')}
        </Alert>
        <Button component={Link} to={`${paths.eventRegistrationSummary}?registration=${my.id}`}>
          {t('box.seeSummary')}
        </Button>
        {isOpen ? (
          <Button variant="subtle" color="red" onClick={onCancel} loading={cancel.isPending}>
            {t('box.cancel')}
          </Button>
        ) : null}
      </>
    )
  } else if (my?.status === 'offered') {
    body = (
      <>
        <Alert color="blue" variant="light" title={t('box.offeredTitle')}>
          {t('box.offered', { date: formatEventDateTime(my.offerExpiresAt!, event.timeZone, language) })}
        </Alert>
        <Button
          onClick={() => accept.mutate(event.id, { onSuccess: (s) => void navigate(`${paths.eventRegistrationSummary}?registration=${s.id}`) })}
          loading={accept.isPending}
        >
          {t('box.accept')}
        </Button>
        <Button variant="subtle" color="red" onClick={onCancel} loading={cancel.isPending}>
          {t('box.decline')}
        </Button>
      </>
    )
  } else if (my?.status === 'waitlisted') {
    body = (
      <>
        <Alert color="orange" variant="light" title={t('box.waitlistedTitle')}>
          {t('box.waitlisted', { position: my.waitlistPosition ?? 0 })}
        </Alert>
        <Button variant="subtle" color="red" onClick={onCancel} loading={cancel.isPending}>
          {t('box.leaveWaitlist')}
        </Button>
      </>
    )
  } else if (!isOpen) {
    body = <Text c="dimmed">{t('box.closed')}</Text>
  } else {
    const full = event.placesLeft === 0
    body = (
      <>
        <Text size="sm">{full ? t('box.fullHint') : t('box.placesHint', { count: event.placesLeft })}</Text>
        <Button component={Link} to={isAuthenticated ? registerPath : `${paths.eventSignIn}?redirect=${encodeURIComponent(registerPath)}`} size="md">
          {full ? t('box.joinWaitlist') : t('box.register')}
        </Button>
        {!isAuthenticated ? (
          <Text size="xs" c="dimmed">
            {t('box.signInHint')}
          </Text>
        ) : null}
      </>
    )
  }
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="registration-title">
      <Stack gap="sm">
        <Text fw={700} id="registration-title">
          {t('box.title')}
        </Text>
        {body}
      </Stack>
    </Paper>
  )
}

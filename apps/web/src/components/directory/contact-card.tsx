import { Box, Button, Stack, Text } from '@mantine/core'
import { IconCalendarPlus, IconCrown, IconLogin, IconMessageCircle, IconUserPlus } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import { useContactRight } from '../../lib/contact-right'
import { useSession } from '../../lib/session'
import { type ContactChannels, ContactOptions } from './contact-options'
import { DetailSection } from './detail-section'

interface ContactCardProps {
  /** The company shown: a free viewer is offered a meeting in its published hours (ADR 052). */
  companyId: string
  companyName: string
  /** Offer "Book a meeting" in the card: pages without their own booking button (a product's). */
  offerBooking?: boolean
  /** The company's channels for a full viewer; null for a basic viewer, who gets the way to them instead. */
  channels: ContactChannels | null
  /** Where the card shows: detail pages draw it twice, near the top on phones and in the sidebar from `md` up. */
  visibleFrom?: 'md'
  hiddenFrom?: 'md'
}

/**
 * How to reach a company from its detail page, or what the next step is (issue 11: never a dead end).
 * A visitor learns that contact through Nexo is a Platinum feature and what a free account does allow (ADR 052), with
 * sign-in and sign-up; a signed-in basic viewer gets the plans and what its free plan allows; a full viewer gets the
 * channels.
 */
export function ContactCard({ companyId, companyName, channels, offerBooking = false, visibleFrom, hiddenFrom }: ContactCardProps) {
  const { t } = useTranslation('directory')
  const { isAuthenticated, userType } = useSession()
  const mayContact = useContactRight()
  const location = useLocation()
  const here = location.pathname + location.search

  let body
  if (channels) {
    body = <ContactOptions {...channels} />
  } else if (!isAuthenticated) {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('contact.visitor', { company: companyName })}</Text>
        <Button component={Link} to={paths.signin(here)} leftSection={<IconLogin size={18} aria-hidden />} fullWidth>
          {t('contact.signIn')}
        </Button>
        <Button component={Link} to={paths.signup} variant="default" leftSection={<IconUserPlus size={18} aria-hidden />} fullWidth>
          {t('contact.signUp')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('contact.platinumNote')}
        </Text>
      </Stack>
    )
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('contact.basic', { company: companyName })}</Text>
        <Button component={Link} to={paths.membership} color="yellow.4" autoContrast leftSection={<IconCrown size={18} aria-hidden />} fullWidth>
          {t('contact.seePlans')}
        </Button>
        {userType === 'company' && mayContact ? (
          <>
            <Text size="sm">{t('contact.freeAllows', { company: companyName })}</Text>
            {offerBooking ? (
              <Button component={Link} to={`${paths.appointments}?${new URLSearchParams({ book: companyId, name: companyName }).toString()}`} variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />} fullWidth>
                {t('contact.bookMeeting')}
              </Button>
            ) : null}
          </>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('contact.platinumNote')}
        </Text>
      </Stack>
    )
  }

  return (
    <Box visibleFrom={visibleFrom} hiddenFrom={hiddenFrom}>
      <DetailSection title={t('detail.contact')} icon={<IconMessageCircle size={20} aria-hidden />}>
        {body}
      </DetailSection>
    </Box>
  )
}

import { Button, Group, Stack, Text } from '@mantine/core'
import { IconCalendarPlus } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { useContactRight } from '../../lib/contact-right'
import { useSession } from '../../lib/session'

/**
 * "Book a meeting" on a company's profile: opens the booking dialog of /appointments for this company (issue 13).
 * A visitor goes through sign-in first and lands back on it. A restricted user without the contact right (ADR 047)
 * sees it disabled, with why.
 */
export function BookMeetingButton({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation('appointments')
  const { isEventOnly, isAuthenticated, userType } = useSession()
  const mayContact = useContactRight()
  // Event-only accounts and the platform administrator belong to no company: they have no appointments.
  if (isEventOnly || userType === 'admin') return null
  if (isAuthenticated && !mayContact) {
    return (
      <Stack mt="md" gap={4} align="flex-end">
        <Button variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />} disabled aria-describedby="book-meeting-read-only">
          {t('book.button')}
        </Button>
        <Text id="book-meeting-read-only" size="xs" c="dimmed" ta="right">
          {t('book.readOnly')}
        </Text>
      </Stack>
    )
  }
  const to = `${paths.appointments}?${new URLSearchParams({ book: companyId, name: companyName }).toString()}`
  return (
    <Group mt="md" justify="flex-end">
      <Button component={Link} to={to} variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />}>
        {t('book.button')}
      </Button>
    </Group>
  )
}

import { Badge, Card, Group, Skeleton, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core'
import { IconCalendarEvent, IconClockHour4 } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import { DEFAULT_TIME_ZONE, type TAppointment } from '@nexo/shared'
import { Page } from '../../../components/page'
import { useLanguage } from '../../../lib/directory/use-language'
import { useSession } from '../../../lib/session'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'
import { useAvailability, useLiveAppointments, usePendingRequests } from '../api/appointments-api'
import { AppointmentModal, StatusBadge } from '../components/appointment-dialogs'
import { AvailabilityEditor } from '../components/availability-editor'
import { BookingModal } from '../components/booking-modal'
import { TimeZoneSelect } from '../../../components/time-zone-select'
import { browserTimeZone, formatDateTime, saveViewerTimeZone, useSavedViewerTimeZone } from '../../../lib/time-zones'

// FullCalendar is the heaviest piece: it loads after the page frame, and only on this page.
const AppointmentsCalendar = lazy(() => import('../components/appointments-calendar'))

function PendingRequests({ timeZone, onOpen }: { timeZone: string; onOpen: (a: TAppointment) => void }) {
  const { t } = useTranslation('appointments')
  const language = useLanguage()
  const pending = usePendingRequests()
  if (!pending.data || pending.data.length === 0) return null
  return (
    <Card withBorder radius="lg" padding="lg" bg="orange.0" component="section" aria-labelledby="pending-requests-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="pending-requests-title">
          {t('pending.title')}
        </Title>
        <Badge color="orange">{t('pending.count', { count: pending.data.length })}</Badge>
      </Group>
      <Stack gap="xs">
        {pending.data.map((a) => (
          <UnstyledButton key={a.id} onClick={() => onOpen(a)} p="sm" bg="var(--mantine-color-body)" style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-orange-3)' }}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} size="sm">
                  {a.guest.tradeName} · {a.matter}
                </Text>
                <Text size="sm" c="dimmed">
                  <IconClockHour4 size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {formatDateTime(a.startsAt, timeZone, language)}
                </Text>
              </Stack>
              <StatusBadge status={a.status} />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  )
}

/** /appointments: month and list calendar, requests to answer, the own company's available days, and booking. */
export function AppointmentsPage() {
  const { t } = useTranslation('pages')
  const { t: tA } = useTranslation('appointments')
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'availability' ? 'availability' : 'calendar'
  const bookCompanyId = params.get('book')
  const { profile } = useSession()
  const canEdit = profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL
  const availability = useAvailability()
  useLiveAppointments()
  const browserZone = browserTimeZone()
  // The viewer's clock (issue 27 §9): their "show times in" choice, kept in this browser (here and in the booking
  // dialog), else the browser's own zone, else the company's.
  const savedZone = useSavedViewerTimeZone()
  const timeZone = savedZone ?? browserZone ?? availability.data?.timeZone ?? DEFAULT_TIME_ZONE
  const [open, setOpen] = useState<TAppointment | null>(null)

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === null) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )
  const closeBooking = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('book')
        next.delete('name')
        return next
      },
      { replace: true },
    )

  return (
    <Page
      title={t('appointments.title')}
      description={t('appointments.description')}
      actions={<TimeZoneSelect label={tA('viewerZone')} value={timeZone} onChange={(v) => v && saveViewerTimeZone(v)} extra={browserZone} w={{ base: '100%', xs: 280 }} />}
    >
      <PendingRequests timeZone={timeZone} onOpen={setOpen} />
      <Tabs value={tab} onChange={(v) => setParam('tab', v === 'availability' ? 'availability' : null)} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="calendar" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            {tA('tabs.calendar')}
          </Tabs.Tab>
          <Tabs.Tab value="availability" leftSection={<IconClockHour4 size={16} aria-hidden />}>
            {tA('tabs.availability')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="calendar">
          <Suspense fallback={<Skeleton h={560} radius="lg" aria-label={tA('calendar.loading')} />}>
            <AppointmentsCalendar timeZone={timeZone} onOpen={setOpen} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="availability">
          <AvailabilityEditor canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
      <AppointmentModal appointment={open} timeZone={timeZone} onClose={() => setOpen(null)} />
      <BookingModal companyId={bookCompanyId} companyName={params.get('name') ?? ''} timeZone={timeZone} onClose={closeBooking} />
    </Page>
  )
}

import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import listPlugin from '@fullcalendar/react/list'
import esLocale from '@fullcalendar/react/locales/es'
import classicThemePlugin from '@fullcalendar/react/themes/classic'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import { Box, LoadingOverlay } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import { APPOINTMENT_MAX_DAYS_AHEAD, type AppointmentStatus, type TAppointment } from '@nexo/shared'
import { LoadError } from '../../../components/load-error'
import { useLanguage } from '../../../lib/directory/use-language'
import { useAppointments } from '../api/appointments-api'
import classes from './appointments-calendar.module.css'

/** Event colours by state: pending stands out, declined and cancelled fade. */
const STATUS_COLOR: Record<AppointmentStatus, string> = {
  pending: 'var(--mantine-color-orange-8)',
  accepted: 'var(--mantine-color-nexo-7, var(--mantine-color-blue-7))',
  declined: 'var(--mantine-color-gray-6)',
  cancelled: 'var(--mantine-color-gray-6)',
}

/**
 * The list view's span: from today, as far ahead as meetings can be booked (APPOINTMENT_MAX_DAYS_AHEAD), so a meeting
 * two days away at a month's end is listed (a month's list hid it, issue 27 §9).
 */
const UPCOMING_DAYS = APPOINTMENT_MAX_DAYS_AHEAD

export interface AppointmentsCalendarProps {
  /** IANA zone the calendar draws times in (the viewer's). */
  timeZone: string
  onOpen: (appointment: TAppointment) => void
}

/**
 * Month and list calendar of the own company's appointments (FullCalendar, loaded with this page only). Times are on
 * the viewer's clock; the list shows the upcoming months from today; a phone starts on it, which reads better at 390 px
 * than a month grid.
 */
export default function AppointmentsCalendar({ timeZone, onOpen }: AppointmentsCalendarProps) {
  const { t } = useTranslation('appointments')
  const language = useLanguage()
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const [range, setRange] = useState<{ from: string; to: string } | null>(null)
  const list = useAppointments(range)

  const events = useMemo(
    () =>
      (list.data?.items ?? []).map((a) => {
        const other = a.role === 'host' ? a.guest.tradeName : a.host.tradeName
        return {
          id: a.id,
          title: `${other} · ${a.matter}`,
          start: a.startsAt,
          end: a.endsAt,
          color: STATUS_COLOR[a.status],
          className: `${classes.event} ${classes[a.status] ?? ''}`,
          extendedProps: { appointment: a },
        }
      }),
    [list.data],
  )

  if (list.isError && !list.data) return <LoadError title={t('calendar.loadFailed')} onRetry={() => void list.refetch()} />
  return (
    <Box pos="relative" className={classes.calendar} aria-busy={list.isFetching} data-testid="appointments-calendar">
      <LoadingOverlay visible={list.isPending && range !== null} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('calendar.loading') }} />
      <FullCalendar
        key={isPhone ? 'phone' : 'wide'}
        plugins={[dayGridPlugin, listPlugin, classicThemePlugin]}
        initialView={isPhone ? 'listUpcoming' : 'dayGridMonth'}
        headerToolbar={isPhone ? { start: 'title', end: 'prev,next' } : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,listUpcoming' }}
        footerToolbar={isPhone ? { start: 'today', end: 'dayGridMonth,listUpcoming' } : false}
        views={{ listUpcoming: { type: 'list', duration: { days: UPCOMING_DAYS }, noEventsText: t('calendar.noUpcoming'), titleFormat: { year: 'numeric', month: 'short', day: 'numeric' } } }}
        toolbarTitleClass={classes.title}
        buttons={{ listUpcoming: { text: t('calendar.list') } }}
        todayText={t('calendar.today')}
        // Buttons named by their visible text (axe: label-content-name-mismatch).
        todayHint={t('calendar.today')}
        viewHint={(buttonText: string) => buttonText}
        monthText={t('calendar.month')}
        locale={language === 'es' ? esLocale : 'en'}
        timeZone={timeZone}
        height="auto"
        dayMaxEvents={3}
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: language === 'es' ? false : 'short', hour12: language !== 'es' }}
        noEventsText={t('calendar.noEvents')}
        events={events}
        datesSet={(info) => setRange({ from: info.start.toISOString(), to: info.end.toISOString() })}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          onOpen(info.event.extendedProps.appointment as TAppointment)
        }}
      />
    </Box>
  )
}

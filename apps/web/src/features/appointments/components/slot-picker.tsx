import { Alert, Button, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconCrown, IconInfoCircle, IconMessageCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TAppointmentSlot } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { usePlanRights } from '../../../lib/plan-rights'
import { useLanguage } from '../../../lib/directory/use-language'
import { useSlots } from '../api/appointments-api'
import { TimeZoneSelect } from '../../../components/time-zone-select'
import { browserTimeZone, dateInZone, formatDay, formatTime, saveViewerTimeZone, zoneCity, zoneLabel, zoneOffset } from '../../../lib/time-zones'
import classes from './slot-picker.module.css'

/** Two weeks per page of slots. */
const WINDOW_DAYS = 14

interface SlotPickerProps {
  companyId: string
  /** The viewer's zone: days and times are shown on its clock. Changing it saves the "show times in" choice. */
  timeZone: string
  value: string | null
  onChange: (startsAt: string) => void
  /** Shown when the company has no available days (the name is not known before the first answer). */
  companyName?: string
}

/**
 * A company without published hours: the one next step that works for the viewer's plan (ADR 052) — writing to it
 * from its page with Platinum, the plans on the free plan — instead of "try another way".
 */
function NoHours({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation('appointments')
  const plan = usePlanRights()
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('book.unavailable', { company: companyName })}</Text>
        {plan.hasPlatinum ? (
          <>
            <Text size="sm">{t('book.unavailablePlatinum')}</Text>
            <Button component={Link} to={paths.searchDetail(companyId)} size="xs" variant="light" leftSection={<IconMessageCircle size={16} aria-hidden />}>
              {t('book.writeInstead', { company: companyName })}
            </Button>
          </>
        ) : plan.isFree ? (
          <>
            <Text size="sm">{t('book.unavailableFree')}</Text>
            <Button component={Link} to={paths.membership} size="xs" color="yellow.4" autoContrast leftSection={<IconCrown size={16} aria-hidden />}>
              {t('book.seePlans')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Alert>
  )
}

/** A company's free slots: pick a day, then a time, on the viewer's clock with the host's beside it. */
export function SlotPicker({ companyId, timeZone, value, onChange, companyName }: SlotPickerProps) {
  const { t } = useTranslation('appointments')
  const language = useLanguage()
  const [offset, setOffset] = useState(0)
  const from = dateInZone(timeZone, offset)
  const to = dateInZone(timeZone, offset + WINDOW_DAYS - 1)
  const slots = useSlots({ companyId, from, to, timeZone })
  const byDay = useMemo(() => {
    const days = new Map<string, TAppointmentSlot[]>()
    for (const slot of slots.data?.slots ?? []) days.set(slot.date, [...(days.get(slot.date) ?? []), slot])
    return days
  }, [slots.data])
  const [chosenDay, setChosenDay] = useState<string | null>(null)
  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : ([...byDay.keys()][0] ?? null)

  if (slots.isError) {
    const code = errorCodeOf(slots.error)
    const name = companyName ?? ''
    if (code === 'APPOINTMENT_NO_AVAILABLE_DAYS') return <NoHours companyId={companyId} companyName={name} />
    return (
      <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
        {code === 'APPOINTMENT_OWN_COMPANY' ? t('book.ownCompany') : t(`errors:codes.${code}`, { defaultValue: t('calendar.loadFailed') })}
      </Alert>
    )
  }
  const hostZone = slots.data?.hostTimeZone
  const hostName = slots.data?.hostName ?? companyName ?? ''
  const hostReadsDifferently = hostZone !== undefined && zoneOffset(hostZone) !== zoneOffset(timeZone)
  return (
    <Stack gap="sm">
      {/* The viewer's clock first (their choice, kept for next time), the host's beside each time (issue 27 §9). */}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <TimeZoneSelect
          label={t('viewerZone')}
          description={hostReadsDifferently ? t('book.hostClock', { company: hostName, zone: zoneLabel(hostZone, language) }) : undefined}
          size="xs"
          value={timeZone}
          onChange={(zone) => zone && saveViewerTimeZone(zone)}
          extra={browserTimeZone()}
          w={{ base: '100%', xs: 300 }}
          data-testid="slot-time-zone"
        />
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="compact-sm" disabled={offset === 0} onClick={() => setOffset((o) => Math.max(0, o - WINDOW_DAYS))} aria-label={t('book.earlier')}>
            <IconChevronLeft size={18} aria-hidden />
          </Button>
          <Button variant="subtle" size="compact-sm" disabled={offset >= 120 - WINDOW_DAYS} onClick={() => setOffset((o) => o + WINDOW_DAYS)} aria-label={t('book.later')}>
            <IconChevronRight size={18} aria-hidden />
          </Button>
        </Group>
      </Group>
      {slots.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : byDay.size === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('book.noSlots')}
        </Text>
      ) : (
        <Stack gap="sm" aria-busy={slots.isPlaceholderData} style={{ opacity: slots.isPlaceholderData ? 0.6 : 1 }}>
          <ScrollArea type="auto" offsetScrollbars>
            <Group gap={6} wrap="nowrap" role="radiogroup" aria-label={t('book.step1')}>
              {[...byDay.keys()].map((d) => (
                <UnstyledButton key={d} role="radio" aria-checked={d === day} className={classes.day} data-selected={d === day || undefined} onClick={() => setChosenDay(d)}>
                  {formatDay(d, language)}
                </UnstyledButton>
              ))}
            </Group>
          </ScrollArea>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing={6} role="radiogroup" aria-label={day ? formatDay(day, language) : undefined}>
            {(day ? (byDay.get(day) ?? []) : []).map((slot) => (
              <UnstyledButton
                key={slot.startsAt}
                role="radio"
                aria-checked={value === slot.startsAt}
                className={classes.time}
                data-selected={value === slot.startsAt || undefined}
                onClick={() => onChange(slot.startsAt)}
              >
                <Text span fw={600} size="sm">
                  {formatTime(slot.startsAt, timeZone, language)}
                </Text>
                {/* The host's clock only where it reads differently (Monterrey and Mexico City agree all year). */}
                {hostZone && formatTime(slot.startsAt, hostZone, language) !== formatTime(slot.startsAt, timeZone, language) ? (
                  <Text span size="xs" display="block" className={classes.hostTime}>
                    {t('book.hostTime', { time: formatTime(slot.startsAt, hostZone, language), city: zoneCity(hostZone, language) })}
                  </Text>
                ) : null}
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  )
}

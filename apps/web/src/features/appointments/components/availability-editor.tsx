import { ActionIcon, Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import {
  APPOINTMENT_SLOT_MINUTES,
  type TAvailabilityException,
  type TAvailabilityRange,
  type TAvailabilityResponse,
  ZUpdateAvailabilityRequestSchema,
} from '@nexo/shared'
import { LoadError } from '../../../components/load-error'
import { notify, notifySuccess } from '../../../lib/notify'
import { useAvailability, useSaveAvailability } from '../api/appointments-api'
import { TimeZoneSelect } from '../../../components/time-zone-select'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** The own company's meeting hours: zone, meeting length, weekly pattern and dated exceptions (admins edit). */
export function AvailabilityEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('appointments')
  const availability = useAvailability()
  if (availability.isPending) return <Skeleton h={360} radius="lg" />
  if (availability.isError) return <LoadError title={t('calendar.loadFailed')} onRetry={() => void availability.refetch()} />
  return <AvailabilityForm key={availability.dataUpdatedAt} initial={availability.data} canEdit={canEdit} />
}

function AvailabilityForm({ initial, canEdit }: { initial: TAvailabilityResponse; canEdit: boolean }) {
  const { t } = useTranslation('appointments')
  const { t: tValidation } = useTranslation('validation')
  const save = useSaveAvailability()
  const [timeZone, setTimeZone] = useState(initial.timeZone)
  const [slotMinutes, setSlotMinutes] = useState(initial.slotMinutes)
  const [weekly, setWeekly] = useState<TAvailabilityRange[]>(initial.weekly)
  const [exceptions, setExceptions] = useState<TAvailabilityException[]>(initial.exceptions as TAvailabilityException[])
  const [problem, setProblem] = useState<string | null>(null)
  const disabled = !canEdit

  const setRange = (index: number, patch: Partial<TAvailabilityRange>) => setWeekly((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)))
  const setException = (index: number, patch: Partial<TAvailabilityException>) =>
    setExceptions((all) => all.map((e, i) => (i === index ? ({ ...e, ...patch } as TAvailabilityException) : e)))

  const onSave = async () => {
    const parsed = ZUpdateAvailabilityRequestSchema.safeParse({ timeZone, slotMinutes, weekly, exceptions })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      setProblem(tValidation(issue.message, { defaultValue: issue.message }))
      return
    }
    setProblem(null)
    try {
      await save.mutateAsync(parsed.data)
    } catch {
      return
    }
    notifySuccess(t('availability.saved'))
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('availability.intro')}</Text>
      {!initial.isRegistered ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          {t('availability.notRegistered')}
        </Alert>
      ) : null}
      {!canEdit ? (
        <Alert color="gray" variant="light">
          {t('availability.readOnly')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TimeZoneSelect label={t('availability.timeZone')} value={timeZone} onChange={(v) => v && setTimeZone(v)} disabled={disabled} />
        <Select
          label={t('availability.slotMinutes')}
          data={APPOINTMENT_SLOT_MINUTES.map((m) => ({ value: String(m), label: t('availability.minutes', { count: m }) }))}
          value={String(slotMinutes)}
          onChange={(v) => v && setSlotMinutes(Number(v))}
          allowDeselect={false}
          disabled={disabled}
        />
      </SimpleGrid>

      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="sm">
          {t('availability.weekly')}
        </Title>
        <Stack gap="sm">
          {WEEKDAYS.map((weekday) => {
            const dayName = t(`weekdays.${weekday}`)
            const ranges = weekly.map((r, index) => ({ r, index })).filter(({ r }) => r.weekday === weekday)
            return (
              <Group key={weekday} align="flex-start" gap="sm" wrap="wrap" data-testid={`weekday-${weekday}`}>
                <Text fw={600} w={110} pt={6}>
                  {dayName}
                </Text>
                <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                  {ranges.length === 0 ? (
                    <Text size="sm" c="dimmed" pt={6}>
                      {t('availability.unavailableDay')}
                    </Text>
                  ) : null}
                  {ranges.map(({ r, index }) => (
                    <Group key={index} gap={6} wrap="nowrap">
                      <TextInput type="time" size="sm" aria-label={`${dayName} ${t('availability.from')}`} value={r.start} onChange={(e) => setRange(index, { start: e.currentTarget.value })} disabled={disabled} w={140} />
                      <Text size="sm">–</Text>
                      <TextInput type="time" size="sm" aria-label={`${dayName} ${t('availability.to')}`} value={r.end} onChange={(e) => setRange(index, { end: e.currentTarget.value })} disabled={disabled} w={140} />
                      {canEdit ? (
                        <ActionIcon variant="subtle" color="red" aria-label={t('availability.removeRange', { day: dayName })} onClick={() => setWeekly((all) => all.filter((_, i) => i !== index))}>
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  ))}
                </Stack>
                {canEdit ? (
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    aria-label={`${t('availability.addRange')}: ${dayName}`}
                    onClick={() => setWeekly((all) => [...all, ranges.length === 0 ? { weekday, start: '09:00', end: '13:00' } : { weekday, start: '15:00', end: '18:00' }])}
                  >
                    {t('availability.addRange')}
                  </Button>
                ) : null}
              </Group>
            )
          })}
        </Stack>
      </Card>

      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5">
          {t('availability.exceptions')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('availability.exceptionsHint')}
        </Text>
        <Stack gap="sm">
          {exceptions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('availability.noExceptions')}
            </Text>
          ) : null}
          {exceptions.map((e, index) => (
            <Group key={index} gap={6} wrap="wrap" align="flex-end">
              <Text size="sm" fw={600} w={110}>
                {e.kind === 'off' ? t('availability.dayOff') : t('availability.extraHours')}
              </Text>
              <TextInput type="date" size="sm" label={t('availability.date')} value={e.date} onChange={(ev) => setException(index, { date: ev.currentTarget.value })} disabled={disabled} w={160} />
              {e.kind === 'extra' ? (
                <>
                  <TextInput type="time" size="sm" label={t('availability.from')} value={e.start} onChange={(ev) => setException(index, { start: ev.currentTarget.value })} disabled={disabled} w={140} />
                  <TextInput type="time" size="sm" label={t('availability.to')} value={e.end} onChange={(ev) => setException(index, { end: ev.currentTarget.value })} disabled={disabled} w={140} />
                </>
              ) : null}
              {canEdit ? (
                <ActionIcon variant="subtle" color="red" mb={4} aria-label={t('availability.removeException')} onClick={() => setExceptions((all) => all.filter((_, i) => i !== index))}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {canEdit ? (
            <Group gap="sm">
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setExceptions((all) => [...all, { kind: 'off', date: '' }])}>
                {t('availability.addDayOff')}
              </Button>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setExceptions((all) => [...all, { kind: 'extra', date: '', start: '09:00', end: '12:00' }])}>
                {t('availability.addExtra')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>

      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {canEdit ? (
        <Group justify="flex-end">
          <Button onClick={() => void onSave().catch(() => notify('error', { message: t('calendar.loadFailed') }))} loading={save.isPending}>
            {t('availability.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}

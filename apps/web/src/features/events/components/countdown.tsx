import { Group, Paper, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import { useHydrated } from '../../../lib/use-hydrated'
import { timeLeft } from './event-format'

/** Days, hours and minutes until the event starts; updates every 30 s (no seconds: nothing ticks for screen readers). */
export function Countdown({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation('events')
  const [now, setNow] = useState(() => Date.now())
  // A server-rendered countdown was computed a moment before it hydrates (ADR 038): its minutes may be one off by
  // then. Its texts suppress the hydration warning, and the countdown is drawn again (a new key) once hydrated, since
  // hydration keeps the server's text.
  const hydrated = useHydrated()
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])
  const left = timeLeft(startsAt, now)
  if (!left) {
    return (
      <Text key={String(hydrated)} fw={600} c={Date.parse(endsAt) > now ? 'teal.9' : 'dimmed'} suppressHydrationWarning>
        {Date.parse(endsAt) > now ? t('countdown.live') : t('countdown.ended')}
      </Text>
    )
  }
  const parts = [
    { value: left.days, label: t('countdown.days', { count: left.days }) },
    { value: left.hours, label: t('countdown.hours', { count: left.hours }) },
    { value: left.minutes, label: t('countdown.minutes', { count: left.minutes }) },
  ]
  return (
    <Group key={String(hydrated)} gap="sm" aria-label={t('countdown.label', { days: left.days, hours: left.hours, minutes: left.minutes })} role="timer">
      {parts.map((p) => (
        <Paper key={p.label} withBorder radius="md" px="md" py={6} aria-hidden>
          <Stack gap={0} align="center">
            <Text fw={800} size="xl" lh={1.1} suppressHydrationWarning>
              {p.value}
            </Text>
            <Text size="xs" c="dimmed" suppressHydrationWarning>
              {p.label}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Group>
  )
}

import { Box, Group, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { intlLocale } from '../../../lib/i18n'
import { layoutBars } from '../utils/chart'
import { dateTimeFormat, numberFormat } from '../../../lib/intl-cache'

const WIDTH = 600
const HEIGHT = 120

/**
 * The daily profile visits of the last 30 days as bars: an inline SVG stretched to the card's
 * width (labels are HTML so they keep their size on a phone), with a table for screen readers.
 */
export function VisitsChart({ daily }: { daily: readonly { date: string; count: number }[] }) {
  const { t } = useTranslation('dashboard')
  const { bars, max } = layoutBars(daily, WIDTH, HEIGHT)
  const dayFormat = dateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const countFormat = numberFormat(intlLocale())
  const label = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`))
  const first = daily[0]
  const last = daily[daily.length - 1]
  const isEmpty = daily.every((d) => d.count === 0)
  return (
    <Box>
      <Group justify="space-between" gap="xs" mb={4} aria-hidden>
        <Text size="xs" c="dimmed">
          {t('visits.perDay')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('visits.max', { value: countFormat.format(max) })}
        </Text>
      </Group>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} role="img" aria-label={t('visits.chartLabel')} style={{ display: 'block' }}>
        {[0, 0.5, 1].map((fraction) => (
          <line
            key={fraction}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - fraction * HEIGHT + (fraction === 1 ? 0.5 : 0)}
            y2={HEIGHT - fraction * HEIGHT + (fraction === 1 ? 0.5 : 0)}
            stroke="var(--mantine-color-gray-3)"
            strokeDasharray={fraction === 0 ? undefined : '4 4'}
            vectorEffect="non-scaling-stroke"
            aria-hidden
          />
        ))}
        {bars.map((bar) => (
          <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="var(--mantine-color-nexo-6)">
            <title>{`${label(bar.date)}: ${t('visits.count', { count: bar.count })}`}</title>
          </rect>
        ))}
      </svg>
      <Group justify="space-between" gap="xs" mt={4} aria-hidden>
        <Text size="xs" c="dimmed">
          {first ? label(first.date) : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {last ? label(last.date) : ''}
        </Text>
      </Group>
      {isEmpty ? (
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          {t('visits.none')}
        </Text>
      ) : null}
      <VisuallyHidden>
        <table>
          <caption>{t('visits.chartLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('visits.day')}</th>
              <th scope="col">{t('visits.visits')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <td>{label(d.date)}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  )
}

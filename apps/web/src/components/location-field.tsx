import { type ReactNode, useCallback, useId } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle, IconMapPinOff } from '@tabler/icons-react'
import { useTranslation } from '../lib/i18n-react'
import { roundCoordinate } from '../lib/coordinates'
import { intlLocale } from '../lib/i18n'
import { type LatLng, LocationPicker } from './location-picker'
import { numberFormat } from '../lib/intl-cache'

export type { LatLng } from './location-picker'

export interface LocationFieldProps {
  /** Visible label above the map. */
  label: string
  /** Optional line under the label (why the point matters). */
  description?: ReactNode
  value: LatLng | null
  /** A point placed or moved on the map, rounded to six decimals. */
  onChange: (point: LatLng) => void
  /** Accessible name of the map and of its marker. */
  mapLabel: string
  markerLabel: string
  /** The line under the map when there is no error: defaults to the point's coordinates, or `emptyText`. */
  status?: ReactNode
  emptyText: string
  /** A button beside the status line (e.g. remove the point); hidden when read-only. */
  action?: { label: string; onClick: () => void } | null
  /** Guidance shown below the map while editable; `warning` when something is missing. */
  help?: ReactNode
  helpTone?: 'info' | 'warning'
  /** A translated error: replaces the status line, in red. */
  error?: string
  readOnly?: boolean
  /** Zoom in at least this far when the point moves from outside (a suggested city centre). */
  followZoom?: number
}

/**
 * A point on a map as a form field: label, map (click to place, drag to move), a status line that reads out the
 * point or the error, an optional action and help. The company address and the requirement form use it.
 */
export function LocationField({ label, description, value, onChange, mapLabel, markerLabel, status, emptyText, action, help, error, readOnly = false, followZoom, helpTone = 'info' }: LocationFieldProps) {
  const { t } = useTranslation('common')
  // Not `lat`/`lng`: i18next reads an `lng` option as the language to translate into.
  const id = useId()
  const format = numberFormat(intlLocale(), { minimumFractionDigits: 5, maximumFractionDigits: 6 })
  const onPick = useCallback((next: LatLng) => onChange({ lat: roundCoordinate(next.lat), lng: roundCoordinate(next.lng) }), [onChange])
  const statusText = status ?? (value ? t('location.point', { latitude: format.format(value.lat), longitude: format.format(value.lng) }) : emptyText)

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-status`}>
      <div>
        <Text id={`${id}-label`} size="sm" fw={500}>
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      <LocationPicker value={value} onChange={onPick} disabled={readOnly} label={mapLabel} markerLabel={markerLabel} followZoom={followZoom} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id={`${id}-status`} size="sm" c={error ? 'red.8' : 'dimmed'} aria-live="polite" style={{ flex: '1 1 16rem' }}>
          {error ?? statusText}
        </Text>
        {action && !readOnly ? (
          <Button variant="subtle" size="xs" color="gray" leftSection={<IconMapPinOff size={16} aria-hidden />} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </Group>
      {help && !readOnly ? (
        <Alert variant="light" color={helpTone === 'warning' ? 'yellow' : 'nexo'} icon={helpTone === 'warning' ? <IconAlertTriangle aria-hidden /> : <IconInfoCircle aria-hidden />} p="xs">
          <Text size="xs">{help}</Text>
        </Alert>
      ) : null}
    </Stack>
  )
}

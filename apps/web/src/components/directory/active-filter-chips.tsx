import { Button, Group, Pill } from '@mantine/core'
import { useTranslation } from '../../lib/i18n-react'

export interface ActiveFilterChip {
  key: string
  label: string
  onRemove: () => void
}

/** The filters in effect as removable chips, plus "clear all". Nothing when no filter is active. */
export function ActiveFilterChips({ chips, onClearAll }: { chips: readonly ActiveFilterChip[]; onClearAll: () => void }) {
  const { t } = useTranslation('directory')
  if (chips.length === 0) return null
  return (
    <Group gap="xs" aria-label={t('filters.active')} role="group">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={chip.onRemove}
          removeButtonProps={{ 'aria-label': t('filters.remove', { label: chip.label }) }}
        >
          {chip.label}
        </Pill>
      ))}
      {chips.length > 1 ? (
        <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
          {t('filters.clearAll')}
        </Button>
      ) : null}
    </Group>
  )
}

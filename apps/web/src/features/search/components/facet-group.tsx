import { useState } from 'react'
import { Badge, Button, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { formatCount } from '../../../lib/directory/format'
import type { FacetOption } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'

const COLLAPSED_COUNT = 8

interface FacetGroupProps {
  title: string
  options: readonly FacetOption[]
  /** Counts are estimates: "≈ 1,200", read as "about 1,200 companies". */
  approximate?: boolean
  onToggle: (value: string) => void
}

/** One facet (location, certification, category): checkboxes with counts, the first eight then "show all". */
export function FacetGroup({ title, options, approximate = false, onToggle }: FacetGroupProps) {
  const { t } = useTranslation('search')
  const language = useLanguage()
  const [expanded, setExpanded] = useState(false)
  const shown = expanded ? options : options.slice(0, COLLAPSED_COUNT)
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} size="sm" mb={4}>
        {title}
      </Text>
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('facets.none')}
        </Text>
      ) : (
        shown.map((option) => (
          <Group key={option.value} justify="space-between" wrap="nowrap" gap="xs">
            <Checkbox
              label={option.label}
              checked={option.checked}
              onChange={() => onToggle(option.value)}
              size="sm"
              styles={{ label: { overflowWrap: 'anywhere' } }}
              style={{ minWidth: 0 }}
            />
            <Badge variant="light" color={option.count === 0 ? 'gray' : 'nexo'} size="sm" radius="sm" style={{ flexShrink: 0 }}>
              <span aria-hidden>{approximate ? `≈ ${formatCount(option.count, language)}` : formatCount(option.count, language)}</span>
              <VisuallyHidden>{t(approximate ? 'facets.countAbout' : 'facets.count', { count: option.count, formatted: formatCount(option.count, language) })}</VisuallyHidden>
            </Badge>
          </Group>
        ))
      )}
      {options.length > COLLAPSED_COUNT ? (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? t('facets.showLess') : t('facets.showAll', { count: options.length, formatted: formatCount(options.length, language) })}
        </Button>
      ) : null}
    </Stack>
  )
}

import { Group, Text } from '@mantine/core'
import { useTranslation } from '../lib/i18n-react'

/** The Nexo mark and word mark; decorative, the link around it carries the label. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation()
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width="32" height="32" viewBox="0 0 64 64" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0f4396'} />
        <path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill={inverted ? '#0f4396' : '#ffffff'} />
        <circle cx="49" cy="15" r="5" fill="#f59f00" />
      </svg>
      <Text component="span" fw={800} fz={22} lts={-0.5} c={inverted ? 'white' : 'nexo.9'}>
        {t('appName')}
      </Text>
    </Group>
  )
}

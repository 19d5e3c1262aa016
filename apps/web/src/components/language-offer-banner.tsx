import { useEffect, useState } from 'react'
import { Box, Button, Container, Group, Text } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from '../lib/i18n-react'

/** The offer of language-offer.tsx, which acts on the answer. */
export default function LanguageOfferBanner({ onAnswer }: { onAnswer: (language: 'en' | 'es') => void }) {
  const { i18n } = useTranslation()
  const [tEs, setTEs] = useState<TFunction | null>(null)
  useEffect(() => {
    // The offer is written in Spanish whatever the interface language: load the Spanish texts for it.
    void i18n.loadLanguages('es').then(() => setTEs(() => i18n.getFixedT('es', 'common')))
  }, [i18n])
  if (!tEs) return null

  return (
    <Box component="aside" lang="es" aria-label={tEs('languageOffer.label')} bg="nexo.0" style={{ borderBottom: '1px solid var(--mantine-color-nexo-1)' }}>
      <Container size="xl" py="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconLanguage size={20} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-nexo-8)' }} />
            <Text size="sm" fw={500}>
              {tEs('languageOffer.question')}
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" onClick={() => onAnswer('es')}>
              {tEs('languageOffer.switch')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => onAnswer('en')}>
              {tEs('languageOffer.keep')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}

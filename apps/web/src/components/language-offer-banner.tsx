import { useEffect, useState } from 'react'
import { Box, Button, Container, Group, Text } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import type { Language } from '@nexo/shared/constants'
import { useTranslation } from '../lib/i18n-react'

/**
 * The offer of language-offer.tsx, which acts on the answer. It is written in the language it offers, whatever the
 * interface language: each language's `languageOffer` texts offer that language ("¿Prefieres ver Nexo en español?",
 * "Would you rather see Nexo in English?").
 */
export default function LanguageOfferBanner({ language, onAnswer }: { language: Language; onAnswer: (isSwitching: boolean) => void }) {
  const { i18n } = useTranslation()
  const [tOffered, setTOffered] = useState<TFunction | null>(null)
  useEffect(() => {
    void i18n.loadLanguages(language).then(() => setTOffered(() => i18n.getFixedT(language, 'common')))
  }, [i18n, language])
  if (!tOffered) return null

  return (
    <Box component="aside" lang={language} aria-label={tOffered('languageOffer.label')} bg="nexo.0" style={{ borderBottom: '1px solid var(--mantine-color-nexo-1)' }}>
      <Container size="xl" py="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconLanguage size={20} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-nexo-8)' }} />
            <Text size="sm" fw={500}>
              {tOffered('languageOffer.question')}
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" onClick={() => onAnswer(true)}>
              {tOffered('languageOffer.switch')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => onAnswer(false)}>
              {tOffered('languageOffer.keep')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}

import { useEffect, useState } from 'react'
import { Box, Button, Container, Group, Text } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { changeLanguage, currentLanguage } from '../lib/i18n'

/** localStorage key set once the visitor has a language of their own choosing: the offer never comes back. */
const CHOSEN_KEY = 'nexo.languageChosen'

/** Records that the language in use was chosen (switch, offer, the profile's saved language at sign-in). */
export function markLanguageChosen(): void {
  try {
    window.localStorage.setItem(CHOSEN_KEY, 'true')
  } catch {
    // Storage blocked: the offer may show again, which is harmless.
  }
}

function hasChosenLanguage(): boolean {
  try {
    return window.localStorage.getItem(CHOSEN_KEY) === 'true'
  } catch {
    return true
  }
}

/** The browser's first preference among our languages is Spanish (es, es-MX, es-419 …). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.map((l) => l.toLowerCase().slice(0, 2)).find((l) => l === 'en' || l === 'es')
  return first === 'es'
}

/**
 * English stays the default (spec §1), but a visitor whose browser prefers Spanish is offered it once,
 * in Spanish, above the page. Choosing either answer, or the header switch, settles it for good.
 */
export function LanguageOffer() {
  const { i18n } = useTranslation()
  const [open, setOpen] = useState(
    () => typeof navigator !== 'undefined' && !hasChosenLanguage() && currentLanguage(i18n) === 'en' && prefersSpanish(navigator.languages ?? [navigator.language]),
  )
  const [tEs, setTEs] = useState<TFunction | null>(null)
  useEffect(() => {
    if (!open) return
    // The offer is written in Spanish whatever the interface language: load the Spanish texts for it.
    void i18n.loadLanguages('es').then(() => setTEs(() => i18n.getFixedT('es', 'common')))
  }, [open, i18n])
  if (!open || !tEs) return null

  const answer = (language: 'en' | 'es') => {
    markLanguageChosen()
    setOpen(false)
    if (language === 'es') void changeLanguage('es')
  }
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
            <Button size="xs" onClick={() => answer('es')}>
              {tEs('languageOffer.switch')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => answer('en')}>
              {tEs('languageOffer.keep')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}

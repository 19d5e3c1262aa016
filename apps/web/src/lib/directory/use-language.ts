import { useTranslation } from '../i18n-react'
import type { Language } from '@nexo/shared'
import { currentLanguage, intlLocale } from '../i18n'

/**
 * The interface language, re-rendering the caller when it changes. Read from the I18nextProvider's instance, not
 * the app's: a server render has one per request (app/entry-server.tsx).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return currentLanguage(i18n)
}

/** The locale for numbers and dates in the interface language (lib/i18n.ts intlLocale), from the provider's instance. */
export function useIntlLocale(): string {
  const { i18n } = useTranslation()
  return intlLocale(i18n)
}

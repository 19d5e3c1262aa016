import { useTranslation } from 'react-i18next'
import type { Language } from '@nexo/shared'
import { currentLanguage } from '../i18n'

/** The interface language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  useTranslation()
  return currentLanguage()
}

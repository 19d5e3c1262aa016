import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@nexo/shared'
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from '../locales/resources'

/** localStorage key of the chosen interface language (spec §1: read from browser storage). */
export const LANGUAGE_STORAGE_KEY = 'nexo.language'

/** The app's i18next instance; English is the default and the fallback (spec §1). */
export const i18n = i18next.createInstance()

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

i18n.on('languageChanged', syncDocumentLanguage)

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // Only the stored choice counts: the browser's own language is deliberately not used,
    // so a first visit is always in English, as the spec says.
    detection: {
      order: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
    // Resources are bundled, so initialise synchronously: the first render is already translated.
    initAsync: false,
    returnEmptyString: false,
  })

/** The interface language currently in use, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language
  return (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : DEFAULT_LANGUAGE
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language)
}

syncDocumentLanguage(currentLanguage())

/** The locale for numbers and dates: Mexican Spanish for `es` (1,000.5 and 23/11/2026), US English for `en`. */
export function intlLocale(): string {
  return currentLanguage() === 'es' ? 'es-MX' : 'en-US'
}

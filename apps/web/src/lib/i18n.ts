import { DEFAULT_LANGUAGE, type Language, LANGUAGE_COOKIE, LANGUAGES } from '@nexo/shared/constants'
import type { Namespace } from '../locales/resources'
import { SHELL_NAMESPACES } from '../locales/shell-namespaces'
import { Translator } from './translator'
import { localeOf } from './intl-cache'

type ResourceKey = Record<string, unknown>

/** localStorage key of the chosen interface language (spec §1: read from browser storage). */
export const LANGUAGE_STORAGE_KEY = 'nexo.language'

/**
 * The texts are loaded, not bundled: a visitor downloads one language, never both, and in two steps: the shell's
 * namespaces (SHELL_NAMESPACES, ~3.3 KB gzipped) before the first render, the rest with the first page that is not the
 * home page (loadAllTexts). The build groups the files into those two chunks per language (vite.config.ts).
 * Namespaces are the JSON files of locales/<lang>/ (registered in resources.ts for typing; locales.test.ts checks both
 * agree); the texts of API error codes (`errors:codes.*`) come from @nexo/shared, which the server uses too, in a
 * chunk of their own: half the shell's texts, and only an error shows them (loadErrorCodeTexts).
 */
const localeFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' })
const errorCodeTexts: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('@nexo/shared/locales/en/errors.json'),
  es: () => import('@nexo/shared/locales/es/errors.json'),
}

const NAMESPACES = Object.keys(localeFiles)
  .filter((file) => file.startsWith(`../locales/${DEFAULT_LANGUAGE}/`))
  .map((file) => file.slice(`../locales/${DEFAULT_LANGUAGE}/`.length, -'.json'.length) as Namespace)

/** Whether the `errors` namespace is read with the error codes' texts: from the first loadErrorCodeTexts on. */
let withErrorCodes = false

async function readNamespace(language: string, namespace: string): Promise<ResourceKey> {
  const load = localeFiles[`../locales/${language}/${namespace}.json`]
  if (!load) throw new Error(`no texts for ${language}/${namespace}`)
  const texts = await load()
  // Read after the await: a read that started before the codes were asked for still brings them.
  if (namespace !== 'errors' || !withErrorCodes) return texts
  const codes = await errorCodeTexts[language as Language]().then((module) => module.default)
  return { ...(texts as object), codes }
}

/** How long the language cookie lives: a year, renewed at every visit. */
const LANGUAGE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

function readLanguageCookie(): string | null {
  const prefix = `${LANGUAGE_COOKIE}=`
  const entry = document.cookie.split(/;\s*/).find((cookie) => cookie.startsWith(prefix))
  return entry ? entry.slice(prefix.length) : null
}

/** The browser's first preference among our languages (`es-MX` counts as `es`), or null when it names neither. */
export function browserLanguage(preferences: readonly string[] | undefined): Language | null {
  for (const tag of preferences ?? []) {
    const base = tag.toLowerCase().split('-')[0] ?? ''
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language
  }
  return null
}

/** navigator.languages (navigator.language where the list is missing); none on the server. */
export function readBrowserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (navigator.languages?.length) return navigator.languages
  return navigator.language ? [navigator.language] : []
}

/**
 * The stored choice first: localStorage, then the cookie, which the server reads to render a page in it; then a link's
 * ?lang; then the browser's own preference between English and Spanish (ADR 017, changed by issue 27 §11: a Spanish
 * browser lands in Spanish on its first visit); English when none says. The server follows the same order with what it
 * sees (cookie, ?lang, Accept-Language: site.pages.ts renderLanguage), so a first visit hydrates. The translator takes
 * the first supported language of the list (es-MX counts as es) and caches what it settles on.
 * A few lines instead of i18next-browser-languagedetector, whose other sources (path, hash …) are unused.
 */
export const storedLanguageDetector = {
  detect: (): string[] | undefined => {
    // A server render (entry-server.tsx) sets each request's language itself.
    if (typeof window === 'undefined') return undefined
    const candidates = [readStoredLanguage(), readLanguageCookie(), new URLSearchParams(window.location.search).get('lang'), browserLanguage(readBrowserLanguages())]
    return candidates.filter((language): language is string => Boolean(language))
  },
  cacheUserLanguage: (language: string): void => {
    if (typeof window === 'undefined') return
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
    } catch {
      // Storage blocked: the cookie still keeps the choice.
    }
    const expires = new Date(Date.now() + LANGUAGE_COOKIE_MS).toUTCString()
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Expires=${expires}; SameSite=Lax`
  },
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/**
 * The app's instance (lib/translator.ts: the part of i18next the app uses); English is the default (spec §1). Every
 * language has every key (locales.test.ts), so Spanish needs no English texts behind it: no fallback language.
 */
export const i18n = new Translator({
  languages: LANGUAGES,
  defaultNamespace: 'common' satisfies Namespace,
  namespaces: SHELL_NAMESPACES,
  load: readNamespace,
  detect: storedLanguageDetector.detect,
  cache: storedLanguageDetector.cacheUserLanguage,
})

i18n.on('languageChanged', syncDocumentLanguage)

/**
 * Resolves once the active language's shell texts are loaded (never rejects: a text that failed shows its key):
 * render after it, so the first paint is translated. The language is detected at once.
 */
export const i18nReady: Promise<unknown> = i18n.init()

/**
 * Loads every namespace of the active language (one request, then cached); they stay loaded across
 * language switches. Pages other than home await it before they render (routes.tsx).
 */
export async function loadAllTexts(): Promise<void> {
  await Promise.all([i18n.loadNamespaces(NAMESPACES), loadErrorCodeTexts()])
}

let errorCodesLoading: Promise<void> | null = null

/**
 * Adds the API error codes' texts (`errors:codes.*`, ~3 KB gzipped) to the `errors` namespace of every language
 * loaded so far, and of every language loaded from now on. The home page's first render shows none, so they are not
 * part of the first visit (issue 11): every other page asks for them (loadAllTexts), and so does a toast (lib/notify).
 */
export function loadErrorCodeTexts(): Promise<void> {
  if (!errorCodesLoading) {
    withErrorCodes = true
    const loaded = LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'errors'))
    // Never rejects: a failed read leaves the codes out, and their keys show instead, as for any missing text.
    errorCodesLoading = loaded.length > 0 ? i18n.reloadResources(loaded, ['errors']) : Promise.resolve()
  }
  return errorCodesLoading
}

/**
 * Loads every namespace of the given languages into the app's instance, whatever its own language: a server render
 * (app/entry-server.tsx) clones the instance per request, and the clones share these texts.
 */
export function loadTextsOf(languages: readonly Language[]): Promise<void> {
  withErrorCodes = true
  return i18n.reloadResources([...languages], NAMESPACES)
}

/** What currentLanguage reads: the app's instance, or the one a component gets from useTranslation. */
type LanguageSource = Pick<typeof i18n, 'resolvedLanguage' | 'language'>

/**
 * The interface language in use, always one of LANGUAGES. Components pass the instance of their I18nextProvider
 * (useLanguage, useIntlLocale): a server render has its own instance per request (app/entry-server.tsx), and the
 * app's instance would give another request's language.
 */
export function currentLanguage(instance: LanguageSource = i18n): Language {
  const resolved = instance.resolvedLanguage ?? instance.language
  return (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : DEFAULT_LANGUAGE
}

/** Switches the interface language; its texts load first, so the switch never shows raw keys. */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language)
}

syncDocumentLanguage(currentLanguage())

/** The locale for numbers and dates: Mexican Spanish for `es` (1,000.5 and 23/11/2026), US English for `en`. */
export function intlLocale(instance: LanguageSource = i18n): string {
  return localeOf(currentLanguage(instance))
}

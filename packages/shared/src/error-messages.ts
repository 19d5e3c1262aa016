import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants'
import type { AppErrorCode } from './errors'
import en from './locales/en/errors.json'
import es from './locales/es/errors.json'

/**
 * Translated text of every error code. The server sends it as `error.message` and the
 * web app shows it in toasts, so both read the same files.
 */
export const ERROR_MESSAGES: Record<Language, Record<AppErrorCode, string>> = { en, es }

export function errorMessage(code: AppErrorCode, language: Language = DEFAULT_LANGUAGE): string {
  return ERROR_MESSAGES[language][code] ?? ERROR_MESSAGES[DEFAULT_LANGUAGE][code] ?? code
}

/** Picks en/es from an Accept-Language header (or a bare code); English when nothing matches. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base))
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE
}

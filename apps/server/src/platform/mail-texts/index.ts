/**
 * The server's e-mail texts, one catalogue per language (en.ts, es.ts), as the web app has its locales: a mail's
 * module picks keys and fills in their `{parameters}`; no text is written in a `language === 'es'` branch.
 * The notification texts, shared with the web app, stay in packages/shared (notification-texts.ts).
 */
import type { Language } from '@nexo/shared'
import { en } from './en'
import { es } from './es'

type En = typeof en
type Es = typeof es

/** A text of the e-mail catalogue. */
export type MailTextKey = keyof En

/** The names of a text's `{parameters}`. */
type ParamsOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamsOf<Rest> : never

/** What a text needs filled in. */
export type MailTextParams<K extends MailTextKey> = { [P in ParamsOf<En[K]>]: string | number }

type ParamArgs<K extends MailTextKey> = [ParamsOf<En[K]>] extends [never] ? [] : [params: MailTextParams<K>]

// Checked when compiling: es.ts has exactly en.ts's keys, each text with the same parameters (mail-texts.test.ts
// checks the same at run time, with the message naming the key).
type MustBeNever<T extends never> = T
type _EsHasNoOtherKeys = MustBeNever<Exclude<keyof Es, MailTextKey>>
type _EsSameParameters = MustBeNever<
  { [K in MailTextKey]: [ParamsOf<En[K]>] extends [ParamsOf<Es[K]>] ? ([ParamsOf<Es[K]>] extends [ParamsOf<En[K]>] ? never : K) : K }[MailTextKey]
>

/** Every language's catalogue. */
export const MAIL_TEXTS: Record<Language, Record<MailTextKey, string>> = { en, es }

/** The text `key` in `language`, its `{parameters}` filled in. */
export function mailText<K extends MailTextKey>(language: Language, key: K, ...[params]: ParamArgs<K>): string {
  const text = MAIL_TEXTS[language][key]
  if (!params) return text
  const values = params as Record<string, string | number>
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))
}

/** `mailText` bound to one language, for a mail's render function. */
export function mailTexts(language: Language) {
  return <K extends MailTextKey>(key: K, ...params: ParamArgs<K>): string => mailText(language, key, ...params)
}

/** `{count} hour(s)` in `language`. */
export function hoursText(language: Language, count: number): string {
  return mailText(language, count === 1 ? 'hours.one' : 'hours.other', { count })
}

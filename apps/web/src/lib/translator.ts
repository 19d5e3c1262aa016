import type { i18n as I18nextInstance } from 'i18next'
import { cachedIntl } from './intl-cache'

/**
 * The part of i18next the app uses, in ~200 lines instead of i18next and react-i18next's ~17 KB gzipped on every
 * first visit (issue 11, ADR 014). Same texts, same key syntax, same answers:
 * - keys `ns:a.b` (namespace, then a path in its JSON), a `keyPrefix`, a list of namespaces searched in order;
 * - options `count` (plural keys `_one`/`_other`… by `Intl.PluralRules`, else the key itself), `{{var}}` and
 *   `{{a.b}}` interpolation (not escaped; an unknown variable stays as written, as i18next leaves it), `ns`, `lng`,
 *   `defaultValue`, `returnObjects` (arrays and objects, their strings interpolated);
 * - a missing key, or an empty text, answers the key (without its namespace), as i18next does with
 *   `returnEmptyString: false`;
 * - texts loaded per language and namespace (`load`), a language detector, `languageChanged`, clones for server
 *   renders sharing the loaded texts.
 * Its types are i18next's (TFunction and the typed keys of types/i18next.d.ts), so a misspelt key is still a compile
 * error. translator.test.ts holds it to i18next's behaviour on the app's texts.
 */

type Texts = Record<string, unknown>
type Store = Map<string, Map<string, Texts>>

export interface TranslatorOptions {
  /** The languages texts exist for; anything else (and nothing detected) falls back to the first. */
  languages: readonly string[]
  /** The namespace of keys without one. */
  defaultNamespace: string
  /** The namespaces to load for a language before it is used; loadNamespaces adds to them. */
  namespaces: readonly string[]
  /** Reads one namespace of one language. */
  load: (language: string, namespace: string) => Promise<Texts>
  /** The visitor's languages, most wanted first (undefined on the server). */
  detect?: () => readonly string[] | undefined
  /** Keeps the language the instance settles on (the detector's other half). */
  cache?: (language: string) => void
}

interface Shared {
  options: TranslatorOptions
  store: Store
  namespaces: Set<string>
  /** Reads under way or done, by `language/namespace`. */
  reads: Map<string, Promise<void>>
}

export interface TOptions {
  count?: number
  ns?: string | readonly string[]
  lng?: string
  defaultValue?: string
  returnObjects?: boolean
  keyPrefix?: string
  [variable: string]: unknown
}

const RETRIES = 2
const RETRY_MS = 350
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The value at a dotted path of an object (a text in a namespace, or an interpolation variable). */
function lookup(object: unknown, path: string): unknown {
  let value: unknown = object
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Texts)[part]
  }
  return value
}

function interpolate(text: string, variables: TOptions): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) => {
    const value = lookup(variables, name)
    return value === undefined || value === null ? match : String(value)
  })
}

function interpolateDeep(value: unknown, variables: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, variables)
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, variables))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, variables)]))
  }
  return value
}

function pluralCategory(language: string, count: number): string {
  return cachedIntl(`plural|${language}`, () => new Intl.PluralRules(language)).select(count)
}

export class Translator {
  /** The language in use, always one of the options' languages. */
  language: string
  private readonly shared: Shared
  private readonly listeners = new Set<(language: string) => void>()

  constructor(options: TranslatorOptions, shared?: Shared, language?: string) {
    this.shared = shared ?? { options, store: new Map(), namespaces: new Set(options.namespaces), reads: new Map() }
    this.language = language ?? this.supported(options.detect?.()) ?? options.languages[0] ?? 'en'
  }

  /** i18next's name for the language in use (the app's languages are all "resolved" ones). */
  get resolvedLanguage(): string {
    return this.language
  }

  /** Starts loading the language's namespaces and keeps the choice; resolves once they are in (never rejects). */
  init(): Promise<void> {
    this.shared.options.cache?.(this.language)
    this.emit()
    return this.loadLanguages(this.language)
  }

  /** The first supported language of a list: `es-MX` counts as `es`. */
  private supported(candidates: readonly string[] | undefined): string | undefined {
    const { languages } = this.shared.options
    for (const candidate of candidates ?? []) {
      const base = candidate.toLowerCase().split(/[-_]/)[0] ?? ''
      if (languages.includes(base)) return base
    }
    return undefined
  }

  /** An instance of its own language sharing the loaded texts (server renders: one per request). */
  cloneInstance({ lng }: { lng?: string } = {}): Translator {
    return new Translator(this.shared.options, this.shared, this.supported(lng ? [lng] : undefined) ?? this.language)
  }

  on(event: 'languageChanged', listener: (language: string) => void): void {
    if (event === 'languageChanged') this.listeners.add(listener)
  }

  off(event: 'languageChanged', listener: (language: string) => void): void {
    if (event === 'languageChanged') this.listeners.delete(listener)
  }

  private emit() {
    for (const listener of [...this.listeners]) listener(this.language)
  }

  private read(language: string, namespace: string, force = false): Promise<void> {
    const key = `${language}/${namespace}`
    const known = this.shared.reads.get(key)
    if (known && !force) return known
    const reading = (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const texts = await this.shared.options.load(language, namespace)
          let byNamespace = this.shared.store.get(language)
          if (!byNamespace) {
            byNamespace = new Map()
            this.shared.store.set(language, byNamespace)
          }
          byNamespace.set(namespace, texts)
          return
        } catch (error) {
          if (attempt >= RETRIES) {
            // Its keys show instead, as for any missing text; a later load tries again.
            this.shared.reads.delete(key)
            console.error(`texts ${key} failed to load`, error)
            return
          }
          await wait(RETRY_MS * 2 ** attempt)
        }
      }
    })()
    this.shared.reads.set(key, reading)
    return reading
  }

  /** Loads (once) every namespace in use for the languages. */
  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    const list = typeof languages === 'string' ? [languages] : languages
    await Promise.all(list.flatMap((language) => [...this.shared.namespaces].map((namespace) => this.read(language, namespace))))
  }

  /** Adds namespaces to those in use and loads them for the language in use. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces
    for (const namespace of list) this.shared.namespaces.add(namespace)
    await Promise.all(list.map((namespace) => this.read(this.language, namespace)))
  }

  /** Reads the namespaces of the languages again, loaded before or not. */
  async reloadResources(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    for (const namespace of namespaces) this.shared.namespaces.add(namespace)
    await Promise.all(languages.flatMap((language) => namespaces.map((namespace) => this.read(language, namespace, true))))
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.shared.store.get(language)?.has(namespace) ?? false
  }

  hasLoadedNamespace(namespace: string): boolean {
    return this.hasResourceBundle(this.language, namespace)
  }

  /** Switches the language once its texts are in; listeners hear of it after. */
  async changeLanguage(language: string): Promise<void> {
    const next = this.supported([language]) ?? this.shared.options.languages[0] ?? this.language
    await this.loadLanguages(next)
    this.language = next
    this.shared.options.cache?.(next)
    this.emit()
  }

  /** The text of a key (see the top of this file), or the key itself when there is none. */
  translate(key: string, options: TOptions = {}, fixed: { lng?: string; ns?: string | readonly string[]; keyPrefix?: string } = {}): unknown {
    const found = this.find(key, options, fixed)
    if (found === undefined) {
      return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, options) : this.keyOf(key, options, fixed)
    }
    if (typeof found === 'string') return interpolate(found, options)
    if (options.returnObjects) return interpolateDeep(found, options)
    // i18next's words for an object asked for as a text.
    return `key '${this.keyOf(key, options, fixed)} (${options.lng ?? fixed.lng ?? this.language})' returned an object instead of string.`
  }

  private keyOf(key: string, options: TOptions, fixed: { keyPrefix?: string }): string {
    const prefix = options.keyPrefix ?? fixed.keyPrefix
    const bare = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key
    return prefix ? `${prefix}.${bare}` : bare
  }

  private find(key: string, options: TOptions, fixed: { lng?: string; ns?: string | readonly string[]; keyPrefix?: string }): unknown {
    const separator = key.indexOf(':')
    const inKey = separator > 0 ? key.slice(0, separator) : undefined
    const path = separator > 0 ? key.slice(separator + 1) : key
    const prefix = options.keyPrefix ?? fixed.keyPrefix
    const fullPath = prefix ? `${prefix}.${path}` : path
    const nsOption = inKey ?? options.ns ?? fixed.ns ?? this.shared.options.defaultNamespace
    const namespaces = typeof nsOption === 'string' ? [nsOption] : nsOption.length > 0 ? nsOption : [this.shared.options.defaultNamespace]
    const language = options.lng ?? fixed.lng ?? this.language
    const byNamespace = this.shared.store.get(language)
    const candidates = typeof options.count === 'number' ? [`${fullPath}_${pluralCategory(language, options.count)}`, fullPath] : [fullPath]
    for (const namespace of namespaces) {
      for (const candidate of candidates) {
        const value = lookup(byNamespace?.get(namespace), candidate)
        // An empty text counts as missing (i18next's returnEmptyString: false).
        if (value !== undefined && value !== null && value !== '') return value
      }
    }
    return undefined
  }

  /** Whether a key has a text. */
  exists(key: string, options: TOptions = {}): boolean {
    return this.find(key, options, {}) !== undefined
  }

  /** A translate function bound to a language (null: the one in use at each call), namespaces and key prefix. */
  getFixedT: I18nextInstance['getFixedT'] = ((lng: string | null, ns?: string | readonly string[], keyPrefix?: string) => {
    const fixed = { lng: lng ?? undefined, ns, keyPrefix }
    return (key: string, options?: TOptions) => this.translate(key, options, fixed)
  }) as unknown as I18nextInstance['getFixedT']

  /** Translates with the instance's language and the default namespace. */
  t: I18nextInstance['t'] = ((key: string, options?: TOptions) => this.translate(key, options)) as unknown as I18nextInstance['t']
}

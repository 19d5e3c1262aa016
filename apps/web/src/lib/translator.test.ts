/**
 * lib/translator.ts against i18next itself (kept as a development dependency for this test and its types), with the
 * app's configuration of before (no fallback language, no escaping, empty texts count as missing), on every text of
 * both languages: the same answer for every key, with and without counts and variables.
 */
import { describe, expect, it } from 'vitest'
import i18next from 'i18next'
import { LANGUAGES } from '@nexo/shared/constants'
import { Translator, type TOptions } from './translator'

type Texts = Record<string, unknown>

const files = import.meta.glob<Texts>('../locales/*/*.json', { import: 'default', eager: true })
const codeTexts = import.meta.glob<Texts>('../../../../packages/shared/src/locales/*/errors.json', { import: 'default', eager: true })

const resources: Record<string, Record<string, Texts>> = {}
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([a-z]+)\/([\w-]+)\.json$/.exec(file) ?? []
  if (!language || !namespace) continue
  resources[language] ??= {}
  resources[language][namespace] = texts
}
for (const [file, codes] of Object.entries(codeTexts)) {
  const language = /\/locales\/([a-z]+)\/errors\.json$/.exec(file)?.[1]
  if (language && resources[language]?.errors) resources[language].errors = { ...resources[language].errors, codes }
}
const namespaces = Object.keys(resources.en ?? {})

async function reference(language: string) {
  const instance = i18next.createInstance()
  await instance.init({
    resources,
    lng: language,
    ns: namespaces,
    defaultNS: 'common',
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  })
  return instance
}

async function ours(language: string) {
  const instance = new Translator({
    languages: LANGUAGES,
    defaultNamespace: 'common',
    namespaces,
    load: async (lng, ns) => resources[lng]?.[ns] ?? {},
    detect: () => [language],
  })
  await Promise.all([instance.init(), instance.loadLanguages(LANGUAGES)])
  return instance
}

/** Every key of a namespace: leaves, the objects and arrays above them, and plural keys without their suffix. */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix]
  const keys = Object.entries(texts).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
  const plurals = keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')).filter((key) => !keys.includes(key))
  return prefix ? [prefix, ...keys, ...plurals] : [...keys, ...plurals]
}

/** Values for every `{{variable}}` of the texts, so each interpolation is exercised. */
function variablesOf(texts: unknown): TOptions {
  const names = new Set([...JSON.stringify(texts).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? ''))
  return Object.fromEntries([...names].filter((name) => name !== 'count' && !name.includes('.')).map((name) => [name, `<${name}>`]))
}

describe('Translator answers as i18next did, on every text of the app', () => {
  it.each(LANGUAGES)('in %s', async (language) => {
    const [expected, actual] = await Promise.all([reference(language), ours(language)])
    let compared = 0
    for (const namespace of namespaces) {
      const texts = resources[language]?.[namespace]
      const variables = variablesOf(texts)
      for (const key of new Set(keysOf(texts))) {
        const full = `${namespace}:${key}`
        const cases: TOptions[] = [{}, variables, { ...variables, returnObjects: true }, ...[0, 1, 2, 21].map((count) => ({ ...variables, count }))]
        for (const options of cases) {
          expect(actual.t(full as never, options as never), `${full} ${JSON.stringify(options)}`).toEqual(expected.t(full, options as never))
          compared += 1
        }
        expect(actual.exists(full), full).toBe(expected.exists(full))
      }
    }
    expect(compared).toBeGreaterThan(10_000)
  })

  it('answers missing keys, default values, other languages, namespaces and key prefixes alike', async () => {
    const [expected, actual] = await Promise.all([reference('en'), ours('en')])
    const cases: [string, TOptions?][] = [
      ['common:no.such.key'],
      ['no.such.key'],
      ['validation:NO_SUCH_CODE', { defaultValue: 'NO_SUCH_CODE' }],
      ['validation:NO_SUCH_CODE', { defaultValue: 'Hi {{name}}', name: 'Ana' }],
      ['appName', { lng: 'es' }],
      ['notFound.title', { ns: 'errors' }],
      ['errors:codes.ROUTE_NOT_FOUND', { lng: 'es' }],
      ['footer.copyright', { year: 2026 }],
      ['footer.copyright'],
    ]
    for (const [key, options] of cases) expect(actual.t(key as never, options as never), key).toEqual(expected.t(key, options as never))
    for (const [lng, ns, prefix, key] of [
      ['es', 'errors', undefined, 'codes.ROUTE_NOT_FOUND'],
      [null, 'inputs', 'upload', 'no.such.key'],
      [null, 'common', undefined, 'errors:notFound.title'],
    ] as const) {
      const mine = (actual.getFixedT as (...args: unknown[]) => (key: string) => unknown)(lng, ns, prefix)
      const theirs = (expected.getFixedT as (...args: unknown[]) => (key: string) => unknown)(lng, ns, prefix)
      expect(mine(key), `${lng}/${ns}/${prefix}/${key}`).toEqual(theirs(key))
    }
  })

  it('switches language once its texts are in, tells its listeners, and keeps clones apart', async () => {
    const instance = await ours('en')
    const heard: string[] = []
    instance.on('languageChanged', (language) => heard.push(language))
    const clone = instance.cloneInstance({ lng: 'es' })
    await instance.changeLanguage('es-MX')
    expect(instance.language).toBe('es')
    expect(heard).toEqual(['es'])
    expect(instance.t('appName' as never)).toBe(resources.es?.common?.appName)
    await clone.changeLanguage('en')
    expect(instance.language).toBe('es')
    expect(clone.language).toBe('en')
    expect(heard).toEqual(['es'])
  })
})

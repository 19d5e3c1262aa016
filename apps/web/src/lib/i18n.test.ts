import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_COOKIE } from '@nexo/shared/constants'
import { changeLanguage, i18n, i18nReady, LANGUAGE_STORAGE_KEY, loadAllTexts, storedLanguageDetector } from './i18n'

describe('i18n texts loading', () => {
  it('loads only the shell namespaces of the active language before the first render', async () => {
    await i18nReady
    expect(i18n.language).toBe('en')
    expect(i18n.hasLoadedNamespace('home')).toBe(true)
    expect(i18n.t('common:appName')).toBe('Nexo')
    expect(i18n.t('errors:notFound.title')).not.toBe('notFound.title')
    // The shared error codes' texts join the errors namespace only when something may show them.
    expect(i18n.exists('errors:codes.ROUTE_NOT_FOUND')).toBe(false)
    expect(i18n.hasLoadedNamespace('search')).toBe(false)
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false)
  })

  it('loads the other namespaces on demand, and a language with everything already asked for', async () => {
    // Spanish's shell texts loaded before the codes were asked for (the language offer does that) get them too.
    await i18n.loadLanguages('es')
    await loadAllTexts()
    expect(i18n.t('search:title')).toBe('Supplier search')
    expect(i18n.t('errors:codes.ROUTE_NOT_FOUND')).toBe('This service address does not exist.')
    expect(i18n.getFixedT('es', 'errors')('codes.ROUTE_NOT_FOUND')).toBe('Esta dirección del servicio no existe.')
    await changeLanguage('es')
    expect(i18n.t('search:title')).toBe('Búsqueda de proveedores')
    expect(i18n.t('errors:codes.ROUTE_NOT_FOUND')).toBe('Esta dirección del servicio no existe.')
  })
})

describe("language detection (the stored choice, else ?lang, else the browser's preference, else English)", () => {
  function browser({ stored = null as string | null, cookie = '', search = '', languages = [] as string[] } = {}) {
    const storage = new Map<string, string>(stored ? [[LANGUAGE_STORAGE_KEY, stored]] : [])
    const doc = { cookie }
    vi.stubGlobal('window', {
      location: { search },
      localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    })
    vi.stubGlobal('document', doc)
    vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' })
    return { storage, doc }
  }
  const detect = () => storedLanguageDetector.detect() as string[] | undefined

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads localStorage, then the cookie, then ?lang, in that order', () => {
    browser({ stored: 'es', cookie: `other=1; ${LANGUAGE_COOKIE}=en`, search: '?lang=en' })
    expect(detect()).toEqual(['es', 'en', 'en'])
    browser({ cookie: `${LANGUAGE_COOKIE}=es`, search: '?q=x&lang=en' })
    expect(detect()).toEqual(['es', 'en'])
    browser({ search: '?lang=es' })
    expect(detect()).toEqual(['es'])
    browser()
    expect(detect()).toEqual([])
  })

  it("a first visit follows the browser's preference between English and Spanish, after any stored choice or ?lang (issue 27 §11)", () => {
    browser({ languages: ['es-MX', 'es', 'en'] })
    expect(detect()).toEqual(['es'])
    browser({ languages: ['fr-FR', 'es-419', 'en'] })
    expect(detect()).toEqual(['es'])
    browser({ languages: ['en-US', 'es-MX'] })
    expect(detect()).toEqual(['en'])
    browser({ languages: ['de', 'fr'] })
    expect(detect()).toEqual([])
    browser({ stored: 'en', languages: ['es-MX'] })
    expect(detect()).toEqual(['en', 'es'])
    browser({ search: '?lang=en', languages: ['es-MX'] })
    expect(detect()).toEqual(['en', 'es'])
  })

  it('keeps the language in localStorage and in a year-long cookie for the server', () => {
    const { storage, doc } = browser()
    storedLanguageDetector.cacheUserLanguage?.('es')
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('es')
    expect(doc.cookie).toMatch(new RegExp(`^${LANGUAGE_COOKIE.replace('.', '\\.')}=es; Path=/; Expires=.+; SameSite=Lax$`))
  })

  it('detects nothing on the server', () => {
    expect(detect()).toBeUndefined()
  })
})

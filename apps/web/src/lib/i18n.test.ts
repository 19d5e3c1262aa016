import { describe, expect, it } from 'vitest'
import { changeLanguage, i18n, i18nReady, loadAllTexts } from './i18n'

describe('i18n texts loading', () => {
  it('loads only the shell namespaces of the active language before the first render', async () => {
    await i18nReady
    expect(i18n.language).toBe('en')
    expect(i18n.hasLoadedNamespace('home')).toBe(true)
    expect(i18n.t('common:appName')).toBe('Nexo')
    // The shared error texts are merged into the errors namespace.
    expect(i18n.t('errors:codes.ROUTE_NOT_FOUND')).toBe('This service address does not exist.')
    expect(i18n.hasLoadedNamespace('search')).toBe(false)
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false)
  })

  it('loads the other namespaces on demand, and a language with everything already asked for', async () => {
    await loadAllTexts()
    expect(i18n.t('search:title')).toBe('Supplier search')
    await changeLanguage('es')
    expect(i18n.t('search:title')).toBe('Búsqueda de proveedores')
    expect(i18n.t('errors:codes.ROUTE_NOT_FOUND')).toBe('Esta dirección del servicio no existe.')
  })
})

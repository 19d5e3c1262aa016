/**
 * The server-rendering entry (ADR 038) in Node, as the server will call it: the app's real routes, pages and texts,
 * with the API answered by a stand-in for `app.inject`.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Language } from '@nexo/shared/constants'
import { paths } from '../config/paths'
import { createRenderer, render, toScriptJson, type ApiFetch } from './entry-server'
import type { RouteHandle } from './guards'
import { lazyPage } from './lazy-page'
import { PAGE_LOADERS_MODULE, PAGE_MODULES } from './page-modules'
import { SERVER_RENDERED_PAGES } from './server-rendered-pages'

// Pages that must never be loaded on the server: loading one records it (and yields a stand-in, so a broken
// allowlist shows up here rather than as Leaflet failing to load in Node).
const loadedPages = vi.hoisted((): string[] => [])
vi.mock('../features/search/pages/map-page', () => {
  loadedPages.push('map')
  return { MapPage: () => null }
})
vi.mock('../features/dashboard/pages/dashboard-page', () => {
  loadedPages.push('dashboard')
  return { DashboardPage: () => null }
})

const HERO = {
  en: 'Find the right supplier for every part you build',
  es: 'Encuentra al proveedor ideal para cada pieza que fabricas',
}

/** The home figures the stand-in API answers, by the language the request asked in: 1,111 companies in English. */
const companiesIn = (language: string | null) => (language === 'es' ? 2222 : 1111)
/** The languages the header's EN/ES switch shows as chosen (read from the render's own i18next instance). */
const switchedTo = (html: string) => [...new Set([...html.matchAll(/<input[^>]*checked=""[^>]*value="(en|es)"/g)].map((match) => match[1]))]

interface FakeApi {
  apiFetch: ApiFetch
  /** URL and Accept-Language of every request. */
  calls: { url: string; language: string | null }[]
}

/** A stand-in for the API: answers the home figures after `delayMs` (so that concurrent renders interleave). */
function fakeApi(delayMs = 0): FakeApi {
  const calls: FakeApi['calls'] = []
  const apiFetch: ApiFetch = async (url, init) => {
    const language = new Headers(init.headers).get('Accept-Language')
    calls.push({ url, language })
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (url !== '/api/v1/stats/home') {
      return Response.json({ error: { code: 'ROUTE_NOT_FOUND', message: 'Not found' } }, { status: 404 })
    }
    const companies = companiesIn(language)
    return Response.json({
      companies,
      buyers: 300,
      contacts: 4000,
      currentShare: 0.87,
      openRequirements: 12,
      upcomingEvents: 3,
      platinumCompanies: 40,
      countedAt: '2026-11-26T12:00:00.000Z',
    })
  }
  return { apiFetch, calls }
}

const homeStatsOf = (result: Awaited<ReturnType<typeof render>>) =>
  result.kind === 'html' ? result.dehydratedState.queries.find((query) => JSON.stringify(query.queryKey) === '["stats","home"]') : undefined

describe('render (entry-server)', () => {
  it.each(['en', 'es'] as const)('renders / in %s with the data the API gave, and hands the queries over', async (language: Language) => {
    const api = fakeApi()
    const result = await render({ url: '/', language, apiFetch: api.apiFetch })
    expect(result.kind).toBe('html')
    if (result.kind !== 'html') return
    expect(result.status).toBe(200)
    expect(result.language).toBe(language)
    expect(result.html).toMatch(new RegExp(`<h1[^>]*>${HERO[language]}</h1>`))
    expect(result.html).not.toContain(HERO[language === 'en' ? 'es' : 'en'])
    // The figure, grouped as the reader writes it, rendered by the pass after the query was fetched.
    expect(result.html).toContain(companiesIn(language).toLocaleString(language === 'es' ? 'es-MX' : 'en-US'))
    expect(switchedTo(result.html)).toEqual([language])
    expect(api.calls).toEqual([{ url: '/api/v1/stats/home', language }])
    expect(homeStatsOf(result)?.state.data).toMatchObject({ companies: companiesIn(language) })
    expect(result.modules).toEqual(['src/features/home/pages/home-page.tsx'])
  })

  it('still renders the page when the API fails, leaving its queries to the browser', async () => {
    const failing: ApiFetch = () => Promise.reject(new TypeError('fetch failed'))
    const result = await render({ url: '/', language: 'en', apiFetch: failing })
    expect(result.kind).toBe('html')
    if (result.kind !== 'html') return
    expect(result.html).toContain(HERO.en)
    expect(result.dehydratedState.queries).toEqual([])
  })

  it('skips private pages, /map and unknown paths without loading their code', async () => {
    const api = fakeApi()
    for (const url of ['/dashboard', '/map', '/map?q=forja', '/no-such-page']) {
      expect(await render({ url, language: 'en', apiFetch: api.apiFetch }), url).toEqual({ kind: 'skip' })
    }
    expect(loadedPages).toEqual([])
    expect(api.calls).toEqual([])
  })

  it("throws when a page's code fails to load, so the server sends the client-rendered page", async () => {
    const broken = lazyPage(() => Promise.reject(new Error('chunk failed')))
    const handle: RouteHandle = { access: 'public', page: broken }
    const renderTable = createRenderer([{ path: '/broken', handle, element: <broken.Component /> }], new Set(['/broken']))
    await expect(renderTable({ url: '/broken', language: 'en', apiFetch: fakeApi().apiFetch })).rejects.toThrow('chunk failed')
  })

  it('renders a table of its own, with the page loaded before the render (never its loader)', async () => {
    const hello = lazyPage(async () => () => <h1>Hello</h1>)
    const handle: RouteHandle = { access: 'public', page: hello }
    const renderTable = createRenderer([{ path: '/hello', handle, element: <hello.Component /> }], new Set(['/hello']))
    const result = await renderTable({ url: '/hello', language: 'en', apiFetch: fakeApi().apiFetch })
    expect(result).toMatchObject({ kind: 'html', status: 200 })
    expect(result.kind === 'html' && result.html.endsWith('<h1>Hello</h1>')).toBe(true)
  })

  it('keeps concurrent renders apart: each has its own texts, API language and fetch', async () => {
    // English answers slowly, so the Spanish render starts, fetches and finishes in the middle of the English one.
    const en = fakeApi(40)
    const es = fakeApi(0)
    const [inEnglish, inSpanish] = await Promise.all([
      render({ url: '/', language: 'en', apiFetch: en.apiFetch }),
      render({ url: '/', language: 'es', apiFetch: es.apiFetch }),
    ])
    expect(en.calls).toEqual([{ url: '/api/v1/stats/home', language: 'en' }])
    expect(es.calls).toEqual([{ url: '/api/v1/stats/home', language: 'es' }])
    for (const [result, language] of [
      [inEnglish, 'en'],
      [inSpanish, 'es'],
    ] as const) {
      const other = language === 'en' ? 'es' : 'en'
      expect(result.kind).toBe('html')
      if (result.kind !== 'html') continue
      expect(result.html, language).toContain(HERO[language])
      expect(result.html, language).not.toContain(HERO[other])
      expect(result.html, language).toContain(companiesIn(language).toLocaleString('en-US'))
      expect(result.html, language).not.toContain(companiesIn(other).toLocaleString('en-US'))
      expect(switchedTo(result.html), language).toEqual([language])
      expect(homeStatsOf(result)?.state.data, language).toMatchObject({ companies: companiesIn(language) })
    }
  })
})

describe('every server-rendered page', () => {
  /** A URL of the pattern: page numbers 1, any other parameter an id that exists nowhere. */
  const urlOf = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_all, name: string) => (name === 'page' ? '1' : '00000000-0000-4000-8000-000000000001'))
  const nothingFound: ApiFetch = async () => Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 })

  it.each(['en', 'es'] as const)('renders in Node in %s, in that language, even when the API finds nothing', async (language: Language) => {
    for (const pattern of SERVER_RENDERED_PAGES) {
      const result = await render({ url: urlOf(pattern), language, apiFetch: nothingFound })
      expect(result.kind, pattern).toBe('html')
      if (result.kind !== 'html') continue
      expect(result.status, pattern).toBe(200)
      // Every page but home loads through page-loaders.ts, which the server preloads with it.
      expect(result.modules, pattern).toEqual(pattern === paths.home ? [PAGE_MODULES[pattern]] : [PAGE_LOADERS_MODULE, PAGE_MODULES[pattern]])
      expect(switchedTo(result.html), pattern).toEqual([language])
    }
  })
})

describe('toScriptJson', () => {
  it('cannot close the script block it is written into', () => {
    const json = toScriptJson({ title: '</script><script>alert(1)</script>', line: '\u2028' })
    expect(json).not.toContain('</script')
    expect(json).not.toContain('\u2028')
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', line: '\u2028' })
  })
})

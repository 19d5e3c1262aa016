// Server rendering of the public pages (ADR 038). `npm run build` builds this file with `vite build --ssr` into
// dist/.ssr/ (a dot folder the server never serves); the server (apps/server site.ssr.ts) calls `render` for page
// paths and main.tsx hydrates what it sends.
import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { type RouteObject, StaticRouter } from 'react-router'
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query'
import { type Language, LANGUAGES } from '@nexo/shared/constants'
import { type ApiRequestScope, setApiRequestScope } from '../lib/api-client'
import { i18n, i18nReady, loadTextsOf } from '../lib/i18n'
import { paths } from '../config/paths'
import { createQueryClient } from '../lib/query-client'
import type { RouteHandle } from './guards'
import { PAGE_LOADERS_MODULE, PAGE_MODULES } from './page-modules'
import { AppProviders } from './providers'
import { matchRoutesOnce } from './route-matches'
import { RouteTable } from './router'
import { preloadMatchedRoutes, routes } from './routes'
import { SERVER_RENDERED_PAGES } from './server-rendered-pages'

/** Answers an API request: on the server, the API called in-process (`app.inject`), no socket. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>

export interface RenderInput {
  /** Path and query of the page, e.g. `/search-result?q=estampado`. */
  url: string
  language: Language
  apiFetch: ApiFetch
}

export type RenderResult =
  | {
      kind: 'html'
      /** The markup for `#root`. */
      html: string
      /** The queries the page fetched, for the browser's QueryClient (`hydrate`); failed ones are left out. */
      dehydratedState: DehydratedState
      status: number
      language: Language
      /** The matched pages' source files as the build manifest keys them: their CSS belongs in the head. */
      modules: string[]
    }
  /** Not a page rendered on the server: send the client-rendered page. */
  | { kind: 'skip' }

/** Most queries settle in one pass; a query enabled by another one's answer needs a second, rarely a third. */
const MAX_PASSES = 3

// Each render's requests find their language and fetch here, wherever in the render (or the queries it starts)
// they are made: overlapping renders never see each other's.
const apiScope = new AsyncLocalStorage<ApiRequestScope>()
setApiRequestScope(() => apiScope.getStore())

let textsLoading: Promise<unknown> | null = null
/** Every text of both languages, loaded once per process into the app's instance, which each render clones. */
function loadTexts(): Promise<unknown> {
  textsLoading ??= i18nReady.then(() => loadTextsOf(LANGUAGES)).catch((error: unknown) => {
    textsLoading = null
    throw error
  })
  return textsLoading
}

/** An i18next instance of its own for one render, sharing the loaded texts: the app's instance is never switched. */
async function i18nFor(language: Language): Promise<typeof i18n> {
  const instance = i18n.cloneInstance({ lng: language })
  await instance.changeLanguage(language)
  return instance
}

function isEnabled(query: Query): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled
  if (typeof enabled === 'function') return (enabled as (query: Query) => unknown)(query) !== false
  return enabled !== false
}

/** JSON for a `<script type="application/json">` block: nothing in it can close the script or break the line. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/**
 * A renderer over a route table, the patterns it may render and the pages' source files (the app's: `render` below;
 * tests pass their own).
 * A URL whose deepest route is not in `serverRendered`, or is not public, is skipped before any page code is loaded: a
 * page whose module cannot load in Node must never be imported. The routes have no loaders (React Router's
 * declarative mode, ADR 014), so a render never redirects. Throws when a page fails to load or render; the caller then
 * sends the client-rendered page.
 */
export function createRenderer(table: RouteObject[], serverRendered: ReadonlySet<string>, pageModules: Readonly<Record<string, string>> = {}) {
  return async function renderPage({ url, language, apiFetch }: RenderInput): Promise<RenderResult> {
    const location = new URL(url, 'http://localhost')
    const matches = matchRoutesOnce(table, location.pathname) ?? []
    const leaf = matches.at(-1)?.route
    if (leaf?.path === undefined || !serverRendered.has(leaf.path)) return { kind: 'skip' }
    // The allowlist says which pages; the route's own rule still has the last word.
    const handle = leaf.handle as RouteHandle | undefined
    if (handle?.access !== 'public' || handle.isCatchAll) return { kind: 'skip' }

    return apiScope.run({ language, fetch: apiFetch }, async (): Promise<RenderResult> => {
      // The matched pages' code is loaded before rendering, so the render is the page, never its loader; a page whose
      // code fails to load rejects here, and the caller sends the client-rendered page.
      const [instance] = await Promise.all([i18nFor(language), loadTexts(), preloadMatchedRoutes(table, location.pathname)])
      const client = createQueryClient()
      // No retries on the server: a failed query is left to the browser, which retries as it does today.
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } })
      const app = (
        <StrictMode>
          <AppProviders client={client} i18nInstance={instance}>
            <StaticRouter location={`${location.pathname}${location.search}`}>
              <RouteTable table={table} />
            </StaticRouter>
          </AppProviders>
        </StrictMode>
      )
      try {
        // A pass renders the page and registers its queries without fetching them (no effects on the server); the
        // enabled ones still pending are fetched, and the next pass renders with their data. No per-page prefetch
        // code: the page's own hooks say what it needs.
        const tried = new Set<string>()
        let html = ''
        for (let pass = 0; pass < MAX_PASSES; pass += 1) {
          html = renderToString(app)
          const pending = client
            .getQueryCache()
            .getAll()
            .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash) && isEnabled(query))
          if (pending.length === 0 || pass === MAX_PASSES - 1) break
          for (const query of pending) tried.add(query.queryHash)
          // A failure is the browser's to retry: the query stays out of the dehydrated state.
          await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)))
        }
        const pages = matches.flatMap((match) => (match.route.path === undefined ? [] : (pageModules[match.route.path] ?? [])))
        // Every page but home loads through page-loaders.ts (routes.tsx): the browser needs it before the page.
        const modules = pages.some((file) => file !== pageModules[paths.home]) ? [PAGE_LOADERS_MODULE, ...pages] : pages
        return { kind: 'html', html, dehydratedState: dehydrate(client), status: 200, language, modules }
      } finally {
        client.clear()
      }
    })
  }
}

/** Renders one of the app's public pages (SERVER_RENDERED_PAGES) for the server. */
export const render = createRenderer(routes, SERVER_RENDERED_PAGES, PAGE_MODULES)

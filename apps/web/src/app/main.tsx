import '@mantine/core/styles.css'
import './global.css'

import { startTransition, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { type DehydratedState, hydrate } from '@tanstack/react-query'
import type { Language } from '@nexo/shared/constants'
import { configureApiClient } from '../lib/api-client'
import { currentLanguage, i18nReady } from '../lib/i18n'
import { queryClient } from '../lib/query-client'
import { sessionStore } from '../lib/session-store'
import { AppProviders } from './providers'
import { paths } from '../config/paths'
import { AppRouter, navigateTo } from './router'
import { preloadMatchedRoutes, routes } from './routes'

// A refused token sends the user to sign in, then back to where they were.
configureApiClient({
  getLanguage: currentLanguage,
  onUnauthorized: () => {
    const { pathname, search } = window.location
    navigateTo(paths.signin(`${pathname}${search}`), { replace: true })
  },
})

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

/** How long the answers a server-rendered page came with count as fresh (no refetch when their query mounts). */
const SERVER_DATA_FRESH_MS = 30_000

/** What the server puts in `<script type="application/json" id="nexo-ssr">` (apps/server site.ssr.ts). */
interface ServerState {
  language: Language
  queries: DehydratedState
}

function readServerState(): ServerState | null {
  const block = document.getElementById('nexo-ssr')
  if (!block?.textContent) return null
  try {
    return JSON.parse(block.textContent) as ServerState
  } catch {
    return null
  }
}

/**
 * Marks `<html data-hydrated>` after the app's first commit, however it started: journeys wait for it (e2e). After the
 * router in the tree, so its effect runs after the page's (whose queries have their observers by then).
 */
function HydratedMarker({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    onHydrated?.()
  }, [onHydrated])
  return null
}

/** Client rendering, as for every page the server does not render. */
function renderOnClient(root: HTMLElement) {
  // Server HTML in another language than the visitor's (see below) is replaced, not hydrated.
  root.replaceChildren()
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
        <HydratedMarker />
      </AppProviders>
    </StrictMode>,
  )
}

/** Loads the matched routes' code now, so the first render is the page, as on the server (a failure shows at render). */
function loadMatchedRoutes(): Promise<unknown> {
  return preloadMatchedRoutes(routes, window.location.pathname).catch(() => undefined)
}

async function start(root: HTMLElement) {
  const server = readServerState()
  // The active language's texts load in parallel with the first route's code; render once they are in (even if they
  // failed: untranslated keys beat a blank page).
  const ready = i18nReady.catch(() => undefined)
  if (!server) {
    await ready
    renderOnClient(root)
    return
  }
  await Promise.all([ready, loadMatchedRoutes()])
  // The visitor's stored language can differ from the one the server chose (the cookie is missing or older than
  // the stored choice): render again on the client, correct if slower.
  if (currentLanguage() !== server.language) {
    renderOnClient(root)
    return
  }
  hydrate(queryClient, server.queries)
  // The server's answers are fresh: fetching them again on mount would re-render the whole page right after
  // hydration (useSyncExternalStore updates are synchronous) for nothing.
  const fromServer = new Set(server.queries.queries.map((query) => query.queryHash))
  // Except for a signed-in visitor: the server rendered as a guest (it never sees the token), and some answers differ
  // by viewer (exact map points), so they are asked again as the visitor once the page has hydrated.
  const signedIn = sessionStore.getSnapshot().isAuthenticated
  const askAgainAsViewer = signedIn ? () => void queryClient.invalidateQueries({ predicate: (query) => fromServer.has(query.queryHash) }) : undefined
  if (!signedIn) {
    const hydratedAt = Date.now()
    const defaults = queryClient.getDefaultOptions()
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, refetchOnMount: (query) => !(fromServer.has(query.queryHash) && Date.now() - hydratedAt < SERVER_DATA_FRESH_MS) },
    })
  }
  // In a transition, hydration is time-sliced (it yields every few ms) instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders>
          <AppRouter />
          <HydratedMarker onHydrated={askAgainAsViewer} />
        </AppProviders>
      </StrictMode>,
    )
  })
}

void start(container)

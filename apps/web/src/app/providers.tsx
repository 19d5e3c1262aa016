import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from '../lib/i18n-react'
import { i18n } from '../lib/i18n'
import { queryClient } from '../lib/query-client'
import { SessionProvider } from '../lib/session'
import { sessionStore } from '../lib/session-store'
import { useHydrated } from '../lib/use-hydrated'
import { theme } from './theme'

// Toasts and confirm dialogs: loaded after the first paint (deferred-ui.tsx says why that is safe).
const DeferredUi = lazy(() => import('./deferred-ui'))

/**
 * Mantine's default "dimmed" grey (gray.6) and error red (red.6, 3.3:1: every form error message) are below
 * WCAG AA contrast on white; gray.7 and red.8 pass (theme.test.ts checks red.8).
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
})

/** Cached data belongs to the signed-in user: drop it the moment the session ends. */
function useClearCacheOnSignOut(client: QueryClient) {
  useEffect(() => {
    let wasAuthenticated = sessionStore.getSnapshot().isAuthenticated
    return sessionStore.subscribe(() => {
      const { isAuthenticated } = sessionStore.getSnapshot()
      if (wasAuthenticated && !isAuthenticated) client.clear()
      wasAuthenticated = isAuthenticated
    })
  }, [client])
}

/**
 * Toasts and dialogs mount after hydration (at once on a client-rendered page): a server render cannot wait for their
 * lazy module, and hydrating the Suspense fallback in a transition throws (React #419). Nothing is lost meanwhile
 * (deferred-ui.tsx). In a component of its own, so mounting them re-renders neither MantineProvider nor the page.
 */
function DeferredUiAfterHydration() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <DeferredUi />
    </Suspense>
  ) : null
}

interface AppProvidersProps {
  children: ReactNode
  /** The app's by default; a server render brings its own per request (entry-server.tsx), so renders never share. */
  client?: QueryClient
  i18nInstance?: typeof i18n
}

export function AppProviders({ children, client = queryClient, i18nInstance = i18n }: AppProvidersProps) {
  useClearCacheOnSignOut(client)
  return (
    <I18nextProvider i18n={i18nInstance}>
      {/* Light only, forced: no colour-scheme script may run before React (strict CSP). */}
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        {/* Date pickers (and dayjs with its locales) load with the pages that use them: see lib/dates.tsx. */}
        <QueryClientProvider client={client}>
          <SessionProvider>
            <DeferredUiAfterHydration />
            {children}
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}

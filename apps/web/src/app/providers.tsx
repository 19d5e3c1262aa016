import { type ReactNode, useEffect } from 'react'
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@nexo/shared'
import 'dayjs/locale/es'
import { i18n } from '../lib/i18n'
import { queryClient } from '../lib/query-client'
import { SessionProvider } from '../lib/session'
import { sessionStore } from '../lib/session-store'
import { theme } from './theme'

/** Mantine's default "dimmed" grey (gray.6) is below WCAG AA contrast on white; gray.7 passes. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})

/** Mantine date pickers follow the interface language. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation()
  return <DatesProvider settings={{ locale: instance.resolvedLanguage ?? 'en' }}>{children}</DatesProvider>
}

/** Cached data belongs to the signed-in user: drop it the moment the session ends. */
function useClearCacheOnSignOut() {
  useEffect(() => {
    let wasAuthenticated = sessionStore.getSnapshot().isAuthenticated
    return sessionStore.subscribe(() => {
      const { isAuthenticated } = sessionStore.getSnapshot()
      if (wasAuthenticated && !isAuthenticated) queryClient.clear()
      wasAuthenticated = isAuthenticated
    })
  }, [])
}

export function AppProviders({ children }: { children: ReactNode }) {
  useClearCacheOnSignOut()
  return (
    <I18nextProvider i18n={i18n}>
      {/* Light only, forced: no colour-scheme script may run before React (strict CSP). */}
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <LocalizedDates>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <ModalsProvider>
                <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} zIndex={1000} />
                {children}
              </ModalsProvider>
            </SessionProvider>
          </QueryClientProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  )
}

import '@mantine/core/styles.css'
import './global.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { configureApiClient } from '../lib/api-client'
import { currentLanguage, i18nReady } from '../lib/i18n'
import { AppProviders } from './providers'
import { paths } from '../config/paths'
import { router } from './router'

// A refused token sends the user to sign in, then back to where they were.
configureApiClient({
  getLanguage: currentLanguage,
  onUnauthorized: () => {
    const { pathname, search } = router.state.location
    void router.navigate(paths.signin(`${pathname}${search}`), { replace: true })
  },
})

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

// The active language's texts load in parallel with the first route's code; render once they are in (even if they
// failed: untranslated keys beat a blank page).
void i18nReady.catch(() => undefined).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
)

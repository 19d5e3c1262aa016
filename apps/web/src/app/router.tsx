import { createBrowserRouter, type HydrationState } from 'react-router'
import { routes } from './routes'

type AppRouter = ReturnType<typeof createBrowserRouter>
let router: AppRouter | null = null

/**
 * The app's data router, created on first use; the route table lives in routes.tsx. A server-rendered page creates
 * it only after its matched routes' code has loaded, with hydration data (main.tsx): created earlier, the first
 * render would show the hydrate fallback and not match the server's HTML (ADR 038).
 */
export function appRouter(hydrationData?: HydrationState): AppRouter {
  router ??= createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined)
  return router
}

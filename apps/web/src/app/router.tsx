import { useEffect } from 'react'
import { BrowserRouter, type NavigateFunction, type RouteObject, useNavigate, useRoutes } from 'react-router'
import { routes } from './routes'

/** Renders a route table where the router's location says (BrowserRouter here, StaticRouter in entry-server.tsx). */
export function RouteTable({ table }: { table: RouteObject[] }) {
  return useRoutes(table)
}

let navigateOutside: NavigateFunction | null = null

/** Hands the router's `navigate` to code outside React (the API client's sign-in redirect, main.tsx). */
function NavigateBridge() {
  const navigate = useNavigate()
  useEffect(() => {
    navigateOutside = navigate
    return () => {
      navigateOutside = null
    }
  }, [navigate])
  return null
}

/** Navigates from outside React; before the router has mounted, loads the page instead. */
export function navigateTo(to: string, { replace = false } = {}): void {
  if (navigateOutside) void navigateOutside(to, { replace })
  else if (replace) window.location.replace(to)
  else window.location.assign(to)
}

/**
 * The app's router in the browser: React Router in declarative mode (ADR 014) over the route table of routes.tsx. A
 * server-rendered page hydrates it only after the matched routes' code has loaded (main.tsx), so the first render is
 * the page, as on the server (ADR 038).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigateBridge />
      <RouteTable table={routes} />
    </BrowserRouter>
  )
}

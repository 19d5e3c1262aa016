import { useLayoutEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from '../lib/session'
import { signedOutFrom } from '../lib/sign-out'
import { resolveGuardRedirect, type RouteHandle } from './guards'

/**
 * Applies the navigation guard (guards.ts) to the matched route. Access is read from
 * the deepest matched route's `handle` (`leafHandle`, routes.tsx); a route without one is treated as private,
 * so forgetting to declare access never exposes a page.
 */
export function RouteGuard({ leafHandle }: { leafHandle: (pathname: string) => RouteHandle }) {
  const { pathname, search } = useLocation()
  const session = useSession()
  const handle = leafHandle(pathname)

  const redirect = resolveGuardRedirect({
    pathname,
    search,
    isAuthenticated: session.isAuthenticated,
    isEventOnly: session.isEventOnly,
    isPublic: handle.access === 'public',
    isKnownRoute: handle.isCatchAll !== true,
    isSignedOutHere: !session.isAuthenticated && signedOutFrom() === pathname,
  })

  if (redirect) return <Navigate to={redirect} replace />
  return <Outlet />
}

/** Spec §2: scroll resets to the top on every navigation (path or query change). */
export function ScrollReset() {
  const { pathname, search } = useLocation()
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, search])
  return null
}

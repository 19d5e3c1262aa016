import { DASHBOARD_SEGMENTS, paths } from '../config/paths'
import type { LazyPage } from './lazy-page'

/** Who may open a route: anybody, or only a signed-in user. */
export type RouteAccess = 'public' | 'private'

/** What each route object of routes.tsx carries in `handle`. */
export interface RouteHandle {
  access?: RouteAccess
  /** The catch-all route: the path matched no declared route. */
  isCatchAll?: boolean
  /** A lazy page or layout: its code, preloaded for the matched routes before a first render. */
  page?: LazyPage
}

export interface GuardInput {
  pathname: string
  /** The query string including its `?`, or ''. Kept in the sign-in `redirect`. */
  search?: string
  isAuthenticated: boolean
  /** The signed-in profile has `user_event` true. */
  isEventOnly: boolean
  /** The matched route is public. Ignored when the path matched no route. */
  isPublic: boolean
  /** The path matched a declared route (false for the catch-all). */
  isKnownRoute?: boolean
  /** The user just logged out on this very page: leaving it goes home, not to sign in. */
  isSignedOutHere?: boolean
}

const dashboardSegments: ReadonlySet<string> = new Set(DASHBOARD_SEGMENTS)

function firstSegment(pathname: string): string {
  return pathname.split('/').find((part) => part !== '') ?? ''
}

/** A dashboard path is one whose first segment is the first segment of a dashboard route. */
export function isDashboardPath(pathname: string): boolean {
  return dashboardSegments.has(firstSegment(pathname))
}

function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  return trim(a) === trim(b)
}

/**
 * The navigation guard of spec §2 as a pure decision: where to send the visitor
 * instead, or `null` to let the navigation through.
 *
 * 1. A path that matches no route goes to /dashboard/not-found when it looks like a
 *    dashboard path, otherwise to /not-found; the rules below then apply to that target.
 * 2. Public routes always pass.
 * 3. A non-public route for a visitor who is not signed in → /signin?redirect=<wanted path>,
 *    except the page the user just logged out on, which goes home.
 * 4. An event-only user on any dashboard route other than /profile-events → /profile-events.
 *    Website routes stay open to them (they browse and register for events there).
 */
export function resolveGuardRedirect(input: GuardInput): string | null {
  const { pathname, search = '', isAuthenticated, isEventOnly, isKnownRoute = true } = input
  const wanted = `${pathname}${search}`

  let target = pathname
  let isPublic = input.isPublic
  if (!isKnownRoute) {
    if (isDashboardPath(pathname)) {
      target = paths.dashboardNotFound
      isPublic = false
    } else {
      target = paths.notFound
      isPublic = true
    }
  }

  if (!isPublic) {
    if (!isAuthenticated) return input.isSignedOutHere ? paths.home : paths.signin(wanted)
    if (isEventOnly && isDashboardPath(target) && !samePath(target, paths.profileEvents)) {
      return paths.profileEvents
    }
  }

  return isKnownRoute ? null : target
}

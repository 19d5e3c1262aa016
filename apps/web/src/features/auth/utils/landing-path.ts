import type { TAuthProfile } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { safeRedirectPath } from '../../../lib/safe-redirect'

/** Where a user lands after signing in when no (usable) `?redirect=` was given. */
export function homeFor(profile: TAuthProfile): string {
  if (profile.user_event) return paths.profileEvents
  // A platform administrator's /dashboard is its own home (approval queue, memberships, sign-ups).
  return paths.dashboard
}

/**
 * The `?redirect=` target when it is a path of this site (never the sign-in pages themselves,
 * which would loop), otherwise the user's home. The navigation guard still confines
 * event-only users wherever the redirect points.
 */
export function landingPathAfterSignIn(profile: TAuthProfile, redirect: string | null | undefined): string {
  const fallback = homeFor(profile)
  const target = safeRedirectPath(redirect, fallback)
  const pathname = target.split(/[?#]/)[0] ?? target
  if (pathname === paths.signin.pattern || pathname === paths.eventSignIn) return fallback
  return target
}

import type { TAuthProfile } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { safeRedirectPath } from '../../../lib/safe-redirect'
import { PLATFORM_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'

/** Where a user lands after signing in when no (usable) `?redirect=` was given. */
export function homeFor(profile: TAuthProfile): string {
  if (profile.user_event) return paths.profileEvents
  if (profile.private_level === PLATFORM_ADMIN_PRIVATE_LEVEL) return paths.admin
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

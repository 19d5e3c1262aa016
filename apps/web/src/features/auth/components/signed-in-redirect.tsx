import { Navigate, useSearchParams } from 'react-router'
import { useSession } from '../../../lib/session'
import { landingPathAfterSignIn } from '../utils/landing-path'

/**
 * On the sign-in pages: once a session exists (just signed in, or already signed in when
 * the page opened), go where the user wanted, or to their home.
 */
export function SignedInRedirect() {
  const { profile, isAuthenticated } = useSession()
  const [params] = useSearchParams()
  if (!isAuthenticated || !profile) return null
  return <Navigate to={landingPathAfterSignIn(profile, params.get('redirect'))} replace />
}

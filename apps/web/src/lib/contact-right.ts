import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { TAuthProfile } from '@nexo/shared'
import { api } from './api-client'
import { useSession } from './session'
import { mayContactFor, RESTRICTED_CONTACT_PRIVATE_LEVEL, RESTRICTED_USER_PRIVATE_LEVEL } from './session-store'

/**
 * Whether the signed-in user may contact companies, chat and book or answer meetings (ADR 047): `mayContactFor` of
 * the session's profile. That profile dates from sign-in while a company admin may change the setting at any time,
 * so for a restricted user it is read again (at most once a minute) and the session follows the answer.
 */
export function useContactRight(): boolean {
  const { profile, updateProfile } = useSession()
  const level = profile?.private_level
  const isRestricted = level === RESTRICTED_USER_PRIVATE_LEVEL || level === RESTRICTED_CONTACT_PRIVATE_LEVEL
  const fresh = useQuery({
    queryKey: ['auth', 'me', 'contact-right'],
    queryFn: ({ signal }) => api.get('/api/v1/auth/me', { signal }) as Promise<TAuthProfile>,
    enabled: isRestricted,
    staleTime: 60_000,
    meta: { silent: true },
  })
  useEffect(() => {
    if (!fresh.data || fresh.data.private_level === level) return
    try {
      updateProfile(fresh.data)
    } catch {
      // Not a profile (an older server): keep the stored one.
    }
  }, [fresh.data, level, updateProfile])
  return mayContactFor(profile)
}

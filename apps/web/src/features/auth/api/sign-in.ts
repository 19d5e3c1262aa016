import { useMutation } from '@tanstack/react-query'
import { type Language, type TLoginRequest, type TLoginResponse, ZLoginResponseSchema, ZMyProfileSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** POST /api/v1/auth/login */
export function signIn(body: TLoginRequest): Promise<TLoginResponse> {
  return api.post('/api/v1/auth/login', body, { schema: ZLoginResponseSchema })
}

/**
 * The interface language saved in the user's profile (GET /api/v1/profile), read with the new token
 * before the session is stored. Null when there is none to read (event-only accounts get 403 there)
 * or the request fails: signing in never waits on it to succeed.
 */
export async function getSavedLanguage(token: string): Promise<Language | null> {
  try {
    const profile = await api.get('/api/v1/profile', { schema: ZMyProfileSchema, headers: { Authorization: `Bearer ${token}` } })
    return profile.language
  } catch {
    return null
  }
}

/** The form shows login failures itself (spec §8 texts on the form), so no global toast. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { silent: true } })
}

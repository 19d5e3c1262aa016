import { type TAuthProfile, ZAuthProfileSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/auth/me: the stored profile of spec §3, fresh from the server. */
export function getMe(signal?: AbortSignal): Promise<TAuthProfile> {
  return api.get('/api/v1/auth/me', { schema: ZAuthProfileSchema, signal })
}

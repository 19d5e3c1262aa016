import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TMyProfile, ZMyProfileSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/profile: the signed-in user's editable details. */
export function getMyProfile(signal?: AbortSignal): Promise<TMyProfile> {
  return api.get('/api/v1/profile', { schema: ZMyProfileSchema, signal })
}

export const myProfileQueryOptions = () => queryOptions({ queryKey: ['my-profile'], queryFn: ({ signal }) => getMyProfile(signal) })

export function useMyProfile() {
  return useQuery(myProfileQueryOptions())
}

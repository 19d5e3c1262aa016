import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type TMyProfile, type TUpdateMyProfileRequest, ZMyProfileSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { myProfileQueryOptions } from './get-my-profile'

/** PATCH /api/v1/profile: the saved profile (a new e-mail comes back as `pendingEmail` until confirmed). */
export function updateMyProfile(body: TUpdateMyProfileRequest): Promise<TMyProfile> {
  return api.patch('/api/v1/profile', body, { schema: ZMyProfileSchema })
}

/** The page shows the outcome (spec §8 "Properly modified" / "Failed to update"). */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMyProfile,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  })
}

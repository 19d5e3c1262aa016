import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TUpdateMyProfileRequest } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { myProfileQueryOptions } from './get-my-profile'

/** PATCH /api/v1/profile */
export function updateMyProfile(body: TUpdateMyProfileRequest): Promise<unknown> {
  return api.patch('/api/v1/profile', body)
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

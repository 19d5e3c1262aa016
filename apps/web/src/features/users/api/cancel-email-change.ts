import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type TMyProfile, ZMyProfileSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { myProfileQueryOptions } from './get-my-profile'

/** DELETE /api/v1/profile/pending-email: the confirmation link stops working. */
export function cancelEmailChange(): Promise<TMyProfile> {
  return api.delete('/api/v1/profile/pending-email', { schema: ZMyProfileSchema })
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (profile) => queryClient.setQueryData(myProfileQueryOptions().queryKey, profile),
  })
}

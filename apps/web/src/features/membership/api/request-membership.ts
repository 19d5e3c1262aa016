import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type TCreateMembershipRequest, type TMembershipRequest, ZMembershipRequestSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { membershipKey } from './get-membership'

/** POST /api/v1/membership/requests: Platinum, or Gold with the pre-qualification form (company admins). */
export function requestMembership(body: TCreateMembershipRequest): Promise<TMembershipRequest> {
  return api.post('/api/v1/membership/requests', body, { schema: ZMembershipRequestSchema })
}

export function useRequestMembership() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: requestMembership, onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKey }) })
}

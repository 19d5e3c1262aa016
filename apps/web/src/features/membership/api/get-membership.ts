import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TMembershipOverview, ZMembershipOverviewSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/membership: the company's plan now, Platinum's price plus VAT and its plan requests. */
export function getMembership(signal?: AbortSignal): Promise<TMembershipOverview> {
  return api.get('/api/v1/membership', { schema: ZMembershipOverviewSchema, signal })
}

export const membershipKey = ['membership'] as const

export const membershipQueryOptions = () => queryOptions({ queryKey: [...membershipKey, 'overview'], queryFn: ({ signal }) => getMembership(signal) })

export function useMembership(enabled: boolean) {
  return useQuery({ ...membershipQueryOptions(), enabled })
}

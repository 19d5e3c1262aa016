import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TAdminOverviewResponse, ZAdminOverviewResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/admin/overview: what the platform administrator's home shows. */
export function getAdminOverview(signal?: AbortSignal): Promise<TAdminOverviewResponse> {
  return api.get('/api/v1/admin/overview', { schema: ZAdminOverviewResponseSchema, signal })
}

// Not kept fresh (staleTime 0): coming back home after approving in the console shows the new queue.
export const adminOverviewQueryOptions = () => queryOptions({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => getAdminOverview(signal) })

export function useAdminOverview() {
  return useQuery({ ...adminOverviewQueryOptions(), meta: { silent: true } })
}

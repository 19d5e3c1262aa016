import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TDashboardResponse, ZDashboardResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/dashboard: membership, profile visits, opportunities, rating and profile progress. */
export function getDashboard(signal?: AbortSignal): Promise<TDashboardResponse> {
  return api.get('/api/v1/dashboard', { schema: ZDashboardResponseSchema, signal })
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal) })

export function useDashboard() {
  // The page shows its own error state (a platform admin has no company: 403).
  return useQuery({ ...dashboardQueryOptions(), meta: { silent: true } })
}

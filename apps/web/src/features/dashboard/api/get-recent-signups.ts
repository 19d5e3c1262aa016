import { queryOptions, useQuery } from '@tanstack/react-query'
import { type z } from 'zod'
import { ZAdminUserListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TRecentSignups = z.infer<typeof ZAdminUserListResponseSchema>

/** How many of the newest accounts the admin home lists. */
export const RECENT_SIGNUPS_SHOWN = 6

/** GET /api/v1/admin/users, first page: the newest accounts of the platform. */
export function getRecentSignups(signal?: AbortSignal): Promise<TRecentSignups> {
  return api.get('/api/v1/admin/users', { query: { page: 1, limit: RECENT_SIGNUPS_SHOWN }, schema: ZAdminUserListResponseSchema, signal })
}

export const recentSignupsQueryOptions = () => queryOptions({ queryKey: ['admin', 'users', 'recent'], queryFn: ({ signal }) => getRecentSignups(signal) })

export function useRecentSignups() {
  return useQuery({ ...recentSignupsQueryOptions(), meta: { silent: true } })
}

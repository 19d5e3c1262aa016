import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { DEFAULT_PAGE_SIZE, ZAdminUserListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TAdminUserList = z.infer<typeof ZAdminUserListResponseSchema>

/** GET /api/v1/admin/users?q&page&limit: every account of the platform. */
export function getAdminUsers({ q, page }: { q?: string; page: number }, signal?: AbortSignal): Promise<TAdminUserList> {
  return api.get('/api/v1/admin/users', { query: { q, page, limit: DEFAULT_PAGE_SIZE }, schema: ZAdminUserListResponseSchema, signal })
}

export function useAdminUsers(filter: { q?: string; page: number }) {
  return useQuery(
    queryOptions({ queryKey: ['admin', 'users', filter], queryFn: ({ signal }) => getAdminUsers(filter, signal), placeholderData: keepPreviousData }),
  )
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { DEFAULT_PAGE_SIZE, ZCompanyUserListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TCompanyUserList = z.infer<typeof ZCompanyUserListResponseSchema>

/** GET /api/v1/company/users?page&limit: the company's users and its user spaces. */
export function getCompanyUsers(page: number, signal?: AbortSignal): Promise<TCompanyUserList> {
  return api.get('/api/v1/company/users', { query: { page, limit: DEFAULT_PAGE_SIZE }, schema: ZCompanyUserListResponseSchema, signal })
}

export const companyUsersKey = ['company-users'] as const

export const companyUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...companyUsersKey, 'list', page],
    queryFn: ({ signal }) => getCompanyUsers(page, signal),
    placeholderData: keepPreviousData,
  })

export function useCompanyUsers(page: number) {
  return useQuery(companyUsersQueryOptions(page))
}

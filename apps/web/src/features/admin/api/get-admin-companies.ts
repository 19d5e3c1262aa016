import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { DEFAULT_PAGE_SIZE, type TAdminCompanyListQuery, ZAdminCompanyListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TAdminCompanyList = z.infer<typeof ZAdminCompanyListResponseSchema>
export type AdminCompanyFilter = Pick<TAdminCompanyListQuery, 'status' | 'q'> & { page: number }

/** GET /api/v1/admin/companies?status&q&page&limit */
export function getAdminCompanies({ status, q, page }: AdminCompanyFilter, signal?: AbortSignal): Promise<TAdminCompanyList> {
  return api.get('/api/v1/admin/companies', { query: { status, q, page, limit: DEFAULT_PAGE_SIZE }, schema: ZAdminCompanyListResponseSchema, signal })
}

export const adminCompaniesKey = ['admin', 'companies'] as const

export const adminCompaniesQueryOptions = (filter: AdminCompanyFilter) =>
  queryOptions({
    queryKey: [...adminCompaniesKey, 'list', filter],
    queryFn: ({ signal }) => getAdminCompanies(filter, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminCompanies(filter: AdminCompanyFilter) {
  return useQuery(adminCompaniesQueryOptions(filter))
}

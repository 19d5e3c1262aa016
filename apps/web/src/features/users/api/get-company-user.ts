import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TCompanyUser, ZCompanyUserSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { companyUsersKey } from './get-company-users'

/** GET /api/v1/company/users/:id */
export function getCompanyUser(id: string, signal?: AbortSignal): Promise<TCompanyUser> {
  return api.get(`/api/v1/company/users/${encodeURIComponent(id)}`, { schema: ZCompanyUserSchema, signal })
}

export const companyUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...companyUsersKey, 'detail', id], queryFn: ({ signal }) => getCompanyUser(id, signal) })

export function useCompanyUser(id: string) {
  return useQuery(companyUserQueryOptions(id))
}

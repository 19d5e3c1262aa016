import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TAdminCompanyDetail, ZAdminCompanyDetailSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { adminCompaniesKey } from './get-admin-companies'

/** GET /api/v1/admin/companies/:id: the company's data, users and documents. */
export function getAdminCompany(id: string, signal?: AbortSignal): Promise<TAdminCompanyDetail> {
  return api.get(`/api/v1/admin/companies/${encodeURIComponent(id)}`, { schema: ZAdminCompanyDetailSchema, signal })
}

export const adminCompanyQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminCompaniesKey, 'detail', id], queryFn: ({ signal }) => getAdminCompany(id, signal) })

export function useAdminCompany(id: string | null) {
  return useQuery({ ...adminCompanyQueryOptions(id ?? ''), enabled: id !== null })
}

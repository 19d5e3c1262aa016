import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TCompanyProfileResponse, ZCompanyProfileResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/company/profile: every section of the own company and its fill progress. */
export function getCompanyProfile(signal?: AbortSignal): Promise<TCompanyProfileResponse> {
  return api.get('/api/v1/company/profile', { schema: ZCompanyProfileResponseSchema, signal })
}

export const companyProfileKey = ['company-profile'] as const

export const companyProfileQueryOptions = () => queryOptions({ queryKey: companyProfileKey, queryFn: ({ signal }) => getCompanyProfile(signal) })

export function useCompanyProfile() {
  // The page shows its own error state (a platform admin has no company: 403).
  return useQuery({ ...companyProfileQueryOptions(), meta: { silent: true } })
}

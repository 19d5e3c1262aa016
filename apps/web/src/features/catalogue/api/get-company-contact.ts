import { queryOptions, useQuery } from '@tanstack/react-query'
import { ZCompanyProfileResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** The company's own e-mail and phone, the starting contact of a new catalogue item. */
export interface CompanyContact {
  email: string
  phone: string
}

/**
 * GET /api/v1/company/profile, read for its contact only. Same key as the profile editor's query
 * (features/company/api/get-company-profile.ts), so the answer is shared, not fetched twice.
 */
export const companyContactQueryOptions = () =>
  queryOptions({
    queryKey: ['company-profile'] as const,
    queryFn: ({ signal }) => api.get('/api/v1/company/profile', { schema: ZCompanyProfileResponseSchema, signal }),
    select: (profile): CompanyContact => ({ email: profile.information.email ?? '', phone: profile.information.phone ?? '' }),
  })

export function useCompanyContact() {
  // Only a convenience: the form opens empty when it cannot load.
  return useQuery({ ...companyContactQueryOptions(), meta: { silent: true }, retry: false })
}

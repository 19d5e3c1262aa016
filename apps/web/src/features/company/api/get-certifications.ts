import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TCertificationListResponse, ZCertificationListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/certifications: the standards a company can declare. */
export function getCertifications(signal?: AbortSignal): Promise<TCertificationListResponse['items']> {
  return api.get('/api/v1/certifications', { schema: ZCertificationListResponseSchema, signal }).then((data) => data.items)
}

export const certificationsQueryOptions = () =>
  queryOptions({ queryKey: ['certifications'], queryFn: ({ signal }) => getCertifications(signal), staleTime: 60 * 60 * 1000 })

export function useCertifications() {
  return useQuery(certificationsQueryOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TCertificationListResponse, ZCertificationListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/certifications?includeRetired=true: the standards, retired ones marked (pickers offer them only when already held). */
export function getCertifications(signal?: AbortSignal): Promise<TCertificationListResponse['items']> {
  return api.get('/api/v1/certifications', { query: { includeRetired: 'true' }, schema: ZCertificationListResponseSchema, signal }).then((data) => data.items)
}

export const certificationsQueryOptions = () =>
  queryOptions({ queryKey: ['certifications'], queryFn: ({ signal }) => getCertifications(signal), staleTime: 60 * 60 * 1000 })

export function useCertifications() {
  return useQuery(certificationsQueryOptions())
}

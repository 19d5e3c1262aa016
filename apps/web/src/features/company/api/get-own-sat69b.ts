import { queryOptions, useQuery } from '@tanstack/react-query'
import { ZOwnSat69bResponseSchema, type TOwnSat69bResponse } from '@nexo/shared/sat69b.schema'
import { api } from '../../../lib/api-client'

/** GET /api/v1/company/sat-69b: the own company on SAT's 69-B list in force (null when it is not on it). */
export function getOwnSat69b(signal?: AbortSignal): Promise<TOwnSat69bResponse> {
  return api.get('/api/v1/company/sat-69b', { schema: ZOwnSat69bResponseSchema, signal })
}

export const ownSat69bQueryOptions = () => queryOptions({ queryKey: ['company-profile', 'sat-69b'], queryFn: ({ signal }) => getOwnSat69b(signal) })

export function useOwnSat69b() {
  // A notice: when it cannot be loaded the editor goes on without it.
  return useQuery({ ...ownSat69bQueryOptions(), meta: { silent: true } })
}

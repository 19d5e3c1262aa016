import { queryOptions, useQuery } from '@tanstack/react-query'
import { ZPublicConfigResponseSchema, type TPublicConfigResponse } from '@nexo/shared'
import { api } from './api-client'

/** GET /api/v1/config: run-time settings (map tiles, captcha provider). */
export function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfigResponse> {
  return api.get('/api/v1/config', { schema: ZPublicConfigResponseSchema, signal })
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Settings change only when the server restarts with new environment variables.
    staleTime: Infinity,
  })

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions())
}

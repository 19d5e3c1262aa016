import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type TSearchMapResponse, ZSearchMapResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import type { SearchState } from '../utils/search-params'

type MapFilters = Pick<SearchState, 'q' | 'loc' | 'cert' | 'cat'>

/** GET /api/v1/search/map: every matching company with a location (Platinum first, capped), and the total. */
export function getMapPoints(filters: MapFilters, signal?: AbortSignal): Promise<TSearchMapResponse> {
  return api.get('/api/v1/search/map', { query: { q: filters.q, loc: filters.loc, cert: filters.cert, cat: filters.cat }, schema: ZSearchMapResponseSchema, signal })
}

export function useMapPoints(filters: MapFilters) {
  const { q, loc, cert, cat } = filters
  return useQuery({
    queryKey: ['search', 'map', { q, loc, cert, cat }],
    queryFn: ({ signal }) => getMapPoints({ q, loc, cert, cat }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

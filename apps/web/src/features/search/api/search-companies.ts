import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { TSearchCompaniesResponse } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { searchApiQuery, type SearchState } from '../utils/search-params'

/**
 * GET /api/v1/search/companies: a page of results, facet counts and the typo-corrected query. The response schema
 * (and zod) loads beside the request: a server-rendered search page hydrates without building it (issue 11).
 */
export function searchCompanies(state: SearchState, signal?: AbortSignal): Promise<TSearchCompaniesResponse> {
  const loadSchema = () => import('@nexo/shared/search.schema').then((m) => m.ZSearchCompaniesResponseSchema)
  return api.get('/api/v1/search/companies', { query: searchApiQuery(state), loadSchema, signal })
}

export const searchCompaniesQueryOptions = (state: SearchState) =>
  queryOptions({
    queryKey: ['search', 'companies', searchApiQuery(state)],
    queryFn: ({ signal }) => searchCompanies(state, signal),
    // The previous results stay (dimmed) while the next page or filter loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export function useSearchCompanies(state: SearchState) {
  return useQuery(searchCompaniesQueryOptions(state))
}

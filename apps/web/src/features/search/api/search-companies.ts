import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type TSearchCompaniesResponse, ZSearchCompaniesResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { searchApiQuery, type SearchState } from '../utils/search-params'

/** GET /api/v1/search/companies: a page of results, facet counts and the typo-corrected query. */
export function searchCompanies(state: SearchState, signal?: AbortSignal): Promise<TSearchCompaniesResponse> {
  return api.get('/api/v1/search/companies', { query: searchApiQuery(state), schema: ZSearchCompaniesResponseSchema, signal })
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

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TCategoryTreeResponse } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/categories/tree: the category tree with counts of listed companies. */
export function getCategoryTree(signal?: AbortSignal): Promise<TCategoryTreeResponse> {
  // The schema loads beside the request, not with the page (see search-companies.ts).
  const loadSchema = () => import('@nexo/shared/search.schema').then((m) => m.ZCategoryTreeResponseSchema)
  return api.get('/api/v1/categories/tree', { loadSchema, signal })
}

export const categoryTreeQueryOptions = () =>
  queryOptions({ queryKey: ['category-tree'], queryFn: ({ signal }) => getCategoryTree(signal), staleTime: 60_000 })

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions())
}

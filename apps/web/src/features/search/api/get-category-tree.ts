import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TCategoryTreeResponse, ZCategoryTreeResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/categories/tree: the category tree with counts of listed companies. */
export function getCategoryTree(signal?: AbortSignal): Promise<TCategoryTreeResponse> {
  return api.get('/api/v1/categories/tree', { schema: ZCategoryTreeResponseSchema, signal })
}

export const categoryTreeQueryOptions = () =>
  queryOptions({ queryKey: ['category-tree'], queryFn: ({ signal }) => getCategoryTree(signal), staleTime: 60_000 })

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions())
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { DEFAULT_PAGE_SIZE, type TCatalogueListResponse, ZCatalogueListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** GET /api/v1/company/products?page&limit: the own catalogue, newest first, with the membership's quota. */
export function getCatalogue(page: number, signal?: AbortSignal): Promise<TCatalogueListResponse> {
  return api.get('/api/v1/company/products', { query: { page, limit: DEFAULT_PAGE_SIZE }, schema: ZCatalogueListResponseSchema, signal })
}

export const catalogueKey = ['catalogue'] as const

export const catalogueQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...catalogueKey, 'list', page], queryFn: ({ signal }) => getCatalogue(page, signal), placeholderData: keepPreviousData })

export function useCatalogue(page: number) {
  return useQuery({ ...catalogueQueryOptions(page), meta: { silent: true } })
}

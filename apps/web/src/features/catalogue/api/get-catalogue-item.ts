import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TCatalogueItem, ZCatalogueItemSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { catalogueKey } from './get-catalogue'

/** GET /api/v1/company/products/:id: one item of the own catalogue. */
export function getCatalogueItem(id: string, signal?: AbortSignal): Promise<TCatalogueItem> {
  return api.get(`/api/v1/company/products/${encodeURIComponent(id)}`, { schema: ZCatalogueItemSchema, signal })
}

export const catalogueItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...catalogueKey, 'item', id], queryFn: ({ signal }) => getCatalogueItem(id, signal) })

export function useCatalogueItem(id: string) {
  return useQuery({ ...catalogueItemQueryOptions(id), meta: { silent: true } })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { type TCatalogueItem, type ZCatalogueItemRequestSchema, ZCatalogueItemSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { catalogueKey } from './get-catalogue'

export type CatalogueItemBody = z.output<typeof ZCatalogueItemRequestSchema>

/** POST /api/v1/company/products (company admins); 409 CATALOGUE_LIMIT_REACHED at the membership's limit. */
export function createCatalogueItem(body: CatalogueItemBody): Promise<TCatalogueItem> {
  return api.post('/api/v1/company/products', body, { schema: ZCatalogueItemSchema })
}

/** PUT /api/v1/company/products/:id (company admins). */
export function updateCatalogueItem({ id, body }: { id: string; body: CatalogueItemBody }): Promise<TCatalogueItem> {
  return api.put(`/api/v1/company/products/${encodeURIComponent(id)}`, body, { schema: ZCatalogueItemSchema })
}

function useRefreshCatalogue() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: catalogueKey })
}

export function useCreateCatalogueItem() {
  const refresh = useRefreshCatalogue()
  // The form shows field errors and the limit message itself.
  return useMutation({ mutationFn: createCatalogueItem, meta: { silent: true }, onSuccess: refresh })
}

export function useUpdateCatalogueItem() {
  const refresh = useRefreshCatalogue()
  return useMutation({ mutationFn: updateCatalogueItem, meta: { silent: true }, onSuccess: refresh })
}

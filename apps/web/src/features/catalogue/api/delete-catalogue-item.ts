import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { catalogueKey } from './get-catalogue'

/** DELETE /api/v1/company/products/:id (company admins): frees one place of the quota. */
export function deleteCatalogueItem(id: string): Promise<unknown> {
  return api.delete(`/api/v1/company/products/${encodeURIComponent(id)}`)
}

export function useDeleteCatalogueItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCatalogueItem,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  })
}

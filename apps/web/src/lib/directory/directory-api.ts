import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { DEFAULT_PAGE_SIZE, type TCompanyDetailResponse, type TCompanyProductsResponse, type TProductDetailResponse } from '@nexo/shared'
import { api } from '../api-client'
import { useSession } from '../session'

/**
 * Directory reads shared by several pages (search detail, marketplace detail, filters). They live
 * here rather than in one feature because features never import each other.
 *
 * Each response schema loads beside its request (api-client's `loadSchema`): a server-rendered page starts with its
 * answers in the cache and hydrates without zod and the schema files (ADR 042).
 */

export const directoryKey = ['directory'] as const

/** Detail answers depend on who asks (basic or full), so their keys name the viewer. */
export function useViewerKey(): string {
  return useSession().profile?.id ?? 'visitor'
}

/** GET /api/v1/companies/:id: basic or full, decided by the server (spec §6). */
export function getCompanyDetail(id: string, signal?: AbortSignal): Promise<TCompanyDetailResponse> {
  return api.get(`/api/v1/companies/${encodeURIComponent(id)}`, {
    loadSchema: () => import('@nexo/shared/company-profile.schema').then((m) => m.ZCompanyDetailResponseSchema),
    signal,
  })
}

export const companyDetailQueryOptions = (id: string, viewer: string) =>
  queryOptions({
    queryKey: [...directoryKey, 'company', id, viewer],
    queryFn: ({ signal }) => getCompanyDetail(id, signal),
    // A 404 is shown as the page's own not-found state, not as a toast.
    meta: { silent: true },
  })

export function useCompanyDetail(id: string) {
  return useQuery(companyDetailQueryOptions(id, useViewerKey()))
}

/** GET /api/v1/companies/:id/products?page&limit: the company's catalogue with the caller's visibility. */
export function getCompanyProducts(id: string, page: number, signal?: AbortSignal): Promise<TCompanyProductsResponse> {
  return api.get(`/api/v1/companies/${encodeURIComponent(id)}/products`, {
    query: { page, limit: DEFAULT_PAGE_SIZE },
    loadSchema: () => import('@nexo/shared/catalogue.schema').then((m) => m.ZCompanyProductsResponseSchema),
    signal,
  })
}

export function useCompanyProducts(id: string, page: number, enabled = true) {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: [...directoryKey, 'company-products', id, page, viewer],
    queryFn: ({ signal }) => getCompanyProducts(id, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** GET /api/v1/products/:id: a product/service and its company (same visibility rule). */
export function getProductDetail(id: string, signal?: AbortSignal): Promise<TProductDetailResponse> {
  return api.get(`/api/v1/products/${encodeURIComponent(id)}`, {
    loadSchema: () => import('@nexo/shared/catalogue.schema').then((m) => m.ZProductDetailResponseSchema),
    signal,
  })
}

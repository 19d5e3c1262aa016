import { useQuery } from '@tanstack/react-query'
import type { TCompanyDetailResponse, TProductDetailResponse } from '@nexo/shared'
import { ApiError } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { getCompanyDetail, getProductDetail, useViewerKey } from '../../../lib/directory/directory-api'
import type { MarketplaceDetailKind } from '../../../lib/directory/marketplace-link'
import { lookupOrder } from '../utils/detail-page'

export type MarketplaceDetail = { kind: 'company'; company: TCompanyDetailResponse } | { kind: 'product'; product: TProductDetailResponse }

/**
 * /marketplace-detail/{id}: `{id}` names a company or a product/service. Asks the likelier endpoint
 * first and the other on 404; any other failure is final.
 */
export async function getMarketplaceDetail(id: string, hint: MarketplaceDetailKind | undefined, signal?: AbortSignal): Promise<MarketplaceDetail> {
  for (const kind of lookupOrder(hint)) {
    try {
      return kind === 'company' ? { kind, company: await getCompanyDetail(id, signal) } : { kind, product: await getProductDetail(id, signal) }
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error
    }
  }
  throw new ApiError({ status: 404, code: 'NOT_FOUND' })
}

export function useMarketplaceDetail(id: string, hint: MarketplaceDetailKind | undefined) {
  const viewer = useViewerKey()
  return useQuery({
    // The hint only changes the order of the requests, never the answer: not part of the key.
    queryKey: ['directory', 'marketplace-detail', id, viewer],
    queryFn: ({ signal }) => getMarketplaceDetail(id, hint, signal),
    meta: { silent: true },
  })
}

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TMarketplaceResponse } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { useViewerKey } from '../../../lib/directory/directory-api'
import { marketplaceApiQuery, type MarketplaceState } from '../utils/marketplace-params'

/** GET /api/v1/marketplace: companies and products/services together. */
export function getMarketplace(state: MarketplaceState, canMatch: boolean, signal?: AbortSignal): Promise<TMarketplaceResponse> {
  // The schema loads beside the request: a server-rendered page hydrates with its answer and without zod.
  const loadSchema = () => import('@nexo/shared/marketplace.schema').then((m) => m.ZMarketplaceResponseSchema)
  return api.get('/api/v1/marketplace', { query: marketplaceApiQuery(state, canMatch), loadSchema, signal })
}

export function useMarketplace(state: MarketplaceState, canMatch: boolean) {
  // "Matches for my company" depends on who asks.
  const viewer = useViewerKey()
  return useQuery({
    queryKey: ['marketplace', marketplaceApiQuery(state, canMatch), canMatch && state.match ? viewer : null],
    queryFn: ({ signal }) => getMarketplace(state, canMatch, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { DEFAULT_PAGE_SIZE, type FavouriteType, type TFavouriteListResponse, ZFavouriteListResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { favouritesKey } from '../../../lib/directory/favourites-api'

/** GET /api/v1/favourites?type&page&limit: one tab of the signed-in user's favourites, newest first. */
export function getFavourites(type: FavouriteType, page: number, signal?: AbortSignal): Promise<TFavouriteListResponse> {
  return api.get('/api/v1/favourites', { query: { type, page, limit: DEFAULT_PAGE_SIZE }, schema: ZFavouriteListResponseSchema, signal })
}

export function useFavourites(type: FavouriteType, page: number) {
  return useQuery({
    // Under favouritesKey: adding or removing a heart anywhere refreshes these lists.
    queryKey: [...favouritesKey, 'list', type, page],
    queryFn: ({ signal }) => getFavourites(type, page, signal),
    placeholderData: keepPreviousData,
  })
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FavouriteType, TFavouriteIdsResponse } from '@nexo/shared'
import { api } from '../api-client'
import { useSession } from '../session'
import { isCompanyMember } from './access'

/** Every favourites query (ids for the hearts, and the /favourites lists) starts with this key. */
export const favouritesKey = ['favourites'] as const

/** GET /api/v1/favourites/ids?type=: what the hearts on cards show as filled. */
export function getFavouriteIds(type: FavouriteType, signal?: AbortSignal): Promise<TFavouriteIdsResponse> {
  // Every card's heart uses this module: its schemas load beside the requests, not with a results page (issue 11).
  const loadSchema = () => import('@nexo/shared/favourites.schema').then((m) => m.ZFavouriteIdsResponseSchema)
  return api.get('/api/v1/favourites/ids', { query: { type }, loadSchema, signal })
}

export const favouriteIdsQueryOptions = (type: FavouriteType) =>
  queryOptions({
    queryKey: [...favouritesKey, 'ids', type],
    queryFn: ({ signal }) => getFavouriteIds(type, signal),
    staleTime: 60_000,
    // A heart that cannot load stays empty; a toast on every result page would be noise.
    meta: { silent: true },
  })

/** The favourite ids of a type as a Set; empty (and no request) for visitors and accounts without a company. */
export function useFavouriteIds(type: FavouriteType): { ids: ReadonlySet<string>; isEnabled: boolean } {
  const session = useSession()
  const isEnabled = isCompanyMember(session)
  const query = useQuery({ ...favouriteIdsQueryOptions(type), enabled: isEnabled })
  return { ids: new Set(query.data?.ids ?? []), isEnabled }
}

/** PUT (add) or DELETE (remove) /api/v1/favourites/{type}/{id}. */
export function setFavourite(type: FavouriteType, id: string, isFavourite: boolean) {
  const path = `/api/v1/favourites/${type}/${encodeURIComponent(id)}`
  const options = { loadSchema: () => import('@nexo/shared/favourites.schema').then((m) => m.ZFavouriteStateResponseSchema) }
  return isFavourite ? api.put(path, undefined, options) : api.delete(path, options)
}

interface SetFavouriteInput {
  type: FavouriteType
  id: string
  isFavourite: boolean
}

/** Toggles a heart at once (optimistic) and puts it back if the API refuses. */
export function useSetFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ type, id, isFavourite }: SetFavouriteInput) => setFavourite(type, id, isFavourite),
    onMutate: async ({ type, id, isFavourite }) => {
      const key = favouriteIdsQueryOptions(type).queryKey
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (current) => {
        const ids = new Set(current?.ids ?? [])
        if (isFavourite) ids.add(id)
        else ids.delete(id)
        return { type, ids: [...ids] }
      })
      return { previous }
    },
    onError: (_error, { type }, context) => {
      queryClient.setQueryData(favouriteIdsQueryOptions(type).queryKey, context?.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  })
}

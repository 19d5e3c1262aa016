import { FAVOURITE_TYPES, type FavouriteType } from '@nexo/shared'

/** `?tab=` of /favourites: company (default), product or requirement. */
export function parseFavouritesTab(value: string | null): FavouriteType {
  return (FAVOURITE_TYPES as readonly string[]).includes(value ?? '') ? (value as FavouriteType) : 'company'
}

/** The query of a tab and page; the defaults (companies, page 1) are left out. */
export function favouritesQuery(tab: FavouriteType, page: number): Record<string, string> {
  const query: Record<string, string> = {}
  if (tab !== 'company') query.tab = tab
  if (page > 1) query.page = String(page)
  return query
}

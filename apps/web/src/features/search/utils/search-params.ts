import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@nexo/shared'
import { paths, type SearchResultQuery, withQuery } from '../../../config/paths'
import { limitParam, normalizeSlug, normalizeStateCode, pageParam, readLimit, readMultiParam, readPage, readQueryText } from '../../../lib/directory/url-params'

/** The state of /search-result, all of it in the URL (spec §2: q, loc, cert, cat, page, limit). */
export interface SearchState {
  q: string
  /** State/province codes. */
  loc: string[]
  /** Certification slugs. */
  cert: string[]
  /** Category slugs. */
  cat: string[]
  page: number
  limit: number
}

export type SearchFilterKey = 'loc' | 'cert' | 'cat'
export const SEARCH_FILTER_KEYS: readonly SearchFilterKey[] = ['loc', 'cert', 'cat']

export const EMPTY_SEARCH: SearchState = { q: '', loc: [], cert: [], cat: [], page: DEFAULT_PAGE, limit: DEFAULT_PAGE_SIZE }

/** Reads the URL query; bad values are dropped, a bad page or limit falls back to its default. */
export function parseSearchState(params: URLSearchParams): SearchState {
  return {
    q: readQueryText(params),
    loc: readMultiParam(params, 'loc', normalizeStateCode),
    cert: readMultiParam(params, 'cert', normalizeSlug),
    cat: readMultiParam(params, 'cat', normalizeSlug),
    page: readPage(params),
    limit: readLimit(params),
  }
}

/** The URL query of a state: defaults (page 1, limit 12, empty filters) left out so links stay short. */
export function searchStateToQuery(state: SearchState): SearchResultQuery {
  return { q: state.q || undefined, loc: state.loc, cert: state.cert, cat: state.cat, page: pageParam(state.page), limit: limitParam(state.limit) }
}

/** /search-result?… for a state. */
export function searchHref(state: SearchState): string {
  return paths.searchResult(searchStateToQuery(state))
}

/** /map?… with the same filters (the map has no paging). */
export function mapHref(state: Pick<SearchState, 'q' | 'loc' | 'cert' | 'cat'>): string {
  return withQuery(paths.map, { q: state.q || undefined, loc: state.loc, cert: state.cert, cat: state.cat })
}

/** A new state after a filter change: any change other than paging goes back to page 1. */
export function updateSearchState(state: SearchState, patch: Partial<SearchState>): SearchState {
  return { ...state, ...patch, page: patch.page ?? DEFAULT_PAGE }
}

/** How many filter values are active (the mobile "Filters" button shows it); the text query is not a filter. */
export function countSearchFilters(state: Pick<SearchState, SearchFilterKey>): number {
  return state.loc.length + state.cert.length + state.cat.length
}

/** The query for the API: the state as it is (the API takes repeated values). */
export function searchApiQuery(state: SearchState) {
  return { q: state.q, loc: state.loc, cert: state.cert, cat: state.cat, page: state.page, limit: state.limit }
}

import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@nexo/shared'
import { type MarketplaceQuery, paths } from '../../../config/paths'
import {
  limitParam,
  normalizeSlug,
  normalizeStateCode,
  pageParam,
  readBoolean,
  readLimit,
  readMultiParam,
  readPage,
  readQueryText,
} from '../../../lib/directory/url-params'

/** The state of /marketplace, all of it in the URL (spec §2: q, loc, cat, mat, page, limit, week, match). */
export interface MarketplaceState {
  q: string
  loc: string[]
  cat: string[]
  /** Material keywords. */
  mat: string[]
  page: number
  limit: number
  /** Only this week's additions. */
  week: boolean
  /** Only results that match my company. */
  match: boolean
}

export const EMPTY_MARKETPLACE: MarketplaceState = { q: '', loc: [], cat: [], mat: [], page: DEFAULT_PAGE, limit: DEFAULT_PAGE_SIZE, week: false, match: false }

/** Longest material keyword the API accepts. */
export const MATERIAL_MAX_LENGTH = 60

/** A material keyword: trimmed, inner spaces collapsed, at most 60 characters; blank is dropped. */
export function normalizeMaterial(value: string): string | null {
  const cleaned = value.replace(/\s+/g, ' ').trim()
  return cleaned && cleaned.length <= MATERIAL_MAX_LENGTH ? cleaned : null
}

export function parseMarketplaceState(params: URLSearchParams): MarketplaceState {
  return {
    q: readQueryText(params),
    loc: readMultiParam(params, 'loc', normalizeStateCode),
    cat: readMultiParam(params, 'cat', normalizeSlug),
    mat: readMultiParam(params, 'mat', normalizeMaterial),
    page: readPage(params),
    limit: readLimit(params),
    week: readBoolean(params, 'week'),
    match: readBoolean(params, 'match'),
  }
}

/** The URL query of a state; defaults (page 1, limit 12, week/match false, empty filters) left out. */
export function marketplaceStateToQuery(state: MarketplaceState): MarketplaceQuery {
  return {
    q: state.q || undefined,
    loc: state.loc,
    cat: state.cat,
    mat: state.mat,
    page: pageParam(state.page),
    limit: limitParam(state.limit),
    week: state.week || undefined,
    match: state.match || undefined,
  }
}

export function marketplaceHref(state: MarketplaceState): string {
  return paths.marketplace(marketplaceStateToQuery(state))
}

/** Any change other than paging goes back to page 1. */
export function updateMarketplaceState(state: MarketplaceState, patch: Partial<MarketplaceState>): MarketplaceState {
  return { ...state, ...patch, page: patch.page ?? DEFAULT_PAGE }
}

export function countMarketplaceFilters(state: MarketplaceState): number {
  return state.loc.length + state.cat.length + state.mat.length + Number(state.week) + Number(state.match)
}

/**
 * The query for the API. `match` is sent only when the viewer may use it (a company member): for
 * anybody else the API would answer 401/403, so the page ignores it and says why.
 */
export function marketplaceApiQuery(state: MarketplaceState, canMatch: boolean) {
  return {
    q: state.q,
    loc: state.loc,
    cat: state.cat,
    mat: state.mat,
    page: state.page,
    limit: state.limit,
    week: state.week ? 'true' : undefined,
    match: state.match && canMatch ? 'true' : undefined,
  }
}

import { paths, withQuery } from '../../config/paths'

/** What a /marketplace-detail/{id}/{page} id names: a company or a product/service. */
export type MarketplaceDetailKind = 'company' | 'product'

/** Router state a link to the marketplace detail carries, so the page asks the right endpoint first. */
export interface MarketplaceDetailState {
  kind: MarketplaceDetailKind
}

/**
 * A link to /marketplace-detail/{id}/{page}. `{id}` is a company id or a product/service id (UUIDs never
 * collide); `{page}` is the page of the company's catalogue shown on the detail (docs/decisions/007).
 * `?kind=` says which of the two it is, so the page asks the right endpoint even after a reload or from
 * a shared link, never a 404 first (issue 11); the router state says the same for older callers.
 */
export function marketplaceDetailLink(kind: MarketplaceDetailKind, id: string, page = 1): { to: string; state: MarketplaceDetailState } {
  return { to: withQuery(paths.marketplaceDetail(id, page), { kind }), state: { kind } }
}

/** The kind a /marketplace-detail URL names in its `?kind=`, if any. */
export function marketplaceKindParam(value: string | null): MarketplaceDetailKind | undefined {
  return value === 'company' || value === 'product' ? value : undefined
}

export function isMarketplaceDetailState(value: unknown): value is MarketplaceDetailState {
  return typeof value === 'object' && value !== null && ((value as { kind?: unknown }).kind === 'company' || (value as { kind?: unknown }).kind === 'product')
}

import type { MarketplaceDetailKind } from '../../../lib/directory/marketplace-link'

/** The `{page}` segment of /marketplace-detail/{id}/{page} as a page number; anything else is page 1. */
export function parseDetailPage(value: string | undefined): number {
  return value && /^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : 1
}

/** The order to ask in: the hint from the link first; without one (a shared URL), the company. */
export function lookupOrder(hint: MarketplaceDetailKind | undefined): MarketplaceDetailKind[] {
  return hint === 'product' ? ['product', 'company'] : ['company', 'product']
}

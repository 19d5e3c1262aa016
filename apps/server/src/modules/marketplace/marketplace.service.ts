/**
 * Marketplace (spec §2 /marketplace): companies and products/services in one list, searched with the same
 * full-text machinery as the directory. Rules documented in docs/decisions/007-directory.md.
 */
import { startOfMarketplaceWeek, type TMarketplaceRequest, type TMarketplaceResponse } from '@nexo/shared'
import type { Db } from '../../db/client'
import { AppError } from '../../platform/errors'
import { matchedCompanyIdsFor } from '../matching/matching.service'
import { buildTextQuery, resolveCategorySlugs } from '../search/search.service'
import * as repo from './marketplace.repo'

const fileUrl = (id: string) => `/api/v1/files/${id}`
/** "This week": Monday 00:00 America/Mexico_City, the marketplace's one week rule (shared with the dashboard). */
export function startOfWeekMexicoCity(now: Date): Date {
  return startOfMarketplaceWeek(now)
}

export interface MarketplaceCaller {
  /** The signed-in user's company (null for visitors, event-only users and platform admins). */
  companyId: string | null
}

export async function listMarketplace(db: Db, query: TMarketplaceRequest, caller: MarketplaceCaller, now = new Date()): Promise<TMarketplaceResponse> {
  let match: repo.MarketplaceParams['match'] = null
  if (query.match) {
    if (!caller.companyId) throw new AppError('FORBIDDEN')
    const [interest, matchedCompanyIds] = await Promise.all([repo.findInterestCategoryIds(db, caller.companyId), matchedCompanyIdsFor(db, caller.companyId)])
    match = { categoryIds: interest, categoryIdsWithDescendants: await repo.withDescendants(db, interest), excludeCompanyId: caller.companyId, matchedCompanyIds }
  }
  const [text, materials, categoryIds, categoryIdsWithDescendants] = await Promise.all([
    buildTextQuery(db, query.q),
    buildTextQuery(db, query.mat.join(' '), { any: true }),
    query.cat.length > 0 ? resolveCategorySlugs(db, query.cat, false) : Promise.resolve(null),
    query.cat.length > 0 ? resolveCategorySlugs(db, query.cat, true) : Promise.resolve(null),
  ])
  const empty = { items: [], total: 0, page: query.page, limit: query.limit }
  if (categoryIds && categoryIds.length === 0) return empty
  if (match && match.categoryIds.length === 0 && match.matchedCompanyIds.length === 0) return empty
  if (query.mat.length > 0 && materials.tsQuery === '') return empty
  const result = await repo.listMarketplace(db, {
    tsQuery: text.tsQuery,
    materialQuery: materials.tsQuery,
    states: query.loc,
    categoryIds,
    categoryIdsWithDescendants,
    since: query.week ? startOfWeekMexicoCity(now) : null,
    match,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  return {
    items: result.items.map((r) => ({
      kind: r.kind,
      id: r.id,
      companyId: r.company_id,
      title: r.title,
      subtitle: r.subtitle,
      imageUrl: r.image_file_id ? fileUrl(r.image_file_id) : null,
      price: r.price,
      currency: r.currency,
      categoryNames: r.category_names,
      city: r.city,
      state: r.state,
      createdAt: new Date(r.created_at).toISOString(),
      isPlatinum: r.is_platinum,
      productKind: r.product_kind,
      companyName: r.company_name,
    })),
    total: result.total,
    page: query.page,
    limit: query.limit,
  }
}

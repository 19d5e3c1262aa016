/**
 * Search answers as one caller may see them. The answer cache (search.cache.ts, ADR 008) holds one answer per query
 * for everybody, with exact coordinates; a basic viewer gets each company's point rounded to about a kilometre,
 * a full viewer (active Platinum/Gold, the company's own users, platform admins) the exact one, as in the company
 * detail (ADR 010). Applied per request after the cache, on copies: the cached answer is never changed.
 */
import type { TSearchCompaniesResponse, TSearchMapResponse } from '@nexo/shared'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth'
import { coordinatesFor, resolveViewer, visibilityFor, type Viewer } from '../companies/company-visibility.service'

async function viewerOf(db: Db, auth: AuthContext | null): Promise<Viewer> {
  // Visitors need no lookup: their visibility is basic everywhere.
  return auth ? resolveViewer(db, auth) : { auth: null, hasPlatinumRights: false }
}

/** GET /search/companies: each card's lat/lng for this caller. */
export async function companiesForCaller(db: Db, auth: AuthContext | null, answer: TSearchCompaniesResponse): Promise<TSearchCompaniesResponse> {
  const viewer = await viewerOf(db, auth)
  return {
    ...answer,
    items: answer.items.map((card) => ({ ...card, ...coordinatesFor(visibilityFor(viewer, card.id), card.lat, card.lng) })),
  }
}

/** GET /search/map: each point's lat/lng for this caller. */
export async function mapForCaller(db: Db, auth: AuthContext | null, answer: TSearchMapResponse): Promise<TSearchMapResponse> {
  const viewer = await viewerOf(db, auth)
  return {
    ...answer,
    points: answer.points.map((point) => ({ ...point, ...coordinatesFor(visibilityFor(viewer, point.id), point.lat, point.lng) })),
  }
}

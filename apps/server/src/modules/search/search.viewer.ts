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

const VISITOR: Viewer = { auth: null, hasPlatinumRights: false }

/**
 * Visitors, the most frequent callers, all see the same copy of a cached answer: it is made once per cached answer
 * (held as long as the answer itself) instead of once per request; up to 5,000 map points are worth not copying.
 */
const visitorCopies = new WeakMap<object, unknown>()

function forCaller<T extends object>(db: Db, auth: AuthContext | null, answer: T, round: (viewer: Viewer, answer: T) => T): Promise<T> | T {
  if (auth) return resolveViewer(db, auth).then((viewer) => round(viewer, answer))
  let copy = visitorCopies.get(answer) as T | undefined
  if (!copy) visitorCopies.set(answer, (copy = round(VISITOR, answer)))
  return copy
}

/** GET /search/companies: each card's lat/lng for this caller. */
export async function companiesForCaller(db: Db, auth: AuthContext | null, answer: TSearchCompaniesResponse): Promise<TSearchCompaniesResponse> {
  return forCaller(db, auth, answer, (viewer, a) => ({
    ...a,
    items: a.items.map((card) => ({ ...card, ...coordinatesFor(visibilityFor(viewer, card.id), card.lat, card.lng) })),
  }))
}

/** GET /search/map: each point's lat/lng for this caller. */
export async function mapForCaller(db: Db, auth: AuthContext | null, answer: TSearchMapResponse): Promise<TSearchMapResponse> {
  return forCaller(db, auth, answer, (viewer, a) => ({
    ...a,
    points: a.points.map((point) => ({ ...point, ...coordinatesFor(visibilityFor(viewer, point.id), point.lat, point.lng) })),
  }))
}

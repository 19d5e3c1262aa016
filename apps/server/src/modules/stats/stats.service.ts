import type { THomeStats } from '@nexo/shared'
import type { Db } from '../../db/client'
import { createTtlCache } from '../../platform/ttl-cache'
import * as repo from './stats.repo'

/** How long the home figures are reused: they change slowly and the home page is the busiest page. */
export const HOME_STATS_TTL_MS = 60_000

/** A profile counts as current when it changed within this many months ("at least 75% of data current"). */
export const CURRENT_PROFILE_MONTHS = 12

export interface HomeStatsCache {
  get(): Promise<THomeStats>
  clear(): void
}

/** The home figures counted from the database. */
export async function countHomeStats(db: Db, now = new Date()): Promise<THomeStats> {
  const since = new Date(now)
  since.setMonth(since.getMonth() - CURRENT_PROFILE_MONTHS)
  const counts = await repo.countHome(db, since, now)
  return {
    companies: counts.companies,
    buyers: counts.buyers,
    contacts: counts.contacts,
    currentShare: counts.companies === 0 ? 0 : Math.round((counts.updatedLastYear / counts.companies) * 1000) / 1000,
    openRequirements: counts.openRequirements,
    upcomingEvents: counts.upcomingEvents,
    platinumCompanies: counts.platinumCompanies,
    countedAt: now.toISOString(),
  }
}

/**
 * An in-process cache of the home figures for HOME_STATS_TTL_MS (each instance counts at most once a minute);
 * concurrent callers of an expired entry share one count, and a failed count is not kept.
 */
export function createHomeStatsCache(db: Db, ttlMs = HOME_STATS_TTL_MS, clock: () => Date = () => new Date()): HomeStatsCache {
  const cache = createTtlCache<'home', THomeStats>({ ttlMs, max: 1, now: () => clock().getTime() })
  return {
    get: () => cache.get('home', () => countHomeStats(db, clock())),
    clear: () => cache.clear(),
  }
}

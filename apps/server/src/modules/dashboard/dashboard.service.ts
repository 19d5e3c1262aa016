import { MEMBERSHIP_PLAN_IDS, MEMBERSHIP_PLAN_TITLES, marketplaceDay, type TDashboardResponse } from '@nexo/shared'
import type { Db } from '../../db/client'
import { getProfileProgress, getProfileVisitStats } from '../companies/companies.service'
import { getCurrentMembership } from '../memberships/memberships.service'
import { companyRating } from '../quotes/quotes.service'
import * as repo from './dashboard.repo'

/** Spec /dashboard for the caller's company. `now` is a parameter so tests can fix the day. */
export async function getDashboard(db: Db, companyId: string, now = new Date()): Promise<TDashboardResponse> {
  const [membership, visits, progress, opportunities, rating] = await Promise.all([
    getCurrentMembership(db, companyId, now),
    getProfileVisitStats(db, companyId, now),
    getProfileProgress(db, companyId),
    repo.countOpportunities(db, companyId, marketplaceDay(now)),
    companyRating(db, companyId),
  ])
  return {
    membership: {
      planId: MEMBERSHIP_PLAN_IDS[membership.plan],
      plan: membership.plan,
      title: MEMBERSHIP_PLAN_TITLES[membership.plan],
      status: membership.isActive ? 'active' : 'expired',
      activatedAt: membership.activatedAt ? marketplaceDay(membership.activatedAt) : null,
      expiresAt: membership.expiresAt ? marketplaceDay(membership.expiresAt) : null,
    },
    visits,
    opportunities,
    rating: rating.average,
    ratingCount: rating.count,
    progress,
  }
}

import { desc, eq } from 'drizzle-orm'
import { MEMBERSHIP_PLAN_IDS, PLATINUM_USER_LIMIT, type MembershipPlan } from '@nexo/shared'
import type { Db } from '../../db/client'
import { memberships } from '../../db/schema'

export interface CurrentMembership {
  plan: MembershipPlan
  /** Active and, for paid plans, not past its expiry date. */
  isActive: boolean
  activatedAt: Date | null
  expiresAt: Date | null
}

const FREE: CurrentMembership = { plan: 'free', isActive: true, activatedAt: null, expiresAt: null }

/** The newest membership row of a company; a company without one is on the free plan. */
export async function getCurrentMembership(db: Db, companyId: string, now = new Date()): Promise<CurrentMembership> {
  const [row] = await db.select().from(memberships).where(eq(memberships.companyId, companyId)).orderBy(desc(memberships.activatedAt)).limit(1)
  if (!row) return FREE
  const isExpired = row.status === 'expired' || (row.expiresAt !== null && row.expiresAt <= now)
  return { plan: row.plan, isActive: !isExpired, activatedAt: row.activatedAt, expiresAt: row.expiresAt }
}

/** Whether the company gets Platinum rights now (Gold includes them). */
export function hasPlatinumRights(membership: CurrentMembership): boolean {
  return membership.isActive && (membership.plan === 'platinum' || membership.plan === 'gold')
}

/**
 * User spaces included (spec §1: Platinum up to 3). Free includes 1 — the admin who signed up —
 * and Gold the same as Platinum (docs/decisions/006). An expired paid plan falls back to free.
 */
export function userSeatLimit(membership: CurrentMembership): number {
  return hasPlatinumRights(membership) ? PLATINUM_USER_LIMIT : 1
}

export function membershipPlanId(plan: MembershipPlan): number {
  return MEMBERSHIP_PLAN_IDS[plan]
}

import { and, count, eq, gt, gte, inArray, not } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, events, memberships, requirements, users } from '../../db/schema'

export interface HomeCounts {
  companies: number
  buyers: number
  contacts: number
  updatedLastYear: number
  openRequirements: number
  upcomingEvents: number
  platinumCompanies: number
}

/**
 * The directory's figures: approved and visible companies, those that buy (buyer or both), the active and visible
 * people of those companies (event-only accounts are not business contacts), and how many of the companies changed
 * their profile since `since`.
 */
export async function countHome(db: Db, since: Date, now: Date): Promise<HomeCounts> {
  const listed = and(eq(companies.status, 'approved'), eq(companies.isVisible, true))
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0
  const [companyCount, buyers, contacts, updatedLastYear, openRequirements, upcomingEvents, platinumCompanies] = await Promise.all([
    total(db.select({ n: count() }).from(companies).where(listed)),
    total(db.select({ n: count() }).from(companies).where(and(listed, inArray(companies.profileType, ['buyer', 'both'])))),
    total(
      db
        .select({ n: count() })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(listed, eq(users.status, 'active'), eq(users.isVisible, true), not(users.isEventOnly))),
    ),
    total(db.select({ n: count() }).from(companies).where(and(listed, gte(companies.updatedAt, since)))),
    total(
      db
        .select({ n: count() })
        .from(requirements)
        .innerJoin(companies, eq(companies.id, requirements.companyId))
        .where(and(listed, eq(requirements.status, 'opened'), eq(requirements.isPublic, true))),
    ),
    total(db.select({ n: count() }).from(events).where(and(eq(events.status, 'published'), gte(events.startsAt, now)))),
    total(
      db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(and(listed, eq(memberships.plan, 'platinum'), eq(memberships.status, 'active'), gt(memberships.expiresAt, now))),
    ),
  ])
  return { companies: companyCount, buyers, contacts, updatedLastYear, openRequirements, upcomingEvents, platinumCompanies }
}

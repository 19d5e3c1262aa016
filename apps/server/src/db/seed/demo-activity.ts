/**
 * What the demo logins find on their dashboards: profile visits over the last 30 days, favourites, and open
 * requirements of other companies in their categories (opportunities). Drawn from the generated directory,
 * so it needs generated companies; the same directory gives the same activity (dates move with the clock).
 */
import { addCalendarDays, marketplaceDay } from '@nexo/shared'
import { and, asc, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { categories, companies, companyCategories, favourites, productsServices, profileVisits, requirements } from '../schema'
import { DEMO_COMPANIES, Random, buildDemoOpportunities } from './generate'

const DAY_MS = 86_400_000
const DEMO_IDS = Object.values(DEMO_COMPANIES).map((c) => c.id)

interface ActivityPlan {
  companyId: string
  /** Suppliers its user keeps as favourites: the trades it buys from. */
  favouriteCategoryCodes: readonly string[]
  favouriteCompanies: number
  favouriteProducts: number
  favouriteRequirements: number
  /** Buyers that publish an open requirement in the company's own categories: how many, from which position. */
  opportunities: number
  firstBuyer: number
  /** Visits per day over the last 30 days, [min, max]. */
  visitsPerDay: readonly [number, number]
}

const PLANS: Record<'platinum' | 'free', ActivityPlan> = {
  platinum: {
    companyId: DEMO_COMPANIES.platinum.id,
    favouriteCategoryCodes: ['423510', '332812', '332722', '333511'],
    favouriteCompanies: 5,
    favouriteProducts: 3,
    favouriteRequirements: 2,
    opportunities: 4,
    firstBuyer: 0,
    visitsPerDay: [1, 6],
  },
  free: {
    companyId: DEMO_COMPANIES.free.id,
    favouriteCategoryCodes: ['423510', '332811', '423840'],
    favouriteCompanies: 2,
    favouriteProducts: 2,
    favouriteRequirements: 0,
    opportunities: 2,
    firstBuyer: 4,
    visitsPerDay: [0, 3],
  },
}

/** Listed companies in these categories, by id (a stable order for the same directory). */
async function listedCompaniesIn(db: Db, categoryCodes: readonly string[], limit: number, profileTypes?: readonly ('buyer' | 'both' | 'supplier')[]) {
  return db
    .selectDistinct({
      id: companies.id,
      city: companies.city,
      country: companies.country,
      contentLanguage: companies.contentLanguage,
      postalCode: companies.postalCode,
      suburb: companies.suburb,
      street: companies.street,
      approvedAt: companies.approvedAt,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .innerJoin(companyCategories, eq(companyCategories.companyId, companies.id))
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(
      and(
        eq(companies.status, 'approved'),
        eq(companies.isVisible, true),
        notInArray(companies.id, DEMO_IDS),
        categoryCodes.length > 0 ? inArray(categories.code, [...categoryCodes]) : sql`true`,
        profileTypes ? inArray(companies.profileType, [...profileTypes]) : sql`true`,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(limit)
}

/**
 * Adds the demo companies' activity for the users `userIds` (their demo logins). Idempotent: visits and
 * favourites are unique per day and per target, opportunity ids are derived from their buyers.
 */
export async function seedDemoActivity(
  db: Db,
  options: { userIds: Partial<Record<'platinum' | 'free', string>>; referenceDate: Date; clock: Date },
): Promise<void> {
  const rng = new Random(20_26)
  const viewers = await listedCompaniesIn(db, [], 400)
  if (viewers.length === 0) return
  const today = marketplaceDay(options.clock)
  const buyers = await listedCompaniesIn(db, [], 12, ['buyer', 'both'])

  for (const key of ['platinum', 'free'] as const) {
    const plan = PLANS[key]
    const userId = options.userIds[key]
    const ownCodes = DEMO_COMPANIES[key].leafCodes

    // Opportunities first, so the Platinum user can also keep some of them as favourites.
    const opportunityRows = buildDemoOpportunities(buyers.slice(plan.firstBuyer, plan.firstBuyer + plan.opportunities), ownCodes, options.referenceDate)
    if (opportunityRows.length > 0) await db.insert(requirements).values(opportunityRows).onConflictDoNothing()

    // Visits: a few other companies a day, the same company at most once a day (the table's key).
    const visits: (typeof profileVisits.$inferInsert)[] = []
    for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
      const visitDate = addCalendarDays(today, -daysAgo)
      const count = rng.int(plan.visitsPerDay[0], plan.visitsPerDay[1])
      for (const viewer of rng.sample(viewers, count)) {
        const createdAt = new Date(Math.min(options.clock.getTime(), Date.parse(`${visitDate}T15:00:00Z`) + rng.int(0, 8 * 3600) * 1000))
        visits.push({ visitedCompanyId: plan.companyId, viewerCompanyId: viewer.id, visitDate, viewerUserId: null, createdAt })
      }
    }
    if (visits.length > 0) await db.insert(profileVisits).values(visits).onConflictDoNothing()

    if (!userId) continue
    const since = options.clock.getTime()
    const at = () => new Date(since - rng.int(1, 40) * DAY_MS - rng.int(0, 86_399) * 1000)
    const suppliers = await listedCompaniesIn(db, plan.favouriteCategoryCodes, 40, ['supplier', 'both'])
    const favouriteCompanies = rng.sample(suppliers, plan.favouriteCompanies)
    const rows: (typeof favourites.$inferInsert)[] = favouriteCompanies.map((c) => ({ userId, type: 'company', companyId: c.id, createdAt: at() }))
    if (plan.favouriteProducts > 0 && suppliers.length > 0) {
      const products = await db
        .select({ id: productsServices.id })
        .from(productsServices)
        .where(and(inArray(productsServices.companyId, suppliers.map((c) => c.id)), eq(productsServices.kind, 'product')))
        .orderBy(asc(productsServices.id))
        .limit(30)
      for (const product of rng.sample(products, plan.favouriteProducts)) rows.push({ userId, type: 'product', productId: product.id, createdAt: at() })
    }
    if (plan.favouriteRequirements > 0) {
      const open = await db
        .select({ id: requirements.id })
        .from(requirements)
        .where(and(eq(requirements.status, 'opened'), eq(requirements.isPublic, true), ne(requirements.companyId, plan.companyId), gte(requirements.endDate, today)))
        .orderBy(asc(requirements.id))
        .limit(30)
      for (const requirement of rng.sample(open, plan.favouriteRequirements)) rows.push({ userId, type: 'requirement', requirementId: requirement.id, createdAt: at() })
    }
    if (rows.length > 0) await db.insert(favourites).values(rows).onConflictDoNothing()
  }
}

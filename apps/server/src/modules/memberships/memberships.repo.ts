import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rows } from '../../db/sql-rows'
import { companies, membershipRequests, memberships, users } from '../../db/schema'

export type MembershipRow = typeof memberships.$inferSelect
export type MembershipRequestRow = typeof membershipRequests.$inferSelect

/** The newest membership row of a company (the current one), or null. */
export async function findCurrentMembership(db: Db, companyId: string): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.companyId, companyId)).orderBy(desc(memberships.activatedAt), desc(memberships.createdAt)).limit(1)
  return row ?? null
}

/** Locks the company row: activations, expiry and requests of one company run one at a time. */
export async function lockCompany(db: Db, companyId: string): Promise<{ id: string; tradeName: string; status: string } | null> {
  const [row] = await db
    .select({ id: companies.id, tradeName: companies.tradeName, status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update')
  return row ?? null
}

export async function insertMembership(db: Db, values: typeof memberships.$inferInsert): Promise<MembershipRow> {
  const [row] = await db.insert(memberships).values(values).returning()
  return row!
}

export async function updateMembership(db: Db, id: string, changes: Partial<typeof memberships.$inferInsert>): Promise<void> {
  await db.update(memberships).set(changes).where(eq(memberships.id, id))
}

/** The last expired paid row of a company that suspended users (the ones a renewal brings back). */
export async function findLastSuspension(db: Db, companyId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'expired'), sql`cardinality(${memberships.suspendedUserIds}) > 0`))
    .orderBy(desc(memberships.activatedAt))
    .limit(1)
  return row ?? null
}

/** Current (newest per company) paid rows still marked active whose expiry matches `where`. */
async function currentPaidRows(db: Db, where: SQL): Promise<MembershipRow[]> {
  const ids = await rows<{ id: string }>(
    db,
    sql`select id from (
          select distinct on (m.company_id) m.id, m.plan, m.status, m.expires_at, m.reminder_30_sent_at, m.reminder_7_sent_at
            from ${memberships} m order by m.company_id, m.activated_at desc, m.created_at desc) m
         where m.plan <> 'free' and m.status = 'active' and ${where}
         limit 500`,
  )
  if (ids.length === 0) return []
  return db.select().from(memberships).where(inArray(memberships.id, ids.map((r) => r.id)))
}

/** Paid plans whose expiry has passed but whose rights were not withdrawn yet. */
export function findDueForExpiry(db: Db, now: Date): Promise<MembershipRow[]> {
  return currentPaidRows(db, sql`m.expires_at <= ${now.toISOString()}::timestamptz`)
}

/** Paid plans expiring within `days` that have not had that reminder (the 7-day one also covers a missed 30-day one). */
export function findDueForReminder(db: Db, days: 30 | 7, now: Date): Promise<MembershipRow[]> {
  const until = new Date(now.getTime() + days * 86_400_000).toISOString()
  const notSent = days === 30 ? sql`m.reminder_30_sent_at is null and m.reminder_7_sent_at is null` : sql`m.reminder_7_sent_at is null`
  return currentPaidRows(db, sql`m.expires_at > ${now.toISOString()}::timestamptz and m.expires_at <= ${until}::timestamptz and ${notSent}`)
}

/** Marks a row expired unless another run did it first; answers whether this call did. */
export async function markExpired(db: Db, id: string): Promise<boolean> {
  const changed = await db.update(memberships).set({ status: 'expired' }).where(and(eq(memberships.id, id), eq(memberships.status, 'active'))).returning({ id: memberships.id })
  return changed.length > 0
}

/** Claims a reminder (so two instances never send it twice); answers whether this call claimed it. */
export async function claimReminder(db: Db, id: string, days: 30 | 7, now: Date): Promise<boolean> {
  const column = days === 30 ? memberships.reminder30SentAt : memberships.reminder7SentAt
  const changes = days === 30 ? { reminder30SentAt: now } : { reminder7SentAt: now, reminder30SentAt: sql`coalesce(${memberships.reminder30SentAt}, ${now.toISOString()}::timestamptz)` }
  const changed = await db.update(memberships).set(changes).where(and(eq(memberships.id, id), isNull(column))).returning({ id: memberships.id })
  return changed.length > 0
}

// ── requests ─────────────────────────────────────────────────────────────────────────────────────

export async function findOpenRequest(db: Db, companyId: string, plan: 'platinum' | 'gold'): Promise<MembershipRequestRow | null> {
  const [row] = await db
    .select()
    .from(membershipRequests)
    .where(and(eq(membershipRequests.companyId, companyId), eq(membershipRequests.plan, plan), inArray(membershipRequests.status, ['pending', 'contacted'])))
    .limit(1)
  return row ?? null
}

export async function insertRequest(db: Db, values: typeof membershipRequests.$inferInsert): Promise<MembershipRequestRow> {
  const [row] = await db.insert(membershipRequests).values(values).returning()
  return row!
}

export async function listCompanyRequests(db: Db, companyId: string): Promise<MembershipRequestRow[]> {
  return db.select().from(membershipRequests).where(eq(membershipRequests.companyId, companyId)).orderBy(desc(membershipRequests.createdAt)).limit(20)
}

export async function findRequest(db: Db, id: string): Promise<MembershipRequestRow | null> {
  const [row] = await db.select().from(membershipRequests).where(eq(membershipRequests.id, id)).limit(1)
  return row ?? null
}

export async function updateRequest(db: Db, id: string, changes: Partial<typeof membershipRequests.$inferInsert>): Promise<MembershipRequestRow | null> {
  const [row] = await db.update(membershipRequests).set(changes).where(eq(membershipRequests.id, id)).returning()
  return row ?? null
}

/** Open requests of a company for a plan become activated (an activation without a request id answers them). */
export async function markOpenRequestsActivated(db: Db, companyId: string, plan: 'platinum' | 'gold', membershipId: string, adminUserId: string): Promise<void> {
  await db
    .update(membershipRequests)
    .set({ status: 'activated', membershipId, handledByUserId: adminUserId, handledAt: new Date() })
    .where(and(eq(membershipRequests.companyId, companyId), eq(membershipRequests.plan, plan), inArray(membershipRequests.status, ['pending', 'contacted'])))
}

export interface AdminRequestRow extends MembershipRequestRow {
  companyName: string
  requesterFirstName: string | null
  requesterLastName: string | null
  requesterEmail: string | null
}

export async function listRequestsForAdmin(
  db: Db,
  filter: { status?: MembershipRequestRow['status']; plan?: 'platinum' | 'gold' },
  page: number,
  limit: number,
): Promise<{ rows: AdminRequestRow[]; total: number }> {
  const where = and(filter.status ? eq(membershipRequests.status, filter.status) : undefined, filter.plan ? eq(membershipRequests.plan, filter.plan) : undefined)
  const [list, [total]] = await Promise.all([
    db
      .select({
        request: membershipRequests,
        companyName: companies.tradeName,
        requesterFirstName: users.firstName,
        requesterLastName: users.lastName,
        requesterEmail: users.email,
      })
      .from(membershipRequests)
      .innerJoin(companies, eq(companies.id, membershipRequests.companyId))
      .leftJoin(users, eq(users.id, membershipRequests.requestedByUserId))
      .where(where)
      // Open requests first (oldest first: they have waited longest), then the handled ones, newest first.
      .orderBy(sql`${membershipRequests.status} in ('pending', 'contacted') desc`, sql`case when ${membershipRequests.status} in ('pending', 'contacted') then ${membershipRequests.createdAt} end asc`, desc(membershipRequests.updatedAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(membershipRequests).where(where),
  ])
  return {
    rows: list.map((r) => ({ ...r.request, companyName: r.companyName, requesterFirstName: r.requesterFirstName, requesterLastName: r.requesterLastName, requesterEmail: r.requesterEmail })),
    total: total?.value ?? 0,
  }
}

/** Platform admins to tell about a new request (read-only look at the users table, like the audit log does). */
export async function listPlatformAdmins(db: Db): Promise<{ id: string; email: string; language: 'en' | 'es'; firstName: string }[]> {
  return db
    .select({ id: users.id, email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.platformRole, 'admin'), eq(users.status, 'active')))
    .limit(50)
}

export async function findUserContact(db: Db, userId: string): Promise<{ email: string; language: 'en' | 'es'; firstName: string; lastName: string } | null> {
  const [row] = await db.select({ email: users.email, language: users.language, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1)
  return row ?? null
}


import { and, asc, count, desc, eq, getTableName, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog, categories, companies, companyCategories, companyCertifications, files, memberships, users } from '../../db/schema'

/**
 * The admin console reads across companies, users, files and the audit log: it is the one
 * feature whose whole job is reviewing other features' rows, so its queries live here.
 */

/** `%q%` for ILIKE, with the pattern characters of the search text taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * `companies.id`, always table-qualified: Drizzle leaves columns unqualified in a single-table
 * select, where a correlated subquery on users would then read its own `id`.
 */
const companyIdRef = sql`${sql.identifier(getTableName(companies))}.${sql.identifier('id')}`

// The sign-up admin (first company admin by creation), for the summary's admin e-mail.
const firstAdminEmail = sql<string | null>`(select u.email from ${users} u where u.company_id = ${companyIdRef} and u.company_role = 'admin' order by u.created_at asc limit 1)`
const firstAdminVerified = sql<boolean>`coalesce((select u.email_verified_at is not null from ${users} u where u.company_id = ${companyIdRef} and u.company_role = 'admin' order by u.created_at asc limit 1), false)`
const currentPlan = sql<string | null>`(select m.plan::text from ${memberships} m where m.company_id = ${companyIdRef} order by m.activated_at desc limit 1)`

const summaryColumns = {
  id: companies.id,
  tradeName: companies.tradeName,
  legalName: companies.legalName,
  rfc: companies.rfc,
  taxId: companies.taxId,
  country: companies.country,
  state: companies.state,
  city: companies.city,
  profileType: companies.profileType,
  status: companies.status,
  createdAt: companies.createdAt,
  membershipPlan: currentPlan,
  adminEmail: firstAdminEmail,
  adminEmailVerified: firstAdminVerified,
}

export interface CompanyFilter {
  status?: 'pending' | 'approved' | 'rejected'
  q?: string
}

function companyWhere(filter: CompanyFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.status) conditions.push(eq(companies.status, filter.status))
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    conditions.push(
      or(
        ilike(companies.tradeName, pattern),
        ilike(companies.legalName, pattern),
        ilike(companies.rfc, pattern),
        ilike(companies.taxId, pattern),
        sql`exists (select 1 from ${users} u where u.company_id = ${companyIdRef} and u.company_role = 'admin' and u.email ilike ${pattern})`,
      )!,
    )
  }
  return conditions.length ? and(...conditions) : undefined
}

export async function listCompanySummaries(db: Db, filter: CompanyFilter, page: number, limit: number) {
  const where = companyWhere(filter)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(companies)
      .where(where)
      // The approval queue (pending only) is served first come, first served, as the admin home promises; every other
      // list shows the newest sign-ups first.
      .orderBy(...(filter.status === 'pending' ? [asc(companies.createdAt), asc(companies.id)] : [desc(companies.createdAt), desc(companies.id)]))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(companies).where(where),
  ])
  return { rows, total: totalRow?.value ?? 0 }
}
export type CompanySummaryRow = Awaited<ReturnType<typeof listCompanySummaries>>['rows'][number]

export async function findCompanySummary(db: Db, companyId: string): Promise<CompanySummaryRow | null> {
  const [row] = await db.select(summaryColumns).from(companies).where(eq(companies.id, companyId)).limit(1)
  return row ?? null
}

export async function findCompany(db: Db, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1)
  return row ?? null
}

export async function listCompanyCategories(db: Db, companyId: string) {
  return db
    .select({ id: categories.id, code: categories.code, nameEn: categories.nameEn, nameEs: categories.nameEs })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
}

export async function listCompanyMembers(db: Db, companyId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      username: users.username,
      status: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
      companyRole: users.companyRole,
      language: users.language,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.createdAt), asc(users.id))
}
export type CompanyMemberRow = Awaited<ReturnType<typeof listCompanyMembers>>[number]

const DOCUMENT_PURPOSES = ['logo', 'signup_logo', 'brochure', 'certification']

/**
 * The company's documents: files it owns for review purposes, plus the files its logo, brochure
 * and certifications point at (a logo uploaded before sign-up may have no owner yet).
 */
export async function listCompanyDocuments(db: Db, companyId: string, referencedIds: string[]) {
  const certificationFiles = await db
    .select({ fileId: companyCertifications.fileId })
    .from(companyCertifications)
    .where(eq(companyCertifications.companyId, companyId))
  const ids = [...referencedIds, ...certificationFiles.map((c) => c.fileId).filter((id): id is string => id !== null)]
  const owned = and(eq(files.ownerCompanyId, companyId), inArray(files.purpose, DOCUMENT_PURPOSES))
  return db
    .select({
      id: files.id,
      purpose: files.purpose,
      originalName: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(ids.length ? or(owned, inArray(files.id, ids)) : owned)
    .orderBy(asc(files.createdAt), asc(files.id))
}

/** Approves unless already approved; null when nothing changed (missing or already approved). */
export async function markCompanyApproved(db: Db, companyId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .update(companies)
    .set({ status: 'approved', approvedAt: new Date(), rejectionReason: null })
    .where(and(eq(companies.id, companyId), ne(companies.status, 'approved')))
    .returning({ id: companies.id })
  return row ?? null
}

/** Rejects a pending company only; null when nothing changed. */
export async function markCompanyRejected(db: Db, companyId: string, reason: string): Promise<{ id: string } | null> {
  const [row] = await db
    .update(companies)
    .set({ status: 'rejected', approvedAt: null, rejectionReason: reason })
    .where(and(eq(companies.id, companyId), eq(companies.status, 'pending')))
    .returning({ id: companies.id })
  return row ?? null
}

export async function findCompanyStatus(db: Db, companyId: string) {
  const [row] = await db.select({ status: companies.status, tradeName: companies.tradeName }).from(companies).where(eq(companies.id, companyId)).limit(1)
  return row ?? null
}

/** Company admins who should hear about the review (deactivated users are left out). */
export async function listCompanyAdminRecipients(db: Db, companyId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin'), ne(users.status, 'inactive')))
    .orderBy(asc(users.createdAt))
}

export async function listUsers(db: Db, q: string | undefined, page: number, limit: number) {
  const pattern = q ? containsPattern(q) : null
  const where = pattern
    ? or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(companies.tradeName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )
    : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        username: users.username,
        status: users.status,
        platformRole: users.platformRole,
        companyRole: users.companyRole,
        isEventOnly: users.isEventOnly,
        companyId: users.companyId,
        companyName: companies.tradeName,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(where),
  ])
  return { rows, total: totalRow?.value ?? 0 }
}

export async function listAuditEntries(db: Db, filter: { entityType?: string; entityId?: string }, page: number, limit: number) {
  const conditions: SQL[] = []
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType))
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        actorUserId: auditLog.actorUserId,
        actorEmail: users.email,
        data: auditLog.data,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ])
  return { rows, total: totalRow?.value ?? 0 }
}

// ── Admin home (issue 11) ───────────────────────────────────────────────────────────────────────

/** Companies waiting for approval, the longest waiting first, and how many there are. */
export async function listOldestPendingCompanies(db: Db, limit: number) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: companies.id, tradeName: companies.tradeName, createdAt: companies.createdAt, adminEmailVerified: firstAdminVerified })
      .from(companies)
      .where(eq(companies.status, 'pending'))
      .orderBy(asc(companies.createdAt), asc(companies.id))
      .limit(limit),
    db.select({ value: count() }).from(companies).where(eq(companies.status, 'pending')),
  ])
  return { rows, total: totalRow?.value ?? 0 }
}

/** Each approved company's current membership (its newest row), paid plans only. */
function currentPaidMemberships(db: Db) {
  const current = db
    .selectDistinctOn([memberships.companyId], {
      companyId: memberships.companyId,
      plan: memberships.plan,
      status: memberships.status,
      expiresAt: memberships.expiresAt,
    })
    .from(memberships)
    .orderBy(memberships.companyId, desc(memberships.activatedAt), desc(memberships.createdAt))
    .as('current_membership')
  return current
}

export interface MembershipWindow {
  now: Date
  /** Expiring before this counts as "expiring soon". */
  soon: Date
  /** Expired after this is still listed to renew. */
  expiredSince: Date
}

/** Paid memberships in force, expiring within the window, and expired within the window. */
export async function countMemberships(db: Db, window: MembershipWindow) {
  const current = currentPaidMemberships(db)
  const isExpired = sql`(${current.status} = 'expired' or ${current.expiresAt} <= ${window.now})`
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where not ${isExpired})`.mapWith(Number),
      expiringSoon: sql<number>`count(*) filter (where not ${isExpired} and ${current.expiresAt} <= ${window.soon})`.mapWith(Number),
      expiredRecently: sql<number>`count(*) filter (where ${isExpired} and ${current.expiresAt} > ${window.expiredSince})`.mapWith(Number),
    })
    .from(current)
    .innerJoin(companies, eq(companies.id, current.companyId))
    .where(and(ne(current.plan, 'free'), eq(companies.status, 'approved')))
  return row ?? { active: 0, expiringSoon: 0, expiredRecently: 0 }
}

/** Paid memberships to follow up: expired within the window (latest first), then the next to expire. */
export async function listMembershipsToRenew(db: Db, window: MembershipWindow, limit: number) {
  const current = currentPaidMemberships(db)
  const isExpired = sql<boolean>`(${current.status} = 'expired' or ${current.expiresAt} <= ${window.now})`
  return db
    .select({ companyId: current.companyId, tradeName: companies.tradeName, plan: current.plan, expiresAt: current.expiresAt, isExpired })
    .from(current)
    .innerJoin(companies, eq(companies.id, current.companyId))
    .where(
      and(
        ne(current.plan, 'free'),
        eq(companies.status, 'approved'),
        sql`${current.expiresAt} > ${window.expiredSince} and ${current.expiresAt} <= ${window.soon}`,
      ),
    )
    .orderBy(sql`${isExpired} desc`, sql`case when ${isExpired} then ${current.expiresAt} end desc`, asc(current.expiresAt))
    .limit(limit)
}

/** Accounts created since a moment. */
export async function countUsersCreatedSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(sql`${users.createdAt} >= ${since}`)
  return row?.value ?? 0
}

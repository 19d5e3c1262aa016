import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, companies, companyCategories, companyClaims, files, memberships, registryImports, users, type ClaimProposal, type RegistryFacts } from '../../db/schema'

export type RegistryImportRow = typeof registryImports.$inferSelect
export type CompanyInsert = typeof companies.$inferInsert

// ── imports ──────────────────────────────────────────────────────────────────────────────────────────────────────

export async function insertImport(db: Db, values: typeof registryImports.$inferInsert): Promise<RegistryImportRow> {
  const [row] = await db.insert(registryImports).values(values).returning()
  return row!
}

export async function findImport(db: Db, id: string): Promise<RegistryImportRow | undefined> {
  const [row] = await db.select().from(registryImports).where(eq(registryImports.id, id))
  return row
}

export async function listImports(db: Db, limit: number): Promise<RegistryImportRow[]> {
  return db.select().from(registryImports).orderBy(desc(registryImports.createdAt)).limit(limit)
}

/**
 * Takes the oldest queued import, or a running one whose heartbeat stopped (its instance died): the job runner's
 * lease makes this instance the only one processing registry imports, so a stale "running" row is nobody's.
 */
export async function claimNextImport(db: Db, staleAfterMs: number): Promise<RegistryImportRow | undefined> {
  const [row] = await db
    .update(registryImports)
    .set({ status: 'running', startedAt: sql`coalesce(${registryImports.startedAt}, now())` })
    .where(
      eq(
        registryImports.id,
        sql`(select id from registry_imports
              where status = 'queued' or (status = 'running' and updated_at < now() - ${staleAfterMs}::float8 * interval '1 millisecond')
              order by created_at limit 1)`,
      ),
    )
    .returning()
  return row
}

export async function updateImport(db: Db, id: string, values: Partial<typeof registryImports.$inferInsert>): Promise<void> {
  await db.update(registryImports).set(values).where(eq(registryImports.id, id))
}

// ── registry companies ──────────────────────────────────────────────────────────────────────────────────────────

/** Active categories by slug: what the SCIAN mapping may name. */
export async function loadActiveCategoryIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNull(categories.retiredAt))
  return new Map(rows.map((r) => [r.slug, r.id]))
}

/** The columns a registry import compares and writes. */
export const registryColumns = {
  id: companies.id,
  registryId: companies.registryId,
  registryClaimedAt: companies.registryClaimedAt,
  tradeName: companies.tradeName,
  legalName: companies.legalName,
  state: companies.state,
  city: companies.city,
  suburb: companies.suburb,
  street: companies.street,
  postalCode: companies.postalCode,
  latitude: companies.latitude,
  longitude: companies.longitude,
  phone: companies.phone,
  email: companies.email,
  website: companies.website,
  sector: companies.sector,
  briefDescription: companies.briefDescription,
  registryFacts: companies.registryFacts,
}
export type RegistryCompany = { [K in keyof typeof registryColumns]: (typeof companies.$inferSelect)[K] } & { categoryIds: number[] }

/** The companies of this registry with these ids, with their categories. */
export async function findRegistryCompanies(db: Db, source: 'denue', registryIds: string[]): Promise<RegistryCompany[]> {
  if (registryIds.length === 0) return []
  const found = await db
    .select(registryColumns)
    .from(companies)
    .where(and(eq(companies.registrySource, source), inArray(companies.registryId, registryIds)))
  if (found.length === 0) return []
  const cats = await db
    .select()
    .from(companyCategories)
    .where(
      inArray(
        companyCategories.companyId,
        found.map((c) => c.id),
      ),
    )
  return found.map((c) => ({ ...c, categoryIds: cats.filter((x) => x.companyId === c.id).map((x) => x.categoryId) }))
}

/** New companies with their free membership and category; answers their ids in the order given. */
export async function insertRegistryCompanies(db: Db, rows: { values: CompanyInsert; categoryId: number }[]): Promise<string[]> {
  if (rows.length === 0) return []
  const inserted = await db
    .insert(companies)
    .values(rows.map((r) => r.values))
    .returning({ id: companies.id })
  await db.insert(memberships).values(inserted.map((c) => ({ companyId: c.id, plan: 'free' as const, status: 'active' as const, expiresAt: null })))
  await db.insert(companyCategories).values(inserted.map((c, i) => ({ companyId: c.id, categoryId: rows[i]!.categoryId })))
  return inserted.map((c) => c.id)
}

export async function updateRegistryCompany(db: Db, id: string, values: Partial<CompanyInsert>, categories?: { remove: number[]; add: number[] }): Promise<void> {
  if (Object.keys(values).length > 0) await db.update(companies).set(values).where(eq(companies.id, id))
  if (categories?.remove.length) await db.delete(companyCategories).where(and(eq(companyCategories.companyId, id), inArray(companyCategories.categoryId, categories.remove)))
  if (categories?.add.length) await db.insert(companyCategories).values(categories.add.map((categoryId) => ({ companyId: id, categoryId })))
}

// ── claims ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A registry company as the claim start and checks need it. */
export async function findRegistryCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      registrySource: companies.registrySource,
      registryId: companies.registryId,
      registryClaimedAt: companies.registryClaimedAt,
      registryFacts: companies.registryFacts,
      status: companies.status,
      isVisible: companies.isVisible,
      tradeName: companies.tradeName,
      legalName: companies.legalName,
      country: companies.country,
      state: companies.state,
      city: companies.city,
      suburb: companies.suburb,
      street: companies.street,
      postalCode: companies.postalCode,
      website: companies.website,
      sector: companies.sector,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!row) return undefined
  const cats = await db.select({ categoryId: companyCategories.categoryId }).from(companyCategories).where(eq(companyCategories.companyId, companyId))
  return { ...row, categoryIds: cats.map((c) => c.categoryId) }
}

/** Registry facts and claim state of a company (the company page's mark), or null for a company not from a registry. */
export async function findRegistryMark(db: Db, companyId: string): Promise<{ source: 'denue'; facts: RegistryFacts | null; claimedAt: Date | null } | null> {
  const [row] = await db
    .select({ source: companies.registrySource, facts: companies.registryFacts, claimedAt: companies.registryClaimedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row?.source ? { source: row.source, facts: row.facts, claimedAt: row.claimedAt } : null
}

export async function insertClaim(db: Db, values: typeof companyClaims.$inferInsert): Promise<string> {
  const [row] = await db.insert(companyClaims).values(values).returning({ id: companyClaims.id })
  return row!.id
}

export type ClaimRow = typeof companyClaims.$inferSelect

/** The claim an account made, if any (one per account: the sign-up that created it). */
export async function findClaimOfUser(db: Db, userId: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(companyClaims).where(eq(companyClaims.userId, userId)).orderBy(desc(companyClaims.createdAt)).limit(1)
  return row
}

export async function findClaim(db: Db, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(companyClaims).where(eq(companyClaims.id, id))
  return row
}

/** pending → confirmed | rejected, once (of two decisions, one wins). */
export async function decideClaim(db: Db, id: string, values: { status: 'confirmed' | 'rejected'; evidence: string | null; decidedByUserId: string | null }): Promise<ClaimRow | undefined> {
  const [row] = await db
    .update(companyClaims)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(companyClaims.id, id), eq(companyClaims.status, 'pending')))
    .returning()
  return row
}

/**
 * Marks the company claimed, once: the first confirmed claim wins, a second finds it claimed already. Writes the
 * claimant's sign-up data onto it and replaces its categories.
 */
export async function markCompanyClaimed(db: Db, companyId: string, proposal: ClaimProposal): Promise<boolean> {
  const [row] = await db
    .update(companies)
    .set({ ...(proposal.company as Partial<CompanyInsert>), registryClaimedAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.registryClaimedAt)))
    .returning({ id: companies.id })
  if (!row) return false
  if (proposal.categoryIds.length > 0) {
    await db.delete(companyCategories).where(eq(companyCategories.companyId, companyId))
    await db.insert(companyCategories).values(proposal.categoryIds.map((categoryId) => ({ companyId, categoryId })))
  }
  return true
}

/** Other claims still pending on a company that was just claimed: they are answered "rejected", their accounts removed. */
export async function rejectOtherPendingClaims(db: Db, companyId: string, exceptClaimId: string): Promise<string[]> {
  const rows = await db
    .update(companyClaims)
    .set({ status: 'rejected', evidence: 'claimed by another account', decidedAt: new Date() })
    .where(and(eq(companyClaims.companyId, companyId), eq(companyClaims.status, 'pending'), sql`${companyClaims.id} <> ${exceptClaimId}`))
    .returning({ userId: companyClaims.userId })
  return rows.map((r) => r.userId)
}

/** Accounts of rejected claims may not sign in: they belong to a company they could not show was theirs. */
export async function deactivateUsers(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length > 0) await db.update(users).set({ status: 'inactive' }).where(inArray(users.id, userIds))
}

/** A claim's sign-up logo becomes the company's (the file is owned by it from the sign-up on). */
export async function claimLogo(db: Db, fileId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ ownerCompanyId: companyId, purpose: 'logo' })
    .where(and(eq(files.id, fileId), eq(files.purpose, 'signup_logo'), isNull(files.ownerCompanyId)))
    .returning({ id: files.id })
  return rows.length === 1
}

/** Platform admins to tell about a claim waiting for them (a read-only look at the users table). */
export async function listPlatformAdmins(db: Db): Promise<{ id: string }[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platformRole, 'admin'), eq(users.status, 'active')))
    .limit(50)
}

/** The claimant and the company's name, for the decision's mail. */
export async function findClaimRecipient(db: Db, claimId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, language: users.language, companyName: companies.tradeName })
    .from(companyClaims)
    .innerJoin(users, eq(users.id, companyClaims.userId))
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .where(eq(companyClaims.id, claimId))
  return row
}

/** Claims for the platform admin's list, newest first, with the company and the claimant. */
export async function listClaims(db: Db, filter: { status?: 'pending' | 'confirmed' | 'rejected'; claimId?: string }, limit: number) {
  return db
    .select({
      claim: companyClaims,
      company: { id: companies.id, tradeName: companies.tradeName, website: companies.website, phone: companies.phone, email: companies.email, city: companies.city, state: companies.state, registryId: companies.registryId },
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email, position: users.position, phone: users.phone, status: users.status },
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .innerJoin(users, eq(users.id, companyClaims.userId))
    .where(and(filter.status ? eq(companyClaims.status, filter.status) : undefined, filter.claimId ? eq(companyClaims.id, filter.claimId) : undefined))
    .orderBy(desc(companyClaims.createdAt))
    .limit(limit)
}

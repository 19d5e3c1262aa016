import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, companySat69b, favourites, quotes, sat69bEntries, sat69bImports, users } from '../../db/schema'

export type Sat69bImportRow = typeof sat69bImports.$inferSelect
export type Sat69bEntryInsert = typeof sat69bEntries.$inferInsert
export type CompanySat69bRow = typeof companySat69b.$inferSelect

// ── imports ──────────────────────────────────────────────────────────────────────────────────────────────────────

export async function insertImport(db: Db, values: typeof sat69bImports.$inferInsert): Promise<Sat69bImportRow> {
  const [row] = await db.insert(sat69bImports).values(values).returning()
  return row!
}

export async function findImport(db: Db, id: string): Promise<Sat69bImportRow | undefined> {
  const [row] = await db.select().from(sat69bImports).where(eq(sat69bImports.id, id))
  return row
}

export async function listImports(db: Db, limit: number): Promise<Sat69bImportRow[]> {
  return db.select().from(sat69bImports).orderBy(desc(sat69bImports.createdAt)).limit(limit)
}

/** The list in force: the newest import that finished. */
export async function findCurrentImportId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: sat69bImports.id })
    .from(sat69bImports)
    .where(and(eq(sat69bImports.status, 'done'), isNotNull(sat69bImports.finishedAt)))
    .orderBy(desc(sat69bImports.finishedAt))
    .limit(1)
  return row?.id ?? null
}

/** The oldest queued import, or a running one whose heartbeat stopped (the job's lease makes it nobody else's). */
export async function claimNextImport(db: Db, staleAfterMs: number): Promise<Sat69bImportRow | undefined> {
  const [row] = await db
    .update(sat69bImports)
    .set({ status: 'running', startedAt: sql`coalesce(${sat69bImports.startedAt}, now())` })
    .where(
      eq(
        sat69bImports.id,
        sql`(select id from sat69b_imports
              where status = 'queued' or (status = 'running' and updated_at < now() - ${staleAfterMs}::float8 * interval '1 millisecond')
              order by created_at limit 1)`,
      ),
    )
    .returning()
  return row
}

export async function updateImport(db: Db, id: string, values: Partial<typeof sat69bImports.$inferInsert>): Promise<void> {
  await db.update(sat69bImports).set(values).where(eq(sat69bImports.id, id))
}

/** Entries of one import; an RFC a resumed run wrote already is kept as it is. */
export async function insertEntries(db: Db, rows: Sat69bEntryInsert[]): Promise<void> {
  if (rows.length === 0) return
  await db.insert(sat69bEntries).values(rows).onConflictDoNothing()
}

/** RFCs of these already written by this import (a duplicate in the file is refused with its line). */
export async function findWrittenRfcs(db: Db, importId: string, rfcs: string[]): Promise<Set<string>> {
  if (rfcs.length === 0) return new Set()
  const rows = await db
    .select({ rfc: sat69bEntries.rfc })
    .from(sat69bEntries)
    .where(and(eq(sat69bEntries.importId, importId), inArray(sat69bEntries.rfc, rfcs)))
  return new Set(rows.map((r) => r.rfc))
}

/** A list put in force replaces the older ones: their entries go (the imports' reports stay). */
export async function deleteEntriesOfOtherImports(db: Db, importId: string): Promise<void> {
  await db.delete(sat69bEntries).where(ne(sat69bEntries.importId, importId))
}

// ── companies against the list ───────────────────────────────────────────────────────────────────────────────────

export interface CompanyMatch {
  companyId: string
  tradeName: string
  rfc: string
  entry: { name: string; situation: CompanySat69bRow['situation']; presumedOn: string | null; rebuttedOn: string | null; definitiveOn: string | null; favourableOn: string | null } | null
}

/**
 * Companies with an RFC (all of them, or these) and their entry on the given list. Matched on the upper-cased RFC
 * (companies.rfc is stored as typed, upper case by the sign-up's and import's rules).
 */
export async function matchCompanies(db: Db, importId: string | null, companyIds: string[] | null): Promise<CompanyMatch[]> {
  if (companyIds && companyIds.length === 0) return []
  const rows = await db
    .select({
      companyId: companies.id,
      tradeName: companies.tradeName,
      rfc: companies.rfc,
      name: sat69bEntries.name,
      situation: sat69bEntries.situation,
      presumedOn: sat69bEntries.presumedOn,
      rebuttedOn: sat69bEntries.rebuttedOn,
      definitiveOn: sat69bEntries.definitiveOn,
      favourableOn: sat69bEntries.favourableOn,
    })
    .from(companies)
    .leftJoin(sat69bEntries, and(sql`${sat69bEntries.importId} = ${importId ?? sql`null`}::uuid`, eq(sat69bEntries.rfc, sql`upper(${companies.rfc})`)))
    .where(and(isNotNull(companies.rfc), companyIds ? inArray(companies.id, companyIds) : undefined))
  return rows.map((r) => ({
    companyId: r.companyId,
    tradeName: r.tradeName,
    rfc: r.rfc!,
    entry: r.situation ? { name: r.name!, situation: r.situation, presumedOn: r.presumedOn, rebuttedOn: r.rebuttedOn, definitiveOn: r.definitiveOn, favourableOn: r.favourableOn } : null,
  }))
}

/** Only the companies on the list (a whole-directory check reads these, not every company). */
export async function matchListedCompanies(db: Db, importId: string): Promise<CompanyMatch[]> {
  const rows = await db
    .select({
      companyId: companies.id,
      tradeName: companies.tradeName,
      rfc: companies.rfc,
      name: sat69bEntries.name,
      situation: sat69bEntries.situation,
      presumedOn: sat69bEntries.presumedOn,
      rebuttedOn: sat69bEntries.rebuttedOn,
      definitiveOn: sat69bEntries.definitiveOn,
      favourableOn: sat69bEntries.favourableOn,
    })
    .from(sat69bEntries)
    .innerJoin(companies, eq(sql`upper(${companies.rfc})`, sat69bEntries.rfc))
    .where(eq(sat69bEntries.importId, importId))
  return rows.map((r) => ({ companyId: r.companyId, tradeName: r.tradeName, rfc: r.rfc!, entry: { name: r.name, situation: r.situation, presumedOn: r.presumedOn, rebuttedOn: r.rebuttedOn, definitiveOn: r.definitiveOn, favourableOn: r.favourableOn } }))
}

export async function findListings(db: Db, companyIds: string[] | null): Promise<CompanySat69bRow[]> {
  if (companyIds && companyIds.length === 0) return []
  return db
    .select()
    .from(companySat69b)
    .where(companyIds ? inArray(companySat69b.companyId, companyIds) : undefined)
}

export async function findListing(db: Db, companyId: string): Promise<CompanySat69bRow | undefined> {
  const [row] = await db.select().from(companySat69b).where(eq(companySat69b.companyId, companyId))
  return row
}

export async function upsertListing(db: Db, values: typeof companySat69b.$inferInsert): Promise<void> {
  await db
    .insert(companySat69b)
    .values(values)
    .onConflictDoUpdate({ target: companySat69b.companyId, set: { rfc: values.rfc, listedName: values.listedName, situation: values.situation, since: values.since, importId: values.importId, ...(values.foundAt ? { foundAt: values.foundAt } : {}) } })
}

export async function deleteListings(db: Db, companyIds: string[]): Promise<void> {
  if (companyIds.length === 0) return
  await db.delete(companySat69b).where(inArray(companySat69b.companyId, companyIds))
}

export async function countFlagged(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companySat69b)
    .where(inArray(companySat69b.situation, ['presunto', 'definitivo']))
  return row?.n ?? 0
}

/** The platform admin's list: the companies on the list (flagged only, or every situation), newest finding first. */
export async function listCompanyListings(db: Db, scope: 'flagged' | 'all', limit: number) {
  const where = scope === 'flagged' ? inArray(companySat69b.situation, ['presunto', 'definitivo']) : undefined
  const [items, [count]] = await Promise.all([
    db
      .select({ listing: companySat69b, tradeName: companies.tradeName })
      .from(companySat69b)
      .innerJoin(companies, eq(companies.id, companySat69b.companyId))
      .where(where)
      .orderBy(desc(companySat69b.foundAt), companies.tradeName)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(companySat69b).where(where),
  ])
  return { items, total: count?.n ?? 0 }
}

// ── who hears of a listing ───────────────────────────────────────────────────────────────────────────────────────

export async function listPlatformAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platformRole, 'admin'), eq(users.status, 'active')))
    .limit(50)
  return rows.map((r) => r.id)
}

/**
 * The buyers of a supplier: users who saved it as a favourite, and the companies it sent a quote to (their users are
 * found by the notifications service).
 */
export async function findBuyersOf(db: Db, supplierId: string): Promise<{ userIds: string[]; companyIds: string[] }> {
  const [fans, quoted] = await Promise.all([
    db
      .selectDistinct({ userId: favourites.userId })
      .from(favourites)
      .where(and(eq(favourites.type, 'company'), eq(favourites.companyId, supplierId))),
    db
      .selectDistinct({ companyId: quotes.receiverCompanyId })
      .from(quotes)
      .where(and(eq(quotes.senderCompanyId, supplierId), ne(quotes.receiverCompanyId, supplierId))),
  ])
  return { userIds: fans.map((f) => f.userId), companyIds: quoted.map((q) => q.companyId) }
}

/** The users of these companies who are not deactivated (to leave out of the favourites' recipients already told). */
export async function listCompanyUserIds(db: Db, companyIds: string[]): Promise<string[]> {
  if (companyIds.length === 0) return []
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.companyId, companyIds), ne(users.status, 'inactive')))
  return rows.map((r) => r.id)
}

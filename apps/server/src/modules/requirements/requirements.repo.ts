import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { RequirementStatus, RequirementType } from '@nexo/shared'
import type { Db } from '../../db/client'
import { categories, certifications, companies, companyCategories, companyCertifications, quotes, requirementInvitations, requirements } from '../../db/schema'

export type RequirementRow = typeof requirements.$inferSelect
export type RequirementValues = Omit<typeof requirements.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>

/** A company others may see: approved and visible. */
export const companyListed = and(eq(companies.status, 'approved'), eq(companies.isVisible, true))!

/**
 * The state a reader sees (ADR 025): an opened requirement whose end date is before today is expired, whether or
 * not the expiry job has written it yet.
 */
export function effectiveStatus(today: string): SQL<RequirementStatus> {
  return sql<RequirementStatus>`(case when ${requirements.status} = 'opened' and ${requirements.endDate} < ${today}::date then 'expired' else ${requirements.status}::text end)`
}

export function effectiveStatusOf(row: Pick<RequirementRow, 'status' | 'endDate'>, today: string): RequirementStatus {
  return row.status === 'opened' && row.endDate < today ? 'expired' : row.status
}

/** Whether the viewer's company was invited to the requirement (false for a visitor). */
const invitedColumn = (viewerCompanyId: string | null) =>
  viewerCompanyId
    ? sql<boolean>`exists (select 1 from ${requirementInvitations} where ${requirementInvitations.requirementId} = ${requirements.id} and ${requirementInvitations.companyId} = ${viewerCompanyId})`
    : sql<boolean>`false`

const cardColumns = (today: string, viewerCompanyId: string | null) => ({
  id: requirements.id,
  companyId: requirements.companyId,
  type: requirements.type,
  status: effectiveStatus(today),
  isRfq: requirements.isRfq,
  isPublic: requirements.isPublic,
  title: requirements.title,
  description: requirements.description,
  country: requirements.country,
  state: requirements.state,
  city: requirements.city,
  startDate: requirements.startDate,
  endDate: requirements.endDate,
  categoryId: requirements.categoryId,
  subcategoryId: requirements.subcategoryId,
  certificationIds: requirements.certificationIds,
  preferredCertificationIds: requirements.preferredCertificationIds,
  contentLanguage: requirements.contentLanguage,
  isInvited: invitedColumn(viewerCompanyId),
  createdAt: requirements.createdAt,
})

export interface ListFilters {
  q?: string
  categoryId?: number
  /** One effective state; `all` or none: every state. */
  status?: RequirementStatus | 'all'
  type?: RequirementType
  certificationId?: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * `card`: what the public list shows (title, description, city, required certifications) and nothing more, so a
 * filter cannot probe the detail's fields, which need a membership (ADR 025). `all`: the owner's own list.
 */
function filterConditions(filters: ListFilters, today: string, fields: 'card' | 'all'): SQL[] {
  const conditions: SQL[] = []
  if (filters.categoryId) conditions.push(or(eq(requirements.categoryId, filters.categoryId), eq(requirements.subcategoryId, filters.categoryId))!)
  if (filters.status && filters.status !== 'all') conditions.push(sql`${effectiveStatus(today)} = ${filters.status}`)
  if (filters.type) conditions.push(eq(requirements.type, filters.type))
  if (filters.certificationId) {
    conditions.push(
      fields === 'all'
        ? sql`(${filters.certificationId}::int = any(${requirements.certificationIds}) or ${filters.certificationId}::int = any(${requirements.preferredCertificationIds}))`
        : sql`${filters.certificationId}::int = any(${requirements.certificationIds})`,
    )
  }
  const words = (filters.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`
    const text =
      fields === 'all'
        ? sql`${requirements.title} || ' ' || ${requirements.description} || ' ' || ${requirements.activity} || ' ' || ${requirements.materials} || ' ' || ${requirements.city}`
        : sql`${requirements.title} || ' ' || ${requirements.description} || ' ' || ${requirements.city}`
    conditions.push(sql`unaccent(${text}) ilike unaccent(${pattern})`)
  }
  return conditions
}

/**
 * The public list: requirements of listed companies that are public, or private ones the viewer's company owns or
 * was invited to. Open ones first, then newest.
 */
export async function listVisible(db: Db, viewerCompanyId: string | null, filters: ListFilters, page: number, limit: number, today: string) {
  const visibility = viewerCompanyId
    ? or(
        eq(requirements.isPublic, true),
        eq(requirements.companyId, viewerCompanyId),
        invitedColumn(viewerCompanyId),
      )!
    : eq(requirements.isPublic, true)
  // One hidden by the moderation (issue 27 §19) is listed to its own company only.
  const notHidden = viewerCompanyId ? or(isNull(requirements.hiddenAt), eq(requirements.companyId, viewerCompanyId))! : isNull(requirements.hiddenAt)
  const where = and(companyListed, visibility, notHidden, ...filterConditions(filters, today, 'card'))
  const [items, [total]] = await Promise.all([
    db
      .select(cardColumns(today, viewerCompanyId))
      .from(requirements)
      .innerJoin(companies, eq(companies.id, requirements.companyId))
      .where(where)
      .orderBy(sql`(${effectiveStatus(today)} = 'opened') desc`, desc(requirements.createdAt), desc(requirements.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(requirements).innerJoin(companies, eq(companies.id, requirements.companyId)).where(where),
  ])
  return { items, total: total?.n ?? 0 }
}

/** My company's requirements, newest first. */
export async function listOwn(db: Db, companyId: string, filters: ListFilters, page: number, limit: number, today: string) {
  const where = and(eq(requirements.companyId, companyId), ...filterConditions(filters, today, 'all'))
  const [items, [total]] = await Promise.all([
    db
      .select(cardColumns(today, null))
      .from(requirements)
      .where(where)
      .orderBy(desc(requirements.createdAt), desc(requirements.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(requirements).where(where),
  ])
  return { items, total: total?.n ?? 0 }
}

export async function quoteCounts(db: Db, requirementIds: string[]): Promise<Map<string, { total: number; pending: number }>> {
  if (requirementIds.length === 0) return new Map()
  const rows = await db
    .select({ requirementId: quotes.requirementId, total: count(), pending: sql<number>`count(*) filter (where ${quotes.status} = 'pending')::int` })
    .from(quotes)
    // A quote hidden by the moderation is not the buyer's to count.
    .where(and(inArray(quotes.requirementId, requirementIds), isNull(quotes.hiddenAt)))
    .groupBy(quotes.requirementId)
  return new Map(rows.map((r) => [r.requirementId!, { total: r.total, pending: r.pending }]))
}

export async function findRequirement(db: Db, id: string) {
  const [row] = await db
    .select({
      requirement: requirements,
      company: {
        id: companies.id,
        tradeName: companies.tradeName,
        logoFileId: companies.logoFileId,
        isValidatedSupplier: companies.isValidatedSupplier,
        status: companies.status,
        isVisible: companies.isVisible,
        country: companies.country,
        state: companies.state,
        city: companies.city,
        latitude: companies.latitude,
        longitude: companies.longitude,
      },
    })
    .from(requirements)
    .innerJoin(companies, eq(companies.id, requirements.companyId))
    .where(eq(requirements.id, id))
    .limit(1)
  return row ?? null
}

/**
 * Locks one requirement row until the caller's transaction ends and reads what writers check. `write` (FOR NO KEY
 * UPDATE) serializes the writers of a requirement; `quote` (FOR SHARE) lets quotes be sent side by side while
 * keeping every writer out. Null when there is no such requirement.
 */
export async function lockRequirement(db: Db, id: string, mode: 'write' | 'quote') {
  const [row] = await db
    .select({ id: requirements.id, companyId: requirements.companyId, status: requirements.status, endDate: requirements.endDate })
    .from(requirements)
    .where(eq(requirements.id, id))
    .for(mode === 'write' ? 'no key update' : 'share')
  return row ?? null
}

/** How many companies are invited to a requirement. */
export async function countInvitations(db: Db, requirementId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(requirementInvitations).where(eq(requirementInvitations.requirementId, requirementId))
  return Number(row?.n ?? 0)
}

export async function isInvited(db: Db, requirementId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: requirementInvitations.companyId })
    .from(requirementInvitations)
    .where(and(eq(requirementInvitations.requirementId, requirementId), eq(requirementInvitations.companyId, companyId)))
    .limit(1)
  return rows.length > 0
}

export async function listInvitations(db: Db, requirementId: string) {
  return db
    .select({
      companyId: requirementInvitations.companyId,
      tradeName: companies.tradeName,
      invitedAt: requirementInvitations.createdAt,
      logoFileId: companies.logoFileId,
      city: companies.city,
      state: companies.state,
      country: companies.country,
    })
    .from(requirementInvitations)
    .innerJoin(companies, eq(companies.id, requirementInvitations.companyId))
    .where(eq(requirementInvitations.requirementId, requirementId))
    .orderBy(asc(requirementInvitations.createdAt))
}

/**
 * Listed companies by id with what tells namesakes apart (issue 27 §2): place, sector, logo and the first of their
 * categories by code. Unlisted ids are left out.
 */
export async function companyOptions(db: Db, companyIds: readonly string[]) {
  if (companyIds.length === 0) return []
  const firstCategory = db
    .select({ id: categories.id })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companies.id))
    .orderBy(asc(categories.code))
    .limit(1)
  return db
    .select({
      id: companies.id,
      tradeName: companies.tradeName,
      logoFileId: companies.logoFileId,
      city: companies.city,
      state: companies.state,
      country: companies.country,
      sector: companies.sector,
      isValidatedSupplier: companies.isValidatedSupplier,
      category: { id: categories.id, code: categories.code, nameEn: categories.nameEn, nameEs: categories.nameEs },
    })
    .from(companies)
    .leftJoin(categories, eq(categories.id, sql`(${firstCategory})`))
    .where(and(inArray(companies.id, [...companyIds]), companyListed))
}

export async function insertInvitation(db: Db, requirementId: string, companyId: string, invitedByUserId: string): Promise<boolean> {
  const rows = await db.insert(requirementInvitations).values({ requirementId, companyId, invitedByUserId }).onConflictDoNothing().returning({ id: requirementInvitations.companyId })
  return rows.length > 0
}

export async function deleteInvitation(db: Db, requirementId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .delete(requirementInvitations)
    .where(and(eq(requirementInvitations.requirementId, requirementId), eq(requirementInvitations.companyId, companyId)))
    .returning({ id: requirementInvitations.companyId })
  return rows.length > 0
}

export async function findListedCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, tradeName: companies.tradeName })
    .from(companies)
    .where(and(eq(companies.id, companyId), companyListed))
    .limit(1)
  return row ?? null
}

export async function insertRequirement(db: Db, companyId: string, values: RequirementValues): Promise<string> {
  const [row] = await db
    .insert(requirements)
    .values({ ...values, companyId })
    .returning({ id: requirements.id })
  return row!.id
}

export async function updateRequirement(db: Db, companyId: string, id: string, values: Partial<RequirementValues>): Promise<boolean> {
  const rows = await db
    .update(requirements)
    .set(values)
    // Covered is final (ADR 025): an edit racing a quote's acceptance must not open it again.
    .where(and(eq(requirements.id, id), eq(requirements.companyId, companyId), ne(requirements.status, 'covered')))
    .returning({ id: requirements.id })
  return rows.length > 0
}

/** Marks an opened, not yet past requirement covered; false when it was no longer open (a concurrent change). */
export async function markCovered(db: Db, id: string, today: string): Promise<boolean> {
  const rows = await db
    .update(requirements)
    .set({ status: 'covered', coveredAt: new Date() })
    .where(and(eq(requirements.id, id), eq(requirements.status, 'opened'), sql`${requirements.endDate} >= ${today}::date`))
    .returning({ id: requirements.id })
  return rows.length > 0
}

/** The expiry job: every opened requirement whose end date is before today becomes expired. */
export async function expirePast(db: Db, today: string) {
  return db
    .update(requirements)
    .set({ status: 'expired' })
    .where(and(eq(requirements.status, 'opened'), sql`${requirements.endDate} < ${today}::date`))
    .returning({ id: requirements.id, title: requirements.title, companyId: requirements.companyId, createdByUserId: requirements.createdByUserId })
}

export async function categoriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof categories.$inferSelect>()
  const rows = await db.select().from(categories).where(inArray(categories.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function certificationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: certifications.id, name: certifications.name }).from(certifications).where(inArray(certifications.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The certifications a company's profile lists (ids). */
export async function companyCertificationIds(db: Db, companyId: string): Promise<Set<number>> {
  const rows = await db.select({ id: companyCertifications.certificationId }).from(companyCertifications).where(eq(companyCertifications.companyId, companyId))
  return new Set(rows.map((r) => r.id))
}

/** Whether `buyerCompanyId` invited `supplierCompanyId` to one of its requirements that still takes quotes. */
export async function hasOpenInvitation(db: Db, buyerCompanyId: string, supplierCompanyId: string, today: string): Promise<boolean> {
  const rows = await db
    .select({ id: requirements.id })
    .from(requirementInvitations)
    .innerJoin(requirements, eq(requirements.id, requirementInvitations.requirementId))
    .where(and(eq(requirementInvitations.companyId, supplierCompanyId), eq(requirements.companyId, buyerCompanyId), sql`${effectiveStatus(today)} = 'opened'`))
    .limit(1)
  return rows.length > 0
}

export async function findCompanyAddress(db: Db, companyId: string) {
  const [row] = await db
    .select({ country: companies.country, state: companies.state, city: companies.city, latitude: companies.latitude, longitude: companies.longitude, tradeName: companies.tradeName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return row ?? null
}

/** Pending quotes on a requirement become rejected (it was covered); answers them for the notifications. */
export async function rejectPendingQuotes(db: Db, requirementId: string, exceptQuoteId: string | null) {
  return db
    .update(quotes)
    .set({ status: 'rejected', decidedAt: new Date() })
    .where(and(eq(quotes.requirementId, requirementId), eq(quotes.status, 'pending'), exceptQuoteId ? sql`${quotes.id} <> ${exceptQuoteId}` : undefined))
    .returning({ id: quotes.id, senderCompanyId: quotes.senderCompanyId, senderUserId: quotes.senderUserId, title: quotes.title })
}

/**
 * How `companyId` can see the requirements that list a project file: own or invited (no membership needed), or
 * only public ones of listed companies (membership needed), or none.
 */
export async function fileAccessThroughRequirements(db: Db, fileId: string, companyId: string): Promise<'direct' | 'public' | 'none'> {
  const invited = sql`exists (select 1 from ${requirementInvitations} where ${requirementInvitations.requirementId} = ${requirements.id} and ${requirementInvitations.companyId} = ${companyId})`
  const [row] = await db
    .select({
      direct: sql<boolean>`bool_or(${requirements.companyId} = ${companyId} or (${companyListed} and ${invited}))`,
      public: sql<boolean>`bool_or(${companyListed} and ${requirements.isPublic})`,
    })
    .from(requirements)
    .innerJoin(companies, eq(companies.id, requirements.companyId))
    .where(sql`${fileId}::uuid = any(${requirements.projectFileIds})`)
  return row?.direct ? 'direct' : row?.public ? 'public' : 'none'
}

export type RequirementCardRow = Awaited<ReturnType<typeof listOwn>>['items'][number]

// ——— moderation (issue 27 §19) ———

/** Every requirement for the administrator, private and hidden ones included, newest first, with its quote count. */
export async function listForModeration(db: Db, query: { q?: string; moderation: 'all' | 'hidden' | 'visible'; page: number; limit: number }) {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)
  const where = and(
    query.moderation === 'hidden' ? isNotNull(requirements.hiddenAt) : query.moderation === 'visible' ? isNull(requirements.hiddenAt) : undefined,
    ...words.map((word) => sql`unaccent(${requirements.title} || ' ' || ${companies.tradeName}) ilike unaccent(${`%${escapeLike(word)}%`})`),
  )
  const [items, [total]] = await Promise.all([
    db
      .select({
        requirement: requirements,
        company: { id: companies.id, tradeName: companies.tradeName },
        quoteCount: sql<number>`(select count(*)::int from ${quotes} where ${quotes.requirementId} = ${requirements.id})`,
      })
      .from(requirements)
      .innerJoin(companies, eq(companies.id, requirements.companyId))
      .where(where)
      .orderBy(desc(requirements.createdAt), desc(requirements.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(requirements).innerJoin(companies, eq(companies.id, requirements.companyId)).where(where),
  ])
  return { items, total: total?.n ?? 0 }
}

/** Every quote sent to a requirement, hidden ones included (the administrator's count). */
export async function countAllQuotes(db: Db, requirementId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotes).where(eq(quotes.requirementId, requirementId))
  return row?.n ?? 0
}

export async function setHidden(db: Db, requirementId: string, values: { hiddenAt: Date | null; hiddenReason: string | null; hiddenByUserId: string | null }) {
  const [row] = await db.update(requirements).set(values).where(eq(requirements.id, requirementId)).returning({ id: requirements.id, companyId: requirements.companyId, title: requirements.title })
  return row ?? null
}

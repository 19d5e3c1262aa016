import { and, avg, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { QuoteBox, QuoteStatus } from '@nexo/shared'
import type { Db } from '../../db/client'
import { companies, companyCertifications, companyRatings, quotes, requirements, users } from '../../db/schema'

export type QuoteRow = typeof quotes.$inferSelect
export type QuoteInsert = typeof quotes.$inferInsert

/** A quote hidden by the moderation (issue 27 §19) is its sender's only: the receiving company never sees it. */
const boxCondition = (companyId: string, box: QuoteBox) =>
  box === 'received' ? and(eq(quotes.receiverCompanyId, companyId), isNull(quotes.hiddenAt)) : eq(quotes.senderCompanyId, companyId)

export async function listQuotes(db: Db, companyId: string, box: QuoteBox, filters: { status?: QuoteStatus; requirementId?: string }, page: number, limit: number) {
  const base = and(boxCondition(companyId, box), filters.requirementId ? eq(quotes.requirementId, filters.requirementId) : undefined)
  const where = and(base, filters.status ? eq(quotes.status, filters.status) : undefined)
  const [items, [total], counts] = await Promise.all([
    db
      .select({ quote: quotes, requirement: { id: requirements.id, title: requirements.title, isRfq: requirements.isRfq } })
      .from(quotes)
      .leftJoin(requirements, eq(requirements.id, quotes.requirementId))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(quotes).where(where),
    db.select({ status: quotes.status, n: count() }).from(quotes).where(base).groupBy(quotes.status),
  ])
  return { items, total: total?.n ?? 0, counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<QuoteStatus, number>> }
}

/** A quote my company sent or received; null otherwise (another company's quote is not confirmed to exist). */
export async function findQuoteOf(db: Db, quoteId: string, companyId: string) {
  const [row] = await db
    .select({ quote: quotes, requirement: { id: requirements.id, title: requirements.title, isRfq: requirements.isRfq } })
    .from(quotes)
    .leftJoin(requirements, eq(requirements.id, quotes.requirementId))
    .where(and(eq(quotes.id, quoteId), or(eq(quotes.senderCompanyId, companyId), and(eq(quotes.receiverCompanyId, companyId), isNull(quotes.hiddenAt)))))
    .limit(1)
  return row ?? null
}

export async function findPendingQuoteId(db: Db, requirementId: string, senderCompanyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.requirementId, requirementId), eq(quotes.senderCompanyId, senderCompanyId), eq(quotes.status, 'pending')))
    .limit(1)
  return row?.id ?? null
}

export async function insertQuote(db: Db, values: QuoteInsert): Promise<string> {
  const [row] = await db.insert(quotes).values(values).returning({ id: quotes.id })
  return row!.id
}

/** pending → accepted/rejected, only from pending (two clicks or two users cannot decide twice). */
export async function decideQuote(db: Db, quoteId: string, receiverCompanyId: string, status: 'accepted' | 'rejected', userId: string): Promise<boolean> {
  const rows = await db
    .update(quotes)
    .set({ status, decidedAt: new Date(), decidedByUserId: userId })
    .where(and(eq(quotes.id, quoteId), eq(quotes.receiverCompanyId, receiverCompanyId), eq(quotes.status, 'pending')))
    .returning({ id: quotes.id })
  return rows.length > 0
}

export async function findCompanyContact(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, tradeName: companies.tradeName, email: companies.email, phone: companies.phone, status: companies.status, isVisible: companies.isVisible })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return row ?? null
}

export async function findUserContact(db: Db, userId: string | null) {
  if (!userId) return null
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, position: users.position })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row ?? null
}

export async function insertRating(db: Db, values: typeof companyRatings.$inferInsert): Promise<boolean> {
  const rows = await db.insert(companyRatings).values(values).onConflictDoNothing().returning({ id: companyRatings.id })
  return rows.length > 0
}

export async function ratingsOfQuote(db: Db, quoteId: string) {
  return db
    .select({ raterCompanyId: companyRatings.raterCompanyId, score: companyRatings.score, comment: companyRatings.comment, createdAt: companyRatings.createdAt, raterCompanyName: companies.tradeName })
    .from(companyRatings)
    .innerJoin(companies, eq(companies.id, companyRatings.raterCompanyId))
    .where(eq(companyRatings.quoteId, quoteId))
}

export async function ratingSummaries(db: Db, companyIds: string[]): Promise<Map<string, { average: number | null; count: number }>> {
  if (companyIds.length === 0) return new Map()
  const rows = await db
    .select({ companyId: companyRatings.ratedCompanyId, average: avg(companyRatings.score), n: count() })
    .from(companyRatings)
    .where(inArray(companyRatings.ratedCompanyId, [...new Set(companyIds)]))
    .groupBy(companyRatings.ratedCompanyId)
  return new Map(rows.map((r) => [r.companyId, { average: r.average === null ? null : Math.round(Number(r.average) * 10) / 10, count: r.n }]))
}

/** The quotes of one requirement with what the comparison needs of each supplier. */
export async function comparisonRows(db: Db, requirementId: string) {
  return db
    .select({
      quote: quotes,
      supplier: {
        id: companies.id,
        tradeName: companies.tradeName,
        isValidatedSupplier: companies.isValidatedSupplier,
        city: companies.city,
        state: companies.state,
        latitude: companies.latitude,
        longitude: companies.longitude,
      },
      certificationIds: sql<number[]>`coalesce((select array_agg(${companyCertifications.certificationId}) from ${companyCertifications} where ${companyCertifications.companyId} = ${companies.id}), '{}')`,
    })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.senderCompanyId))
    .where(and(eq(quotes.requirementId, requirementId), isNull(quotes.hiddenAt)))
    .orderBy(sql`case ${quotes.status} when 'accepted' then 0 when 'pending' then 1 else 2 end`, sql`${quotes.amount} asc nulls last`, desc(quotes.createdAt))
}

/** Whether a quote listing this file was sent to `companyId`. */
export async function quoteListsFileFor(db: Db, fileId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(sql`${fileId}::uuid = any(${quotes.fileIds})`, eq(quotes.receiverCompanyId, companyId)))
    .limit(1)
  return rows.length > 0
}

/** Every quote sent to a requirement, hidden ones included, newest first, with its sender's name (moderation). */
export async function listForModeration(db: Db, requirementId: string) {
  return db
    .select({ quote: quotes, senderName: companies.tradeName })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.senderCompanyId))
    .where(eq(quotes.requirementId, requirementId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
}

export async function setHidden(db: Db, quoteId: string, values: { hiddenAt: Date | null; hiddenReason: string | null; hiddenByUserId: string | null }) {
  const [row] = await db
    .update(quotes)
    .set(values)
    .where(eq(quotes.id, quoteId))
    .returning({ id: quotes.id, requirementId: quotes.requirementId, senderCompanyId: quotes.senderCompanyId, title: quotes.title })
  return row ?? null
}

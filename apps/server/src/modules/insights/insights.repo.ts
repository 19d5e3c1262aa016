import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { InsightCategory, Language } from '@nexo/shared'
import type { Db } from '../../db/client'
import { companies, insightCommentBlocks, insightComments, insightPosts, insightRatings, users } from '../../db/schema'

export type InsightPostRow = typeof insightPosts.$inferSelect
export type InsightPostInsert = typeof insightPosts.$inferInsert

/** Published and due: what visitors and users see. */
const isPublished = (now: Date) => and(eq(insightPosts.status, 'published'), lte(insightPosts.publishedAt, now))!

/**
 * Correlated counts of a post row. The outer column is written out in full: Drizzle renders a column of a one-table
 * select unqualified ("id"), which inside the subquery would name the comment's own id.
 */
const POST_ID = sql.raw('"insight_posts"."id"')
/** Comments anyone sees: not hidden. */
const visibleCommentCount = sql<number>`(select count(*)::int from ${insightComments} c where c.post_id = ${POST_ID} and c.hidden_at is null)`
const ratingAverage = sql<string | null>`(select round(avg(r.score), 1)::text from ${insightRatings} r where r.post_id = ${POST_ID})`
const ratingCount = sql<number>`(select count(*)::int from ${insightRatings} r where r.post_id = ${POST_ID})`

/** `like` pattern of a search text: its own % and _ are literal. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface ListPublishedInput {
  page: number
  limit: number
  q?: string | undefined
  category?: InsightCategory | undefined
  lang: Language
  now: Date
}

const cardColumns = {
  id: insightPosts.id,
  category: insightPosts.category,
  isExclusive: insightPosts.isExclusive,
  titleEn: insightPosts.titleEn,
  titleEs: insightPosts.titleEs,
  summaryEn: insightPosts.summaryEn,
  summaryEs: insightPosts.summaryEs,
  authorName: insightPosts.authorName,
  publishedAt: insightPosts.publishedAt,
  commentCount: visibleCommentCount,
  ratingAverage,
  ratingCount,
}
export interface InsightCardRow {
  id: string
  category: InsightCategory
  isExclusive: boolean
  titleEn: string | null
  titleEs: string | null
  summaryEn: string | null
  summaryEs: string | null
  authorName: string
  publishedAt: Date | null
  commentCount: number
  ratingAverage: string | null
  ratingCount: number
}

/**
 * Published posts, posts written in the page's language first, newest first. Search looks at titles, teasers and
 * the author in both languages, accent-insensitive; never at bodies, so an exclusive post's text cannot be probed.
 */
export async function listPublished(db: Db, input: ListPublishedInput): Promise<{ rows: InsightCardRow[]; total: number }> {
  const filters: SQL[] = [isPublished(input.now)]
  if (input.category) filters.push(eq(insightPosts.category, input.category))
  if (input.q) {
    const haystack = sql`nexo_unaccent(lower(concat_ws(' ', ${insightPosts.titleEn}, ${insightPosts.titleEs}, ${insightPosts.summaryEn}, ${insightPosts.summaryEs}, ${insightPosts.authorName})))`
    filters.push(sql`${haystack} like nexo_unaccent(${likePattern(input.q)})`)
  }
  const where = and(...filters)
  const inPageLanguage = input.lang === 'es' ? insightPosts.titleEs : insightPosts.titleEn
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(cardColumns)
      .from(insightPosts)
      .where(where)
      .orderBy(sql`(${inPageLanguage} is null)`, desc(insightPosts.publishedAt), asc(insightPosts.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(insightPosts).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

/** One published post with its counts; null when it does not exist or is not published. */
export async function findPublished(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ post: insightPosts, commentCount: visibleCommentCount, ratingAverage, ratingCount })
    .from(insightPosts)
    .where(and(eq(insightPosts.id, id), isPublished(now)))
  return row ?? null
}

export async function findPost(db: Db, id: string): Promise<InsightPostRow | null> {
  const [row] = await db.select().from(insightPosts).where(eq(insightPosts.id, id))
  return row ?? null
}

export async function insertPost(db: Db, values: InsightPostInsert): Promise<InsightPostRow> {
  const [row] = await db.insert(insightPosts).values(values).returning()
  return row!
}

export async function updatePost(db: Db, id: string, values: Partial<InsightPostInsert>): Promise<InsightPostRow | null> {
  const [row] = await db.update(insightPosts).set(values).where(eq(insightPosts.id, id)).returning()
  return row ?? null
}

/** Every post (drafts included) for the admin, last edited first. */
export async function listAll(db: Db, page: number, limit: number) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ post: insightPosts, commentCount: sql<number>`(select count(*)::int from ${insightComments} c where c.post_id = ${POST_ID})` })
      .from(insightPosts)
      .orderBy(desc(insightPosts.updatedAt), asc(insightPosts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(insightPosts),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

/** Published posts for sitemap.xml: id and last change. */
export async function listPublishedForSitemap(db: Db, now: Date) {
  return db.select({ id: insightPosts.id, updatedAt: insightPosts.updatedAt }).from(insightPosts).where(isPublished(now)).orderBy(desc(insightPosts.publishedAt))
}

// ── comments ──

export async function listComments(db: Db, postId: string, page: number, limit: number, includeHidden: boolean) {
  const where = includeHidden ? eq(insightComments.postId, postId) : and(eq(insightComments.postId, postId), isNull(insightComments.hiddenAt))
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: insightComments.id,
        body: insightComments.body,
        userId: insightComments.userId,
        hiddenAt: insightComments.hiddenAt,
        createdAt: insightComments.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: companies.tradeName,
        isBlocked: sql<boolean>`${insightCommentBlocks.userId} is not null`,
      })
      .from(insightComments)
      .innerJoin(users, eq(users.id, insightComments.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(insightCommentBlocks, eq(insightCommentBlocks.userId, insightComments.userId))
      .where(where)
      .orderBy(desc(insightComments.createdAt), desc(insightComments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(insightComments).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function insertComment(db: Db, values: typeof insightComments.$inferInsert) {
  const [row] = await db.insert(insightComments).values(values).returning()
  return row!
}

/** How many comments the user wrote since `since` (any post, hidden ones included): the rate limit. */
/** Serialises one user's comment posts until the transaction ends, so parallel requests cannot all pass the limit. */
export async function lockUserComments(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`insight-comments:${userId}`}, 0))`)
}

export async function countCommentsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(insightComments)
    .where(and(eq(insightComments.userId, userId), gte(insightComments.createdAt, since)))
  return row?.n ?? 0
}

export async function setCommentHidden(db: Db, commentId: string, hiddenBy: string | null) {
  const [row] = await db
    .update(insightComments)
    .set({ hiddenAt: hiddenBy ? new Date() : null, hiddenByUserId: hiddenBy })
    .where(eq(insightComments.id, commentId))
    .returning({ id: insightComments.id })
  return row ?? null
}

export async function isCommentBlocked(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: insightCommentBlocks.userId }).from(insightCommentBlocks).where(eq(insightCommentBlocks.userId, userId)).limit(1)
  return rows.length > 0
}

export async function blockCommenter(db: Db, userId: string, blockedBy: string) {
  await db.insert(insightCommentBlocks).values({ userId, blockedByUserId: blockedBy }).onConflictDoNothing()
}

export async function unblockCommenter(db: Db, userId: string) {
  await db.delete(insightCommentBlocks).where(eq(insightCommentBlocks.userId, userId))
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)
  return rows.length > 0
}

export async function findUserName(db: Db, userId: string) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId))
  return row ?? null
}

// ── ratings ──

/** Inserts or changes the user's score: one rating per user and post (primary key). */
export async function upsertRating(db: Db, postId: string, userId: string, score: number) {
  await db
    .insert(insightRatings)
    .values({ postId, userId, score })
    .onConflictDoUpdate({ target: [insightRatings.postId, insightRatings.userId], set: { score, updatedAt: new Date() } })
}

export async function ratingSummary(db: Db, postId: string, userId: string | null) {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${insightRatings.score}), 1)::text`,
      count: count(),
      mine: userId ? sql<number | null>`max(case when ${insightRatings.userId} = ${userId} then ${insightRatings.score} end)` : sql<null>`null`,
    })
    .from(insightRatings)
    .where(eq(insightRatings.postId, postId))
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0, myRating: row?.mine == null ? null : Number(row.mine) }
}

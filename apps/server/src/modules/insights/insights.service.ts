import type { ReadStream } from 'node:fs'
import {
  INSIGHT_ATTACHMENT_TYPES,
  INSIGHT_COMMENTS_PER_HOUR,
  INSIGHT_COMMENTS_PER_MINUTE,
  LANGUAGES,
  type Language,
  type TInsightAdminListResponse,
  type TInsightAdminPost,
  type TInsightComment,
  type TInsightCommentListResponse,
  type TInsightListQuery,
  type TInsightListResponse,
  type TInsightPost,
  type TInsightRatingSummary,
  type TInsightTexts,
  type TInsightUpsert,
  V,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import type { SniffedMimeType } from '../../platform/file-sniff'
import type { Storage } from '../../platform/storage'
import * as files from '../files/files.service'
import * as repo from './insights.repo'
import { htmlToText, sanitizePostHtml } from './insights.sanitize'

export interface InsightsDeps {
  db: Db
  storage: Storage
}

/** Purpose of a post's attached file in the files table; served only through the post (its gate applies). */
export const INSIGHT_ATTACHMENT_PURPOSE = 'insight_attachment'

type PostTexts = Pick<repo.InsightPostRow, 'titleEn' | 'summaryEn' | 'bodyEn' | 'titleEs' | 'summaryEs' | 'bodyEs'>

/** The languages a post is written in. */
export function languagesOf(post: Pick<PostTexts, 'titleEn' | 'titleEs'>): Language[] {
  return LANGUAGES.filter((language) => (language === 'en' ? post.titleEn : post.titleEs) !== null)
}

/** The post's texts in the wanted language when it has them, otherwise in the other one. */
export function textsIn<T extends Partial<PostTexts> & Pick<PostTexts, 'titleEn' | 'titleEs'>>(post: T, wanted: Language) {
  const language = languagesOf(post).includes(wanted) ? wanted : wanted === 'en' ? 'es' : 'en'
  return language === 'en'
    ? { language, title: post.titleEn ?? '', summary: post.summaryEn ?? '', body: post.bodyEn ?? '' }
    : { language, title: post.titleEs ?? '', summary: post.summaryEs ?? '', body: post.bodyEs ?? '' }
}

/** Exclusive content (spec §6) is for signed-in users; everything else for anyone. */
const canRead = (post: Pick<repo.InsightPostRow, 'isExclusive'>, auth: AuthContext | null) => !post.isExclusive || auth !== null

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const average = (text: string | null) => (text === null ? null : Number(text))

export async function listPosts(db: Db, query: TInsightListQuery, now = new Date()): Promise<TInsightListResponse> {
  const { rows, total } = await repo.listPublished(db, { ...query, now })
  return {
    items: rows.map((row) => {
      const texts = textsIn(row, query.lang)
      return {
        id: row.id,
        category: row.category,
        language: texts.language,
        languages: languagesOf(row),
        title: texts.title,
        summary: texts.summary,
        authorName: row.authorName,
        publishedAt: iso(row.publishedAt),
        isExclusive: row.isExclusive,
        commentCount: row.commentCount,
        rating: { average: average(row.ratingAverage), count: row.ratingCount },
      }
    }),
    total,
    page: query.page,
    limit: query.limit,
  }
}

async function publishedOr404(db: Db, id: string, now: Date) {
  const found = await repo.findPublished(db, id, now)
  if (!found) throw new AppError('NOT_FOUND')
  return found
}

/** A post; an exclusive one without a session comes locked: teaser only, no body and no attachment link. */
export async function getPost(db: Db, auth: AuthContext | null, id: string, lang: Language, now = new Date()): Promise<TInsightPost> {
  const { post, commentCount } = await publishedOr404(db, id, now)
  const texts = textsIn(post, lang)
  const isLocked = !canRead(post, auth)
  const [attachment, rating, isBlocked] = await Promise.all([
    post.attachmentFileId ? files.findFilesByIds(db, [post.attachmentFileId]).then((found) => found.get(post.attachmentFileId!) ?? null) : null,
    repo.ratingSummary(db, post.id, auth?.userId ?? null),
    auth ? repo.isCommentBlocked(db, auth.userId) : false,
  ])
  return {
    id: post.id,
    category: post.category,
    language: texts.language,
    languages: languagesOf(post),
    title: texts.title,
    summary: texts.summary,
    authorName: post.authorName,
    publishedAt: iso(post.publishedAt),
    isExclusive: post.isExclusive,
    commentCount,
    isLocked,
    bodyHtml: isLocked ? null : texts.body,
    attachment: attachment
      ? { originalName: attachment.originalName, mimeType: attachment.mimeType, sizeBytes: attachment.sizeBytes, url: isLocked ? null : `/api/v1/insights/${post.id}/attachment` }
      : null,
    rating,
    canComment: auth !== null && !auth.isEventOnly && !isBlocked,
    isCommentBlocked: isBlocked,
  }
}

/** Title and description of a published post in a language, for the page's meta tags; null when not found. */
export async function postMeta(db: Db, id: string, lang: Language, now = new Date()): Promise<{ title: string; description: string; language: Language } | null> {
  const found = await repo.findPublished(db, id, now)
  if (!found) return null
  const texts = textsIn(found.post, lang)
  return { title: texts.title, description: texts.summary, language: texts.language }
}

/** Published posts' ids for sitemap.xml. */
export async function sitemapPosts(db: Db, now = new Date()): Promise<{ id: string; updatedAt: Date }[]> {
  return repo.listPublishedForSitemap(db, now)
}

export interface OpenedAttachment {
  stream: ReadStream
  mimeType: string
  sizeBytes: number
  originalName: string
}

/** The post's attached file, behind the same gate as its text. */
export async function openAttachment(deps: InsightsDeps, auth: AuthContext | null, id: string, now = new Date()): Promise<OpenedAttachment> {
  const { post } = await publishedOr404(deps.db, id, now)
  if (!canRead(post, auth)) throw new AppError('UNAUTHENTICATED')
  const file = post.attachmentFileId ? (await files.findFilesByIds(deps.db, [post.attachmentFileId])).get(post.attachmentFileId) : undefined
  if (!file) throw new AppError('NOT_FOUND')
  return { stream: deps.storage.open(file.storageKey), mimeType: file.mimeType, sizeBytes: file.sizeBytes, originalName: file.originalName }
}

// ── comments and ratings ──

const isPlatformAdmin = (auth: AuthContext | null) => auth?.platformRole === 'admin'

/** Newest first; an exclusive post's comments are behind its gate. Platform admins also see hidden ones. */
export async function listComments(db: Db, auth: AuthContext | null, postId: string, page: number, limit: number, now = new Date()): Promise<TInsightCommentListResponse> {
  const { post } = await publishedOr404(db, postId, now)
  if (!canRead(post, auth)) throw new AppError('UNAUTHENTICATED')
  const admin = isPlatformAdmin(auth)
  const { rows, total } = await repo.listComments(db, postId, page, limit, admin)
  const items: TInsightComment[] = rows.map((row) => ({
    id: row.id,
    body: row.body,
    // First name and initial: enough to follow a conversation, not a directory of the platform's users.
    authorName: `${row.firstName} ${row.lastName.slice(0, 1)}.`.trim(),
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    isHidden: row.hiddenAt !== null,
    authorUserId: admin ? row.userId : null,
    authorIsBlocked: admin ? row.isBlocked : null,
    isMine: auth?.userId === row.userId,
  }))
  return { items, total, page, limit }
}

/**
 * Plain text only (React renders it as text; it is never turned into HTML). At most INSIGHT_COMMENTS_PER_MINUTE a
 * minute and INSIGHT_COMMENTS_PER_HOUR an hour per user, counted in the database so every instance agrees.
 */
export async function addComment(db: Db, auth: AuthContext, postId: string, body: string, now = new Date()): Promise<TInsightComment> {
  const { post } = await publishedOr404(db, postId, now)
  if (await repo.isCommentBlocked(db, auth.userId)) throw new AppError('INSIGHT_COMMENTS_BLOCKED')
  // Count and insert under a per-user lock: parallel requests would otherwise all see the count below the limit.
  const row = await db.transaction(async (tx) => {
    await repo.lockUserComments(tx, auth.userId)
    const lastMinute = await repo.countCommentsSince(tx, auth.userId, new Date(now.getTime() - 60_000))
    const lastHour = await repo.countCommentsSince(tx, auth.userId, new Date(now.getTime() - 3_600_000))
    if (lastMinute >= INSIGHT_COMMENTS_PER_MINUTE || lastHour >= INSIGHT_COMMENTS_PER_HOUR) throw new AppError('RATE_LIMITED')
    return repo.insertComment(tx, { postId: post.id, userId: auth.userId, body, createdAt: now })
  })
  const name = await repo.findUserName(db, auth.userId)
  return {
    id: row.id,
    body: row.body,
    authorName: name ? `${name.firstName} ${name.lastName.slice(0, 1)}.` : '',
    companyName: null,
    createdAt: row.createdAt.toISOString(),
    isHidden: false,
    authorUserId: isPlatformAdmin(auth) ? auth.userId : null,
    authorIsBlocked: isPlatformAdmin(auth) ? false : null,
    isMine: true,
  }
}

/** One rating per user and post; rating again replaces the score. Exclusive posts: readers only (signed in). */
export async function ratePost(db: Db, auth: AuthContext, postId: string, score: number, now = new Date()): Promise<TInsightRatingSummary> {
  const { post } = await publishedOr404(db, postId, now)
  await repo.upsertRating(db, post.id, auth.userId, score)
  return repo.ratingSummary(db, post.id, auth.userId)
}

// ── platform admin ──

export async function moderateComment(db: Db, auth: AuthContext, commentId: string, hidden: boolean): Promise<{ id: string; isHidden: boolean }> {
  const row = await repo.setCommentHidden(db, commentId, hidden ? auth.userId : null)
  if (!row) throw new AppError('NOT_FOUND')
  return { id: row.id, isHidden: hidden }
}

export async function setCommentBlock(db: Db, auth: AuthContext, userId: string, blocked: boolean): Promise<{ userId: string; isBlocked: boolean }> {
  if (!(await repo.userExists(db, userId))) throw new AppError('NOT_FOUND')
  if (blocked) {
    if (userId === auth.userId) throw new AppError('CANNOT_MODIFY_SELF')
    await repo.blockCommenter(db, userId, auth.userId)
  } else {
    await repo.unblockCommenter(db, userId)
  }
  return { userId, isBlocked: blocked }
}

const validation = (path: string, message: string) => new AppError('VALIDATION_FAILED', { issues: [{ path, message }] })

/** Texts of one language, the body sanitized; a body with no text left after sanitizing is refused. */
function cleanTexts(texts: TInsightTexts | null, path: string): { title: string; summary: string; body: string } | null {
  if (!texts) return null
  const body = sanitizePostHtml(texts.body)
  if (htmlToText(body) === '') throw validation(`body.${path}.body`, V.required)
  return { title: texts.title, summary: texts.summary, body }
}

async function assertAttachment(db: Db, fileId: string | null) {
  if (!fileId) return
  const file = (await files.findFilesByIds(db, [fileId])).get(fileId)
  if (!file || file.purpose !== INSIGHT_ATTACHMENT_PURPOSE) throw validation('body.attachmentFileId', V.fileInvalid)
}

function toRowValues(input: TInsightUpsert) {
  const en = cleanTexts(input.en, 'en')
  const es = cleanTexts(input.es, 'es')
  return {
    category: input.category,
    status: input.status,
    isExclusive: input.isExclusive,
    titleEn: en?.title ?? null,
    summaryEn: en?.summary ?? null,
    bodyEn: en?.body ?? null,
    titleEs: es?.title ?? null,
    summaryEs: es?.summary ?? null,
    bodyEs: es?.body ?? null,
    attachmentFileId: input.attachmentFileId,
  }
}

async function toAdminPost(db: Db, row: repo.InsightPostRow): Promise<TInsightAdminPost> {
  const file = row.attachmentFileId ? (await files.findFilesByIds(db, [row.attachmentFileId])).get(row.attachmentFileId) : undefined
  const texts = (title: string | null, summary: string | null, body: string | null) => (title === null ? null : { title, summary: summary ?? '', body: body ?? '' })
  return {
    id: row.id,
    category: row.category,
    status: row.status,
    isExclusive: row.isExclusive,
    authorName: row.authorName,
    en: texts(row.titleEn, row.summaryEn, row.bodyEn),
    es: texts(row.titleEs, row.summaryEs, row.bodyEs),
    attachment: file ? { fileId: file.id, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, url: `/api/v1/insights/${row.id}/attachment` } : null,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function authorNameOf(db: Db, auth: AuthContext, typed: string | undefined): Promise<string> {
  if (typed) return typed
  const name = await repo.findUserName(db, auth.userId)
  return name ? `${name.firstName} ${name.lastName}`.trim() : 'Nexo'
}

export async function createPost(db: Db, auth: AuthContext, input: TInsightUpsert, now = new Date()): Promise<TInsightAdminPost> {
  await assertAttachment(db, input.attachmentFileId)
  const row = await repo.insertPost(db, {
    ...toRowValues(input),
    authorName: await authorNameOf(db, auth, input.authorName),
    authorUserId: auth.userId,
    publishedAt: input.status === 'published' ? now : null,
  })
  return toAdminPost(db, row)
}

/** Publishing sets the publication date once; a later edit keeps it, back to draft takes the post off the blog. */
export async function updatePost(db: Db, auth: AuthContext, id: string, input: TInsightUpsert, now = new Date()): Promise<TInsightAdminPost> {
  const existing = await repo.findPost(db, id)
  if (!existing) throw new AppError('NOT_FOUND')
  await assertAttachment(db, input.attachmentFileId)
  const row = await repo.updatePost(db, id, {
    ...toRowValues(input),
    authorName: input.authorName ? input.authorName : existing.authorName,
    publishedAt: input.status === 'published' ? (existing.publishedAt ?? now) : existing.publishedAt,
  })
  if (!row) throw new AppError('NOT_FOUND')
  return toAdminPost(db, row)
}

export async function getAdminPost(db: Db, id: string): Promise<TInsightAdminPost> {
  const row = await repo.findPost(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return toAdminPost(db, row)
}

export async function listAdminPosts(db: Db, page: number, limit: number, lang: Language): Promise<TInsightAdminListResponse> {
  const { rows, total } = await repo.listAll(db, page, limit)
  return {
    items: rows.map(({ post, commentCount }) => ({
      id: post.id,
      title: textsIn(post, lang).title,
      category: post.category,
      status: post.status,
      isExclusive: post.isExclusive,
      languages: languagesOf(post),
      publishedAt: iso(post.publishedAt),
      updatedAt: post.updatedAt.toISOString(),
      commentCount,
    })),
    total,
    page,
    limit,
  }
}

/** An attachment for a post: PDF or image, sniffed from its bytes, at most INSIGHT_ATTACHMENT_MAX_BYTES. */
export async function uploadAttachment(deps: InsightsDeps, auth: AuthContext, bytes: Buffer, originalName: string) {
  const stored = await files.uploadFile(deps, {
    bytes,
    originalName,
    purpose: INSIGHT_ATTACHMENT_PURPOSE,
    allowedTypes: INSIGHT_ATTACHMENT_TYPES as readonly SniffedMimeType[],
    ownerUserId: auth.userId,
  })
  const file = (await files.findFilesByIds(deps.db, [stored.fileId])).get(stored.fileId)!
  return { fileId: file.id, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes }
}

import { z } from 'zod'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, LANGUAGES, MAX_PAGE_SIZE } from './constants'
import { paginated } from './pagination.schema'

/** Topics of the insights blog (spec §3 Blog "category"). */
export const INSIGHT_CATEGORIES = ['nearshoring', 'quality', 'trade', 'supply_chain', 'technology', 'events'] as const
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number]
export const INSIGHT_STATUSES = ['draft', 'published'] as const

/** Comments: plain text, at most this long. */
export const INSIGHT_COMMENT_MAX = 2000
/** Comments per page of a post (spec §2 /insighs-post/{id}/{page}). */
export const INSIGHT_COMMENTS_PAGE_SIZE = 10
/** Comment rate limit per user: at most this many in a minute, and INSIGHT_COMMENTS_PER_HOUR in an hour. */
export const INSIGHT_COMMENTS_PER_MINUTE = 3
export const INSIGHT_COMMENTS_PER_HOUR = 20
/** Post limits: title, teaser, HTML body (before sanitizing). */
export const INSIGHT_TITLE_MAX = 160
export const INSIGHT_SUMMARY_MAX = 400
export const INSIGHT_BODY_MAX = 100_000
export const INSIGHT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const INSIGHT_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const

const lang = z.enum(LANGUAGES).default('en')
const trimmed = (max: number) => z.string().trim().min(1).max(max)

/** GET /api/v1/insights?page=&limit=&q=&category=&lang= */
export const ZInsightListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(100).optional(),
  category: z.enum(INSIGHT_CATEGORIES).optional(),
  /** The page's language: posts written in it come first and are shown in it. */
  lang,
})
export type TInsightListQuery = z.infer<typeof ZInsightListQuerySchema>

/** GET /api/v1/insights/{id}?lang= */
export const ZInsightParamsSchema = z.object({ id: z.uuid() })
export const ZInsightLangQuerySchema = z.object({ lang })

export const ZInsightRatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** The caller's own score; null for visitors and users who have not rated. */
  myRating: z.number().int().nullable(),
})
export type TInsightRatingSummary = z.infer<typeof ZInsightRatingSummarySchema>

/** A post in the list: the texts in `language`, the page's language when the post has it. */
export const ZInsightCardSchema = z.object({
  id: z.string(),
  category: z.enum(INSIGHT_CATEGORIES),
  language: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  title: z.string(),
  summary: z.string(),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  isExclusive: z.boolean(),
  commentCount: z.number().int(),
  rating: ZInsightRatingSummarySchema.omit({ myRating: true }),
})
export type TInsightCard = z.infer<typeof ZInsightCardSchema>
export const ZInsightListResponseSchema = paginated(ZInsightCardSchema)
export type TInsightListResponse = z.infer<typeof ZInsightListResponseSchema>

export const ZInsightAttachmentSchema = z.object({
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  /** GET /api/v1/insights/{id}/attachment; null while the post is locked for the caller. */
  url: z.string().nullable(),
})

/**
 * A post. For an exclusive post and a visitor `isLocked` is true and `bodyHtml` is null: the server never sends the
 * text (spec §6), only the teaser in `summary`.
 */
export const ZInsightPostSchema = ZInsightCardSchema.omit({ rating: true }).extend({
  isLocked: z.boolean(),
  /** Sanitized on the server when stored (allow-list); the only HTML the web renders. */
  bodyHtml: z.string().nullable(),
  attachment: ZInsightAttachmentSchema.nullable(),
  rating: ZInsightRatingSummarySchema,
  /** Whether the caller may comment: signed in, not blocked. */
  canComment: z.boolean(),
  isCommentBlocked: z.boolean(),
})
export type TInsightPost = z.infer<typeof ZInsightPostSchema>

/** GET /api/v1/insights/{id}/comments?page= */
export const ZInsightCommentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(INSIGHT_COMMENTS_PAGE_SIZE),
})
export const ZInsightCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  isHidden: z.boolean(),
  /** For platform admins only (to block the author); null for everyone else. */
  authorUserId: z.string().nullable(),
  /** For platform admins only: whether the author is blocked from commenting; null for everyone else. */
  authorIsBlocked: z.boolean().nullable(),
  isMine: z.boolean(),
})
export type TInsightComment = z.infer<typeof ZInsightCommentSchema>
export const ZInsightCommentListResponseSchema = paginated(ZInsightCommentSchema)
export type TInsightCommentListResponse = z.infer<typeof ZInsightCommentListResponseSchema>

/** POST /api/v1/insights/{id}/comments */
export const ZInsightCommentCreateSchema = z.object({ body: trimmed(INSIGHT_COMMENT_MAX) })
export type TInsightCommentCreate = z.infer<typeof ZInsightCommentCreateSchema>

/** PUT /api/v1/insights/{id}/rating */
export const ZInsightRatingBodySchema = z.object({ score: z.number().int().min(1).max(5) })

// ── platform admin ──

const ZInsightTextsSchema = z.object({
  title: trimmed(INSIGHT_TITLE_MAX),
  summary: trimmed(INSIGHT_SUMMARY_MAX),
  body: z.string().min(1).max(INSIGHT_BODY_MAX),
})
export type TInsightTexts = z.infer<typeof ZInsightTextsSchema>

/** POST /api/v1/admin/insights and PUT /api/v1/admin/insights/{id}: English, Spanish or both texts. */
export const ZInsightUpsertSchema = z
  .object({
    category: z.enum(INSIGHT_CATEGORIES),
    status: z.enum(INSIGHT_STATUSES),
    isExclusive: z.boolean(),
    authorName: z.string().trim().max(120).optional(),
    en: ZInsightTextsSchema.nullable(),
    es: ZInsightTextsSchema.nullable(),
    attachmentFileId: z.uuid().nullable(),
  })
  .refine((post) => post.en !== null || post.es !== null, { path: ['en'], message: 'required' })
export type TInsightUpsert = z.infer<typeof ZInsightUpsertSchema>

/** A post as the admin edits it: every language's texts and the stored (sanitized) bodies. */
export const ZInsightAdminPostSchema = z.object({
  id: z.string(),
  category: z.enum(INSIGHT_CATEGORIES),
  status: z.enum(INSIGHT_STATUSES),
  isExclusive: z.boolean(),
  authorName: z.string(),
  en: ZInsightTextsSchema.nullable(),
  es: ZInsightTextsSchema.nullable(),
  attachment: ZInsightAttachmentSchema.extend({ fileId: z.string() }).nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
})
export type TInsightAdminPost = z.infer<typeof ZInsightAdminPostSchema>

export const ZInsightAdminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
})
export const ZInsightAdminListResponseSchema = paginated(
  z.object({ id: z.string(), title: z.string(), category: z.enum(INSIGHT_CATEGORIES), status: z.enum(INSIGHT_STATUSES), isExclusive: z.boolean(), languages: z.array(z.enum(LANGUAGES)), publishedAt: z.string().nullable(), updatedAt: z.string(), commentCount: z.number().int() }),
)
export type TInsightAdminListResponse = z.infer<typeof ZInsightAdminListResponseSchema>

/** PATCH /api/v1/admin/insights/comments/{commentId} */
export const ZInsightCommentParamsSchema = z.object({ commentId: z.uuid() })
export const ZInsightCommentModerationSchema = z.object({ hidden: z.boolean() })
/** PUT and DELETE /api/v1/admin/insights/comment-blocks/{userId} */
export const ZInsightBlockParamsSchema = z.object({ userId: z.uuid() })
export const ZInsightBlockStateSchema = z.object({ userId: z.string(), isBlocked: z.boolean() })

/** POST /api/v1/admin/insights/attachments (multipart `file`) */
export const ZInsightAttachmentUploadResponseSchema = z.object({ fileId: z.string(), originalName: z.string(), mimeType: z.string(), sizeBytes: z.number() })

// ── home and information pages ──

/** GET /api/v1/stats/home: counted from the database, cached briefly (spec §1 marketing figures made real). */
export const ZHomeStatsSchema = z.object({
  /** Approved, visible companies (the directory). */
  companies: z.number().int(),
  /** Of those, companies that buy (profile buyer or both). */
  buyers: z.number().int(),
  /** Active, visible users of those companies: the business contacts. */
  contacts: z.number().int(),
  /** Share (0–1) of directory profiles updated in the last 12 months ("at least 75% of data current"). */
  currentShare: z.number().min(0).max(1),
  /** The home slides' figures: public open requirements of listed companies, published events still ahead, listed
   *  companies with an active Platinum membership. */
  openRequirements: z.number().int(),
  upcomingEvents: z.number().int(),
  platinumCompanies: z.number().int(),
  countedAt: z.string(),
})
export type THomeStats = z.infer<typeof ZHomeStatsSchema>

import { sql } from 'drizzle-orm'
import { boolean, check, index, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './common'
import { files } from './files'
import { users } from './users'

/** Topics of the insights blog (spec §3 Blog "category"). */
export const insightCategory = pgEnum('insight_category', ['nearshoring', 'quality', 'trade', 'supply_chain', 'technology', 'events'])
export const insightStatus = pgEnum('insight_status', ['draft', 'published'])

/**
 * A post of the insights blog (spec §3 Blog, ADR 034). A post is written in English, Spanish or both: each language's
 * title, summary and body are null together when the post lacks that language. Bodies are HTML sanitized on the
 * server with an allow-list before they are stored. `summary` is the teaser a visitor sees of an exclusive post.
 */
export const insightPosts = pgTable(
  'insight_posts',
  {
    id: id(),
    category: insightCategory('category').notNull(),
    status: insightStatus('status').notNull().default('draft'),
    /** Exclusive content (spec §6): the body reaches signed-in users only. */
    isExclusive: boolean('is_exclusive').notNull().default(false),
    titleEn: text('title_en'),
    summaryEn: text('summary_en'),
    bodyEn: text('body_en'),
    titleEs: text('title_es'),
    summaryEs: text('summary_es'),
    bodyEs: text('body_es'),
    /** Shown as the author; the admin who wrote the post, or the guest author's name they typed. */
    authorName: text('author_name').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('insight_posts_published_idx').on(t.publishedAt).where(sql`status = 'published'`),
    check('insight_posts_has_language', sql`(${t.titleEn} is not null and ${t.bodyEn} is not null) or (${t.titleEs} is not null and ${t.bodyEs} is not null)`),
  ],
)

/** Plain-text comments on a post; the platform admin hides (never deletes) them. */
export const insightComments = pgTable(
  'insight_comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => insightPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenByUserId: uuid('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('insight_comments_post_created_idx').on(t.postId, t.createdAt)],
)

/** One 1–5 rating per user and post; rating again changes it. */
export const insightRatings = pgTable(
  'insight_ratings',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => insightPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), check('insight_ratings_score_range', sql`${t.score} between 1 and 5`)],
)

/** Users the platform admin blocked from commenting on the blog (reading and rating stay allowed). */
export const insightCommentBlocks = pgTable('insight_comment_blocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blockedByUserId: uuid('blocked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

import { sql } from 'drizzle-orm'
import { check, date, index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './common'
import { companies } from './companies'
import { requirements } from './requirements'
import { users } from './users'

/** Spec §4 Quote. */
export const quoteStatus = pgEnum('quote_status', ['pending', 'accepted', 'rejected'])

/**
 * "Make a deal" (spec §3 Quote): a supplier's offer on a requirement, or sent straight from a company's detail page
 * (then `requirementId` is null). Sender and receiver details are a snapshot taken when it was sent.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    requirementId: uuid('requirement_id').references(() => requirements.id, { onDelete: 'cascade' }),
    senderCompanyId: uuid('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    receiverCompanyId: uuid('receiver_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: quoteStatus('status').notNull().default('pending'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Decimal string, e.g. "125000.00"; null when the supplier quotes without a price yet. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    currency: text('currency').notNull().default('MXN'),
    leadTimeDays: integer('lead_time_days'),
    validUntil: date('valid_until'),
    /** Ids of rows in `files` (purpose `quote`). */
    fileIds: uuid('file_ids').array().notNull().default([]),
    senderName: text('sender_name').notNull(),
    senderCompanyName: text('sender_company_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderPhone: text('sender_phone'),
    senderPosition: text('sender_position'),
    receiverName: text('receiver_name'),
    receiverCompanyName: text('receiver_company_name').notNull(),
    receiverEmail: text('receiver_email'),
    receiverPhone: text('receiver_phone'),
    receiverPosition: text('receiver_position'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Hidden by a platform administrator (moderation, issue 27 §19): kept, but shown to nobody but its author and the admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why it was hidden, shown to its author. */
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: uuid('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_receiver_idx').on(t.receiverCompanyId, t.createdAt),
    index('quotes_sender_idx').on(t.senderCompanyId, t.createdAt),
    index('quotes_requirement_idx').on(t.requirementId),
    /** One open offer per supplier and requirement. */
    uniqueIndex('quotes_pending_per_requirement_uq').on(t.requirementId, t.senderCompanyId).where(sql`status = 'pending' and requirement_id is not null`),
  ],
)

/** After an accepted quote each side rates the other once for it (1–5 and a comment). */
export const companyRatings = pgTable(
  'company_ratings',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    raterCompanyId: uuid('rater_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    raterUserId: uuid('rater_user_id').references(() => users.id, { onDelete: 'set null' }),
    ratedCompanyId: uuid('rated_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_ratings_quote_rater_uq').on(t.quoteId, t.raterCompanyId),
    index('company_ratings_rated_idx').on(t.ratedCompanyId),
    check('company_ratings_score_range', sql`${t.score} between 1 and 5`),
  ],
)

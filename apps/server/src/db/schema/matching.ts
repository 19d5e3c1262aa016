import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies } from './companies'
import { requirements } from './requirements'

/**
 * Suppliers a new requirement was found to match (modules/matching): one row per requirement and supplier, written
 * by the match-digest job, which then tells each supplier's users about its new rows in one digest and sets
 * `notified_at`. A requirement is matched once: see `requirementMatchRuns`.
 */
export const requirementMatchNotices = pgTable(
  'requirement_match_notices',
  {
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Match score 0–100 when found. */
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the supplier's digest went out; null while pending. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.requirementId, t.companyId] }), index('requirement_match_notices_pending_idx').on(t.companyId, t.notifiedAt)],
)

/**
 * Requirements the match-digest job has ranked, whether or not any supplier reached the digest's minimum score: without
 * this row a requirement nobody matches well would be ranked again on every run.
 */
export const requirementMatchRuns = pgTable('requirement_match_runs', {
  requirementId: uuid('requirement_id')
    .primaryKey()
    .references(() => requirements.id, { onDelete: 'cascade' }),
  matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
})

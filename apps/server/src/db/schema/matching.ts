import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies } from './companies'
import { requirements } from './requirements'

/**
 * Suppliers a new requirement was found to match (modules/matching): one row per requirement and supplier, written
 * by the match-digest job, which then tells each supplier's users about its new rows in one digest and sets
 * `notified_at`. A requirement gets its rows once (`requirementId` present = already matched).
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

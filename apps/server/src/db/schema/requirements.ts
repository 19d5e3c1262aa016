import { boolean, date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { categories } from './categories'
import { createdAt, id, updatedAt } from './common'
import { companies } from './companies'
import { users } from './users'

export const requirementType = pgEnum('requirement_type', ['rfq', 'requirement', 'to_overcome'])
export const requirementStatus = pgEnum('requirement_status', ['opened', 'covered', 'expired'])

/** A buyer's requirement or RFQ (spec §3 Requirement). */
export const requirements = pgTable(
  'requirements',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: requirementType('type').notNull(),
    status: requirementStatus('status').notNull().default('opened'),
    isRfq: boolean('is_rfq').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    title: text('title').notNull(),
    description: text('description').notNull(),
    contentLanguage: text('content_language').notNull().default('es'),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    suburb: text('suburb'),
    street: text('street'),
    postalCode: text('postal_code'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: integer('subcategory_id').references(() => categories.id, { onDelete: 'restrict' }),
    activity: text('activity').notNull(),
    materials: text('materials').notNull(),
    volumes: text('volumes').notNull(),
    budget: text('budget').notNull(),
    /** Ids in `certifications` the supplier must hold (hard constraint for matching and quotes' comparison). */
    certificationIds: integer('certification_ids').array().notNull().default([]),
    /** Ids in `certifications` the buyer would like the supplier to hold (soft: ranks higher, never excludes). */
    preferredCertificationIds: integer('preferred_certification_ids').array().notNull().default([]),
    /** Suppliers farther than this from (latitude, longitude) are not a match; null = no limit. */
    maxDistanceKm: integer('max_distance_km'),
    /** Where the work is delivered; copied from the owner company when the address is its own (ADR 026), else null. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When the owner accepted a quote on it or marked it covered. */
    coveredAt: timestamp('covered_at', { withTimezone: true }),
    projectDates: text('project_dates'),
    /** Ids of rows in `files`. */
    projectFileIds: uuid('project_file_ids').array().notNull().default([]),
    /** Hidden by a platform administrator (moderation, issue 27 §19): kept, but shown to nobody but its author and the admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why it was hidden, shown to its author. */
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: uuid('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('requirements_company_idx').on(t.companyId),
    index('requirements_status_idx').on(t.status, t.isPublic),
    index('requirements_category_idx').on(t.categoryId),
    index('requirements_open_end_idx').on(t.endDate).where(sql`status = 'opened'`),
    // Newest open requirements first (matching's requirements a company could serve, ADR 028): read in index order.
    index('requirements_open_created_idx').on(t.createdAt.desc(), t.id).where(sql`status = 'opened'`),
  ],
)

/** Suppliers a company invited to one of its requirements; a private requirement is visible to them (spec §6, ADR 025). */
export const requirementInvitations = pgTable(
  'requirement_invitations',
  {
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requirementId, t.companyId] }), index('requirement_invitations_company_idx').on(t.companyId)],
)

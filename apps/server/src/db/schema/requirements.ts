import { boolean, date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
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
    /** Certification names the supplier must hold. */
    certifications: text('certifications').array().notNull().default([]),
    projectDates: text('project_dates'),
    /** Ids of rows in `files`. */
    projectFileIds: uuid('project_file_ids').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('requirements_company_idx').on(t.companyId),
    index('requirements_status_idx').on(t.status, t.isPublic),
    index('requirements_category_idx').on(t.categoryId),
  ],
)

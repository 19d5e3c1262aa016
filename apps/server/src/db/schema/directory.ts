import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common'
import { companies } from './companies'
import { files } from './files'
import { productsServices } from './catalogue'
import { requirements } from './requirements'
import { users } from './users'

/** An award of a company (spec §3: file and description). */
export const companyAwards = pgTable(
  'company_awards',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('company_awards_company_idx').on(t.companyId)],
)

export const companyDocumentKind = pgEnum('company_document_kind', ['catalogue', 'document'])

/** Catalogues and additional documents of a company profile (spec §3 "Other"). */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: companyDocumentKind('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId)],
)

/**
 * One row per viewer company, visited company and marketplace day (America/Mexico_City, packages/shared
 * marketplace-calendar.ts): the dashboard's "profile visits".
 * The primary key makes a second view the same day a no-op (insert … on conflict do nothing).
 */
export const profileVisits = pgTable(
  'profile_visits',
  {
    visitedCompanyId: uuid('visited_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    viewerCompanyId: uuid('viewer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date').notNull(),
    /** The first user of the viewer company who looked that day. */
    viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.visitedCompanyId, t.viewerCompanyId, t.visitDate] }),
    index('profile_visits_visited_date_idx').on(t.visitedCompanyId, t.visitDate),
  ],
)

export const favouriteType = pgEnum('favourite_type', ['company', 'product', 'requirement'])

/**
 * A user's favourite company, product/service or requirement (spec /favourites tabs). Exactly one
 * target column is set, the one named by `type`; each has a real foreign key, so deleting the
 * target deletes the favourite.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: favouriteType('type').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => productsServices.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id').references(() => requirements.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLs are distinct in a unique index, so each pair only constrains rows of its own type.
    uniqueIndex('favourites_user_company_uq').on(t.userId, t.companyId),
    uniqueIndex('favourites_user_product_uq').on(t.userId, t.productId),
    uniqueIndex('favourites_user_requirement_uq').on(t.userId, t.requirementId),
    index('favourites_user_type_created_idx').on(t.userId, t.type, t.createdAt),
    check(
      'favourites_one_target_ck',
      sql`(${t.type} = 'company' and ${t.companyId} is not null and ${t.productId} is null and ${t.requirementId} is null)
       or (${t.type} = 'product' and ${t.productId} is not null and ${t.companyId} is null and ${t.requirementId} is null)
       or (${t.type} = 'requirement' and ${t.requirementId} is not null and ${t.companyId} is null and ${t.productId} is null)`,
    ),
  ],
)

import { type AnyPgColumn, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** Industry categories, a tree based on NAICS/SCIAN codes (336x and the processes that feed it). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    /** NAICS/SCIAN code, or a dotted sub-code for our finer process categories. */
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Retired by the platform admin: no longer offered to pick; existing links stay (docs/decisions/037). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), uniqueIndex('categories_code_uq').on(t.code)],
)

/** Certification standards a company can hold (IATF 16949, ISO 9001 …). */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    issuer: text('issuer'),
    descriptionEn: text('description_en'),
    descriptionEs: text('description_es'),
    /** Retired by the platform admin: no longer offered to pick; existing links stay (docs/decisions/037). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('certifications_slug_uq').on(t.slug)],
)

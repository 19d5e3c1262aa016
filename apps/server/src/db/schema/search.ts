import { sql } from 'drizzle-orm'
import { bigint, boolean, customType, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies } from './companies'

/** PostgreSQL `tsvector`; written only by the search service's refresh SQL, never read back as a value. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})

/**
 * PostgreSQL `xid8`: the 64-bit id of the transaction that last wrote a row (`pg_current_xact_id()`). The search
 * module's in-memory postings read the rows written since their last snapshot's oldest running transaction
 * (modules/search/postings, docs/decisions/040-search-postings.md).
 */
export const xid8 = customType<{ data: string }>({
  dataType() {
    return 'xid8'
  },
})

/**
 * Every distinct word (lower-case, unaccented, unstemmed) that appears in the searchable texts of companies and
 * products. Query words not found here are corrected to their most similar word (pg_trgm) before searching.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_prefix_idx').using('btree', t.word.op('text_pattern_ops')),
  ],
)

/**
 * One narrow row per company holding everything search filters, counts and ranks on, so a query scans small rows
 * instead of the wide companies table. Texts/categories/certifications/completeness are written by the SQL function
 * nexo_refresh_company_search, which triggers run in the transaction of every write that changes them (migration
 * 0012, see company_search_pending); listed/state/platinum_until/updated_at/created_at follow companies through a
 * trigger (migration 0007), which also creates the row when a company is inserted.
 */
export const companySearch = pgTable(
  'company_search',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Approved and visible: the only companies search shows. */
    listed: boolean('listed').notNull().default(false),
    state: text('state').notNull().default(''),
    /** The company's categories and all their ancestors. */
    categoryIds: integer('category_ids').array().notNull().default([]),
    certificationIds: integer('certification_ids').array().notNull().default([]),
    /** 0–100: how much of the profile is filled. */
    completeness: integer('completeness').notNull().default(0),
    platinumUntil: timestamp('platinum_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The company's sign-up instant (marketplace order and "this week"). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted Spanish + English stems of all texts: matching (GIN, never read back row by row). */
    searchVector: tsvector('search_vector'),
    /** Names (A) and products/processes/tags/certifications/categories (B) only: small enough to rank thousands of rows. */
    rankVector: tsvector('rank_vector'),
    /** The company supplies (profile type supplier or both): matching's supplier pools (migration 0028). */
    isSupplier: boolean('is_supplier').notNull().default(false),
    /** The transaction that last wrote the row (the default on insert, a trigger on update: migration 0027). */
    writtenBy: xid8('written_by')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('company_search_vector_idx').using('gin', t.searchVector),
    index('company_search_category_ids_idx').using('gin', t.categoryIds),
    index('company_search_certification_ids_idx').using('gin', t.certificationIds),
    index('company_search_state_idx').on(t.state),
    // Finds the next Platinum expiry quickly: part of the search cache key (modules/search/search.cache.ts).
    index('company_search_platinum_until_idx').on(t.platinumUntil),
    // Browse and filter-only pages in display order (completeness, freshness, id; Platinum is a second pass),
    // filters checked in the index (modules/search/search.repo.ts).
    index('company_search_browse_idx')
      .on(t.completeness.desc(), t.updatedAt.desc(), t.companyId, t.platinumUntil, t.state, t.categoryIds, t.certificationIds)
      .where(sql`listed`),
    // The fixed 1-in-16 sample of listed companies that estimates totals and facets beyond the exact bound.
    index('company_search_sample_idx')
      .on(t.state, t.companyId, t.categoryIds, t.certificationIds)
      .where(sql`listed and get_byte(uuid_send(company_id), 15) < 16`),
    index('company_search_written_by_idx').on(t.writtenBy),
  ],
)

/**
 * Search rows deleted (their company was deleted), with the deleting transaction: the in-memory postings drop them
 * on their next refresh. A trigger writes it (migration 0027); it only grows by company deletions.
 */
export const companySearchRemoved = pgTable(
  'company_search_removed',
  {
    companyId: uuid('company_id').notNull(),
    removedBy: xid8('removed_by')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('company_search_removed_by_idx').on(t.removedBy)],
)

/**
 * Companies whose search data a transaction changed and has not reindexed yet. Statement triggers on companies,
 * company_categories, company_certifications, company_awards, products_services, categories and certifications add
 * ids; a deferred trigger reindexes them and deletes the rows before the same transaction commits, so the table is
 * empty outside a running transaction (docs/decisions/013-structure-rules.md). No key: concurrent writers of the
 * same company never wait on each other here.
 */
export const companySearchPending = pgTable('company_search_pending', { companyId: uuid('company_id').notNull() }, (t) => [
  index('company_search_pending_company_idx').on(t.companyId),
])

/**
 * A single row whose generation grows by one in every transaction that changes what search shows (companies,
 * their search rows, categories, certifications; triggers of migration 0008). Search answers are cached under
 * the generation they were computed at, so any such change is visible to the next request.
 */
export const searchState = pgTable('search_state', {
  id: smallint('id').primaryKey().default(1),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
})

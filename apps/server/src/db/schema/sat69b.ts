import { bigint, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './common'
import { companies } from './companies'
import type { CompanyImportErrorEntry } from './company-imports'

/** queued (uploaded) → running → done | failed (docs/decisions/056-sat-69b-list.md). */
export const sat69bImportStatus = pgEnum('sat69b_import_status', ['queued', 'running', 'done', 'failed'])
/** SAT's four situations of an article 69-B taxpayer. */
export const sat69bSituation = pgEnum('sat69b_situation', ['presunto', 'desvirtuado', 'definitivo', 'sentencia_favorable'])

/**
 * A platform admin's import of SAT's complete 69-B list: read as a stream by the job runner, its entries written in
 * batches with the progress in the same transaction. The newest import that finished is the list in force.
 */
export const sat69bImports = pgTable(
  'sat69b_imports',
  {
    id: id(),
    status: sat69bImportStatus('status').notNull().default('queued'),
    originalName: text('original_name').notNull(),
    /** The uploaded file in the storage driver; removed when the run ends. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    encoding: text('encoding'),
    /** The platform admin who uploaded it (no foreign key: an audit record outlives the account). */
    createdByUserId: uuid('created_by_user_id'),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    /** Data rows whose outcome is committed: a resumed run skips this many rows. */
    rowsDone: integer('rows_done').notNull().default(0),
    presuntoCount: integer('presunto_count').notNull().default(0),
    desvirtuadoCount: integer('desvirtuado_count').notNull().default(0),
    definitivoCount: integer('definitivo_count').notNull().default(0),
    sentenciaFavorableCount: integer('sentencia_favorable_count').notNull().default(0),
    invalidCount: integer('invalid_count').notNull().default(0),
    /** Directory companies found on this list as presunto or definitivo when it was put in force. */
    flaggedCompanies: integer('flagged_companies').notNull().default(0),
    errors: jsonb('errors').$type<CompanyImportErrorEntry[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    failureCode: text('failure_code'),
    failureDetails: jsonb('failure_details').$type<{ missing?: string[]; line?: number }>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Also the run's heartbeat: a running import not touched for a while is resumed by the next job run. */
    updatedAt: updatedAt(),
  },
  (t) => [index('sat69b_imports_status_idx').on(t.status, t.createdAt)],
)

/** One RFC of one imported list. Only the list in force keeps its entries once a newer one is done. */
export const sat69bEntries = pgTable(
  'sat69b_entries',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => sat69bImports.id, { onDelete: 'cascade' }),
    /** Upper case, as companies.rfc is stored. */
    rfc: text('rfc').notNull(),
    name: text('name').notNull(),
    situation: sat69bSituation('situation').notNull(),
    /** Publication dates of each stage (DOF's, or SAT's page when the DOF's is blank). */
    presumedOn: date('presumed_on'),
    rebuttedOn: date('rebutted_on'),
    definitiveOn: date('definitive_on'),
    favourableOn: date('favourable_on'),
    line: integer('line').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rfc] }), index('sat69b_entries_rfc_idx').on(t.rfc)],
)

/**
 * A directory company whose RFC is on the list in force, as last checked (on each new list, on the company's creation
 * or RFC change). The row goes when the RFC is no longer on the list.
 */
export const companySat69b = pgTable(
  'company_sat69b',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    rfc: text('rfc').notNull(),
    listedName: text('listed_name').notNull(),
    situation: sat69bSituation('situation').notNull(),
    /** The publication date of the situation. */
    since: date('since'),
    importId: uuid('import_id').notNull(),
    /** When the platform found the company in this situation (reset when the situation changes). */
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_sat69b_situation_idx').on(t.situation, t.foundAt)],
)

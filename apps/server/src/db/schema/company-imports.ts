import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './common'

/**
 * reading (uploaded; the job runner reads the file) → ready (previewed) → queued (run asked) → running → done | failed
 * (docs/decisions/036 and 046). A file refused while reading goes from reading to failed.
 */
export const companyImportStatus = pgEnum('company_import_status', ['reading', 'ready', 'queued', 'running', 'done', 'failed'])

export interface CompanyImportErrorEntry {
  line: number
  column: string
  code: string
}
/** Where and why a file was refused while reading (the error's details: line, column, limit, header columns). */
export interface CompanyImportFailureDetails {
  line?: number
  column?: string
  max?: number
  missing?: string[]
  unknown?: string[]
  repeated?: string[]
}
export interface CompanyImportSampleEntry {
  line: number
  action: 'new' | 'update' | 'unchanged' | 'invalid'
  tradeName: string
  key: string
  city: string
  state: string
}

/** A platform admin's bulk import of companies: the uploaded file, its preview and the run's progress. */
export const companyImports = pgTable(
  'company_imports',
  {
    id: id(),
    status: companyImportStatus('status').notNull().default('ready'),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    originalName: text('original_name').notNull(),
    /** The uploaded bytes in the storage driver (removed once the run ends). */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes').notNull(),
    /** The platform admin who uploaded it (no foreign key: an audit record outlives the account). */
    createdByUserId: uuid('created_by_user_id'),
    totalRows: integer('total_rows').notNull().default(0),
    newRows: integer('new_rows').notNull().default(0),
    updateRows: integer('update_rows').notNull().default(0),
    unchangedRows: integer('unchanged_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    /** Rows handled by the run so far: a resumed run continues after them. */
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    /** The first COMPANY_IMPORT_MAX_ERRORS refused cells; errorCount is exact. */
    errors: jsonb('errors').$type<CompanyImportErrorEntry[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    sample: jsonb('sample').$type<CompanyImportSampleEntry[]>().notNull().default([]),
    failureCode: text('failure_code'),
    /** The failure's details (a refused header's columns, the line and column of a cell too long …), bounded. */
    failureDetails: jsonb('failure_details').$type<CompanyImportFailureDetails>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Also the run's heartbeat: a running import not touched for a while is resumed by the next job run. */
    updatedAt: updatedAt(),
  },
  (t) => [index('company_imports_status_idx').on(t.status, t.createdAt)],
)

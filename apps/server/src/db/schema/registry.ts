import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './common'
import { companies, type RegistrySource } from './companies'
import type { CompanyImportErrorEntry } from './company-imports'
import { users } from './users'

/** queued (uploaded) → running → done | failed (docs/decisions/055-public-registry-directory-and-claims.md). */
export const registryImportStatus = pgEnum('registry_import_status', ['queued', 'running', 'done', 'failed'])

/**
 * A platform admin's import of a public registry file (INEGI's DENUE CSV): read as a stream by the job runner, rows
 * written in batches with the progress in the same transaction, so a run cut short resumes after its last batch.
 */
export const registryImports = pgTable(
  'registry_imports',
  {
    id: id(),
    source: text('source').$type<RegistrySource>().notNull(),
    status: registryImportStatus('status').notNull().default('queued'),
    originalName: text('original_name').notNull(),
    /** The uploaded file in the storage driver; removed when the run ends. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Text encoding of the file, found from its first bytes ('utf-8' or INEGI's older 'latin1'). */
    encoding: text('encoding'),
    /** The platform admin who uploaded it (no foreign key: an audit record outlives the account). */
    createdByUserId: uuid('created_by_user_id'),
    /** Bytes of the file behind the committed rows (progress = bytesDone / sizeBytes). */
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    /** Data rows whose outcome is committed: a resumed run skips this many rows. */
    rowsDone: integer('rows_done').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    /** Rows whose SCIAN activity is outside the mapping (shops, restaurants … in a whole-state file). */
    outOfScopeCount: integer('out_of_scope_count').notNull().default(0),
    /** Companies of the file already claimed by their owners: the registry no longer overwrites them. */
    claimedCount: integer('claimed_count').notNull().default(0),
    invalidCount: integer('invalid_count').notNull().default(0),
    /** The first 500 refused cells with their line numbers; errorCount is exact. */
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
  (t) => [index('registry_imports_status_idx').on(t.status, t.createdAt)],
)

/** pending → confirmed (e-mail domain or platform admin) | rejected. */
export const companyClaimStatus = pgEnum('company_claim_status', ['pending', 'confirmed', 'rejected'])
/** How a claim is (to be) confirmed: the activation of an address at the company's website domain, or the platform admin. */
export const companyClaimMethod = pgEnum('company_claim_method', ['email_domain', 'admin'])

/** What the claimant's sign-up said about the company: written onto it when the claim is confirmed. */
export interface ClaimProposal {
  company: Record<string, unknown>
  categoryIds: number[]
  logoFileId: string | null
}

/**
 * Someone signing up "from" a registry profile: their account belongs to that company, but may not sign in until
 * the claim is confirmed (docs/decisions/055).
 */
export const companyClaims = pgTable(
  'company_claims',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: companyClaimStatus('status').notNull().default('pending'),
    method: companyClaimMethod('method').notNull(),
    proposal: jsonb('proposal').$type<ClaimProposal>().notNull(),
    /** The platform admin's evidence for confirming (or reason for rejecting). */
    evidence: text('evidence'),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_claims_company_idx').on(t.companyId),
    index('company_claims_user_idx').on(t.userId),
    index('company_claims_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
  ],
)

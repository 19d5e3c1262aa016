/**
 * SAT article 69-B (issue 28 §1; docs/decisions/056-sat-69b-list.md).
 *
 * Import: the platform admin uploads SAT's complete 69-B list; the upload is streamed to storage and answered at once;
 * the job runner reads it as a stream and writes its entries in batches with the progress. When it finishes it is the
 * list in force: older lists' entries go, and every company's RFC is checked against it.
 *
 * Check: a company is checked against the list in force on each new list, on its creation (sign-up, company import)
 * and when its RFC is written (a confirmed registry claim). A company newly found presunto or definitivo (or moving
 * from one to the other) is told, the platform admins are told, and so are the buyers who quoted with it or saved it.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { V } from '@nexo/shared'
import {
  SAT69B_IMPORT_MAX_ERRORS,
  isSat69bFlagged,
  type Sat69bSituation,
  type TOwnSat69bResponse,
  type TSat69bFlaggedListResponse,
  type TSat69bImport,
  type TSat69bImportListResponse,
  type TSat69bListing,
} from '@nexo/shared/sat69b.schema'
import type { Db } from '../../db/client'
import type { CompanyImportErrorEntry } from '../../db/schema'
import { recordAudit } from '../../platform/audit'
import { storeCsvUpload } from '../../platform/csv-stream'
import { AppError, errorForLog } from '../../platform/errors'
import type { Storage } from '../../platform/storage'
import { notifyMany, type Notice, type NotifyDeps } from '../notifications/notifications.service'
import { SAT69B_CSV_ERRORS, readSat69bRows, sat69bRowToEntry, sinceOf, type Sat69bReadStats } from './sat69b.reader'
import * as repo from './sat69b.repo'

export interface Sat69bDeps {
  db: Db
  storage: Storage
  notify: NotifyDeps
}

/** Entries written in one transaction. */
export const SAT69B_BATCH_ROWS = 500
export const SAT69B_STALE_AFTER_MS = 2 * 60_000
/** The job that processes uploaded 69-B lists (also started at once by the upload). */
export const SAT69B_IMPORT_JOB = 'sat69b-imports.process'

/** How SAT writes the situation; the texts of notifications carry SAT's own term in both languages. */
const SITUATION_TERM: Record<Sat69bSituation, string> = { presunto: 'presunto', desvirtuado: 'desvirtuado', definitivo: 'definitivo', sentencia_favorable: 'sentencia favorable' }

function toApi(row: repo.Sat69bImportRow, currentId: string | null): TSat69bImport {
  return {
    id: row.id,
    status: row.status,
    fileName: row.originalName,
    sizeBytes: row.sizeBytes,
    encoding: row.encoding,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    bytesDone: row.bytesDone,
    rowsDone: row.rowsDone,
    isCurrent: row.id === currentId,
    result: {
      listed: row.presuntoCount + row.desvirtuadoCount + row.definitivoCount + row.sentenciaFavorableCount,
      presunto: row.presuntoCount,
      desvirtuado: row.desvirtuadoCount,
      definitivo: row.definitivoCount,
      sentenciaFavorable: row.sentenciaFavorableCount,
      invalid: row.invalidCount,
      flaggedCompanies: row.flaggedCompanies,
    },
    errors: row.errors,
    errorCount: row.errorCount,
    failureCode: row.failureCode,
    failureDetails: row.failureDetails ?? null,
  }
}

/** POST /admin/sat69b-imports: the upload is streamed into storage, refused at once when it is not text, recorded `queued`. */
export async function acceptUpload(deps: { db: Db; storage: Storage }, request: FastifyRequest, input: { file: AsyncIterable<Buffer>; fileName: string; userId: string }): Promise<TSat69bImport> {
  const { storageKey, sizeBytes } = await storeCsvUpload(deps.storage, input.file, SAT69B_CSV_ERRORS.notText)
  const stored = await repo.insertImport(deps.db, { status: 'queued', originalName: input.fileName.slice(0, 200) || 'Listado_Completo_69-B.csv', storageKey, sizeBytes, createdByUserId: input.userId })
  await recordAudit(deps.db, request, { action: 'sat69b_import.upload', entityType: 'sat69b_import', entityId: stored.id, data: { fileName: stored.originalName, sizeBytes } })
  return toApi(stored, await repo.findCurrentImportId(deps.db))
}

export async function getImport(db: Db, id: string): Promise<TSat69bImport> {
  const row = await repo.findImport(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return toApi(row, await repo.findCurrentImportId(db))
}

export async function listImports(db: Db): Promise<TSat69bImportListResponse> {
  const [rows, currentId] = await Promise.all([repo.listImports(db, 20), repo.findCurrentImportId(db)])
  return {
    items: rows.map((r) => {
      const { errors: _errors, ...rest } = toApi(r, currentId)
      return rest
    }),
  }
}

const COUNT_COLUMN = { presunto: 'presuntoCount', desvirtuado: 'desvirtuadoCount', definitivo: 'definitivoCount', sentencia_favorable: 'sentenciaFavorableCount' } as const

/** Runs one claimed import to its end from where it stopped (rowsDone), batch by batch, then puts it in force. */
async function runImport(deps: Sat69bDeps, job: repo.Sat69bImportRow, signal: AbortSignal, log: FastifyBaseLogger): Promise<void> {
  try {
    if (!job.storageKey) throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE')
    const stats: Sat69bReadStats = { bytesRead: 0, rowsRead: 0, encoding: null }
    const state = {
      rowsDone: job.rowsDone,
      presuntoCount: job.presuntoCount,
      desvirtuadoCount: job.desvirtuadoCount,
      definitivoCount: job.definitivoCount,
      sentenciaFavorableCount: job.sentenciaFavorableCount,
      invalidCount: job.invalidCount,
      errorCount: job.errorCount,
      errors: [...job.errors],
    }
    let batch: (repo.Sat69bEntryInsert & { line: number })[] = []
    let handled = 0
    let pending = { invalid: 0, errors: [] as CompanyImportErrorEntry[], errorCount: 0 }
    const seen = new Map<string, number>()
    const commit = async () => {
      const next = await deps.db.transaction(async (tx) => {
        // An RFC twice in the file is a bad row (the second one); a resumed run finds the first in the table.
        const written = await repo.findWrittenRfcs(tx, job.id, batch.map((e) => e.rfc))
        const fresh = batch.filter((e) => {
          if (!written.has(e.rfc)) return true
          pending.invalid++
          pending.errorCount++
          pending.errors.push({ line: e.line, column: 'RFC', code: V.duplicate })
          return false
        })
        await repo.insertEntries(tx, fresh)
        const counts = { ...state }
        for (const e of fresh) counts[COUNT_COLUMN[e.situation]]++
        const values = {
          ...counts,
          rowsDone: state.rowsDone + handled,
          bytesDone: stats.bytesRead,
          encoding: stats.encoding,
          invalidCount: state.invalidCount + pending.invalid,
          errorCount: state.errorCount + pending.errorCount,
          errors: [...state.errors, ...pending.errors].slice(0, SAT69B_IMPORT_MAX_ERRORS),
        }
        // Progress commits with the batch: a resumed run never writes a batch twice.
        await repo.updateImport(tx, job.id, values)
        return values
      })
      Object.assign(state, next)
      batch = []
      handled = 0
      pending = { invalid: 0, errors: [], errorCount: 0 }
      await yieldToEventLoop()
    }
    let skip = job.rowsDone
    for await (const row of readSat69bRows(deps.storage.open(job.storageKey), stats, signal)) {
      if (skip > 0) {
        skip--
        continue
      }
      handled++
      const result = sat69bRowToEntry(row.cells)
      if (result.kind === 'invalid') {
        pending.invalid++
        pending.errorCount += result.errors.length
        for (const e of result.errors) pending.errors.push({ line: row.line, column: e.column, code: e.code })
      } else if (seen.has(result.entry.rfc)) {
        pending.invalid++
        pending.errorCount++
        pending.errors.push({ line: row.line, column: 'RFC', code: V.duplicate })
      } else {
        seen.set(result.entry.rfc, row.line)
        batch.push({ ...result.entry, importId: job.id, line: row.line })
      }
      if (pending.errors.length > SAT69B_IMPORT_MAX_ERRORS) pending.errors.length = SAT69B_IMPORT_MAX_ERRORS
      if (handled >= SAT69B_BATCH_ROWS) await commit()
    }
    if (handled > 0) await commit()
    // In force from now: the older lists' entries go and every company is checked against this one.
    const flagged = await deps.db.transaction(async (tx) => {
      await repo.updateImport(tx, job.id, { status: 'done', finishedAt: new Date(), storageKey: null, bytesDone: job.sizeBytes })
      await repo.deleteEntriesOfOtherImports(tx, job.id)
      await checkCompanies({ ...deps.notify, db: tx }, null)
      const n = await repo.countFlagged(tx)
      await repo.updateImport(tx, job.id, { flaggedCompanies: n })
      return n
    })
    log.info({ importId: job.id, flagged }, 'SAT 69-B list in force')
    await deps.storage.remove(job.storageKey).catch(() => undefined)
  } catch (error) {
    if (signal.aborted) return // still "running": resumed by the next job run after its last committed batch
    if (error instanceof AppError) log.info({ importId: job.id, code: error.code }, 'SAT 69-B file refused')
    else log.error({ ...errorForLog(error), importId: job.id }, 'SAT 69-B import failed')
    const details = error instanceof AppError ? (error.details as { missing?: string[]; line?: number } | undefined) : undefined
    await repo.updateImport(deps.db, job.id, {
      status: 'failed',
      finishedAt: new Date(),
      failureCode: error instanceof AppError ? error.code : 'INTERNAL_ERROR',
      failureDetails: details ? { ...(details.missing ? { missing: details.missing.slice(0, 50) } : {}), ...(typeof details.line === 'number' ? { line: details.line } : {}) } : null,
      storageKey: null,
    })
    if (job.storageKey) await deps.storage.remove(job.storageKey).catch(() => undefined)
  }
}

/** The job: processes queued (and abandoned running) 69-B imports one after another until none is left. */
export async function processSat69bImports(deps: Sat69bDeps, context: { signal: AbortSignal; log: FastifyBaseLogger }): Promise<{ imports: number }> {
  let imports = 0
  while (!context.signal.aborted) {
    const job = await repo.claimNextImport(deps.db, SAT69B_STALE_AFTER_MS)
    if (!job) break
    await runImport(deps, job, context.signal, context.log)
    imports++
  }
  return { imports }
}

// ── companies against the list ───────────────────────────────────────────────────────────────────────────────────

/**
 * Checks companies against the list in force (`null`: every company, after a new list) and records what it finds, in
 * `deps.db` (the caller's transaction: the finding and its notifications exist together, ADR 044). Answers the ids of
 * the companies newly flagged.
 */
export async function checkCompanies(deps: NotifyDeps, companyIds: string[] | null): Promise<string[]> {
  const db = deps.db
  const importId = await repo.findCurrentImportId(db)
  const [matches, stored] = await Promise.all([
    companyIds === null ? (importId ? repo.matchListedCompanies(db, importId) : Promise.resolve([])) : repo.matchCompanies(db, importId, companyIds),
    repo.findListings(db, companyIds),
  ])
  const storedOf = new Map(stored.map((s) => [s.companyId, s]))
  const gone = new Set(stored.map((s) => s.companyId))
  const newlyFlagged: repo.CompanyMatch[] = []
  for (const match of matches) {
    if (!match.entry || !importId) continue
    gone.delete(match.companyId)
    const before = storedOf.get(match.companyId)
    const situation = match.entry.situation
    const isNewSituation = before?.situation !== situation
    await repo.upsertListing(db, {
      companyId: match.companyId,
      rfc: match.rfc.toUpperCase(),
      listedName: match.entry.name,
      situation,
      since: sinceOf(match.entry),
      importId,
      ...(isNewSituation ? { foundAt: new Date() } : {}),
    })
    if (isNewSituation && isSat69bFlagged(situation)) newlyFlagged.push(match)
  }
  // Off the list (or its RFC changed): the finding goes. A company checked by id without an RFC match is off too.
  await repo.deleteListings(db, [...gone])
  if (newlyFlagged.length > 0) await notifyListed(deps, newlyFlagged)
  return newlyFlagged.map((m) => m.companyId)
}

/** The company, the platform admins and the company's buyers hear of a new finding (one transaction, the caller's). */
async function notifyListed(deps: NotifyDeps, listed: repo.CompanyMatch[]): Promise<void> {
  const admins = await repo.listPlatformAdmins(deps.db)
  const notices: Notice[] = []
  for (const match of listed) {
    const entry = match.entry!
    const situation = SITUATION_TERM[entry.situation]
    const since = sinceOf(entry) ?? ''
    notices.push({ to: { companyId: match.companyId }, payload: { template: 'sat69b.ownListed', params: { companyName: match.tradeName, situation, since }, link: '/company-profile' } })
    for (const admin of admins) {
      notices.push({ to: { userId: admin }, payload: { template: 'sat69b.companyListed', params: { companyName: match.tradeName, rfc: match.rfc, situation }, link: '/admin/public-registry' } })
    }
    const buyers = await repo.findBuyersOf(deps.db, match.companyId)
    // A user who saved it and whose company also got its quote hears once.
    const quotedUsers = new Set(await repo.listCompanyUserIds(deps.db, buyers.companyIds))
    const payload = { template: 'sat69b.supplierListed' as const, params: { companyName: match.tradeName, situation, since }, link: `/search-detail/${match.companyId}` }
    for (const userId of new Set([...quotedUsers, ...buyers.userIds])) notices.push({ to: { userId }, payload })
  }
  await notifyMany(deps, notices)
}

/** After a company's creation or RFC change (sign-up, company import, confirmed claim): checked in the caller's transaction. */
export async function checkCompanyRfcs(deps: NotifyDeps, companyIds: string[]): Promise<void> {
  if (companyIds.length === 0) return
  await checkCompanies(deps, companyIds)
}

// ── what is shown ───────────────────────────────────────────────────────────────────────────────────────────────

function listingOf(row: repo.CompanySat69bRow): TSat69bListing {
  return { situation: row.situation, since: row.since, listedName: row.listedName, isFlagged: isSat69bFlagged(row.situation) }
}

/** GET /company/sat-69b: the caller's company on the list in force, whatever its situation. */
export async function getOwnListing(db: Db, companyId: string): Promise<TOwnSat69bResponse> {
  const row = await repo.findListing(db, companyId)
  return { listing: row ? listingOf(row) : null }
}

/**
 * What a company page says (ADR 056): `definitivo` to every viewer (SAT publishes it in the DOF and it decides whether
 * the buyer's invoices can be deducted); `presunto` only with the full profile (Platinum), the company itself and the
 * admin, since the company may still rebut it; `desvirtuado` and `sentencia favorable` clear the taxpayer: shown to
 * the company itself only.
 */
export async function getPublicListing(db: Db, companyId: string, viewer: { visibility: 'basic' | 'full'; isOwn: boolean }): Promise<TSat69bListing | null> {
  const row = await repo.findListing(db, companyId)
  if (!row) return null
  if (viewer.isOwn || row.situation === 'definitivo') return listingOf(row)
  if (row.situation === 'presunto' && viewer.visibility === 'full') return listingOf(row)
  return null
}

/** The platform admin's list of companies on the list. */
export async function listCompanyListings(db: Db, scope: 'flagged' | 'all'): Promise<TSat69bFlaggedListResponse> {
  const { items, total } = await repo.listCompanyListings(db, scope, 200)
  return {
    items: items.map(({ listing, tradeName }) => ({ ...listingOf(listing), companyId: listing.companyId, tradeName, rfc: listing.rfc, foundAt: listing.foundAt.toISOString() })),
    total,
  }
}

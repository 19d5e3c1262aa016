/**
 * Companies from public registries (issue 30 §1; docs/decisions/055-public-registry-directory-and-claims.md).
 *
 * Import: the platform admin uploads INEGI's DENUE CSV; the upload is streamed to storage and answered at once; the
 * job runner reads the stored file as a stream, maps each row (denue.ts), and writes IMPORT_BATCH_ROWS rows per
 * transaction with the progress, so other requests run between batches and a run cut short resumes after its last
 * committed batch. A company is its registry id: importing the same file again changes nothing; a company its owner
 * claimed is never overwritten by the registry again.
 *
 * Claim: a visitor from the company signs up from its profile (the normal 7 steps, prefilled); the account belongs
 * to the company but cannot sign in until the claim is confirmed, by the activation of an address at the company
 * website's domain or by the platform admin with evidence. Confirmation writes the sign-up's data onto the company
 * and removes the "not verified" mark.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import {
  REGISTRY_IMPORT_MAX_ERRORS,
  isEmailAtDomain,
  websiteDomain,
  type TClaimStart,
  type TCompanyClaim,
  type TCompanyClaimListResponse,
  type TCompanyRegistry,
  type TRegistryImport,
  type TRegistryImportListResponse,
} from '@nexo/shared/registry.schema'
import { V } from '@nexo/shared'
import type { Db } from '../../db/client'
import type { ClaimProposal, CompanyImportErrorEntry } from '../../db/schema'
import { recordAudit } from '../../platform/audit'
import { storeCsvUpload } from '../../platform/csv-stream'
import { AppError, errorForLog } from '../../platform/errors'
import type { Mailer } from '../../platform/mail'
import type { Storage } from '../../platform/storage'
import { notifyDepsOf, notifyMany } from '../notifications/notifications.service'
import { checkCompanyRfcs } from '../sat69b/sat69b.service'
import { renderClaimConfirmedMail, renderClaimRejectedMail } from './registry.mails'
import { denueRowToCompany, type DenueCompany } from './denue'
import { DENUE_CSV_ERRORS, readDenueRows, type DenueReadStats } from './denue.reader'
import * as repo from './registry.repo'

export interface RegistryDeps {
  db: Db
  storage: Storage
}

/**
 * Companies written in one transaction; the server answers other requests between two batches. Small, because the
 * embedded PGlite runs each statement in this thread: 500 companies per insert (their search triggers included) held
 * the event loop for seconds on this machine; on a PostgreSQL server the size barely matters.
 */
export const IMPORT_BATCH_ROWS = 100
/** A running import whose progress has not moved for this long lost its instance: the next job run resumes it. */
export const IMPORT_STALE_AFTER_MS = 2 * 60_000
/** The job that processes uploaded registry files (also started at once by the upload). */
export const REGISTRY_IMPORT_JOB = 'registry-imports.process'

function toApi(row: repo.RegistryImportRow): TRegistryImport {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    fileName: row.originalName,
    sizeBytes: row.sizeBytes,
    encoding: row.encoding,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    bytesDone: row.bytesDone,
    rowsDone: row.rowsDone,
    result: { created: row.createdCount, updated: row.updatedCount, unchanged: row.unchangedCount, outOfScope: row.outOfScopeCount, claimed: row.claimedCount, invalid: row.invalidCount },
    errors: row.errors,
    errorCount: row.errorCount,
    failureCode: row.failureCode,
    failureDetails: row.failureDetails ?? null,
  }
}

/**
 * POST /admin/registry-imports: the upload is streamed into storage (never whole in memory), refused at once when
 * its first bytes are not text, and recorded `queued` for the job runner.
 */
export async function acceptUpload(deps: RegistryDeps, request: FastifyRequest, input: { file: AsyncIterable<Buffer>; fileName: string; userId: string }): Promise<TRegistryImport> {
  const { storageKey, sizeBytes } = await storeCsvUpload(deps.storage, input.file, DENUE_CSV_ERRORS.notText)
  const stored = await repo.insertImport(deps.db, { source: 'denue', status: 'queued', originalName: input.fileName.slice(0, 200) || 'denue.csv', storageKey, sizeBytes, createdByUserId: input.userId })
  await recordAudit(deps.db, request, { action: 'registry_import.upload', entityType: 'registry_import', entityId: stored.id, data: { fileName: stored.originalName, sizeBytes } })
  return toApi(stored)
}

export async function getImport(db: Db, id: string): Promise<TRegistryImport> {
  const row = await repo.findImport(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return toApi(row)
}

export async function listImports(db: Db): Promise<TRegistryImportListResponse> {
  const rows = await repo.listImports(db, 20)
  return {
    items: rows.map((r) => {
      const { errors: _errors, ...rest } = toApi(r)
      return rest
    }),
  }
}

/** The fields a registry row writes onto its company (compared with what is stored before writing). */
function fieldsOf(c: DenueCompany) {
  return {
    tradeName: c.tradeName,
    legalName: c.legalName,
    state: c.state,
    city: c.city,
    suburb: c.suburb,
    street: c.street,
    postalCode: c.postalCode,
    latitude: c.latitude,
    longitude: c.longitude,
    phone: c.phone,
    email: c.email,
    website: c.website,
    sector: c.sector,
    briefDescription: c.briefDescription,
    registryFacts: c.facts,
  }
}

/** Equal values; objects key by key (PostgreSQL's jsonb gives its keys back in its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((k) => sameJson((a as Record<string, unknown>)[k] ?? null, (b as Record<string, unknown>)[k] ?? null))
  }
  return a === b
}

interface BatchRow {
  line: number
  company: DenueCompany
}

/** Writes one batch (inside the caller's transaction); answers what it did. */
async function writeBatch(db: Db, categoryIdOf: Map<string, number>, rows: BatchRow[]) {
  const counts = { created: 0, updated: 0, unchanged: 0, claimed: 0 }
  const existing = new Map((await repo.findRegistryCompanies(db, 'denue', rows.map((r) => r.company.registryId))).map((c) => [c.registryId!, c]))
  const fresh: { values: repo.CompanyInsert; categoryId: number }[] = []
  const now = new Date()
  for (const { company } of rows) {
    const categoryId = categoryIdOf.get(company.categorySlug)!
    const fields = fieldsOf(company)
    const current = existing.get(company.registryId)
    if (!current) {
      fresh.push({
        values: {
          ...fields,
          country: 'MX',
          profileType: 'supplier',
          contentLanguage: 'es',
          registrySource: 'denue',
          registryId: company.registryId,
          // Public at once, marked "from a public registry, not verified" until someone from the company claims it.
          status: 'approved',
          approvedAt: now,
          isVisible: true,
        },
        categoryId,
      })
      continue
    }
    // The owner claimed it: it is their profile now, the registry no longer writes it.
    if (current.registryClaimedAt) {
      counts.claimed++
      continue
    }
    const changed = Object.fromEntries(Object.entries(fields).filter(([key, value]) => !sameJson(current[key as keyof typeof fields], value)))
    const sameCategories = current.categoryIds.length === 1 && current.categoryIds[0] === categoryId
    if (Object.keys(changed).length === 0 && sameCategories) {
      counts.unchanged++
      continue
    }
    await repo.updateRegistryCompany(db, current.id, changed, sameCategories ? undefined : { remove: current.categoryIds.filter((id) => id !== categoryId), add: current.categoryIds.includes(categoryId) ? [] : [categoryId] })
    counts.updated++
  }
  await repo.insertRegistryCompanies(db, fresh)
  counts.created = fresh.length
  return counts
}

/** Runs one claimed import to its end from where it stopped (rowsDone), batch by batch. */
async function runImport(deps: RegistryDeps, job: repo.RegistryImportRow, signal: AbortSignal, log: FastifyBaseLogger): Promise<void> {
  try {
    if (!job.storageKey) throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE')
    const categoryIdOf = await repo.loadActiveCategoryIds(deps.db)
    const isActive = (slug: string) => categoryIdOf.has(slug)
    const stats: DenueReadStats = { bytesRead: 0, rowsRead: 0, encoding: null }
    const state = {
      rowsDone: job.rowsDone,
      createdCount: job.createdCount,
      updatedCount: job.updatedCount,
      unchangedCount: job.unchangedCount,
      outOfScopeCount: job.outOfScopeCount,
      claimedCount: job.claimedCount,
      invalidCount: job.invalidCount,
      errorCount: job.errorCount,
      errors: [...job.errors],
    }
    const seen = new Set<string>()
    let batch: BatchRow[] = []
    let handled = 0 // rows of the batch in hand, valid or not (committed with it)
    let pending = { outOfScope: 0, invalid: 0, errors: [] as CompanyImportErrorEntry[], errorCount: 0 }
    const commit = async () => {
      const counts = await deps.db.transaction(async (tx) => {
        const c = await writeBatch(tx, categoryIdOf, batch)
        const next = {
          rowsDone: state.rowsDone + handled,
          bytesDone: stats.bytesRead,
          encoding: stats.encoding,
          createdCount: state.createdCount + c.created,
          updatedCount: state.updatedCount + c.updated,
          unchangedCount: state.unchangedCount + c.unchanged,
          claimedCount: state.claimedCount + c.claimed,
          outOfScopeCount: state.outOfScopeCount + pending.outOfScope,
          invalidCount: state.invalidCount + pending.invalid,
          errorCount: state.errorCount + pending.errorCount,
          errors: [...state.errors, ...pending.errors].slice(0, REGISTRY_IMPORT_MAX_ERRORS),
        }
        // Progress commits with the batch: a resumed run never writes a batch twice.
        await repo.updateImport(tx, job.id, next)
        return next
      })
      Object.assign(state, counts)
      batch = []
      handled = 0
      pending = { outOfScope: 0, invalid: 0, errors: [], errorCount: 0 }
      await yieldToEventLoop()
    }
    let skip = job.rowsDone
    for await (const row of readDenueRows(deps.storage.open(job.storageKey), stats, signal)) {
      // Rows a previous run committed: read past them.
      if (skip > 0) {
        skip--
        continue
      }
      handled++
      const result = denueRowToCompany(row.cells, isActive)
      if (result.kind === 'outOfScope') pending.outOfScope++
      else if (result.kind === 'invalid') {
        pending.invalid++
        pending.errorCount += result.errors.length
        for (const e of result.errors) pending.errors.push({ line: row.line, column: e.column, code: e.code })
      } else if (seen.has(result.company.registryId)) {
        pending.invalid++
        pending.errorCount++
        pending.errors.push({ line: row.line, column: 'id', code: V.duplicate })
      } else {
        seen.add(result.company.registryId)
        batch.push({ line: row.line, company: result.company })
      }
      if (pending.errors.length > REGISTRY_IMPORT_MAX_ERRORS) pending.errors.length = REGISTRY_IMPORT_MAX_ERRORS
      // Out-of-scope rows cost nothing to write: a batch is also cut after 20 batches' worth of rows handled, so progress
      // moves through a stretch of shops and restaurants too.
      if (batch.length >= IMPORT_BATCH_ROWS || handled >= IMPORT_BATCH_ROWS * 20) await commit()
    }
    if (handled > 0) await commit()
    await repo.updateImport(deps.db, job.id, { status: 'done', finishedAt: new Date(), storageKey: null, bytesDone: job.sizeBytes })
    await deps.storage.remove(job.storageKey).catch(() => undefined)
  } catch (error) {
    if (signal.aborted) return // still "running": resumed by the next job run after its last committed batch
    if (error instanceof AppError) log.info({ importId: job.id, code: error.code }, 'registry import file refused')
    else log.error({ ...errorForLog(error), importId: job.id }, 'registry import failed')
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

/** The job: processes queued (and abandoned running) registry imports one after another until none is left. */
export async function processRegistryImports(deps: RegistryDeps, context: { signal: AbortSignal; log: FastifyBaseLogger }): Promise<{ imports: number }> {
  let imports = 0
  while (!context.signal.aborted) {
    const job = await repo.claimNextImport(deps.db, IMPORT_STALE_AFTER_MS)
    if (!job) break
    await runImport(deps, job, context.signal, context.log)
    imports++
  }
  return { imports }
}

// ── the company page's mark ──────────────────────────────────────────────────────────────────────────────────────

/** Where a company comes from and whether it was claimed; null for a company that is not from a registry. */
export async function getCompanyRegistry(db: Db, companyId: string): Promise<TCompanyRegistry | null> {
  const mark = await repo.findRegistryMark(db, companyId)
  if (!mark) return null
  return {
    source: mark.source,
    activityCode: mark.facts?.activityCode ?? '',
    activityName: mark.facts?.activityName ?? '',
    staffBand: mark.facts?.staffBand ?? null,
    registeredOn: mark.facts?.registeredOn ?? null,
    isClaimed: mark.claimedAt !== null,
  }
}

// ── claims ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A company that may be claimed: from a registry, public, not claimed yet. */
async function claimableCompany(db: Db, companyId: string) {
  const company = await repo.findRegistryCompany(db, companyId)
  if (!company || !company.registrySource || company.registryClaimedAt || company.status !== 'approved' || !company.isVisible) throw new AppError('COMPANY_CLAIM_NOT_AVAILABLE')
  return company
}

/** GET /companies/:id/claim-start: what the sign-up form starts from when a visitor claims the profile. */
export async function getClaimStart(db: Db, companyId: string): Promise<TClaimStart> {
  const c = await claimableCompany(db, companyId)
  return {
    companyId: c.id,
    tradeName: c.tradeName,
    legalName: c.legalName,
    country: c.country,
    state: c.state,
    city: c.city,
    suburb: c.suburb,
    street: c.street,
    postalCode: c.postalCode,
    website: c.website,
    sector: c.sector,
    categoryIds: c.categoryIds,
    websiteDomain: websiteDomain(c.website),
  }
}

/**
 * Records the claim of a sign-up (inside the sign-up's transaction, after its account was inserted): confirmed by
 * the account's activation when its address is at the registry website's domain, otherwise by the platform admin.
 * The sign-up's own website does not count: anyone can type one.
 */
export async function recordClaim(db: Db, input: { companyId: string; userId: string; email: string; proposal: ClaimProposal }): Promise<{ method: 'email_domain' | 'admin' }> {
  const company = await claimableCompany(db, input.companyId)
  const method = isEmailAtDomain(input.email, websiteDomain(company.website)) ? 'email_domain' : 'admin'
  await repo.insertClaim(db, { companyId: input.companyId, userId: input.userId, method, proposal: input.proposal })
  return { method }
}

/** Checked before a claim sign-up writes anything: the company can be claimed. */
export async function assertClaimable(db: Db, companyId: string): Promise<void> {
  await claimableCompany(db, companyId)
}

/**
 * Confirms a pending claim: the company takes the sign-up's data and loses its mark; other claims on it are rejected.
 * `then` runs in the same transaction (the admin's decision mail, ADR 044).
 */
async function confirmClaim(
  db: Db,
  request: FastifyRequest,
  claim: repo.ClaimRow,
  decision: { evidence: string | null; decidedByUserId: string | null },
  then?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const decided = await repo.decideClaim(tx, claim.id, { status: 'confirmed', ...decision })
    if (!decided) return false
    if (!(await repo.markCompanyClaimed(tx, claim.companyId, claim.proposal))) throw new AppError('COMPANY_CLAIM_NOT_AVAILABLE')
    // The claim writes the company's RFC: checked against SAT's 69-B list with it (ADR 056).
    await checkCompanyRfcs({ ...notifyDepsOf(request), db: tx }, [claim.companyId])
    await repo.deactivateUsers(tx, await repo.rejectOtherPendingClaims(tx, claim.companyId, claim.id))
    await then?.(tx)
    return true
  })
}

/**
 * After an account's activation: a claim by an address at the company's website domain is confirmed by it. Answers
 * the state of the account's claim (null when it made none), for the page the activation link lands on.
 */
export async function confirmClaimByActivation(db: Db, request: FastifyRequest, userId: string): Promise<'confirmed' | 'pending' | null> {
  const claim = await repo.findClaimOfUser(db, userId)
  if (!claim) return null
  if (claim.status === 'confirmed') return 'confirmed'
  if (claim.status === 'pending' && claim.method === 'admin') {
    // The address is confirmed now: the claim is worth the platform admins' time (one notification each, and its mail).
    const to = await repo.findClaimRecipient(db, claim.id)
    const admins = await repo.listPlatformAdmins(db)
    if (to) {
      await notifyMany(
        { ...notifyDepsOf(request), db },
        admins.map((admin) => ({ to: { userId: admin.id }, payload: { template: 'companyClaim.pending', params: { companyName: to.companyName, claimantName: to.fullName }, link: '/admin/public-registry' } })),
      )
    }
  }
  if (claim.status !== 'pending' || claim.method !== 'email_domain') return 'pending'
  try {
    if (!(await confirmClaim(db, request, claim, { evidence: null, decidedByUserId: null }))) return 'pending'
  } catch (error) {
    // Someone else's claim was confirmed first: this one waits for the platform admin, who will reject it.
    if (error instanceof AppError && error.code === 'COMPANY_CLAIM_NOT_AVAILABLE') return 'pending'
    throw error
  }
  await recordAudit(db, request, { action: 'company_claim.confirm', entityType: 'company', entityId: claim.companyId, data: { claimId: claim.id, method: 'email_domain', userId } })
  return 'confirmed'
}

/** Sign-in: an account whose claim is not confirmed may not sign in (it would act for a company it has not shown is its own). */
export async function isClaimPending(db: Db, userId: string): Promise<boolean> {
  const claim = await repo.findClaimOfUser(db, userId)
  return claim !== undefined && claim.status !== 'confirmed'
}

/** Sign-up: the logo uploaded on the form is owned by the claimed company from now on (shown once the claim is confirmed). */
export async function takeClaimLogo(db: Db, fileId: string, companyId: string): Promise<boolean> {
  return repo.claimLogo(db, fileId, companyId)
}

function claimToApi(row: Awaited<ReturnType<typeof repo.listClaims>>[number]): TCompanyClaim {
  const proposed = row.claim.proposal.company as Record<string, string | null | undefined>
  return {
    id: row.claim.id,
    status: row.claim.status,
    method: row.claim.method,
    createdAt: row.claim.createdAt.toISOString(),
    decidedAt: row.claim.decidedAt?.toISOString() ?? null,
    evidence: row.claim.evidence,
    company: row.company,
    claimant: { name: `${row.user.firstName} ${row.user.lastName}`.trim(), email: row.user.email, position: row.user.position, phone: row.user.phone, isEmailConfirmed: row.user.status !== 'pending_activation' },
    proposed: { tradeName: proposed.tradeName ?? '', legalName: proposed.legalName ?? '', rfc: proposed.rfc ?? null, taxId: proposed.taxId ?? null, website: proposed.website ?? null },
  }
}

/** The platform admin's list: pending claims by default. */
export async function listClaims(db: Db, status: 'pending' | 'confirmed' | 'rejected' | 'all'): Promise<TCompanyClaimListResponse> {
  const rows = await repo.listClaims(db, status === 'all' ? {} : { status }, 100)
  return { items: rows.map(claimToApi) }
}

/**
 * The platform admin confirms a claim with the evidence seen (a call to the registry's phone number, a document
 * from the company …) or rejects it with the reason; a rejected claimant's account is deactivated.
 */
export interface ClaimDecisionDeps {
  db: Db
  mailer: Mailer
  /** The site's public address: the sign-in link of the confirmation mail. */
  baseUrl: string
  request: FastifyRequest
}

/** The claimant hears the decision by e-mail, in their language, written with it (ADR 044); a mail that cannot be written is logged. */
async function mailDecision(deps: ClaimDecisionDeps, tx: Db, claimId: string, decision: 'confirm' | 'reject', evidence: string): Promise<void> {
  const to = await repo.findClaimRecipient(tx, claimId)
  if (!to) return
  const rendered =
    decision === 'confirm'
      ? renderClaimConfirmedMail(to.language, { firstName: to.firstName, companyName: to.companyName, signInUrl: `${deps.baseUrl}/signin` })
      : renderClaimRejectedMail(to.language, { firstName: to.firstName, companyName: to.companyName, reason: evidence })
  try {
    await tx.transaction((savepoint) => deps.mailer.enqueue(savepoint, { to: to.email, ...rendered, template: decision === 'confirm' ? 'claim_confirmed' : 'claim_rejected', language: to.language }))
  } catch (error) {
    deps.request.log.error({ ...errorForLog(error), claimId }, 'claim decision mail failed')
  }
}

export async function decideClaim(deps: ClaimDecisionDeps, input: { claimId: string; decision: 'confirm' | 'reject'; evidence: string; adminUserId: string }): Promise<TCompanyClaim> {
  const { db, request } = deps
  const claim = await repo.findClaim(db, input.claimId)
  if (!claim) throw new AppError('NOT_FOUND')
  if (claim.status !== 'pending') throw new AppError('COMPANY_CLAIM_NOT_PENDING')
  const decision = { evidence: input.evidence, decidedByUserId: input.adminUserId }
  if (input.decision === 'confirm') {
    if (!(await confirmClaim(db, request, claim, decision, (tx) => mailDecision(deps, tx, claim.id, 'confirm', input.evidence)))) throw new AppError('COMPANY_CLAIM_NOT_PENDING')
  } else {
    const done = await db.transaction(async (tx) => {
      const decided = await repo.decideClaim(tx, claim.id, { status: 'rejected', ...decision })
      if (decided) {
        await repo.deactivateUsers(tx, [claim.userId])
        await mailDecision(deps, tx, claim.id, 'reject', input.evidence)
      }
      return decided
    })
    if (!done) throw new AppError('COMPANY_CLAIM_NOT_PENDING')
  }
  await recordAudit(db, request, { action: `company_claim.${input.decision}`, entityType: 'company', entityId: claim.companyId, data: { claimId: claim.id, evidence: input.evidence } })
  const [row] = await repo.listClaims(db, { claimId: claim.id }, 1)
  return claimToApi(row!)
}

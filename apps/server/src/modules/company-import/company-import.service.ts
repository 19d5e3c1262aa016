/**
 * The platform admin's bulk import of companies (issue 12; docs/decisions/036-company-bulk-import.md).
 *
 * Upload → the file is stored as an import `reading` and the request answered at once; the job runner then reads
 * it within the bounds of docs/decisions/046-bounded-imports.md, validates every row (shared schema) and compares
 * it with the database: the preview counts new, changed, unchanged and invalid rows (or the file is refused). Run → the job runner processes the rows in batches, each in one
 * transaction, yielding to the event loop between batches, and records progress after each one. Companies are
 * matched by RFC (or, without an RFC, by country and tax id); a row equal to what is stored writes nothing, so the
 * same file imported twice changes nothing the second time.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { isDeepStrictEqual } from 'node:util'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import {
  BRIEF_DESCRIPTION_MAX,
  COMPANY_IMPORT_MAX_ERRORS,
  COMPANY_IMPORT_SAMPLE_SIZE,
  COMPANY_IMPORT_SAMPLE_TEXT_CHARS,
  COMPANY_SECTOR_LABELS,
  companyImportRowSchema,
  type CompanyImportColumn,
  type CompanySector,
  type TCompanyImport,
  type TCompanyImportListResponse,
  type TCompanyImportRow,
  V,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import type { CompanyImportErrorEntry, CompanyImportFailureDetails, CompanyImportSampleEntry } from '../../db/schema'
import { recordAudit } from '../../platform/audit'
import { AppError, errorForLog } from '../../platform/errors'
import type { Storage } from '../../platform/storage'
import { detectFormat, inspectWorkbook, readImportFile, type ImportFileRow, type ImportFormat } from './company-import.file'
import type { NotifyDeps } from '../notifications/notifications.service'
import { checkCompanyRfcs } from '../sat69b/sat69b.service'
import * as repo from './company-import.repo'

export interface CompanyImportDeps {
  db: Db
  storage: Storage
  /** For checking the new companies' RFCs against SAT's 69-B list (the finding is notified; ADR 056). */
  notify?: NotifyDeps
}

/** Rows written in one transaction; the server answers other requests between two batches. */
export const IMPORT_BATCH_ROWS = 250
/** A running import whose progress has not moved for this long lost its instance: the next job run resumes it. */
export const IMPORT_STALE_AFTER_MS = 2 * 60_000
/** The job that processes queued imports (also started at once by POST …/run). */
export const COMPANY_IMPORT_JOB = 'company-imports.process'
/** The job that reads uploaded files into their preview (also started at once by the upload). */
export const COMPANY_IMPORT_READ_JOB = 'company-imports.read'
/** Characters of cells validated between two turns of the event loop (besides every 200 rows). */
const CHECK_YIELD_CHARS = 1024 * 1024

type Reference = Awaited<ReturnType<typeof repo.loadReference>>

interface CheckedRow {
  line: number
  data: TCompanyImportRow | null
  /** Each refused cell; empty for a valid row. */
  errors: CompanyImportErrorEntry[]
}

/** The identity of a company in the file and in the database. */
function keyOf(row: { rfc?: string | null; taxId?: string | null; tax_id?: string | null; country: string }): string | null {
  if (row.rfc) return `rfc:${row.rfc}`
  const taxId = 'tax_id' in row ? row.tax_id : row.taxId
  return taxId ? `tax:${row.country}:${taxId}` : null
}

/** Validates every row (yielding now and then) and refuses the second row of a company already in the file. */
async function checkRows(reference: Reference, rows: ImportFileRow[]): Promise<CheckedRow[]> {
  const schema = companyImportRowSchema({ categories: new Set(reference.categoryId.keys()), certifications: new Set(reference.certificationId.keys()) })
  const seen = new Set<string>()
  const checked: CheckedRow[] = []
  let chars = 0
  for (const [i, row] of rows.entries()) {
    for (const value of Object.values(row.cells)) chars += value.length
    if (i % 200 === 199 || chars > CHECK_YIELD_CHARS) {
      chars = 0
      await yieldToEventLoop()
    }
    const result = schema.safeParse(row.cells)
    if (!result.success) {
      const errors = result.error.issues.map((issue) => ({ line: row.line, column: String(issue.path[0] ?? ''), code: issue.message }))
      // One entry per cell: the first reason is enough to fix it.
      checked.push({ line: row.line, data: null, errors: errors.filter((e, j) => errors.findIndex((o) => o.column === e.column) === j) })
      continue
    }
    const key = keyOf(result.data)!
    if (seen.has(key)) {
      checked.push({ line: row.line, data: null, errors: [{ line: row.line, column: result.data.rfc ? 'rfc' : 'tax_id', code: V.duplicate }] })
      continue
    }
    seen.add(key)
    checked.push({ line: row.line, data: result.data, errors: [] })
  }
  return checked
}

/** Column → company field. `rfc` is the key and never changes through an import. */
const FIELD_OF = {
  tax_id: 'taxId',
  trade_name: 'tradeName',
  legal_name: 'legalName',
  country: 'country',
  state: 'state',
  city: 'city',
  street: 'street',
  postal_code: 'postalCode',
  latitude: 'latitude',
  longitude: 'longitude',
  sector: 'sector',
  company_type: 'companyType',
  profile_type: 'profileType',
  language: 'contentLanguage',
  brief_description: 'briefDescription',
  detailed_description: 'detailedDescription',
  processes: 'processes',
  materials: 'materials',
  main_products: 'mainProducts',
  main_services: 'mainServices',
  machinery: 'machinery',
  capacity_description: 'capacityDescription',
  validated_supplier: 'isValidatedSupplier',
  website: 'website',
  phone: 'phone',
  email: 'email',
  tier: 'tier',
  country_of_origin: 'countryOfOrigin',
  year_founded: 'yearFounded',
  suburb: 'suburb',
  whatsapp: 'whatsapp',
  specialization: 'specialization',
  tags: 'tags',
  production_capacity: 'productionCapacity',
  production_capacity_unit: 'productionCapacityUnit',
  guarantees: 'guarantees',
  working_hours: 'workingHours',
  average_attention_time: 'averageAttentionTime',
  time_zone: 'timeZone',
  payment_methods: 'paymentMethods',
  employees: 'employees',
  annual_sales: 'annualSales',
  main_clients: 'clients',
} as const satisfies Partial<Record<CompanyImportColumn, keyof repo.ExistingCompany>>

const SOCIAL_COLUMNS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const
/** The statistics kept as JSON, by column (the profile editor's statistics section). */
const STATISTICS_OF = { clients_count: 'clients', projects: 'projects', relevant_imports: 'relevantImports' } as const

/** Only the values that are set, as the profile editor stores its JSON fields (no null keys). */
const withoutNulls = <T extends Record<string, unknown>>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined))

/**
 * The company fields a row sets: only its columns (a column missing from the file leaves the field alone). The JSON
 * fields several columns share — the service area, social links, statistics — keep what the file has no column for.
 */
function companyFields(row: TCompanyImportRow, existing: repo.ExistingCompany | null): Partial<repo.CompanyInsert> {
  const fields: Record<string, unknown> = {}
  for (const [column, field] of Object.entries(FIELD_OF)) {
    const value = row[column as keyof typeof FIELD_OF]
    if (value !== undefined) fields[field] = value
  }
  if (row.service_countries !== undefined || row.service_states !== undefined) {
    fields.coverage = {
      countries: row.service_countries ?? existing?.coverage.countries ?? [],
      states: row.service_states ?? existing?.coverage.states ?? [],
    }
  }
  if (SOCIAL_COLUMNS.some((c) => row[c] !== undefined)) {
    fields.socialLinks = withoutNulls({ ...existing?.socialLinks, ...Object.fromEntries(SOCIAL_COLUMNS.filter((c) => row[c] !== undefined).map((c) => [c, row[c]])) })
  }
  const statistics = Object.entries(STATISTICS_OF).filter(([column]) => row[column as keyof typeof STATISTICS_OF] !== undefined)
  if (statistics.length > 0) {
    fields.statistics = withoutNulls({ ...existing?.statistics, ...Object.fromEntries(statistics.map(([column, key]) => [key, row[column as keyof typeof STATISTICS_OF]])) })
  }
  return fields as Partial<repo.CompanyInsert>
}

const briefOf = (description: string) => (description.length <= BRIEF_DESCRIPTION_MAX ? description : `${description.slice(0, BRIEF_DESCRIPTION_MAX - 1).trimEnd()}…`)

/** What one batch of valid rows does to the database: computed first (preview), then written (run). */
interface Plan {
  action: 'new' | 'update' | 'unchanged'
  row: TCompanyImportRow
  existing: repo.ExistingState | null
  fields: Partial<repo.CompanyInsert>
  categoryIds: number[] | undefined
  certifications: { certificationId: number; validUntil: string | null; specialization: string | null }[] | undefined
}

const sameSet = (a: Set<number>, b: number[]) => a.size === new Set(b).size && b.every((x) => a.has(x))

async function planBatch(db: Db, reference: Reference, rows: TCompanyImportRow[]): Promise<Plan[]> {
  const rfcs = rows.flatMap((r) => (r.rfc ? [r.rfc] : []))
  const taxIds = rows.flatMap((r) => (!r.rfc && r.tax_id ? [{ country: r.country, taxId: r.tax_id }] : []))
  const existing = new Map((await repo.findExisting(db, rfcs, taxIds)).map((e) => [keyOf(e.company), e]))
  return rows.map((row) => {
    const found = existing.get(keyOf(row)) ?? null
    const fields = companyFields(row, found?.company ?? null)
    const categoryIds = row.categories?.map((s) => reference.categoryId.get(s)!).filter((id, i, all) => all.indexOf(id) === i)
    const certifications = row.certifications?.map((c) => ({ certificationId: reference.certificationId.get(c.slug)!, validUntil: c.validUntil, specialization: c.specialization }))
    if (!found) return { action: 'new', row, existing: null, fields, categoryIds, certifications }
    // JSON fields (hours, service area, links) and arrays (tags) compare by value; key order in jsonb is not ours.
    const changedFields = Object.fromEntries(Object.entries(fields).filter(([field, value]) => !isDeepStrictEqual(found.company[field as keyof repo.ExistingCompany], value)))
    const isChanged =
      Object.keys(changedFields).length > 0 ||
      (categoryIds !== undefined && !sameSet(found.categoryIds, categoryIds)) ||
      (certifications !== undefined &&
        (!sameSet(new Set(found.certifications.keys()), certifications.map((c) => c.certificationId)) ||
          certifications.some((c) => certificateChange(found.certifications.get(c.certificationId), c) !== null))) ||
      (row.products ?? []).some((p) => {
        const current = found.products.get(p.title.toLowerCase())
        return !current || current.detailedDescription !== p.description || current.price !== p.price
      })
    return { action: isChanged ? 'update' : 'unchanged', row, existing: found, fields: changedFields, categoryIds, certifications }
  })
}

/**
 * What a listed certificate changes on one already held: its date (a blank date clears it) and, when the row gives
 * one, its specialization; null when nothing.
 */
function certificateChange(held: { validUntil: string | null; industrialSpecialization: string } | undefined, listed: { validUntil: string | null; specialization: string | null }) {
  if (!held) return null
  const change: { validUntil?: string | null; industrialSpecialization?: string } = {}
  if (held.validUntil !== listed.validUntil) change.validUntil = listed.validUntil
  if (listed.specialization !== null && held.industrialSpecialization !== listed.specialization) change.industrialSpecialization = listed.specialization
  return Object.keys(change).length > 0 ? change : null
}

/** The specialization stored with an imported certificate (required by the profile form): the sector's name. */
const specializationOf = (row: TCompanyImportRow, language: string) => COMPANY_SECTOR_LABELS[row.sector as CompanySector][language === 'en' ? 'en' : 'es']

/** Writes one batch's plans (inside the caller's transaction); answers the new companies' ids. */
async function writeBatch(db: Db, plans: Plan[]): Promise<string[]> {
  const fresh = plans.filter((p) => p.action === 'new')
  const ids = await repo.insertCompanies(
    db,
    fresh.map((p) => ({
      ...(p.fields as repo.CompanyInsert),
      rfc: p.row.rfc ?? null,
      profileType: p.row.profile_type ?? 'supplier',
      contentLanguage: p.row.language ?? 'es',
      // The platform admin vouches for what it imports: listed at once (ADR 036).
      status: 'approved' as const,
      approvedAt: new Date(),
      isVisible: true,
    })),
  )
  const categories: { companyId: string; categoryId: number }[] = []
  const certificates: Parameters<typeof repo.addCertifications>[1] = []
  const products: Parameters<typeof repo.addProducts>[1] = []
  const pendingUpdates: (() => Promise<void>)[] = []
  const productsOf = (p: Plan, companyId: string, known: repo.ExistingState['products'] | null) => {
    const email = p.row.email ?? p.existing?.company.email
    const categoryId = p.categoryIds?.[0]
    for (const product of p.row.products ?? []) {
      const current = known?.get(product.title.toLowerCase())
      const values = { briefDescription: briefOf(product.description), detailedDescription: product.description, price: product.price }
      if (!current) products.push({ companyId, kind: 'product', title: product.title, ...values, categoryId: categoryId!, email: email!, currency: 'MXN' })
      else if (current.detailedDescription !== product.description || current.price !== product.price) pendingUpdates.push(() => repo.updateProduct(db, current.id, values))
    }
  }
  fresh.forEach((p, i) => {
    const companyId = ids[i]!
    for (const categoryId of p.categoryIds ?? []) categories.push({ companyId, categoryId })
    const language = p.row.language ?? 'es'
    for (const c of p.certifications ?? []) {
      certificates.push({ companyId, certificationId: c.certificationId, validUntil: c.validUntil, industrialSpecialization: c.specialization ?? specializationOf(p.row, language) })
    }
    productsOf(p, companyId, null)
  })
  for (const p of plans.filter((x) => x.action === 'update')) {
    const current = p.existing!
    const companyId = current.company.id
    if (Object.keys(p.fields).length > 0) await repo.updateCompany(db, companyId, p.fields)
    if (p.categoryIds) {
      await repo.replaceCategories(
        db,
        companyId,
        [...current.categoryIds].filter((id) => !p.categoryIds!.includes(id)),
        p.categoryIds.filter((id) => !current.categoryIds.has(id)),
      )
    }
    if (p.certifications) {
      // Certificates still listed are kept (with their files), their dates and specializations brought up to the
      // row's; the others are removed.
      const listed = p.certifications.map((c) => c.certificationId)
      await repo.removeCertifications(db, companyId, [...current.certifications.keys()].filter((id) => !listed.includes(id)))
      const language = p.row.language ?? current.company.contentLanguage
      for (const c of p.certifications) {
        const held = current.certifications.get(c.certificationId)
        if (!held) {
          certificates.push({ companyId, certificationId: c.certificationId, validUntil: c.validUntil, industrialSpecialization: c.specialization ?? specializationOf(p.row, language) })
          continue
        }
        const change = certificateChange(held, c)
        if (change) await repo.updateCertification(db, companyId, c.certificationId, change)
      }
    }
    productsOf(p, companyId, current.products)
  }
  await repo.addCategories(db, categories)
  await repo.addCertifications(db, certificates)
  await repo.addProducts(db, products)
  for (const update of pendingUpdates) await update()
  return ids
}

/** A text of the sample, cut to COMPANY_IMPORT_SAMPLE_TEXT_CHARS: an invalid row's cell may be as long as a cell can be. */
const clip = (text: string) => (text.length > COMPANY_IMPORT_SAMPLE_TEXT_CHARS ? `${text.slice(0, COMPANY_IMPORT_SAMPLE_TEXT_CHARS - 1)}…` : text)

function sampleOf(line: number, action: CompanyImportSampleEntry['action'], cells: ImportFileRow['cells'], data: TCompanyImportRow | null): CompanyImportSampleEntry {
  return {
    line,
    action,
    tradeName: clip(data?.trade_name ?? cells.trade_name ?? ''),
    key: clip(data?.rfc ?? data?.tax_id ?? cells.rfc ?? cells.tax_id ?? ''),
    city: clip(data?.city ?? cells.city ?? ''),
    state: clip(data?.state ?? cells.state ?? ''),
  }
}

/** An error's details as kept with a refused import: only the known fields, each bounded. */
function failureDetailsOf(details: unknown): CompanyImportFailureDetails | null {
  if (!details || typeof details !== 'object') return null
  const d = details as Record<string, unknown>
  const out: CompanyImportFailureDetails = {}
  if (Number.isInteger(d.line)) out.line = d.line as number
  if (typeof d.column === 'string') out.column = d.column.slice(0, 64)
  if (Number.isInteger(d.max)) out.max = d.max as number
  for (const key of ['missing', 'unknown', 'repeated'] as const) {
    const list = d[key]
    if (Array.isArray(list)) out[key] = list.filter((x): x is string => typeof x === 'string').slice(0, 50).map((x) => x.slice(0, 64))
  }
  return Object.keys(out).length > 0 ? out : null
}

function toApi(row: repo.CompanyImportRow): TCompanyImport {
  return {
    id: row.id,
    status: row.status,
    fileName: row.originalName,
    format: row.format,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    preview: { total: row.totalRows, new: row.newRows, update: row.updateRows, unchanged: row.unchangedRows, invalid: row.invalidRows },
    processedRows: row.processedRows,
    result: { created: row.createdCount, updated: row.updatedCount, unchanged: row.unchangedCount, invalid: row.skippedCount },
    errors: row.errors,
    errorCount: row.errorCount,
    sample: row.sample,
    failureCode: row.failureCode,
    failureDetails: row.failureDetails ?? null,
  }
}

async function readStored(storage: Storage, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of storage.open(storageKey)) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Reads and validates a file (the bounds of ADR 046 apply). */
async function analyse(db: Db, bytes: Buffer, format: ImportFormat, signal?: AbortSignal) {
  const file = await readImportFile(bytes, format, { signal })
  const reference = await repo.loadReference(db)
  const checked = await checkRows(reference, file.rows)
  return { file, reference, checked }
}

/**
 * POST /admin/company-imports: checks what is cheap to check (the type; a workbook's declared unpacked sizes),
 * stores the file and records the import as `reading`; the job runner reads it (readUploadedImports). Answers at
 * once, whatever the file's size.
 */
export async function acceptUpload(deps: CompanyImportDeps, request: FastifyRequest, input: { bytes: Buffer; fileName: string; userId: string }): Promise<TCompanyImport> {
  const format = detectFormat(input.bytes)
  if (format === 'xlsx') inspectWorkbook(input.bytes)
  const { storageKey } = await deps.storage.put(input.bytes, format)
  const stored = await repo.insertImport(deps.db, {
    status: 'reading',
    format,
    originalName: input.fileName.slice(0, 200) || `import.${format}`,
    storageKey,
    sizeBytes: input.bytes.length,
    createdByUserId: input.userId,
  })
  await recordAudit(deps.db, request, { action: 'company_import.preview', entityType: 'company_import', entityId: stored.id, data: { fileName: stored.originalName, format, sizeBytes: stored.sizeBytes } })
  return toApi(stored)
}

/** The preview of a stored file: counts, the first errors and a bounded sample. */
async function previewOf(db: Db, bytes: Buffer, format: ImportFormat, signal: AbortSignal) {
  const { file, reference, checked } = await analyse(db, bytes, format, signal)
  const counts = { new: 0, update: 0, unchanged: 0, invalid: 0 }
  const errors: CompanyImportErrorEntry[] = []
  let errorCount = 0
  const sample: CompanyImportSampleEntry[] = []
  const cellsOf = new Map(file.rows.map((r) => [r.line, r.cells]))
  for (const row of checked) {
    if (row.errors.length === 0) continue
    counts.invalid++
    errorCount += row.errors.length
    for (const e of row.errors) if (errors.length < COMPANY_IMPORT_MAX_ERRORS) errors.push(e)
  }
  const valid = checked.filter((r) => r.data)
  for (let i = 0; i < valid.length; i += IMPORT_BATCH_ROWS) {
    signal.throwIfAborted()
    const batch = valid.slice(i, i + IMPORT_BATCH_ROWS)
    const plans = await planBatch(db, reference, batch.map((r) => r.data!))
    plans.forEach((plan, j) => {
      counts[plan.action]++
      if (sample.length < COMPANY_IMPORT_SAMPLE_SIZE) sample.push(sampleOf(batch[j]!.line, plan.action, cellsOf.get(batch[j]!.line)!, plan.row))
    })
    await yieldToEventLoop()
  }
  // Invalid rows show in the sample too when there is room, so the admin sees them beside valid ones.
  for (const row of checked) if (row.errors.length > 0 && sample.length < COMPANY_IMPORT_SAMPLE_SIZE) sample.push(sampleOf(row.line, 'invalid', cellsOf.get(row.line)!, null))
  sample.sort((a, b) => a.line - b.line)
  return { totalRows: checked.length, newRows: counts.new, updateRows: counts.update, unchangedRows: counts.unchanged, invalidRows: counts.invalid, errors, errorCount, sample }
}

/** Reads one uploaded file: `reading` → `ready` with its preview, or → `failed` with the bound or rule it broke. */
async function readUpload(deps: CompanyImportDeps, job: repo.CompanyImportRow, signal: AbortSignal, log: FastifyBaseLogger): Promise<void> {
  try {
    if (!job.storageKey) throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE')
    const preview = await previewOf(deps.db, await readStored(deps.storage, job.storageKey), job.format, signal)
    await repo.updateImport(deps.db, job.id, { status: 'ready', ...preview })
  } catch (error) {
    if (signal.aborted) return // still "reading": the next job run reads it again
    if (error instanceof AppError) log.info({ importId: job.id, code: error.code }, 'company import file refused')
    else log.error({ ...errorForLog(error), importId: job.id }, 'company import file could not be read')
    await repo.updateImport(deps.db, job.id, {
      status: 'failed',
      finishedAt: new Date(),
      failureCode: error instanceof AppError ? error.code : 'INTERNAL_ERROR',
      failureDetails: error instanceof AppError ? failureDetailsOf(error.details) : null,
      storageKey: null,
    })
    if (job.storageKey) await deps.storage.remove(job.storageKey).catch(() => undefined)
  }
}

/** The job: reads uploaded files one after another, oldest first, until none is left. */
export async function readUploadedImports(deps: CompanyImportDeps, context: { signal: AbortSignal; log: FastifyBaseLogger }): Promise<{ read: number }> {
  let read = 0
  while (!context.signal.aborted) {
    const job = await repo.nextImportToRead(deps.db)
    if (!job) break
    await readUpload(deps, job, context.signal, context.log)
    read++
  }
  return { read }
}

export async function getImport(db: Db, id: string): Promise<TCompanyImport> {
  const row = await repo.findImport(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return toApi(row)
}

export async function listImports(db: Db): Promise<TCompanyImportListResponse> {
  const rows = await repo.listImports(db, 20)
  return { items: rows.map((r) => {
    const { errors: _errors, sample: _sample, ...rest } = toApi(r)
    return rest
  }) }
}

/** POST …/:id/run: ready → queued; the job runner takes it from there. */
export async function queueImport(db: Db, request: FastifyRequest, id: string): Promise<TCompanyImport> {
  const row = await repo.queueImport(db, id)
  if (!row) {
    if (!(await repo.findImport(db, id))) throw new AppError('NOT_FOUND')
    throw new AppError('COMPANY_IMPORT_NOT_READY')
  }
  await recordAudit(db, request, { action: 'company_import.run', entityType: 'company_import', entityId: id, data: { fileName: row.originalName, rows: row.totalRows } })
  return toApi(row)
}

/** Runs one claimed import to its end from where it stopped (processedRows), batch by batch. */
async function runImport(deps: CompanyImportDeps, job: repo.CompanyImportRow, signal: AbortSignal, log: FastifyBaseLogger): Promise<void> {
  try {
    if (!job.storageKey) throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE')
    const bytes = await readStored(deps.storage, job.storageKey)
    const { reference, checked } = await analyse(deps.db, bytes, job.format, signal)
    let { processedRows, createdCount, updatedCount, unchangedCount, skippedCount } = job
    while (processedRows < checked.length) {
      if (signal.aborted) return // still "running": the next job run resumes after the last committed batch
      const batch = checked.slice(processedRows, processedRows + IMPORT_BATCH_ROWS)
      const valid = batch.filter((r) => r.data).map((r) => r.data!)
      const counts = await deps.db.transaction(async (tx) => {
        const plans = await planBatch(tx, reference, valid)
        const createdIds = await writeBatch(tx, plans)
        // A new company's RFC is checked against SAT's 69-B list with its creation (an import never changes an RFC).
        if (deps.notify) await checkCompanyRfcs({ ...deps.notify, db: tx }, createdIds)
        const c = { created: plans.filter((p) => p.action === 'new').length, updated: plans.filter((p) => p.action === 'update').length, unchanged: plans.filter((p) => p.action === 'unchanged').length }
        // Progress commits with the batch: a resumed run never writes a batch twice.
        await repo.updateImport(tx, job.id, {
          processedRows: processedRows + batch.length,
          createdCount: createdCount + c.created,
          updatedCount: updatedCount + c.updated,
          unchangedCount: unchangedCount + c.unchanged,
          skippedCount: skippedCount + (batch.length - valid.length),
        })
        return c
      })
      processedRows += batch.length
      createdCount += counts.created
      updatedCount += counts.updated
      unchangedCount += counts.unchanged
      skippedCount += batch.length - valid.length
      // Let waiting requests run between two batches.
      await yieldToEventLoop()
    }
    await repo.updateImport(deps.db, job.id, { status: 'done', finishedAt: new Date(), storageKey: null })
    await deps.storage.remove(job.storageKey).catch(() => undefined)
  } catch (error) {
    if (signal.aborted) return // still "running": resumed by the next job run
    log.error({ ...errorForLog(error), importId: job.id }, 'company import failed')
    await repo.updateImport(deps.db, job.id, { status: 'failed', finishedAt: new Date(), failureCode: error instanceof AppError ? error.code : 'INTERNAL_ERROR' })
  }
}

/** The job: processes queued (and abandoned running) imports one after another until none is left. */
export async function processQueuedImports(deps: CompanyImportDeps, context: { signal: AbortSignal; log: FastifyBaseLogger }): Promise<{ imports: number }> {
  let imports = 0
  while (!context.signal.aborted) {
    const job = await repo.claimNextImport(deps.db, IMPORT_STALE_AFTER_MS)
    if (!job) break
    await runImport(deps, job, context.signal, context.log)
    imports++
  }
  return { imports }
}

/** A preview the admin never ran is kept this long (its file too), then deleted by the daily purge. */
export const IMPORT_PREVIEW_KEEP_DAYS = 7

/** Deletes previews older than IMPORT_PREVIEW_KEEP_DAYS that were never run, with their uploaded files. */
export async function purgeAbandonedPreviews(deps: CompanyImportDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IMPORT_PREVIEW_KEEP_DAYS * 24 * 3600_000)
  const storageKeys = await repo.deletePreviewsCreatedBefore(deps.db, before)
  // A file that is already gone is not an error: the row was the last reference to it.
  await Promise.all(storageKeys.map((key) => deps.storage.remove(key).catch(() => undefined)))
  return storageKeys.length
}

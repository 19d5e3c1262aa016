/** Writes the generated demo data and the demo logins into a database. */
import { count, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { hashPassword, hashUnknownPassword } from '../../passwords'
import {
  categories,
  certifications,
  companies,
  companyCategories,
  companyCertifications,
  favourites,
  files,
  memberships,
  productsServices,
  profileVisits,
  requirementMatchRuns,
  requirements,
  users,
} from '../schema'
import { seedDemoActivity } from './demo-activity'
import { seedDemoDeals } from './demo-deals'
import { seedDemoChats } from './demo-chats'
import { seedDemoAppointments } from './demo-appointments'
import { ensureDemoInsights } from './demo-insights'
import { seedDemoMembershipsAndEvents } from './demo-memberships-events'
import { seedDemoRegistryCompanies } from './demo-registry'
import { seedDemoSat69bList } from './demo-sat69b'
import { DEMO_COMPANIES, buildDemoCompanyData, buildReferenceRows, generateDemoDataBatches, type DemoData } from './generate'
import { SeedImageWriter, dropFileReferences, type SeedStorage } from './seed-images'

export type { SeedStorage } from './seed-images'

export interface SeedOptions {
  companies: number
  seed?: number
  /**
   * Instant the demo dates are relative to. Defaults to the start of today (UTC) so Platinum memberships and
   * open requirements are current whenever the database is seeded; pass DEMO_REFERENCE_DATE for fully fixed rows.
   */
  referenceDate?: Date
  /** Companies per transaction. */
  batchSize?: number
  /**
   * Where the generated logos and product images go (the server's storage driver). Without it companies get
   * no logo and products no image (tests and benchmarks that only need the rows).
   */
  storage?: SeedStorage
  /** The seeding instant the approval queue is relative to; defaults to now. */
  clock?: Date
  log?: (message: string) => void
}

export interface SeedCounts {
  companies: number
  companyCategories: number
  companyCertifications: number
  memberships: number
  productsServices: number
  requirements: number
  /** The companies' people (DemoData.contacts). */
  contacts: number
}

export interface SeedResult extends SeedCounts {
  /** Logo and product image rows stored. */
  files: number
  elapsedMs: number
}

/** Rows per INSERT: PostgreSQL allows 65,535 bind parameters per statement; stay well below and at most 1,000 rows. */
const MAX_PARAMS_PER_STATEMENT = 30_000
const MAX_ROWS_PER_STATEMENT = 1000

function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 86_400_000) * 86_400_000)
}

/** Multi-row inserts sized by the table's column count. */
async function insertInChunks<TTable extends PgTable>(db: Db, table: TTable, rows: readonly PgInsertValue<TTable>[]): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(getTableColumns(table)).length
  const size = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMS_PER_STATEMENT / columns)))
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as PgInsertValue<TTable>[])
  }
}

/** Sets a serial's sequence past the explicit ids we inserted, so later inserts get fresh ids. */
async function syncSerial(db: Db, table: 'categories' | 'certifications'): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  )
}

/**
 * The category tree and certification list; every database needs them, demo data or not.
 * Idempotent: existing rows are kept.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const reference = buildReferenceRows()
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(reference.categories).onConflictDoNothing()
    await tx.insert(certifications).values(reference.certifications).onConflictDoNothing()
    await syncSerial(tx, 'categories')
    await syncSerial(tx, 'certifications')
  })
}

async function insertCompanyRows(db: Db, data: DemoData, fileRows: readonly (typeof files.$inferInsert)[], contactPasswordHash?: string): Promise<void> {
  // Parents first: the image files companies and products point at, companies, then the rows that reference them.
  await insertInChunks(db, files, fileRows)
  await insertInChunks(db, companies, data.companies)
  await insertInChunks(db, memberships, data.memberships)
  await insertInChunks(db, companyCategories, data.companyCategories)
  await insertInChunks(db, companyCertifications, data.companyCertifications)
  await insertInChunks(db, productsServices, data.productsServices)
  await insertInChunks(db, requirements, data.requirements)
  if (contactPasswordHash) await insertInChunks(db, users, data.contacts.map((contact) => ({ ...contact, passwordHash: contactPasswordHash })))
  // Demo requirements are history, not news: the match-digest job would otherwise rank the recent ones after the
  // first start (~40 s of CPU per run of 50) to tell suppliers nobody signs in as.
  await insertInChunks(
    db,
    requirementMatchRuns,
    data.requirements.map((r) => ({ requirementId: r.id! })),
  )
}

/**
 * Generates and inserts the demo directory: one transaction per batch of companies.
 * Expects no generated companies yet (same seed → same ids); run with a reset database to re-seed.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const totals: SeedCounts = { companies: 0, companyCategories: 0, companyCertifications: 0, memberships: 0, productsServices: 0, requirements: 0, contacts: 0 }
  let fileCount = 0
  await seedReferenceData(db)
  const clock = options.clock ?? new Date()
  const batches = generateDemoDataBatches({
    companies: options.companies,
    seed: options.seed,
    referenceDate: options.referenceDate ?? startOfUtcDay(clock),
    clock,
    batchSize: options.batchSize ?? 2500,
  })
  const images = options.storage ? new SeedImageWriter(options.storage) : null
  // The companies' people sign in with a password nobody knows: one hash for all (argon2 per person would take minutes).
  const contactPasswordHash = await hashUnknownPassword()
  const storeImages = (batch: DemoData): Promise<(typeof files.$inferInsert)[]> => {
    if (!images) {
      dropFileReferences(batch)
      return Promise.resolve([])
    }
    const stored = images.storeBatch(batch)
    stored.catch(() => {}) // awaited below; meanwhile a failure must not count as unhandled
    return stored
  }
  // The next batch's files are written while this batch's rows go in: the file system works on libuv's threads
  // while PGlite keeps this one busy (the insert's search indexing is most of the seeding time).
  let next = batches.next()
  let nextFiles = next.done ? null : storeImages(next.value)
  while (!next.done) {
    const batch = next.value
    const fileRows = await nextFiles!
    next = batches.next()
    nextFiles = next.done ? null : storeImages(next.value)
    // The search data of the batch (vectors, facet arrays, completeness, typo-correction words) is built by the
    // write triggers before this transaction commits (migration 0012).
    await db.transaction((tx) => insertCompanyRows(tx, batch, fileRows, contactPasswordHash))
    for (const key of Object.keys(totals) as (keyof SeedCounts)[]) totals[key] += batch[key].length
    fileCount += fileRows.length
    log(`seeded ${totals.companies}/${options.companies} companies`)
  }
  return { ...totals, files: fileCount, elapsedMs: Math.round(performance.now() - started) }
}

/** True when the database already has companies (then the server does not seed again). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1)
  return rows.length > 0
}

export interface DemoAccount {
  key: 'admin' | 'platinum' | 'free' | 'event'
  email: string
  password: string
  /** Short description for the start-up banner and the README. */
  role: string
  /** Trade name of the company the login belongs to, if any. */
  company: string | null
}

/**
 * The four demo logins. The platform admin has no company: it operates the marketplace and is no buyer or
 * supplier, so no "Nexo" company shows up in the directory. The Platinum and free logins administer two fixed
 * demo companies (DEMO_COMPANIES), which exist whatever the seed size, even with 0 generated companies.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'admin', email: 'admin@nexo.demo', password: 'Admin1234!', role: 'Platform administrator', company: null },
  { key: 'platinum', email: 'platinum@nexo.demo', password: 'Platinum1234!', role: 'Platinum company admin', company: DEMO_COMPANIES.platinum.tradeName },
  { key: 'free', email: 'free@nexo.demo', password: 'Free1234!', role: 'Free company user', company: DEMO_COMPANIES.free.tradeName },
  { key: 'event', email: 'event@nexo.demo', password: 'Event1234!', role: 'Event-only user', company: null },
]

/** Who writes and who comments on the demo blog (the admin and the two demo company logins). */
export const DEMO_INSIGHTS_EMAILS = { admin: 'admin@nexo.demo', commenters: ['platinum@nexo.demo', 'free@nexo.demo'] } as const

const DEMO_USER_PROFILES = {
  admin: { username: 'admin', firstName: 'Mariana', lastName: 'Treviño', position: 'Platform administrator', department: 'Operations', language: 'en' },
  platinum: { username: 'platinum', firstName: 'Jorge', lastName: 'Villarreal', position: 'Director comercial', department: 'Ventas', language: 'es' },
  free: { username: 'free', firstName: 'Laura', lastName: 'Cárdenas', position: 'Gerente de planta', department: 'Operaciones', language: 'es' },
  event: { username: 'event', firstName: 'Daniel', lastName: 'Brooks', position: 'Purchasing manager', department: 'Purchasing', language: 'en' },
} as const

/** Inserts a demo-account company with its profile unless it exists already. */
async function ensureDemoCompany(db: Db, which: keyof typeof DEMO_COMPANIES, referenceDate: Date, storage: SeedStorage | undefined): Promise<string> {
  const { id } = DEMO_COMPANIES[which]
  const existing = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, [id]))
  if (existing.length > 0) return id
  const data = buildDemoCompanyData(which, referenceDate)
  const fileRows = storage ? await new SeedImageWriter(storage).storeBatch(data) : []
  if (!storage) dropFileReferences(data)
  await db.transaction((tx) => insertCompanyRows(tx, data, fileRows))
  return id
}

/**
 * Creates the four demo logins (see DEMO_ACCOUNTS) and their companies. Idempotent: a login whose e-mail exists
 * is left untouched. Returns the e-mails it created.
 */
export async function ensureDemoAccounts(db: Db, options: { referenceDate?: Date; storage?: SeedStorage; clock?: Date } = {}): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email)
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails))
  const existingEmails = new Set(existing.map((u) => u.email.toLowerCase()))
  const missing = DEMO_ACCOUNTS.filter((a) => !existingEmails.has(a.email))
  if (missing.length === 0) return []

  await seedReferenceData(db)
  const now = options.clock ?? new Date()
  const referenceDate = options.referenceDate ?? startOfUtcDay(now)
  const rows: (typeof users.$inferInsert)[] = []
  for (const account of missing) {
    const profile = DEMO_USER_PROFILES[account.key]
    const companyId = account.key === 'platinum' || account.key === 'free' ? await ensureDemoCompany(db, account.key, referenceDate, options.storage) : null
    rows.push({
      ...profile,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      companyId,
      phone: '+52 81 5555 0100',
      responsibilityLevel: account.key === 'admin' ? null : 'manager',
      platformRole: account.key === 'admin' ? 'admin' : 'user',
      companyRole: 'admin',
      status: 'active',
      isEventOnly: account.key === 'event',
      emailVerifiedAt: now,
      termsAcceptedAt: now,
    })
  }
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id, email: users.email })
  // One unclaimed and one claimed company from the public registry (ADR 055), before the deals below pick suppliers.
  if (inserted.length > 0) await seedDemoRegistryCompanies(db, { clock: now, adminUserId: inserted.find((u) => u.email === DEMO_ACCOUNTS.find((a) => a.key === 'admin')!.email)?.id })
  // Their dashboards start with visits, favourites and opportunities drawn from the directory.
  const userIdOf = (key: 'platinum' | 'free') => inserted.find((u) => u.email === DEMO_ACCOUNTS.find((a) => a.key === key)!.email)?.id
  const userIds = { platinum: userIdOf('platinum'), free: userIdOf('free') }
  if (userIds.platinum || userIds.free) await seedDemoActivity(db, { userIds, referenceDate, clock: now })
  // Quotes, ratings and invitations need the opportunities the activity adds.
  if (userIds.platinum || userIds.free) await seedDemoDeals(db, { userIds, clock: now })
  if (userIds.platinum && userIds.free) await seedDemoChats(db, { userIds, clock: now })
  if (userIds.platinum || userIds.free) await seedDemoAppointments(db, { userIds, clock: now })
  await ensureDemoInsights(db, DEMO_INSIGHTS_EMAILS, now)
  const idOf = (key: DemoAccount['key']) => inserted.find((u) => u.email === DEMO_ACCOUNTS.find((a) => a.key === key)!.email)?.id
  // A SAT 69-B list in force with one directory company presunto and one definitivo (ADR 056).
  if (inserted.length > 0) await seedDemoSat69bList(db, { clock: now, adminUserId: idOf('admin') })
  if (inserted.length > 0) {
    await seedDemoMembershipsAndEvents(db, { userIds: { admin: idOf('admin'), platinum: idOf('platinum'), free: idOf('free'), event: idOf('event') }, clock: now })
  }
  return inserted.map((u) => u.email)
}

/** Row counts of the seeded tables, for the CLI summary. */
export async function countSeededRows(db: Db): Promise<Record<string, number>> {
  const tables = { categories, certifications, companies, memberships, companyCategories, companyCertifications, productsServices, requirements, files, profileVisits, favourites, users }
  const result: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table as PgTable)
    result[name] = row?.value ?? 0
  }
  return result
}

import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  categories,
  certifications,
  companies,
  companyCategories,
  companyCertifications,
  companyImports,
  memberships,
  productsServices,
} from '../../db/schema'

export type CompanyImportRow = typeof companyImports.$inferSelect
export type CompanyInsert = typeof companies.$inferInsert

/** Active categories (by lower-cased slug and code) and certifications (by slug): what a row may name. */
export async function loadReference(db: Db) {
  const [cats, certs] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug, code: categories.code }).from(categories).where(isNull(categories.retiredAt)),
    db.select({ id: certifications.id, slug: certifications.slug }).from(certifications).where(isNull(certifications.retiredAt)),
  ])
  const categoryId = new Map<string, number>()
  for (const c of cats) {
    categoryId.set(c.slug.toLowerCase(), c.id)
    categoryId.set(c.code.toLowerCase(), c.id)
  }
  return { categoryId, certificationId: new Map(certs.map((c) => [c.slug.toLowerCase(), c.id])) }
}

/** The columns an import compares and writes. */
export const companyColumns = {
  id: companies.id,
  rfc: companies.rfc,
  taxId: companies.taxId,
  tradeName: companies.tradeName,
  legalName: companies.legalName,
  country: companies.country,
  state: companies.state,
  city: companies.city,
  street: companies.street,
  postalCode: companies.postalCode,
  latitude: companies.latitude,
  longitude: companies.longitude,
  sector: companies.sector,
  companyType: companies.companyType,
  profileType: companies.profileType,
  contentLanguage: companies.contentLanguage,
  briefDescription: companies.briefDescription,
  detailedDescription: companies.detailedDescription,
  processes: companies.processes,
  materials: companies.materials,
  mainProducts: companies.mainProducts,
  mainServices: companies.mainServices,
  machinery: companies.machinery,
  capacityDescription: companies.capacityDescription,
  isValidatedSupplier: companies.isValidatedSupplier,
  website: companies.website,
  phone: companies.phone,
  email: companies.email,
  tier: companies.tier,
  countryOfOrigin: companies.countryOfOrigin,
  yearFounded: companies.yearFounded,
  suburb: companies.suburb,
  coverage: companies.coverage,
  whatsapp: companies.whatsapp,
  socialLinks: companies.socialLinks,
  specialization: companies.specialization,
  tags: companies.tags,
  productionCapacity: companies.productionCapacity,
  productionCapacityUnit: companies.productionCapacityUnit,
  guarantees: companies.guarantees,
  workingHours: companies.workingHours,
  averageAttentionTime: companies.averageAttentionTime,
  timeZone: companies.timeZone,
  paymentMethods: companies.paymentMethods,
  employees: companies.employees,
  annualSales: companies.annualSales,
  clients: companies.clients,
  statistics: companies.statistics,
}
export type ExistingCompany = { [K in keyof typeof companyColumns]: (typeof companies.$inferSelect)[K] }

export interface ExistingState {
  company: ExistingCompany
  categoryIds: Set<number>
  /** By certification id: the certificate's dates and specialization (its file is never touched by an import). */
  certifications: Map<number, { validUntil: string | null; industrialSpecialization: string }>
  /** By lower-cased title. */
  products: Map<string, { id: string; briefDescription: string; detailedDescription: string; price: number }>
}

/**
 * The companies these keys name (by RFC, or by country and tax id for a company without RFC), with their categories,
 * certifications and products.
 */
export async function findExisting(db: Db, rfcs: string[], taxIds: { country: string; taxId: string }[]): Promise<ExistingState[]> {
  if (rfcs.length === 0 && taxIds.length === 0) return []
  const conditions = []
  if (rfcs.length > 0) conditions.push(inArray(companies.rfc, rfcs))
  if (taxIds.length > 0) conditions.push(and(isNull(companies.rfc), inArray(companies.taxId, [...new Set(taxIds.map((t) => t.taxId))])))
  const found = await db.select(companyColumns).from(companies).where(or(...conditions))
  if (found.length === 0) return []
  const ids = found.map((c) => c.id)
  const [cats, certs, products] = await Promise.all([
    db.select().from(companyCategories).where(inArray(companyCategories.companyId, ids)),
    db
      .select({ companyId: companyCertifications.companyId, certificationId: companyCertifications.certificationId, validUntil: companyCertifications.validUntil, industrialSpecialization: companyCertifications.industrialSpecialization })
      .from(companyCertifications)
      .where(inArray(companyCertifications.companyId, ids)),
    db
      .select({ id: productsServices.id, companyId: productsServices.companyId, title: productsServices.title, briefDescription: productsServices.briefDescription, detailedDescription: productsServices.detailedDescription, price: productsServices.price })
      .from(productsServices)
      .where(inArray(productsServices.companyId, ids)),
  ])
  const byId = new Map<string, ExistingState>(found.map((company) => [company.id, { company, categoryIds: new Set(), certifications: new Map(), products: new Map() }]))
  for (const c of cats) byId.get(c.companyId)!.categoryIds.add(c.categoryId)
  for (const c of certs) byId.get(c.companyId)!.certifications.set(c.certificationId, { validUntil: c.validUntil, industrialSpecialization: c.industrialSpecialization })
  for (const p of products) byId.get(p.companyId)!.products.set(p.title.toLowerCase(), p)
  return [...byId.values()]
}

/** New companies with their free membership; returns their ids in the order given. */
export async function insertCompanies(db: Db, values: CompanyInsert[]): Promise<string[]> {
  if (values.length === 0) return []
  const inserted = await db.insert(companies).values(values).returning({ id: companies.id })
  await db.insert(memberships).values(inserted.map((c) => ({ companyId: c.id, plan: 'free' as const, status: 'active' as const, expiresAt: null })))
  return inserted.map((c) => c.id)
}

export async function updateCompany(db: Db, id: string, values: Partial<CompanyInsert>): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, id))
}

export async function replaceCategories(db: Db, companyId: string, remove: number[], add: number[]): Promise<void> {
  if (remove.length > 0) await db.delete(companyCategories).where(and(eq(companyCategories.companyId, companyId), inArray(companyCategories.categoryId, remove)))
  if (add.length > 0) await db.insert(companyCategories).values(add.map((categoryId) => ({ companyId, categoryId })))
}

export async function addCategories(db: Db, rows: { companyId: string; categoryId: number }[]): Promise<void> {
  if (rows.length > 0) await db.insert(companyCategories).values(rows)
}

export async function removeCertifications(db: Db, companyId: string, remove: number[]): Promise<void> {
  if (remove.length > 0) await db.delete(companyCertifications).where(and(eq(companyCertifications.companyId, companyId), inArray(companyCertifications.certificationId, remove)))
}

export async function addCertifications(db: Db, rows: (typeof companyCertifications.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(companyCertifications).values(rows)
}

/** A kept certificate's new date or specialization (its file stays). */
export async function updateCertification(db: Db, companyId: string, certificationId: number, values: { validUntil?: string | null; industrialSpecialization?: string }): Promise<void> {
  await db
    .update(companyCertifications)
    .set(values)
    .where(and(eq(companyCertifications.companyId, companyId), eq(companyCertifications.certificationId, certificationId)))
}

export async function addProducts(db: Db, rows: (typeof productsServices.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(productsServices).values(rows)
}

export async function updateProduct(db: Db, id: string, values: { briefDescription: string; detailedDescription: string; price: number }): Promise<void> {
  await db.update(productsServices).set(values).where(eq(productsServices.id, id))
}

// ── import jobs ──────────────────────────────────────────────────────────────────────────────────────────────────

export async function insertImport(db: Db, values: typeof companyImports.$inferInsert): Promise<CompanyImportRow> {
  const [row] = await db.insert(companyImports).values(values).returning()
  return row!
}

export async function findImport(db: Db, id: string): Promise<CompanyImportRow | undefined> {
  const [row] = await db.select().from(companyImports).where(eq(companyImports.id, id))
  return row
}

export async function listImports(db: Db, limit: number): Promise<CompanyImportRow[]> {
  return db.select().from(companyImports).orderBy(desc(companyImports.createdAt)).limit(limit)
}

/**
 * The oldest upload still to read. Only the job holding the read job's lease reads, so taking it needs no claim; a
 * read cut short (shutdown, crash) leaves it `reading` and the next run reads it again.
 */
export async function nextImportToRead(db: Db): Promise<CompanyImportRow | undefined> {
  const [row] = await db.select().from(companyImports).where(eq(companyImports.status, 'reading')).orderBy(companyImports.createdAt).limit(1)
  return row
}

/** ready → queued, once: of two clicks on "run", one wins. */
export async function queueImport(db: Db, id: string): Promise<CompanyImportRow | undefined> {
  const [row] = await db.update(companyImports).set({ status: 'queued' }).where(and(eq(companyImports.id, id), eq(companyImports.status, 'ready'))).returning()
  return row
}

/**
 * Takes the oldest queued import, or a running one whose heartbeat stopped (its instance died): the job runner's
 * lease makes this instance the only one processing imports, so a stale "running" row is nobody's.
 */
export async function claimNextImport(db: Db, staleAfterMs: number): Promise<CompanyImportRow | undefined> {
  const [row] = await db
    .update(companyImports)
    .set({ status: 'running', startedAt: sql`coalesce(${companyImports.startedAt}, now())` })
    .where(
      eq(
        companyImports.id,
        sql`(select id from company_imports
              where status = 'queued' or (status = 'running' and updated_at < now() - ${staleAfterMs}::float8 * interval '1 millisecond')
              order by created_at limit 1)`,
      ),
    )
    .returning()
  return row
}

export async function updateImport(db: Db, id: string, values: Partial<typeof companyImports.$inferInsert>): Promise<void> {
  await db.update(companyImports).set(values).where(eq(companyImports.id, id))
}

/** Previews never run (still `ready`) created before `before`: their rows go, answering the stored files to remove. */
export async function deletePreviewsCreatedBefore(db: Db, before: Date): Promise<string[]> {
  const removed = await db
    .delete(companyImports)
    .where(and(eq(companyImports.status, 'ready'), sql`${companyImports.createdAt} < ${before.toISOString()}::timestamptz`))
    .returning({ storageKey: companyImports.storageKey })
  return removed.flatMap((r) => (r.storageKey ? [r.storageKey] : []))
}

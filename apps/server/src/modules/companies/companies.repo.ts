import { and, asc, count, eq, gte, inArray, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, certifications, companies, companyAwards, companyCategories, companyCertifications, companyDocuments, profileVisits, users } from '../../db/schema'

/** Every column a profile needs; the derived search columns stay out. */
const profileColumns = {
  id: companies.id,
  status: companies.status,
  isVisible: companies.isVisible,
  isValidatedSupplier: companies.isValidatedSupplier,
  profileType: companies.profileType,
  tier: companies.tier,
  legalName: companies.legalName,
  tradeName: companies.tradeName,
  rfc: companies.rfc,
  taxId: companies.taxId,
  sector: companies.sector,
  companyType: companies.companyType,
  countryOfOrigin: companies.countryOfOrigin,
  email: companies.email,
  phone: companies.phone,
  website: companies.website,
  whatsapp: companies.whatsapp,
  yearFounded: companies.yearFounded,
  contentLanguage: companies.contentLanguage,
  tags: companies.tags,
  logoFileId: companies.logoFileId,
  brochureFileId: companies.brochureFileId,
  briefDescription: companies.briefDescription,
  detailedDescription: companies.detailedDescription,
  mainProducts: companies.mainProducts,
  mainServices: companies.mainServices,
  specialization: companies.specialization,
  processes: companies.processes,
  materials: companies.materials,
  machinery: companies.machinery,
  guarantees: companies.guarantees,
  productionCapacity: companies.productionCapacity,
  productionCapacityUnit: companies.productionCapacityUnit,
  capacityDescription: companies.capacityDescription,
  workingHours: companies.workingHours,
  averageAttentionTime: companies.averageAttentionTime,
  timeZone: companies.timeZone,
  paymentMethods: companies.paymentMethods,
  employees: companies.employees,
  annualSales: companies.annualSales,
  clients: companies.clients,
  statistics: companies.statistics,
  socialLinks: companies.socialLinks,
  country: companies.country,
  state: companies.state,
  city: companies.city,
  suburb: companies.suburb,
  street: companies.street,
  postalCode: companies.postalCode,
  latitude: companies.latitude,
  longitude: companies.longitude,
  coverage: companies.coverage,
  updatedAt: companies.updatedAt,
}
export type CompanyProfileRow = Pick<typeof companies.$inferSelect, keyof typeof profileColumns>
export type CompanyChanges = Partial<Omit<typeof companies.$inferInsert, 'id' | 'status' | 'createdAt'>>

export async function findCompanyProfile(db: Db, companyId: string): Promise<CompanyProfileRow | null> {
  const [row] = await db.select(profileColumns).from(companies).where(eq(companies.id, companyId)).limit(1)
  return row ?? null
}

/** Whether the company is listed in the directory, and what cards show of it. */
const cardColumns = {
  id: companies.id,
  status: companies.status,
  isVisible: companies.isVisible,
  tradeName: companies.tradeName,
  logoFileId: companies.logoFileId,
  country: companies.country,
  state: companies.state,
  city: companies.city,
  email: companies.email,
  phone: companies.phone,
  website: companies.website,
  whatsapp: companies.whatsapp,
  isValidatedSupplier: companies.isValidatedSupplier,
}
export type CompanyCardRow = Pick<typeof companies.$inferSelect, keyof typeof cardColumns>

export async function findCompanyCard(db: Db, companyId: string): Promise<CompanyCardRow | null> {
  const [row] = await db.select(cardColumns).from(companies).where(eq(companies.id, companyId)).limit(1)
  return row ?? null
}

export async function updateCompany(db: Db, companyId: string, changes: CompanyChanges): Promise<void> {
  await db.update(companies).set({ ...changes, updatedAt: new Date() }).where(eq(companies.id, companyId))
}

/** Sets the badge; null when the company does not exist, else its name and whether the value changed. */
export async function setValidatedSupplier(db: Db, companyId: string, isValidatedSupplier: boolean): Promise<{ tradeName: string; isChanged: boolean } | null> {
  const [changed] = await db
    .update(companies)
    .set({ isValidatedSupplier, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), ne(companies.isValidatedSupplier, isValidatedSupplier)))
    .returning({ tradeName: companies.tradeName })
  if (changed) return { tradeName: changed.tradeName, isChanged: true }
  const [same] = await db.select({ tradeName: companies.tradeName }).from(companies).where(eq(companies.id, companyId))
  return same ? { tradeName: same.tradeName, isChanged: false } : null
}

// ── categories and certifications (reference data is read here through joins; it has no writes of its own) ──

export async function listCompanyCategories(db: Db, companyId: string) {
  return db
    .select({ id: categories.id, code: categories.code, nameEn: categories.nameEn, nameEs: categories.nameEs })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(categories.sortOrder), asc(categories.code))
}

export async function findExistingCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
  return new Set(rows.map((r) => r.id))
}

export async function replaceCompanyCategories(db: Db, companyId: string, categoryIds: number[]): Promise<void> {
  await db.delete(companyCategories).where(eq(companyCategories.companyId, companyId))
  if (categoryIds.length > 0) await db.insert(companyCategories).values(categoryIds.map((categoryId) => ({ companyId, categoryId })))
}

export async function listCompanyCertifications(db: Db, companyId: string) {
  return db
    .select({
      certificationId: companyCertifications.certificationId,
      name: certifications.name,
      industrialSpecialization: companyCertifications.industrialSpecialization,
      fileId: companyCertifications.fileId,
      validUntil: companyCertifications.validUntil,
    })
    .from(companyCertifications)
    .innerJoin(certifications, eq(certifications.id, companyCertifications.certificationId))
    .where(eq(companyCertifications.companyId, companyId))
    .orderBy(asc(certifications.name))
}

export async function listCertifications(db: Db, includeRetired = false) {
  const rows = await db
    .select({ id: certifications.id, slug: certifications.slug, name: certifications.name, issuer: certifications.issuer, descriptionEn: certifications.descriptionEn, descriptionEs: certifications.descriptionEs, retiredAt: certifications.retiredAt })
    .from(certifications)
    .where(includeRetired ? undefined : isNull(certifications.retiredAt))
    .orderBy(asc(certifications.name))
  return rows.map((r) => ({ ...r, retiredAt: r.retiredAt?.toISOString() ?? null }))
}

export async function findExistingCertificationIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.select({ id: certifications.id }).from(certifications).where(inArray(certifications.id, ids))
  return new Set(rows.map((r) => r.id))
}

export interface CertificationValues {
  certificationId: number
  industrialSpecialization: string
  fileId: string
  validUntil: string | null
}

export async function replaceCompanyCertifications(db: Db, companyId: string, items: CertificationValues[]): Promise<void> {
  await db.delete(companyCertifications).where(eq(companyCertifications.companyId, companyId))
  if (items.length > 0) await db.insert(companyCertifications).values(items.map((item) => ({ companyId, ...item })))
}

// ── awards and documents ─────────────────────────────────────────────────────────────────────────

export async function listAwards(db: Db, companyId: string) {
  return db
    .select({ id: companyAwards.id, fileId: companyAwards.fileId, description: companyAwards.description })
    .from(companyAwards)
    .where(eq(companyAwards.companyId, companyId))
    .orderBy(asc(companyAwards.sortOrder), asc(companyAwards.createdAt))
}

export async function replaceAwards(db: Db, companyId: string, items: { fileId: string; description: string }[]): Promise<void> {
  await db.delete(companyAwards).where(eq(companyAwards.companyId, companyId))
  if (items.length > 0) await db.insert(companyAwards).values(items.map((item, sortOrder) => ({ companyId, sortOrder, ...item })))
}

export type DocumentKind = 'catalogue' | 'document'

export async function listDocuments(db: Db, companyId: string) {
  return db
    .select({ kind: companyDocuments.kind, fileId: companyDocuments.fileId, title: companyDocuments.title })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(asc(companyDocuments.sortOrder), asc(companyDocuments.createdAt))
}

export async function replaceDocuments(db: Db, companyId: string, kind: DocumentKind, items: { fileId: string; title: string }[]): Promise<void> {
  await db.delete(companyDocuments).where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, kind)))
  if (items.length > 0) await db.insert(companyDocuments).values(items.map((item, sortOrder) => ({ companyId, kind, sortOrder, ...item })))
}

// ── key contacts ─────────────────────────────────────────────────────────────────────────────────

/** Key contacts: active company admins the company marked visible (read-only view of the users table). */
export async function listKeyContacts(db: Db, companyId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      position: users.position,
      department: users.department,
      email: users.email,
      phone: users.phone,
      imageFileId: users.imageFileId,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin'), eq(users.status, 'active'), eq(users.isVisible, true), eq(users.isEventOnly, false)))
    .orderBy(asc(users.createdAt), asc(users.id))
}

// ── profile visits ───────────────────────────────────────────────────────────────────────────────

/** One row per viewer company, visited company and day: a second view that day changes nothing. */
export async function insertProfileVisit(db: Db, visit: { visitedCompanyId: string; viewerCompanyId: string; visitDate: string; viewerUserId: string }): Promise<void> {
  await db.insert(profileVisits).values(visit).onConflictDoNothing()
}

/** Visits per day since `fromDate` (inclusive, `YYYY-MM-DD`). */
export async function countVisitsByDay(db: Db, companyId: string, fromDate: string): Promise<{ date: string; count: number }[]> {
  return db
    .select({ date: profileVisits.visitDate, count: count() })
    .from(profileVisits)
    .where(and(eq(profileVisits.visitedCompanyId, companyId), gte(profileVisits.visitDate, fromDate)))
    .groupBy(profileVisits.visitDate)
    .orderBy(asc(profileVisits.visitDate))
}

/** Makes the company row the lock of a profile save, so two saves of one section do not interleave. */
export async function lockCompany(db: Db, companyId: string): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update')
  return rows.length > 0
}


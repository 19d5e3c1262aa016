import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  addCalendarDays,
  computeProfileProgress,
  DASHBOARD_VISIT_SERIES_DAYS,
  marketplaceDay,
  marketplaceWeekStartDay,
  V,
  type COMPANY_PROFILE_SECTION_SCHEMAS,
  type CompanyProfileSection,
  type TCertificationListResponse,
  type TCompanyDetailResponse,
  type TCompanyProfileResponse,
  type TCompanyProfileSections,
  type TFileRef,
  type TProfileProgress,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import type { CompanyStatistics, SocialLinks, WorkingDay } from '../../db/schema'
import { recordAudit } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { listProductsOfCompany } from '../catalogue/catalogue.service'
import { assertCompanyFiles, fileUrl, findFilesByIds, toFileRef } from '../files/files.service'
import { notifyCompanyUsers, notifyDepsOf } from '../notifications/notifications.service'
import { assertPickable } from '../reference-data/reference-data.service'
import { getCompanyRegistry } from '../registry/registry.service'
import { getPublicListing } from '../sat69b/sat69b.service'
import * as repo from './companies.repo'
import { accessCompany, coordinatesFor, isListed, resolveViewer, type Viewer } from './company-visibility.service'

export interface CompaniesDeps {
  db: Db
  request: FastifyRequest
}

/** The body of each section after its schema parsed it. */
export type SectionInput = {
  [K in CompanyProfileSection]: { section: K; body: z.output<(typeof COMPANY_PROFILE_SECTION_SCHEMAS)[K]> }
}[CompanyProfileSection]

async function assertKnownIds(ids: number[], known: Set<number>, path: (index: number) => string): Promise<void> {
  const issues = ids.flatMap((id, index) => (known.has(id) ? [] : [{ path: path(index), message: V.choose }]))
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { issues })
}

// ── GET /api/v1/company/profile ──────────────────────────────────────────────────────────────────

interface LoadedProfile {
  row: repo.CompanyProfileRow
  sections: TCompanyProfileSections
  progress: TProfileProgress
}

async function loadProfile(db: Db, companyId: string): Promise<LoadedProfile> {
  const row = await repo.findCompanyProfile(db, companyId)
  if (!row) throw new AppError('NOT_FOUND')
  const [categories, certifications, awards, documents] = await Promise.all([
    repo.listCompanyCategories(db, companyId),
    repo.listCompanyCertifications(db, companyId),
    repo.listAwards(db, companyId),
    repo.listDocuments(db, companyId),
  ])
  const fileIds = [row.logoFileId, row.brochureFileId, ...certifications.map((c) => c.fileId), ...awards.map((a) => a.fileId), ...documents.map((d) => d.fileId)]
  const files = await findFilesByIds(
    db,
    fileIds.filter((id): id is string => id !== null),
  )
  const ref = (id: string | null): TFileRef | null => {
    const file = id ? files.get(id) : undefined
    return file ? toFileRef(file) : null
  }
  const withFile = <T extends { fileId: string }>(items: T[]) => items.flatMap((item) => (ref(item.fileId) ? [{ ...item, file: ref(item.fileId)! }] : []))
  const social = row.socialLinks
  const sections: TCompanyProfileSections = {
    information: {
      logoFileId: row.logoFileId,
      logo: ref(row.logoFileId),
      tradeName: row.tradeName,
      legalName: row.legalName,
      sector: row.sector,
      companyType: row.companyType,
      profileType: row.profileType,
      tier: row.tier,
      countryOfOrigin: row.countryOfOrigin,
      yearFounded: row.yearFounded,
      email: row.email,
      phone: row.phone,
      website: row.website,
    },
    address: {
      country: row.country,
      state: row.state,
      city: row.city,
      suburb: row.suburb,
      street: row.street,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
      coverage: { countries: row.coverage.countries ?? [], states: row.coverage.states ?? [] },
    },
    details: {
      briefDescription: row.briefDescription,
      detailedDescription: row.detailedDescription,
      mainProducts: row.mainProducts,
      mainServices: row.mainServices,
      specialization: row.specialization,
      tags: row.tags,
      brochureFileId: row.brochureFileId,
      brochure: ref(row.brochureFileId),
      categoryIds: categories.map((c) => c.id),
      categories,
    },
    workingHours: { workingHours: row.workingHours, averageAttentionTime: row.averageAttentionTime, timeZone: row.timeZone },
    general: {
      paymentMethods: row.paymentMethods,
      whatsapp: row.whatsapp,
      contentLanguage: row.contentLanguage,
      catalogues: withFile(documents.filter((d) => d.kind === 'catalogue').map(({ fileId, title }) => ({ fileId, title }))),
      documents: withFile(documents.filter((d) => d.kind === 'document').map(({ fileId, title }) => ({ fileId, title }))),
    },
    processes: { processes: row.processes, materials: row.materials },
    capabilities: {
      capacityDescription: row.capacityDescription,
      machinery: row.machinery,
      guarantees: row.guarantees,
      productionCapacity: row.productionCapacity,
      productionCapacityUnit: row.productionCapacityUnit,
      certifications: certifications.map((c) => ({ ...c, file: ref(c.fileId) })),
    },
    socialMedia: {
      facebook: social.facebook ?? null,
      instagram: social.instagram ?? null,
      twitter: social.twitter ?? null,
      linkedin: social.linkedin ?? null,
      youtube: social.youtube ?? null,
    },
    statistics: {
      employees: row.employees,
      annualSales: row.annualSales,
      mainClients: row.clients,
      clientsCount: row.statistics.clients ?? null,
      projects: row.statistics.projects ?? null,
      relevantImports: row.statistics.relevantImports ?? null,
    },
    awards: { awards: withFile(awards) },
  }
  return { row, sections, progress: computeProfileProgress(sections) }
}

/** The editable profile of the caller's company, with its fill progress. */
export async function getOwnProfile(db: Db, companyId: string): Promise<TCompanyProfileResponse> {
  const { row, sections, progress } = await loadProfile(db, companyId)
  return {
    id: row.id,
    status: row.status,
    rfc: row.rfc,
    taxId: row.taxId,
    isValidatedSupplier: row.isValidatedSupplier,
    updatedAt: row.updatedAt.toISOString(),
    ...sections,
    progress,
  }
}

/** Profile-fill progress of a company (dashboard). */
export async function getProfileProgress(db: Db, companyId: string): Promise<TProfileProgress> {
  return (await loadProfile(db, companyId)).progress
}

/** The certification standards to choose from (reference data); retired ones only when asked for, marked. */
export async function listCertifications(db: Db, includeRetired = false): Promise<TCertificationListResponse> {
  return { items: await repo.listCertifications(db, includeRetired) }
}

// ── PUT /api/v1/company/profile/{section} ────────────────────────────────────────────────────────

const withoutNulls = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> }

/** Checks what the schema cannot (files, ids) and writes one section. Runs inside the save's transaction. */
async function writeSection(db: Db, companyId: string, input: SectionInput): Promise<void> {
  switch (input.section) {
    case 'information': {
      const body = input.body
      await assertCompanyFiles(db, companyId, [{ path: 'body.logoFileId', fileId: body.logoFileId, purposes: ['logo'] }])
      return repo.updateCompany(db, companyId, body)
    }
    case 'address':
      return repo.updateCompany(db, companyId, input.body)
    case 'details': {
      const { categoryIds, ...body } = input.body
      if (body.brochureFileId) await assertCompanyFiles(db, companyId, [{ path: 'body.brochureFileId', fileId: body.brochureFileId, purposes: ['brochure'] }])
      await assertKnownIds(categoryIds, await repo.findExistingCategoryIds(db, categoryIds), () => 'body.categoryIds')
      const linkedCategories = (await repo.listCompanyCategories(db, companyId)).map((c) => c.id)
      await assertPickable(db, 'category', categoryIds.map((id) => ({ path: 'body.categoryIds', id })), linkedCategories)
      await repo.updateCompany(db, companyId, body)
      return repo.replaceCompanyCategories(db, companyId, categoryIds)
    }
    case 'working-hours':
      return repo.updateCompany(db, companyId, {
        workingHours: input.body.workingHours as WorkingDay[],
        averageAttentionTime: input.body.averageAttentionTime,
        ...(input.body.timeZone ? { timeZone: input.body.timeZone } : {}),
      })
    case 'general': {
      const { catalogues, documents, ...body } = input.body
      await assertCompanyFiles(db, companyId, [
        ...catalogues.map((c, i) => ({ path: `body.catalogues.${i}.fileId`, fileId: c.fileId, purposes: ['catalogue'] })),
        ...documents.map((d, i) => ({ path: `body.documents.${i}.fileId`, fileId: d.fileId, purposes: ['document'] })),
      ])
      await repo.updateCompany(db, companyId, body)
      await repo.replaceDocuments(db, companyId, 'catalogue', catalogues)
      return repo.replaceDocuments(db, companyId, 'document', documents)
    }
    case 'processes':
      return repo.updateCompany(db, companyId, input.body)
    case 'capabilities': {
      const { certifications, ...body } = input.body
      const ids = certifications.map((c) => c.certificationId)
      await assertKnownIds(ids, await repo.findExistingCertificationIds(db, ids), (i) => `body.certifications.${i}.certificationId`)
      const linkedCertifications = (await repo.listCompanyCertifications(db, companyId)).map((c) => c.certificationId)
      await assertPickable(db, 'certification', ids.map((id, i) => ({ path: `body.certifications.${i}.certificationId`, id })), linkedCertifications)
      await assertCompanyFiles(
        db,
        companyId,
        certifications.map((c, i) => ({ path: `body.certifications.${i}.fileId`, fileId: c.fileId, purposes: ['certification'] })),
      )
      await repo.updateCompany(db, companyId, body)
      return repo.replaceCompanyCertifications(db, companyId, certifications)
    }
    case 'social-media':
      return repo.updateCompany(db, companyId, { socialLinks: withoutNulls(input.body) as SocialLinks })
    case 'statistics': {
      const { employees, annualSales, mainClients, clientsCount, projects, relevantImports } = input.body
      const statistics: CompanyStatistics = withoutNulls({ clients: clientsCount, projects, relevantImports })
      return repo.updateCompany(db, companyId, { employees, annualSales, clients: mainClients, statistics })
    }
    case 'awards': {
      const { awards } = input.body
      await assertCompanyFiles(
        db,
        companyId,
        awards.map((a, i) => ({ path: `body.awards.${i}.fileId`, fileId: a.fileId, purposes: ['award'] })),
      )
      return repo.replaceAwards(db, companyId, awards)
    }
  }
}

/** Saves one section of the caller's company profile (company admins only) and answers the whole profile. */
export async function updateProfileSection(deps: CompaniesDeps, companyId: string, input: SectionInput): Promise<TCompanyProfileResponse> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockCompany(tx, companyId))) throw new AppError('NOT_FOUND')
    await writeSection(tx, companyId, input)
  })
  // Texts, tags, categories, certifications and the completeness feed the search index: triggers reindex the
  // company inside the transaction above (migration 0012), so search never shows the profile before this write.
  await recordAudit(deps.db, deps.request, { action: 'company.profile_update', entityType: 'company', entityId: companyId, data: { section: input.section } })
  return getOwnProfile(deps.db, companyId)
}

/** The "validated supplier" badge: set by a platform admin only. */
export async function setValidatedSupplier(deps: CompaniesDeps, companyId: string, isValidatedSupplier: boolean) {
  await deps.db.transaction(async (tx) => {
    const result = await repo.setValidatedSupplier(tx, companyId, isValidatedSupplier)
    if (!result) throw new AppError('NOT_FOUND')
    await recordAudit(tx, deps.request, { action: 'company.validated_supplier', entityType: 'company', entityId: companyId, data: { isValidatedSupplier } })
    if (!result.isChanged) return
    // Told in the change's transaction (ADR 044).
    const template = isValidatedSupplier ? 'company.validatedSupplierGranted' : 'company.validatedSupplierRevoked'
    await notifyCompanyUsers({ ...notifyDepsOf(deps.request), db: tx }, companyId, 'profile', { template, params: { companyName: result.tradeName }, link: '/company-profile' })
  })
  return { id: companyId, isValidatedSupplier }
}

// ── GET /api/v1/companies/{id} ───────────────────────────────────────────────────────────────────

/**
 * Spec /dashboard "profile visits": a signed-in user of another company viewing the detail counts once
 * per viewer company per marketplace day (America/Mexico_City, packages/shared marketplace-calendar).
 * Visitors, event-only users, users without a company and the company's own users are not counted.
 */
async function recordProfileVisit(db: Db, viewer: Viewer, companyId: string, now: Date): Promise<void> {
  const auth = viewer.auth
  if (!auth || auth.isEventOnly || !auth.companyId || auth.companyId === companyId) return
  await repo.insertProfileVisit(db, { visitedCompanyId: companyId, viewerCompanyId: auth.companyId, viewerUserId: auth.userId, visitDate: marketplaceDay(now) })
}

/** The company detail with the fields this caller may see (spec §6); hidden fields never reach the answer. */
export async function getCompanyDetail(deps: CompaniesDeps, auth: AuthContext | null, companyId: string, now = new Date()): Promise<TCompanyDetailResponse> {
  const viewer = await resolveViewer(deps.db, auth)
  const access = await accessCompany(deps.db, viewer, companyId)
  if (isListed(access.company)) {
    try {
      await recordProfileVisit(deps.db, viewer, companyId, now)
    } catch (error) {
      // A visit counter must never cost the viewer the page.
      deps.request.log.warn({ err: error }, 'could not record a profile visit')
    }
  }
  const [{ row, sections }, registry, sat69b] = await Promise.all([
    loadProfile(deps.db, companyId),
    getCompanyRegistry(deps.db, companyId),
    getPublicListing(deps.db, companyId, { visibility: access.visibility, isOwn: access.isOwn }),
  ])
  // Rounded to about a kilometre for basic viewers, as in search cards and map points (ADR 010).
  const point = coordinatesFor(access.visibility, row.latitude, row.longitude)
  const basic = {
    id: row.id,
    tradeName: row.tradeName,
    logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
    country: row.country,
    state: row.state,
    city: row.city,
    latitude: point.lat,
    longitude: point.lng,
    sector: row.sector,
    profileType: row.profileType,
    tier: row.tier,
    briefDescription: row.briefDescription,
    categories: sections.details.categories,
    certificationNames: sections.capabilities.certifications.map((c) => c.name),
    tags: row.tags,
    isValidatedSupplier: row.isValidatedSupplier,
    isPlatinum: access.isPlatinum,
    isOwnCompany: access.isOwn,
    registry,
    sat69b,
  }
  if (access.visibility === 'basic') return { visibility: 'basic', ...basic }

  const [contacts, products] = await Promise.all([repo.listKeyContacts(deps.db, companyId), listProductsOfCompany(deps.db, companyId, 'full', 1, 12)])
  return {
    visibility: 'full',
    ...basic,
    legalName: row.legalName,
    website: row.website,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    detailedDescription: row.detailedDescription,
    mainProducts: row.mainProducts,
    mainServices: row.mainServices,
    specialization: row.specialization,
    companyType: row.companyType,
    countryOfOrigin: row.countryOfOrigin,
    yearFounded: row.yearFounded,
    street: row.street,
    suburb: row.suburb,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    coverage: sections.address.coverage,
    processes: row.processes,
    materials: row.materials,
    machinery: row.machinery,
    guarantees: row.guarantees,
    capacityDescription: row.capacityDescription,
    productionCapacity: row.productionCapacity,
    productionCapacityUnit: row.productionCapacityUnit,
    workingHours: row.workingHours,
    averageAttentionTime: row.averageAttentionTime,
    paymentMethods: row.paymentMethods,
    employees: row.employees,
    annualSales: row.annualSales,
    mainClients: sections.statistics.mainClients,
    clientsCount: sections.statistics.clientsCount,
    projects: sections.statistics.projects,
    relevantImports: sections.statistics.relevantImports,
    socialLinks: sections.socialMedia,
    brochure: sections.details.brochure,
    certifications: sections.capabilities.certifications.map(({ certificationId, name, industrialSpecialization, validUntil, file }) => ({
      certificationId,
      name,
      industrialSpecialization,
      validUntil,
      file,
    })),
    awards: sections.awards.awards.map(({ id, description, file }) => ({ id, description, file })),
    catalogues: sections.general.catalogues.map(({ title, file }) => ({ title, file })),
    documents: sections.general.documents.map(({ title, file }) => ({ title, file })),
    contacts: contacts.map(({ imageFileId, ...contact }) => ({ ...contact, imageUrl: imageFileId ? fileUrl(imageFileId) : null })),
    products: products.items.filter((p) => p.visibility === 'full'),
    productCount: products.total,
    updatedAt: row.updatedAt.toISOString(),
  }
}

// ── profile visit statistics (dashboard) ─────────────────────────────────────────────────────────

export interface ProfileVisitStats {
  last30Days: number
  last15Days: number
  thisWeek: number
  daily: { date: string; count: number }[]
}

/**
 * Visits of the last 30 and 15 days (today included), of this week (since Monday) and per day, counted in
 * marketplace days (America/Mexico_City), the same "today" and "this week" as the marketplace filter.
 */
export async function getProfileVisitStats(db: Db, companyId: string, now = new Date()): Promise<ProfileVisitStats> {
  const today = marketplaceDay(now)
  const first = addCalendarDays(today, -(DASHBOARD_VISIT_SERIES_DAYS - 1))
  const counts = new Map((await repo.countVisitsByDay(db, companyId, first)).map((r) => [r.date, r.count]))
  const daily = Array.from({ length: DASHBOARD_VISIT_SERIES_DAYS }, (_, i) => {
    const date = addCalendarDays(first, i)
    return { date, count: counts.get(date) ?? 0 }
  })
  const monday = marketplaceWeekStartDay(now)
  const sumSince = (from: string) => daily.reduce((sum, d) => sum + (d.date >= from && d.date <= today ? d.count : 0), 0)
  return { last30Days: sumSince(first), last15Days: sumSince(addCalendarDays(today, -14)), thisWeek: sumSince(monday), daily }
}

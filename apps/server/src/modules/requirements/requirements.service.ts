import {
  cityCentre,
  foldPlaceName,
  REQUIREMENT_INVITATIONS_MAX,
  requirementRules,
  requirementToday,
  V,
  ZSearchCompaniesRequestSchema,
  type TCertificationRef,
  type TCompanyOption,
  type TInviteOptionsQuery,
  type TInviteOptionsResponse,
  type TInvitedCompany,
  type TMyRequirementListResponse,
  type TOwnRequirementMatchesQuery,
  type TOwnRequirementMatchesResponse,
  type TRequirementCard,
  type TRequirementDetail,
  type TRequirementListResponse,
  type RequirementAccess as RequirementAccessLevel,
} from '@nexo/shared'
import type { z } from 'zod'
import type {
  TAdminRequirementDetail,
  TAdminRequirementListQuery,
  TAdminRequirementListResponse,
  TAdminRequirementSummary,
  ZMyRequirementListQuerySchema,
  ZRequirementListQuerySchema,
  ZRequirementFieldsSchema,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth'
import type { CompanyAuthContext } from '../../platform/policy'
import { AppError } from '../../platform/errors'
import { coordinatesFor } from '../companies/company-visibility.service'
import { assertCompanyFiles, findFilesByIds, fileUrl, toFileRef } from '../files/files.service'
import { suppliersForRequirement } from '../matching/matching.service'
import { getCurrentMembership, hasPlatinumRights } from '../memberships/memberships.service'
import { notifyCompanyUsers, notifyMany, type NotifyDeps } from '../notifications/notifications.service'
import { assertPickable } from '../reference-data/reference-data.service'
import { searchCompanies, type SearchCache } from '../search/search.service'
import * as repo from './requirements.repo'

type ListQuery = z.output<typeof ZRequirementListQuerySchema>
type MyListQuery = z.output<typeof ZMyRequirementListQuerySchema>
type RequirementInput = z.output<typeof ZRequirementFieldsSchema>

const validation = (issues: { path: string; message: string }[]) => new AppError('VALIDATION_FAILED', { issues })

/** Spec §6: requirement details and "Make a deal" need an active Platinum or Gold membership. */
export async function hasActiveMembership(db: Db, companyId: string): Promise<boolean> {
  return hasPlatinumRights(await getCurrentMembership(db, companyId))
}

/**
 * What a reader may do with requirements it did not write and was not invited to (ADR 052): open them with an active
 * Platinum/Gold membership, else upgrade (a company), sign in (a visitor) or nothing (no company).
 */
async function readerAccess(db: Db, auth: AuthContext | null): Promise<RequirementAccessLevel> {
  if (!auth) return 'signIn'
  if (auth.isEventOnly || !auth.companyId) return 'companyOnly'
  return (await hasActiveMembership(db, auth.companyId)) ? 'open' : 'membership'
}

async function toCards(db: Db, rows: repo.RequirementCardRow[], viewerCompanyId: string | null, access: RequirementAccessLevel): Promise<TRequirementCard[]> {
  const cats = await repo.categoriesByIds(db, rows.flatMap((r) => (r.subcategoryId ? [r.categoryId, r.subcategoryId] : [r.categoryId])))
  const certs = await repo.certificationNames(db, rows.flatMap((r) => [...r.certificationIds, ...r.preferredCertificationIds]))
  const ref = (id: number) => {
    const c = cats.get(id)!
    return { id: c.id, code: c.code, nameEn: c.nameEn, nameEs: c.nameEs }
  }
  return rows.map((r) => {
    const isOwn = viewerCompanyId !== null && r.companyId === viewerCompanyId
    return {
      id: r.id,
      type: r.type,
      status: r.status,
      isRfq: r.isRfq,
      isPublic: r.isPublic,
      title: r.title,
      description: r.description,
      country: r.country,
      state: r.state,
      city: r.city,
      startDate: r.startDate,
      endDate: r.endDate,
      category: ref(r.categoryId),
      subcategory: r.subcategoryId && cats.has(r.subcategoryId) ? ref(r.subcategoryId) : null,
      certifications: certRefs(certs, r.certificationIds),
      contentLanguage: r.contentLanguage,
      isOwn,
      isInvited: r.isInvited,
      access: isOwn || r.isInvited ? 'open' : access,
      createdAt: r.createdAt.toISOString(),
    }
  })
}

const certRefs = (names: Map<number, string>, ids: number[]): TCertificationRef[] => ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }))

/** GET /api/v1/requirements: anyone sees public requirements; a company also its own and those it was invited to. */
export async function listRequirements(db: Db, auth: AuthContext | null, query: ListQuery): Promise<TRequirementListResponse> {
  const viewer = auth && !auth.isEventOnly ? auth.companyId : null
  const { items, total } = await repo.listVisible(db, viewer, query, query.page, query.limit, requirementToday())
  return { items: await toCards(db, items, viewer, await readerAccess(db, auth)), total, page: query.page, limit: query.limit }
}

/**
 * GET /api/v1/requirements/{id}/card: the card of one requirement, as the public list shows it, with what the reader
 * may do (ADR 052). A page a free company or a visitor reaches from the list keeps its title, place, dates and
 * required certifications beside the way forward, instead of an empty gate. The same visibility as the list:
 * public requirements of listed companies, plus one's own and the private ones one was invited to; else 404.
 */
export async function getRequirementCard(db: Db, auth: AuthContext | null, requirementId: string): Promise<TRequirementCard> {
  const viewer = auth && !auth.isEventOnly ? auth.companyId : null
  const row = await repo.findRequirement(db, requirementId)
  if (!row) throw new AppError('NOT_FOUND')
  const r = row.requirement
  const isOwn = viewer !== null && r.companyId === viewer
  const isInvited = viewer !== null && !isOwn && (await repo.isInvited(db, r.id, viewer))
  if (!isOwn && (row.company.status !== 'approved' || !row.company.isVisible || (!r.isPublic && !isInvited) || r.hiddenAt !== null)) throw new AppError('NOT_FOUND')
  const status = repo.effectiveStatusOf(r, requirementToday())
  const [card] = await toCards(db, [{ ...r, status, isInvited }], viewer, await readerAccess(db, auth))
  return card!
}

export async function listOwnRequirements(db: Db, auth: CompanyAuthContext, query: MyListQuery): Promise<TMyRequirementListResponse> {
  const { items, total } = await repo.listOwn(db, auth.companyId, query, query.page, query.limit, requirementToday())
  const cards = await toCards(db, items, auth.companyId, 'open')
  const counts = await repo.quoteCounts(db, items.map((i) => i.id))
  return { items: cards.map((c) => ({ ...c, quotes: counts.get(c.id) ?? { total: 0, pending: 0 } })), total, page: query.page, limit: query.limit }
}

export interface RequirementAccess {
  row: NonNullable<Awaited<ReturnType<typeof repo.findRequirement>>>
  isOwn: boolean
  isInvited: boolean
  status: TRequirementDetail['status']
}

/**
 * Who may open a requirement (ADR 025): its own company always; others only while its company is listed, a private
 * one only when invited (otherwise 404, as if it did not exist), and — unless invited — with an active membership.
 */
export async function accessRequirement(db: Db, companyId: string, requirementId: string): Promise<RequirementAccess> {
  const row = await repo.findRequirement(db, requirementId)
  if (!row) throw new AppError('NOT_FOUND')
  const status = repo.effectiveStatusOf(row.requirement, requirementToday())
  if (row.requirement.companyId === companyId) return { row, isOwn: true, isInvited: false, status }
  // Hidden by the moderation (issue 27 §19): as if it did not exist, for everyone but its own company.
  if (row.company.status !== 'approved' || !row.company.isVisible || row.requirement.hiddenAt !== null) throw new AppError('NOT_FOUND')
  const invited = await repo.isInvited(db, requirementId, companyId)
  if (!row.requirement.isPublic && !invited) throw new AppError('NOT_FOUND')
  if (!invited && !(await hasActiveMembership(db, companyId))) throw new AppError('REQUIREMENT_MEMBERSHIP_REQUIRED')
  return { row, isOwn: false, isInvited: invited, status }
}

/** An own requirement, or 404 (another company's id is not confirmed to exist). */
async function ownRequirement(db: Db, companyId: string, requirementId: string) {
  const row = await repo.findRequirement(db, requirementId)
  if (!row || row.requirement.companyId !== companyId) throw new AppError('NOT_FOUND')
  return row
}

export async function getRequirement(db: Db, auth: CompanyAuthContext, requirementId: string, pendingQuoteOf: (requirementId: string, companyId: string) => Promise<string | null>): Promise<TRequirementDetail> {
  const access = await accessRequirement(db, auth.companyId, requirementId)
  const r = access.row.requirement
  const [card] = await toCards(db, [{ ...r, status: access.status, isInvited: access.isInvited }], auth.companyId, 'open')
  const certs = await repo.certificationNames(db, [...r.certificationIds, ...r.preferredCertificationIds])
  const files = await findFilesByIds(db, r.projectFileIds)
  // The exact point is for the owner and for members with an active membership; an invited supplier without one
  // sees it rounded to about a kilometre, as basic viewers see companies (ADR 010, ADR 025).
  const full = access.isOwn || !access.isInvited || (await hasActiveMembership(db, auth.companyId))
  const point = coordinatesFor(full ? 'full' : 'basic', r.latitude, r.longitude)
  let owner: TRequirementDetail['owner'] = null
  if (access.isOwn) {
    const counts = await repo.quoteCounts(db, [r.id])
    const invitations = await repo.listInvitations(db, r.id)
    owner = {
      quotes: counts.get(r.id) ?? { total: 0, pending: 0 },
      invitations: invitations.map(toInvited),
    }
  }
  return {
    ...card!,
    suburb: r.suburb,
    street: r.street,
    postalCode: r.postalCode,
    activity: r.activity,
    materials: r.materials,
    volumes: r.volumes,
    budget: r.budget,
    projectDates: r.projectDates,
    requiredCertifications: certRefs(certs, r.certificationIds),
    preferredCertifications: certRefs(certs, r.preferredCertificationIds),
    maxDistanceKm: r.maxDistanceKm,
    latitude: point.lat,
    longitude: point.lng,
    projectFiles: r.projectFileIds.flatMap((id) => (files.has(id) ? [toFileRef(files.get(id)!)] : [])),
    coveredAt: r.coveredAt?.toISOString() ?? null,
    company: {
      id: access.row.company.id,
      tradeName: access.row.company.tradeName,
      logoUrl: access.row.company.logoFileId ? fileUrl(access.row.company.logoFileId) : null,
      isValidatedSupplier: access.row.company.isValidatedSupplier,
    },
    myMissingCertifications: access.isOwn ? [] : await missingCertificationsOf(db, auth.companyId, certRefs(certs, r.certificationIds)),
    myPendingQuoteId: access.isOwn ? null : await pendingQuoteOf(r.id, auth.companyId),
    owner,
  }
}

/** The required certifications a company's profile does not list (item 5 of issue 27: said before quoting). */
async function missingCertificationsOf(db: Db, companyId: string, required: TCertificationRef[]): Promise<TCertificationRef[]> {
  if (required.length === 0) return []
  const held = await repo.companyCertificationIds(db, companyId)
  return required.filter((c) => !held.has(c.id))
}

/**
 * Whether `buyerCompanyId` invited `supplierCompanyId` to a requirement that still takes quotes: the buyer asked
 * for it, so the supplier may ask the buyer a question without a paid plan (ADR 052).
 */
export async function hasOpenInvitationFrom(db: Db, buyerCompanyId: string, supplierCompanyId: string): Promise<boolean> {
  return repo.hasOpenInvitation(db, buyerCompanyId, supplierCompanyId, requirementToday())
}

/** Same place name, accents, case and spacing aside ("Querétaro" = "queretaro"). */
const sameText = (a: string | null | undefined, b: string | null | undefined) => foldPlaceName(a ?? '') === foldPlaceName(b ?? '')

/**
 * Where the work is (ADR 025): the buyer's pin on the map; else the company's own point when the requirement is in
 * the company's city; else the centre of the city when the gazetteer knows it; else unknown (null).
 */
async function locationOf(db: Db, companyId: string, input: RequirementInput): Promise<{ lat: number; lng: number } | null> {
  if (input.latitude != null && input.longitude != null) return { lat: input.latitude, lng: input.longitude }
  const company = await repo.findCompanyAddress(db, companyId)
  const atCompany = company && company.latitude !== null && company.longitude !== null && sameText(company.country, input.country) && sameText(company.state, input.state) && sameText(company.city, input.city)
  if (atCompany) return { lat: company.latitude!, lng: company.longitude! }
  return cityCentre(input.country, input.state, input.city)
}

/** Checks the references of the form (category tree, certification list, own project files) and builds the row. */
async function toValues(db: Db, auth: CompanyAuthContext, input: RequirementInput, kept?: { categoryIds: number[]; certificationIds: number[] }): Promise<repo.RequirementValues> {
  const issues: { path: string; message: string }[] = []
  const cats = await repo.categoriesByIds(db, input.subcategoryId ? [input.categoryId, input.subcategoryId] : [input.categoryId])
  if (!cats.has(input.categoryId)) issues.push({ path: 'body.categoryId', message: V.choose })
  if (input.subcategoryId) {
    const sub = cats.get(input.subcategoryId)
    const parent = sub?.parentId ? (await repo.categoriesByIds(db, [sub.parentId])).get(sub.parentId) : undefined
    if (!sub || (sub.parentId !== input.categoryId && parent?.parentId !== input.categoryId)) issues.push({ path: 'body.subcategoryId', message: V.choose })
  }
  const certs = await repo.certificationNames(db, [...input.certificationIds, ...input.preferredCertificationIds])
  input.certificationIds.forEach((id, i) => !certs.has(id) && issues.push({ path: `body.certificationIds.${i}`, message: V.choose }))
  input.preferredCertificationIds.forEach((id, i) => !certs.has(id) && issues.push({ path: `body.preferredCertificationIds.${i}`, message: V.choose }))
  if (issues.length > 0) throw validation(issues)
  // Retired reference items: an edit may keep what the requirement already names, never pick one anew (ADR 037).
  await assertPickable(db, 'category', [{ path: 'body.categoryId', id: input.categoryId }, ...(input.subcategoryId ? [{ path: 'body.subcategoryId', id: input.subcategoryId }] : [])], kept?.categoryIds)
  await assertPickable(
    db,
    'certification',
    [
      ...input.certificationIds.map((id, i) => ({ path: `body.certificationIds.${i}`, id })),
      ...input.preferredCertificationIds.map((id, i) => ({ path: `body.preferredCertificationIds.${i}`, id })),
    ],
    kept?.certificationIds,
  )
  await assertCompanyFiles(
    db,
    auth.companyId,
    input.projectFileIds.map((fileId, i) => ({ path: `body.projectFileIds.${i}`, fileId, purposes: ['requirement'] })),
  )
  const location = await locationOf(db, auth.companyId, input)
  // A maximum distance is measured from somewhere: without a location it would silently limit nothing (ADR 025).
  if (input.maxDistanceKm != null && !location) throw new AppError('REQUIREMENT_LOCATION_REQUIRED')
  return {
    type: input.type,
    isRfq: input.type === 'rfq',
    isPublic: input.isPublic,
    title: input.title,
    description: input.description,
    contentLanguage: input.contentLanguage ?? auth.language ?? 'es',
    country: input.country,
    state: input.state,
    city: input.city,
    suburb: input.suburb,
    street: input.street,
    postalCode: input.postalCode,
    startDate: input.startDate,
    endDate: input.endDate,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId ?? null,
    activity: input.activity,
    materials: input.materials,
    volumes: input.volumes,
    budget: input.budget,
    certificationIds: [...new Set(input.certificationIds)],
    preferredCertificationIds: [...new Set(input.preferredCertificationIds)],
    maxDistanceKm: input.maxDistanceKm ?? null,
    latitude: location?.lat ?? null,
    longitude: location?.lng ?? null,
    projectDates: input.projectDates,
    projectFileIds: [...new Set(input.projectFileIds)],
  }
}

export async function createRequirement(db: Db, auth: CompanyAuthContext, input: RequirementInput): Promise<{ id: string }> {
  const values = await toValues(db, auth, input)
  const id = await repo.insertRequirement(db, auth.companyId, { ...values, status: 'opened', createdByUserId: auth.userId })
  return { id }
}

/**
 * Edits every field. A covered requirement is final (REQUIREMENT_NOT_OPEN); an expired one may be given a new end
 * date and then opens again. The start date may stay as stored even when it is already past.
 */
export async function updateRequirement(db: Db, auth: CompanyAuthContext, requirementId: string, body: unknown): Promise<{ id: string }> {
  const row = await ownRequirement(db, auth.companyId, requirementId)
  if (row.requirement.status === 'covered') throw new AppError('REQUIREMENT_NOT_OPEN')
  const parsed = requirementRules({ keptStartDate: row.requirement.startDate }).safeParse(body)
  if (!parsed.success) throw validation(parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })))
  const r = row.requirement
  const values = await toValues(db, auth, parsed.data, {
    categoryIds: r.subcategoryId ? [r.categoryId, r.subcategoryId] : [r.categoryId],
    certificationIds: [...r.certificationIds, ...r.preferredCertificationIds],
  })
  const today = requirementToday()
  const updated = await repo.updateRequirement(db, auth.companyId, requirementId, { ...values, status: values.endDate >= today ? 'opened' : 'expired' })
  if (!updated) throw new AppError('REQUIREMENT_NOT_OPEN')
  return { id: requirementId }
}

/** The owner marks it covered (without accepting a quote here): pending quotes are closed and their senders told. */
export async function markCovered(deps: NotifyDeps, auth: CompanyAuthContext, requirementId: string): Promise<{ id: string; status: 'covered' }> {
  const row = await ownRequirement(deps.db, auth.companyId, requirementId)
  const today = requirementToday()
  await deps.db.transaction(async (tx) => {
    // The update locks the requirement row first, as every writer of a requirement and its quotes does (lockRequirement).
    if (!(await repo.markCovered(tx, requirementId, today))) throw new AppError('REQUIREMENT_NOT_OPEN')
    const closed = await repo.rejectPendingQuotes(tx, requirementId, null)
    await notifyMany(
      { ...deps, db: tx },
      closed.map((quote) => ({
        to: quote.senderUserId ? { userId: quote.senderUserId } : { companyId: quote.senderCompanyId },
        payload: { template: 'requirement.covered', params: { title: row.requirement.title }, link: `/profile-quotes/show/${quote.id}` },
      })),
    )
  })
  return { id: requirementId, status: 'covered' }
}

export async function inviteCompany(deps: NotifyDeps, auth: CompanyAuthContext, requirementId: string, companyId: string) {
  const row = await ownRequirement(deps.db, auth.companyId, requirementId)
  if (companyId === auth.companyId) throw new AppError('REQUIREMENT_INVITE_OWN_COMPANY')
  const company = await repo.findListedCompany(deps.db, companyId)
  if (!company) throw validation([{ path: 'body.companyId', message: V.choose }])
  // Count and insert under the requirement's lock: parallel invitations otherwise all saw room for one more. The
  // invited company is told in the same transaction (ADR 044).
  await deps.db.transaction(async (tx) => {
    if ((await lockRequirement(tx, requirementId, 'write')) !== 'opened') throw new AppError('REQUIREMENT_NOT_OPEN')
    if (await repo.isInvited(tx, requirementId, companyId)) return
    if ((await repo.countInvitations(tx, requirementId)) >= REQUIREMENT_INVITATIONS_MAX) throw new AppError('REQUIREMENT_INVITATIONS_LIMIT')
    if (!(await repo.insertInvitation(tx, requirementId, companyId, auth.userId))) return
    await notifyCompanyUsers({ ...deps, db: tx }, companyId, 'rfq', {
      template: 'requirement.invited',
      params: { companyName: row.company.tradeName, title: row.requirement.title },
      link: `/requirement/detail/${requirementId}${row.requirement.isRfq ? '/rfq' : ''}`,
    })
  })
  return listInvitations(deps.db, auth, requirementId)
}

export async function listInvitations(db: Db, auth: CompanyAuthContext, requirementId: string) {
  await ownRequirement(db, auth.companyId, requirementId)
  const rows = await repo.listInvitations(db, requirementId)
  return { items: rows.map(toInvited) }
}

function toInvited(i: Awaited<ReturnType<typeof repo.listInvitations>>[number]): TInvitedCompany {
  return { companyId: i.companyId, tradeName: i.tradeName, invitedAt: i.invitedAt.toISOString(), logoUrl: i.logoFileId ? fileUrl(i.logoFileId) : null, city: i.city, state: i.state, country: i.country }
}

function toCompanyOption(c: Awaited<ReturnType<typeof repo.companyOptions>>[number]): TCompanyOption {
  return {
    id: c.id,
    tradeName: c.tradeName,
    logoUrl: c.logoFileId ? fileUrl(c.logoFileId) : null,
    city: c.city,
    state: c.state,
    country: c.country,
    sector: c.sector,
    category: c.category,
    isValidatedSupplier: c.isValidatedSupplier,
  }
}

/** The companies of `ids`, in that order, as options (unlisted ones left out). */
async function optionsInOrder(db: Db, ids: readonly string[]): Promise<TCompanyOption[]> {
  const byId = new Map((await repo.companyOptions(db, ids)).map((c) => [c.id, toCompanyOption(c)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The matching service's suppliers for my requirement (its ranking, unchanged; cached like /matching's). */
async function rankedSuppliersOf(db: Db, auth: CompanyAuthContext, requirementId: string, lang: TOwnRequirementMatchesQuery['lang'], cache?: SearchCache) {
  await ownRequirement(db, auth.companyId, requirementId)
  const [ranked, invitations] = await Promise.all([
    suppliersForRequirement(db, { companyId: auth.companyId, isPlatformAdmin: false }, requirementId, { lang, includeExcluded: false, cache }),
    repo.listInvitations(db, requirementId),
  ])
  return { ranked, invitedAt: new Map(invitations.map((i) => [i.companyId, i.invitedAt.toISOString()])) }
}

/**
 * GET /company/requirements/:id/matches (issue 27 §1): my requirement's best suppliers for its own page, with their
 * reasons and whether they were invited, and how many there are in all.
 */
export async function listOwnRequirementMatches(db: Db, auth: CompanyAuthContext, requirementId: string, query: TOwnRequirementMatchesQuery, cache?: SearchCache): Promise<TOwnRequirementMatchesResponse> {
  const { ranked, invitedAt } = await rankedSuppliersOf(db, auth, requirementId, query.lang, cache)
  const top = ranked.items.slice(0, query.limit)
  const companies = new Map((await optionsInOrder(db, top.map((m) => m.company.id))).map((c) => [c.id, c]))
  return {
    items: top.flatMap((m) => {
      const company = companies.get(m.company.id)
      return company ? [{ company, score: m.score, distanceKm: m.distanceKm, reasons: m.reasons, invitedAt: invitedAt.get(company.id) ?? null }] : []
    }),
    total: ranked.items.length,
    leftOut: ranked.leftOut,
  }
}

/** Names compared as people type them: case and accents aside. */
const foldName = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** How many companies the invite picker offers for a typed name. */
const INVITE_OPTIONS_SEARCHED = 10

/**
 * GET /company/requirements/:id/invite-options (issue 27 §2): with no text, the requirement's matched suppliers, best
 * first, so a buyer invites without typing; with a name, the matched ones whose name holds every typed word first,
 * then the directory search's companies (matched among them first). Never the buyer's own company.
 */
export async function listInviteOptions(db: Db, auth: CompanyAuthContext, requirementId: string, query: TInviteOptionsQuery, cache?: SearchCache): Promise<TInviteOptionsResponse> {
  const { ranked, invitedAt } = await rankedSuppliersOf(db, auth, requirementId, query.lang, cache)
  const scoreOf = new Map(ranked.items.map((m) => [m.company.id, m.score]))
  let ids = ranked.items.map((m) => m.company.id)
  if (query.q !== '') {
    const words = foldName(query.q).split(/\s+/).filter(Boolean)
    const named = ranked.items.filter((m) => words.every((w) => foldName(m.company.tradeName).includes(w))).map((m) => m.company.id)
    const request = ZSearchCompaniesRequestSchema.parse({ q: query.q, limit: INVITE_OPTIONS_SEARCHED })
    const found = (await (cache ? cache.answer('companies', request, () => searchCompanies(db, request)) : searchCompanies(db, request))).items.map((c) => c.id)
    ids = [...new Set([...named, ...found.filter((id) => scoreOf.has(id)), ...found])]
  }
  const options = await optionsInOrder(db, ids.filter((id) => id !== auth.companyId))
  return { items: options.map((company) => ({ company, matchScore: scoreOf.get(company.id) ?? null, invitedAt: invitedAt.get(company.id) ?? null })) }
}

export async function removeInvitation(db: Db, auth: CompanyAuthContext, requirementId: string, companyId: string) {
  await ownRequirement(db, auth.companyId, requirementId)
  await repo.deleteInvitation(db, requirementId, companyId)
  return listInvitations(db, auth, requirementId)
}

/** The expiry job (ADR 025): writes what reads already show, and tells the owner once. */
export async function expireRequirements(deps: NotifyDeps, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const expired = await repo.expirePast(tx, requirementToday(now))
    await notifyMany(
      { ...deps, db: tx },
      expired.map((r) => ({
        to: r.createdByUserId ? { userId: r.createdByUserId } : { companyId: r.companyId },
        payload: { template: 'requirement.expired', params: { title: r.title }, link: `/profile-requirements/view/${r.id}` },
      })),
    )
    return expired.length
  })
}

/** Project files: readable by whoever may open a requirement listing them (registered as a files read rule). */
export async function canReadRequirementFile(db: Db, fileId: string, auth: AuthContext): Promise<boolean> {
  if (!auth.companyId || auth.isEventOnly) return false
  const access = await repo.fileAccessThroughRequirements(db, fileId, auth.companyId)
  return access === 'direct' || (access === 'public' && (await hasActiveMembership(db, auth.companyId)))
}

/**
 * Locks a requirement for the rest of the caller's transaction and answers its effective status (null when gone).
 * Every transaction that changes a requirement together with its quotes or invitations takes this lock first, before
 * any quote row: one lock order, so parallel acceptances, sends and invitations wait for each other instead of
 * deadlocking, and each sees what the one before it committed. `quote` (a shared lock) lets quotes be sent side by
 * side; `write` excludes every other holder.
 */
export async function lockRequirement(tx: Db, requirementId: string, mode: 'write' | 'quote'): Promise<TRequirementDetail['status'] | null> {
  const row = await repo.lockRequirement(tx, requirementId, mode)
  return row ? repo.effectiveStatusOf(row, requirementToday()) : null
}

/**
 * Accepting a quote covers its requirement (ADR 025) and closes the other pending quotes on it, in the caller's
 * transaction. REQUIREMENT_NOT_OPEN when it is covered or past its end date.
 */
export async function coverByAcceptedQuote(db: Db, requirementId: string, acceptedQuoteId: string) {
  if (!(await repo.markCovered(db, requirementId, requirementToday()))) throw new AppError('REQUIREMENT_NOT_OPEN')
  return repo.rejectPendingQuotes(db, requirementId, acceptedQuoteId)
}

/** An own requirement with its effective state, for the quotes comparison (404 for another company's). */
export async function ownRequirementForComparison(db: Db, companyId: string, requirementId: string) {
  const row = await ownRequirement(db, companyId, requirementId)
  const names = await repo.certificationNames(db, [...row.requirement.certificationIds, ...row.requirement.preferredCertificationIds])
  return { row, status: repo.effectiveStatusOf(row.requirement, requirementToday()), certificationNames: names }
}

export { effectiveStatusOf } from './requirements.repo'

// --- moderation (platform administrators, issue 27 §19) ---------------------------------------------------------

function toAdminSummary(row: { requirement: repo.RequirementRow; company: { id: string; tradeName: string } }, quoteCount: number): TAdminRequirementSummary {
  const r = row.requirement
  return {
    id: r.id,
    title: r.title,
    isRfq: r.isRfq,
    isPublic: r.isPublic,
    status: repo.effectiveStatusOf(r, requirementToday()),
    company: { id: row.company.id, tradeName: row.company.tradeName },
    city: r.city,
    state: r.state,
    createdAt: r.createdAt.toISOString(),
    quoteCount,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    hiddenReason: r.hiddenReason,
  }
}

/** Every requirement for the administrator's moderation list (private and hidden ones included). */
export async function listRequirementsForModeration(db: Db, query: TAdminRequirementListQuery): Promise<TAdminRequirementListResponse> {
  const { items, total } = await repo.listForModeration(db, query)
  return { items: items.map((row) => toAdminSummary(row, row.quoteCount)), total, page: query.page, limit: query.limit }
}

/** Any requirement, whoever may see it otherwise: the platform administrator opens it to moderate it (quotes apart). */
export async function getRequirementForModeration(db: Db, requirementId: string): Promise<Omit<TAdminRequirementDetail, 'quotes'>> {
  const row = await repo.findRequirement(db, requirementId)
  if (!row) throw new AppError('NOT_FOUND')
  const r = row.requirement
  return {
    ...toAdminSummary({ requirement: r, company: row.company }, await repo.countAllQuotes(db, r.id)),
    type: r.type,
    description: r.description,
    activity: r.activity,
    materials: r.materials,
    volumes: r.volumes,
    budget: r.budget,
    startDate: r.startDate,
    endDate: r.endDate,
    country: r.country,
  }
}

/**
 * Hides a requirement from everyone but its company (with the reason), or shows it again (`hide` null); 404 if unknown.
 * Hiding tells its company's users why, in the caller's transaction (ADR 044).
 */
export async function setRequirementHidden(deps: NotifyDeps, requirementId: string, hide: { reason: string; byUserId: string } | null): Promise<void> {
  const found = await repo.setHidden(deps.db, requirementId, hide ? { hiddenAt: new Date(), hiddenReason: hide.reason, hiddenByUserId: hide.byUserId } : { hiddenAt: null, hiddenReason: null, hiddenByUserId: null })
  if (!found) throw new AppError('NOT_FOUND')
  if (hide) await notifyCompanyUsers(deps, found.companyId, 'rfq', { template: 'requirement.hidden', params: { title: found.title, reason: hide.reason } })
}

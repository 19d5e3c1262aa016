import type { FastifyRequest } from 'fastify'
import {
  ADMIN_OVERVIEW_LIST_SIZE,
  type Language,
  MEMBERSHIP_EXPIRED_WINDOW_DAYS,
  MEMBERSHIP_RENEWAL_WINDOW_DAYS,
  type TAdminCompanyDetail,
  type TAdminCompanyListQuery,
  type TAdminCompanySummary,
  type TAdminOverviewResponse,
  type TAdminUser,
  type TAdminUserListQuery,
  type TAuditEntry,
  type TAuditLogQuery,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import { AppError, errorForLog } from '../../platform/errors'
import type { Mailer } from '../../platform/mail'
import { getCurrentMembership } from '../memberships/memberships.service'
import { notifyCompanyUsers, notifyDepsOf } from '../notifications/notifications.service'
import { renderCompanyApprovedMail, renderCompanyRejectedMail } from './admin.mails'
import * as repo from './admin.repo'

/** What a service call needs from the app and the request. */
export interface AdminDeps {
  db: Db
  mailer: Mailer
  request: FastifyRequest
  /** Base address for links in mails (PUBLIC_URL; see platform/mail.ts publicBaseUrl). */
  baseUrl: string
}

interface Page<T> {
  items: T[]
  total: number
  page: number
  limit: number
}

const fileUrl = (id: string) => `/api/v1/files/${id}`
const iso = (d: Date | null) => d?.toISOString() ?? null

function toSummary(row: repo.CompanySummaryRow): TAdminCompanySummary {
  return {
    id: row.id,
    tradeName: row.tradeName,
    legalName: row.legalName,
    rfc: row.rfc,
    taxId: row.taxId,
    country: row.country,
    state: row.state,
    city: row.city,
    profileType: row.profileType,
    status: row.status,
    membershipPlan: row.membershipPlan ?? 'free',
    createdAt: row.createdAt.toISOString(),
    adminEmail: row.adminEmail,
    adminEmailVerified: Boolean(row.adminEmailVerified),
  }
}

/** Newest first; the console opens on `status=pending`. */
export async function listCompanies(deps: AdminDeps, query: TAdminCompanyListQuery): Promise<Page<TAdminCompanySummary>> {
  const { rows, total } = await repo.listCompanySummaries(deps.db, { status: query.status, q: query.q || undefined }, query.page, query.limit)
  return { items: rows.map(toSummary), total, page: query.page, limit: query.limit }
}

export async function getCompanyDetail(deps: AdminDeps, companyId: string): Promise<TAdminCompanyDetail> {
  const [summary, company] = await Promise.all([repo.findCompanySummary(deps.db, companyId), repo.findCompany(deps.db, companyId)])
  if (!summary || !company) throw new AppError('NOT_FOUND')
  const referencedFiles = [company.logoFileId, company.brochureFileId].filter((id): id is string => id !== null)
  const [categories, members, documents, membership] = await Promise.all([
    repo.listCompanyCategories(deps.db, companyId),
    repo.listCompanyMembers(deps.db, companyId),
    repo.listCompanyDocuments(deps.db, companyId, referencedFiles),
    getCurrentMembership(deps.db, companyId),
  ])
  return {
    ...toSummary(summary),
    rejectionReason: company.rejectionReason,
    approvedAt: iso(company.approvedAt),
    updatedAt: company.updatedAt.toISOString(),
    isVisible: company.isVisible,
    isValidatedSupplier: company.isValidatedSupplier,
    tier: company.tier,
    sector: company.sector,
    companyType: company.companyType,
    countryOfOrigin: company.countryOfOrigin,
    email: company.email,
    phone: company.phone,
    website: company.website,
    whatsapp: company.whatsapp,
    yearFounded: company.yearFounded,
    contentLanguage: company.contentLanguage,
    logoUrl: company.logoFileId ? fileUrl(company.logoFileId) : null,
    briefDescription: company.briefDescription,
    detailedDescription: company.detailedDescription,
    mainProducts: company.mainProducts,
    mainServices: company.mainServices,
    specialization: company.specialization,
    processes: company.processes,
    materials: company.materials,
    machinery: company.machinery,
    guarantees: company.guarantees,
    productionCapacity: company.productionCapacity,
    productionCapacityUnit: company.productionCapacityUnit,
    employees: company.employees,
    annualSales: company.annualSales,
    clients: company.clients,
    statistics: { ...company.statistics },
    street: company.street,
    suburb: company.suburb,
    postalCode: company.postalCode,
    categories,
    membership: { plan: membership.plan, isActive: membership.isActive, activatedAt: iso(membership.activatedAt), expiresAt: iso(membership.expiresAt) },
    users: members.map((m) => ({
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      username: m.username,
      status: m.status,
      emailVerified: m.emailVerifiedAt !== null,
      companyRole: m.companyRole,
      createdAt: m.createdAt.toISOString(),
      lastLoginAt: iso(m.lastLoginAt),
    })),
    documents: documents.map((f) => ({ ...f, url: fileUrl(f.id), createdAt: f.createdAt.toISOString() })),
  }
}

/**
 * Mails each company admin in their own language, through the outbox in the review's transaction `tx` (ADR 044); each
 * in a savepoint, so a mail that cannot be written is logged and the review stands.
 */
async function mailCompanyAdmins(deps: AdminDeps, tx: Db, companyId: string, template: string, render: (language: Language, firstName: string) => { subject: string; text: string; html: string }) {
  const recipients = await repo.listCompanyAdminRecipients(tx, companyId)
  for (const recipient of recipients) {
    try {
      await tx.transaction((savepoint) => deps.mailer.enqueue(savepoint, { to: recipient.email, ...render(recipient.language, recipient.firstName), template, language: recipient.language }))
    } catch (error) {
      deps.request.log.error({ ...errorForLog(error), companyId, template }, 'review mail failed')
    }
  }
}

async function reviewedSummary(deps: AdminDeps, companyId: string): Promise<TAdminCompanySummary> {
  const summary = await repo.findCompanySummary(deps.db, companyId)
  if (!summary) throw new AppError('NOT_FOUND')
  return toSummary(summary)
}

/** Pending or rejected → approved (a rejected company may be approved later); approved twice → 409. */
export async function approveCompany(deps: AdminDeps, companyId: string): Promise<TAdminCompanySummary> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findCompanyStatus(tx, companyId)
    if (!current) throw new AppError('NOT_FOUND')
    // The conditional update is the real guard: of two admins approving at once, one gets 409.
    if (!(await repo.markCompanyApproved(tx, companyId))) throw new AppError('COMPANY_ALREADY_REVIEWED')
    // Search lists it from this commit on: the companies triggers reindex it in this transaction (migration 0012).
    await recordAudit(tx, deps.request, {
      action: 'company.approve',
      entityType: 'company',
      entityId: companyId,
      data: { tradeName: current.tradeName, previousStatus: current.status },
    })
    // The mails and notifications are committed with the approval (ADR 044).
    const signInUrl = `${deps.baseUrl}/signin`
    const companyName = current.tradeName
    await mailCompanyAdmins(deps, tx, companyId, 'company_approved', (language, firstName) => renderCompanyApprovedMail(language, { firstName, companyName, signInUrl }))
    // The approval mail above is the e-mail: it goes whatever the preferences say (nobody can sign in before it).
    await notifyCompanyUsers({ ...notifyDepsOf(deps.request), db: tx }, companyId, 'registration', { template: 'company.approved', params: { companyName }, link: '/company-profile' }, { skipEmail: true })
  })
  return reviewedSummary(deps, companyId)
}

/** Only a pending company can be rejected; rejecting again, or rejecting an approved one, → 409. */
export async function rejectCompany(deps: AdminDeps, companyId: string, reason: string): Promise<TAdminCompanySummary> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findCompanyStatus(tx, companyId)
    if (!current) throw new AppError('NOT_FOUND')
    if (!(await repo.markCompanyRejected(tx, companyId, reason))) throw new AppError('COMPANY_ALREADY_REVIEWED')
    await recordAudit(tx, deps.request, {
      action: 'company.reject',
      entityType: 'company',
      entityId: companyId,
      data: { tradeName: current.tradeName, reason },
    })
    const companyName = current.tradeName
    await mailCompanyAdmins(deps, tx, companyId, 'company_rejected', (language, firstName) => renderCompanyRejectedMail(language, { firstName, companyName, reason }))
    await notifyCompanyUsers({ ...notifyDepsOf(deps.request), db: tx }, companyId, 'registration', { template: 'company.rejected', params: { companyName, reason } }, { skipEmail: true })
  })
  return reviewedSummary(deps, companyId)
}

export async function listUsers(deps: AdminDeps, query: TAdminUserListQuery): Promise<Page<TAdminUser>> {
  const { rows, total } = await repo.listUsers(deps.db, query.q || undefined, query.page, query.limit)
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastLoginAt: iso(r.lastLoginAt) })),
    total,
    page: query.page,
    limit: query.limit,
  }
}

export async function listAuditLog(deps: AdminDeps, query: TAuditLogQuery): Promise<Page<TAuditEntry>> {
  const { rows, total } = await repo.listAuditEntries(deps.db, { entityType: query.entityType || undefined, entityId: query.entityId || undefined }, query.page, query.limit)
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page: query.page, limit: query.limit }
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The platform administrator's home (issue 11): the approval queue with its age, the paid memberships
 * to renew, and how many accounts were created this week. Recent sign-ups themselves come from
 * GET /api/v1/admin/users, newest first.
 */
export async function getOverview(deps: AdminDeps, now = new Date()): Promise<TAdminOverviewResponse> {
  const window: repo.MembershipWindow = {
    now,
    soon: new Date(now.getTime() + MEMBERSHIP_RENEWAL_WINDOW_DAYS * DAY_MS),
    expiredSince: new Date(now.getTime() - MEMBERSHIP_EXPIRED_WINDOW_DAYS * DAY_MS),
  }
  const [pending, counts, toRenew, lastWeek] = await Promise.all([
    repo.listOldestPendingCompanies(deps.db, ADMIN_OVERVIEW_LIST_SIZE),
    repo.countMemberships(deps.db, window),
    repo.listMembershipsToRenew(deps.db, window, ADMIN_OVERVIEW_LIST_SIZE),
    repo.countUsersCreatedSince(deps.db, new Date(now.getTime() - 7 * DAY_MS)),
  ])
  return {
    pendingCompanies: {
      total: pending.total,
      oldest: pending.rows.map((row) => ({ id: row.id, tradeName: row.tradeName, createdAt: row.createdAt.toISOString(), adminEmailVerified: Boolean(row.adminEmailVerified) })),
    },
    memberships: {
      ...counts,
      toRenew: toRenew.flatMap((row) =>
        row.expiresAt ? [{ companyId: row.companyId, tradeName: row.tradeName, plan: row.plan, expiresAt: new Date(row.expiresAt).toISOString(), isExpired: Boolean(row.isExpired) }] : [],
      ),
    },
    signups: { lastWeek },
  }
}

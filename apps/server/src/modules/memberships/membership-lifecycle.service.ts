/**
 * The membership lifecycle (issue 14, docs/decisions/032): plan requests, activation and renewal by the platform
 * admin, expiry reminders and the withdrawal of Platinum rights at expiry. Apart from memberships.service.ts, which
 * the modules that enforce limits read, so that company-users can be used here without an import cycle.
 */
import type { FastifyRequest } from 'fastify'
import {
  MEMBERSHIP_PLAN_TITLES,
  PLATINUM_USER_LIMIT,
  type MembershipPlan,
  type PaidMembershipPlan,
  type TActivatedMembership,
  type TActivateMembership,
  type TAdminMembershipRequest,
  type TAdminMembershipRequestList,
  type TAdminMembershipRequestListQuery,
  type TCreateMembershipRequest,
  type TMembershipOverview,
  type TMembershipRequest,
  type TUpdateMembershipRequest,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth'
import { AppError, errorForLog } from '../../platform/errors'
import type { CompanyAuthContext } from '../../platform/policy'
import { reactivateSuspendedUsers, suspendSeatsAbove } from '../company-users/company-users.service'
import { notifyCompanyUsers, notifyMany, type NotifyDeps } from '../notifications/notifications.service'
import { getCurrentMembership, hasPlatinumRights, type CurrentMembership } from './memberships.service'
import { renderGoldRequestAdminMail, renderGoldRequestCompanyMail } from './memberships.mails'
import * as repo from './memberships.repo'


/** Seats of the free plan: the admin who signed up (docs/decisions/006). */
export const FREE_USER_LIMIT = 1

/** What the lifecycle needs: notify() deps (db, mailer, links) and the price configuration. */
export interface MembershipsDeps extends NotifyDeps {
  pricing: { annualPrice: number; currency: string; vatRate: number }
  request?: FastifyRequest
}

/**
 * One calendar year after `from`: the same day and time a year later. 29 February runs to 28 February, never to
 * 1 March (a plan bought on a leap day does not gain a day).
 */
export function addCalendarYear(from: Date): Date {
  const to = new Date(from)
  to.setUTCFullYear(from.getUTCFullYear() + 1)
  if (to.getUTCMonth() !== from.getUTCMonth()) to.setUTCDate(0)
  return to
}

const day = (d: Date) => d.toISOString().slice(0, 10)
const planTitle = (plan: MembershipPlan) => MEMBERSHIP_PLAN_TITLES[plan]
const round2 = (n: number) => Math.round(n * 100) / 100

function toRequest(row: repo.MembershipRequestRow): TMembershipRequest {
  return { id: row.id, plan: row.plan as PaidMembershipPlan, status: row.status, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

/** GET /api/v1/membership: the caller's company plan now, Platinum's price and the company's requests. */
export async function getMembershipOverview(deps: MembershipsDeps, auth: CompanyAuthContext, now = new Date()): Promise<TMembershipOverview> {
  const [current, requests] = await Promise.all([getCurrentMembership(deps.db, auth.companyId, now), repo.listCompanyRequests(deps.db, auth.companyId)])
  const { annualPrice, currency, vatRate } = deps.pricing
  const vatAmount = round2(annualPrice * vatRate)
  return {
    current: {
      plan: current.plan,
      status: current.isActive ? 'active' : 'expired',
      activatedAt: current.activatedAt?.toISOString() ?? null,
      expiresAt: current.expiresAt?.toISOString() ?? null,
      hasPlatinumRights: hasPlatinumRights(current),
    },
    pricing: { annualPrice, currency, vatRate, vatAmount, total: round2(annualPrice + vatAmount) },
    requests: requests.map(toRequest),
    canRequest: auth.companyRole === 'admin',
  }
}

/**
 * A company admin asks for Platinum or Gold. One open request per plan (409 MEMBERSHIP_REQUEST_EXISTS). Platform
 * admins are notified; a Gold request (the pre-qualification form) is e-mailed to both sides.
 */
export async function requestMembership(deps: MembershipsDeps, auth: CompanyAuthContext, input: TCreateMembershipRequest): Promise<TMembershipRequest> {
  const { row } = await deps.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, auth.companyId)
    if (!company) throw new AppError('NOT_FOUND')
    if (await repo.findOpenRequest(tx, auth.companyId, input.plan)) throw new AppError('MEMBERSHIP_REQUEST_EXISTS')
    const inserted = await repo.insertRequest(tx, {
      companyId: auth.companyId,
      requestedByUserId: auth.userId,
      plan: input.plan,
      form: input.plan === 'gold' ? input.form : null,
    })
    // The notifications and mails are committed with the request (ADR 044).
    const admins = await repo.listPlatformAdmins(tx)
    const isGold = input.plan === 'gold'
    // Gold's form goes to the admins in a mail of its own, with every field; Platinum's notification mail is enough.
    await notifyMany(
      { ...deps, db: tx },
      admins.map((admin) => ({ to: { userId: admin.id }, payload: { template: 'membership.requested', params: { companyName: company.tradeName, plan: planTitle(input.plan) }, link: '/admin/memberships' }, options: { skipEmail: isGold } })),
    )
    if (input.plan === 'gold') await queueGoldRequestMails(deps, tx, auth, company.tradeName, input.form, admins, inserted.id)
    return { row: inserted }
  })
  if (deps.request) await recordAudit(deps.db, deps.request, { action: 'membership.request', entityType: 'membership_request', entityId: row.id, data: { plan: input.plan } })
  return toRequest(row)
}

/** The Gold pre-qualification form, mailed to the company and to the platform admins in `tx`; a failure is logged. */
async function queueGoldRequestMails(
  deps: MembershipsDeps,
  tx: Db,
  auth: CompanyAuthContext,
  companyName: string,
  form: Extract<TCreateMembershipRequest, { plan: 'gold' }>['form'],
  admins: Awaited<ReturnType<typeof repo.listPlatformAdmins>>,
  requestId: string,
): Promise<void> {
  try {
    // A savepoint: a mail that cannot be written leaves the request standing.
    await tx.transaction(async (savepoint) => {
      const requester = await repo.findUserContact(savepoint, auth.userId)
      const language = requester?.language ?? 'en'
      const company = renderGoldRequestCompanyMail(language, { firstName: form.name, companyName, form })
      await deps.mailer.enqueue(savepoint, { to: form.email, ...company, template: 'membership.gold_request', language })
      if (requester && requester.email !== form.email) await deps.mailer.enqueue(savepoint, { to: requester.email, ...company, template: 'membership.gold_request', language: requester.language })
      for (const admin of admins) {
        const mail = renderGoldRequestAdminMail(admin.language, { companyName, form, url: `${deps.baseUrl}/admin/memberships` })
        await deps.mailer.enqueue(savepoint, { to: admin.email, ...mail, template: 'membership.gold_request_admin', language: admin.language })
      }
    })
  } catch (error) {
    deps.log.error({ ...errorForLog(error), requestId }, 'gold request e-mails failed')
  }
}

function toAdminRequest(row: repo.AdminRequestRow, current: CurrentMembership): TAdminMembershipRequest {
  return {
    ...toRequest(row),
    companyId: row.companyId,
    companyName: row.companyName,
    requestedBy: row.requesterEmail ? { name: `${row.requesterFirstName ?? ''} ${row.requesterLastName ?? ''}`.trim(), email: row.requesterEmail } : null,
    form: row.form ?? null,
    adminNote: row.adminNote,
    handledAt: row.handledAt?.toISOString() ?? null,
    currentPlan: current.isActive ? current.plan : 'free',
    currentExpiresAt: current.isActive ? (current.expiresAt?.toISOString() ?? null) : null,
  }
}

export async function listRequestsForAdmin(db: Db, query: TAdminMembershipRequestListQuery): Promise<TAdminMembershipRequestList> {
  const { rows, total } = await repo.listRequestsForAdmin(db, { status: query.status, plan: query.plan }, query.page, query.limit)
  const currents = await Promise.all(rows.map((r) => getCurrentMembership(db, r.companyId)))
  return { items: rows.map((r, i) => toAdminRequest(r, currents[i]!)), total, page: query.page, limit: query.limit }
}

/** The admin's follow-up: contacted, closed (or back to pending) with a note. An activated request is final. */
export async function updateRequest(db: Db, request: FastifyRequest, auth: AuthContext, id: string, input: TUpdateMembershipRequest): Promise<TMembershipRequest> {
  const row = await repo.findRequest(db, id)
  if (!row) throw new AppError('NOT_FOUND')
  if (row.status === 'activated') throw new AppError('MEMBERSHIP_REQUEST_CLOSED')
  const updated = await repo.updateRequest(db, id, { status: input.status, adminNote: input.adminNote ?? row.adminNote, handledByUserId: auth.userId, handledAt: new Date() })
  await recordAudit(db, request, { action: 'membership.request_update', entityType: 'membership_request', entityId: id, data: { status: input.status } })
  return toRequest(updated!)
}

/**
 * The platform admin confirms a payment (bank transfer reference or invoice number) and activates a paid plan for
 * one calendar year. A plan still in force is renewed from its old expiry date; a lapsed or free one starts now.
 * Users suspended at the last expiry come back as far as the seats allow.
 */
export async function activateMembership(deps: MembershipsDeps, auth: AuthContext, companyId: string, input: TActivateMembership, now = new Date()): Promise<TActivatedMembership> {
  const result = await deps.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId)
    if (!company) throw new AppError('NOT_FOUND')
    if (input.requestId) {
      const request = await repo.findRequest(tx, input.requestId)
      if (!request || request.companyId !== companyId) throw new AppError('NOT_FOUND')
      if (request.status === 'activated') throw new AppError('MEMBERSHIP_REQUEST_CLOSED')
    }
    const current = await repo.findCurrentMembership(tx, companyId)
    const isRenewal = !!current && current.plan !== 'free' && current.status === 'active' && !!current.expiresAt && current.expiresAt > now
    const expiresAt = addCalendarYear(isRenewal ? current!.expiresAt! : now)
    const row = await repo.insertMembership(tx, {
      companyId,
      plan: input.plan,
      status: 'active',
      activatedAt: now,
      expiresAt,
      paymentMethod: input.paymentMethod,
      paymentReference: input.paymentReference,
      activatedByUserId: auth.userId,
    })
    // The row it replaces is no longer the current one; it must not expire (and suspend seats) on its old date.
    if (current && current.status === 'active' && current.plan !== 'free') await repo.updateMembership(tx, current.id, { status: 'expired' })
    const suspension = await repo.findLastSuspension(tx, companyId)
    if (suspension) {
      await reactivateSuspendedUsers(tx, companyId, suspension.suspendedUserIds, PLATINUM_USER_LIMIT)
      await repo.updateMembership(tx, suspension.id, { suspendedUserIds: [] })
    }
    if (input.requestId) await repo.updateRequest(tx, input.requestId, { status: 'activated', membershipId: row.id, handledByUserId: auth.userId, handledAt: now })
    await repo.markOpenRequestsActivated(tx, companyId, input.plan, row.id, auth.userId)
    await notifyCompanyUsers({ ...deps, db: tx }, companyId, 'membership', { template: 'membership.activated', params: { plan: planTitle(input.plan), expiresAt: day(expiresAt) }, link: '/dashboard' })
    return { row, isRenewal }
  })
  if (deps.request) {
    await recordAudit(deps.db, deps.request, {
      action: result.isRenewal ? 'membership.renew' : 'membership.activate',
      entityType: 'company',
      entityId: companyId,
      data: { plan: input.plan, paymentMethod: input.paymentMethod, paymentReference: input.paymentReference, expiresAt: result.row.expiresAt?.toISOString() },
    })
  }
  return {
    id: result.row.id,
    companyId,
    plan: input.plan,
    activatedAt: result.row.activatedAt.toISOString(),
    expiresAt: result.row.expiresAt!.toISOString(),
    isRenewal: result.isRenewal,
    paymentMethod: input.paymentMethod,
    paymentReference: input.paymentReference,
  }
}

/**
 * Ends a paid plan now (the same withdrawal as at expiry) and tells the company's users in the same transaction;
 * answers whether this call ended it.
 */
async function withdrawPlan(deps: NotifyDeps, row: repo.MembershipRow, endAt?: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await repo.lockCompany(tx, row.companyId)
    const current = await repo.findCurrentMembership(tx, row.companyId)
    // Renewed or already expired meanwhile.
    if (!current || current.id !== row.id || !(await repo.markExpired(tx, row.id))) return false
    if (endAt) await repo.updateMembership(tx, row.id, { expiresAt: endAt })
    const suspended = await suspendSeatsAbove(tx, row.companyId, FREE_USER_LIMIT)
    if (suspended.length > 0) await repo.updateMembership(tx, row.id, { suspendedUserIds: suspended })
    await notifyCompanyUsers({ ...deps, db: tx }, row.companyId, 'membership', { template: 'membership.expired', params: { plan: planTitle(row.plan) }, link: '/membership' })
    return true
  })
}

/**
 * The platform admin ends a paid plan today (a bounced transfer, a cancelled invoice): every Platinum right is
 * withdrawn at once, as at expiry. 404 when the company has no paid plan in force.
 */
export async function endMembership(deps: MembershipsDeps, companyId: string, now = new Date()): Promise<void> {
  const current = await repo.findCurrentMembership(deps.db, companyId)
  if (!current || current.plan === 'free' || current.status !== 'active' || (current.expiresAt && current.expiresAt <= now)) throw new AppError('NOT_FOUND')
  if (!(await withdrawPlan(deps, current, now))) throw new AppError('NOT_FOUND')
  if (deps.request) await recordAudit(deps.db, deps.request, { action: 'membership.end', entityType: 'company', entityId: companyId, data: { plan: current.plan } })
}

/**
 * The expiry job: every paid plan past its date loses its rights at once. Visibility, the search boost and catalogue
 * items past the free limit already follow the expiry date when read; this marks the row expired (which clears
 * companies.platinum_until through its trigger) and makes seats past the free limit inactive, keeping their data.
 */
export async function expireMemberships(deps: NotifyDeps, now = new Date()): Promise<number> {
  const due = await repo.findDueForExpiry(deps.db, now)
  let expired = 0
  for (const row of due) {
    if (await withdrawPlan(deps, row)) expired++
  }
  return expired
}

/** The reminder job: 30 and 7 days before expiry, a "membership" notification with its e-mail to the company's users. */
export async function sendMembershipReminders(deps: NotifyDeps, now = new Date()): Promise<number> {
  let sent = 0
  for (const days of [7, 30] as const) {
    for (const row of await repo.findDueForReminder(deps.db, days, now)) {
      const daysLeft = Math.max(1, Math.ceil((row.expiresAt!.getTime() - now.getTime()) / 86_400_000))
      // The claim and the notification commit together: a crash between them neither loses nor repeats the reminder.
      const isSent = await deps.db.transaction(async (tx) => {
        if (!(await repo.claimReminder(tx, row.id, days, now))) return false
        await notifyCompanyUsers({ ...deps, db: tx }, row.companyId, 'membership', {
          template: 'membership.reminder',
          params: { plan: planTitle(row.plan), days: daysLeft, expiresAt: day(row.expiresAt!) },
          link: '/membership',
        })
        return true
      })
      if (isSent) sent++
    }
  }
  return sent
}

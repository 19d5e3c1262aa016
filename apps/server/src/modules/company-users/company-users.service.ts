import type { FastifyRequest } from 'fastify'
import type { TCompanyUser, TCompanyUserListResponse, TCompanyUserSettings, TCreateCompanyUserRequest, TUpdateCompanyUserRequest } from '@nexo/shared'
import { V } from '@nexo/shared'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import { revokeUserSessions, type AuthContext } from '../../platform/auth'
import { AppError, errorForLog } from '../../platform/errors'
import type { Mailer } from '../../platform/mail'
import { hashPassword } from '../../passwords'
import { getCurrentMembership, userSeatLimit } from '../memberships/memberships.service'
import { notify, notifyDepsOf } from '../notifications/notifications.service'
import { renderWelcomeMail } from './company-users.mails'
import * as repo from './company-users.repo'

/** What a service call needs from the app and the request. */
export interface CompanyUsersDeps {
  db: Db
  mailer: Mailer
  request: FastifyRequest
  /** Base address for links in mails (PUBLIC_URL; see platform/mail.ts publicBaseUrl). */
  baseUrl: string
}

type CompanyAuth = AuthContext & { companyId: string }

export function toCompanyUser(row: repo.CompanyUserRow): TCompanyUser {
  return {
    id: row.id,
    imageUrl: row.imageFileId ? `/api/v1/files/${row.imageFileId}` : null,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    phone: row.phone,
    extension: row.phoneExtension,
    permission: row.companyRole,
    status: row.status,
    isVisible: row.isVisible,
    position: row.position,
    department: row.department,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Seats of the company's current membership: Platinum/Gold active 3, free or expired 1. */
async function seatsOf(db: Db, companyId: string) {
  const limit = userSeatLimit(await getCurrentMembership(db, companyId))
  const used = await repo.countSeatHolders(db, companyId)
  return { limit, used, remaining: Math.max(0, limit - used) }
}

function invalidImage(): AppError {
  return new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.imageFileId', message: V.required }] })
}

/** Same answer as the pre-checks when two requests race past them and hit the unique indexes. */
function mapUniqueViolation(error: unknown): never {
  const text = [error, (error as { cause?: unknown })?.cause]
    .map((e) => `${(e as { constraint?: string })?.constraint ?? ''} ${(e as Error)?.message ?? ''}`)
    .join(' ')
  if (text.includes('users_email_uq')) throw new AppError('SIGNUP_EMAIL_TAKEN')
  if (text.includes('users_username_uq')) throw new AppError('USERNAME_TAKEN')
  throw error
}

async function assertUnique(db: Db, email: string, username: string, exceptUserId?: string) {
  if (await repo.isEmailTaken(db, email, exceptUserId)) throw new AppError('SIGNUP_EMAIL_TAKEN')
  if (await repo.isUsernameTaken(db, username, exceptUserId)) throw new AppError('USERNAME_TAKEN')
}

export async function listCompanyUsers(deps: CompanyUsersDeps, auth: CompanyAuth, page: number, limit: number): Promise<TCompanyUserListResponse> {
  const { rows, total } = await repo.listCompanyUsers(deps.db, auth.companyId, page, limit)
  const settings = await repo.findUserSettings(deps.db, auth.companyId)
  if (!settings) throw new AppError('FORBIDDEN')
  return { items: rows.map(toCompanyUser), total, page, limit, seats: await seatsOf(deps.db, auth.companyId), settings }
}

/**
 * The company admin decides whether restricted users may also contact companies, chat and book meetings (ADR 047).
 * Sessions read the setting on every request, so it applies at once to users already signed in.
 */
export async function updateUserSettings(deps: CompanyUsersDeps, auth: CompanyAuth, input: TCompanyUserSettings): Promise<TCompanyUserSettings> {
  return deps.db.transaction(async (tx) => {
    const settings = await repo.updateUserSettings(tx, auth.companyId, input)
    if (!settings) throw new AppError('FORBIDDEN')
    await recordAudit(tx, deps.request, { action: 'company.user_settings', entityType: 'company', entityId: auth.companyId, data: settings })
    return settings
  })
}

export async function getCompanyUser(deps: CompanyUsersDeps, auth: CompanyAuth, userId: string): Promise<TCompanyUser> {
  const row = await repo.findCompanyUser(deps.db, auth.companyId, userId)
  if (!row) throw new AppError('NOT_FOUND')
  return toCompanyUser(row)
}

/**
 * Adds a user to the caller's company. The admin vouches for the address, so the account needs
 * no activation mail; a welcome mail tells the user where to sign in.
 */
export async function createCompanyUser(deps: CompanyUsersDeps, auth: CompanyAuth, input: TCreateCompanyUserRequest): Promise<TCompanyUser> {
  // Hashing is slow: do it before taking the company lock.
  const passwordHash = await hashPassword(input.password)
  const created = await deps.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, auth.companyId)
    if (!company) throw new AppError('FORBIDDEN')
    // An inactive user holds no seat, so one can be created even when none remain.
    if (input.status !== 'inactive') {
      const seats = await seatsOf(tx, auth.companyId)
      if (seats.remaining <= 0) throw new AppError('USER_SEATS_EXHAUSTED')
    }
    await assertUnique(tx, input.email, input.username)
    if (input.imageFileId && !(await repo.findUsableAvatar(tx, input.imageFileId, auth.companyId, auth.userId))) throw invalidImage()
    const row = await repo
      .insertCompanyUser(tx, {
        companyId: auth.companyId,
        email: input.email,
        username: input.username,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        phoneExtension: input.extension || null,
        position: input.position,
        department: input.department,
        language: auth.language,
        imageFileId: input.imageFileId ?? null,
        companyRole: input.permission,
        status: input.status,
        isVisible: input.isVisible,
        emailVerifiedAt: new Date(),
      })
      .catch(mapUniqueViolation)
    await recordAudit(tx, deps.request, {
      action: 'company_user.create',
      entityType: 'user',
      entityId: row.id,
      data: { companyId: auth.companyId, email: row.email, permission: row.companyRole, status: row.status },
    })
    const admin = await repo.findCompanyUser(tx, auth.companyId, auth.userId)
    const companyName = company.tradeName
    const adminName = admin ? `${admin.firstName} ${admin.lastName}` : company.tradeName
    // The welcome mail and notification are committed with the account (ADR 044). The mail in a savepoint: the account
    // exists whatever happens to it; a mail that cannot be written is logged, not reported as a failed creation.
    try {
      const mail = renderWelcomeMail(auth.language, {
        firstName: row.firstName,
        companyName,
        adminName,
        email: row.email,
        signInUrl: `${deps.baseUrl}/signin`,
        recoverUrl: `${deps.baseUrl}/recover-password`,
        isActive: row.status !== 'inactive',
      })
      await tx.transaction((savepoint) => deps.mailer.enqueue(savepoint, { to: row.email, ...mail, template: 'company_user_welcome', language: auth.language }))
    } catch (error) {
      deps.request.log.error({ ...errorForLog(error), userId: row.id }, 'welcome mail failed')
    }
    // Waiting on their first sign-in; the welcome mail above is its e-mail.
    await notify({ ...notifyDepsOf(deps.request), db: tx }, row.id, 'profile', { template: 'companyUser.welcome', params: { companyName, adminName }, link: '/profile' }, { skipEmail: true })
    return row
  })
  return toCompanyUser(created)
}

export async function updateCompanyUser(
  deps: CompanyUsersDeps,
  auth: CompanyAuth,
  userId: string,
  input: TUpdateCompanyUserRequest,
): Promise<TCompanyUser> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  return deps.db.transaction(async (tx) => {
    await repo.lockCompany(tx, auth.companyId)
    const target = await repo.findCompanyUser(tx, auth.companyId, userId)
    if (!target) throw new AppError('NOT_FOUND')
    const isSelf = target.id === auth.userId

    // A user who has not activated their e-mail yet stays pending when the form says "active".
    const status = input.status === 'active' && target.status === 'pending_activation' ? 'pending_activation' : input.status
    // An admin cannot demote or deactivate themself, so a company always keeps an admin who can act.
    if (isSelf && (input.permission !== target.companyRole || status !== target.status)) throw new AppError('CANNOT_MODIFY_SELF')
    if (target.status === 'inactive' && status !== 'inactive') {
      const seats = await seatsOf(tx, auth.companyId)
      if (seats.remaining <= 0) throw new AppError('USER_SEATS_EXHAUSTED')
    }
    await assertUnique(tx, input.email, input.username, target.id)
    const imageFileId = input.imageFileId === undefined ? target.imageFileId : input.imageFileId
    if (imageFileId && imageFileId !== target.imageFileId && !(await repo.findUsableAvatar(tx, imageFileId, auth.companyId, auth.userId))) {
      throw invalidImage()
    }

    const changes: repo.CompanyUserChanges = {
      firstName: input.firstName,
      lastName: input.lastName,
      username: input.username,
      email: input.email,
      phone: input.phone,
      phoneExtension: input.extension || null,
      companyRole: input.permission,
      status,
      isVisible: input.isVisible,
      position: input.position,
      department: input.department,
      imageFileId,
      ...(passwordHash ? { passwordHash } : {}),
    }
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (key) => key !== 'passwordHash' && key in target && changes[key] !== target[key as keyof typeof target],
    )
    const updated = await repo.updateCompanyUser(tx, auth.companyId, target.id, changes).catch(mapUniqueViolation)
    if (!updated) throw new AppError('NOT_FOUND')

    // A new password or a deactivation ends the user's sessions; an admin changing their own
    // password keeps the session they are using.
    if (passwordHash || status === 'inactive') await revokeUserSessions(tx, target.id, isSelf ? auth.sessionId : undefined)
    await recordAudit(tx, deps.request, {
      action: 'company_user.update',
      entityType: 'user',
      entityId: target.id,
      data: { companyId: auth.companyId, changed, passwordChanged: passwordHash !== undefined },
    })
    return toCompanyUser(updated)
  })
}

export async function deleteCompanyUser(deps: CompanyUsersDeps, auth: CompanyAuth, userId: string): Promise<void> {
  if (userId === auth.userId) throw new AppError('CANNOT_MODIFY_SELF')
  await deps.db.transaction(async (tx) => {
    const target = await repo.findCompanyUser(tx, auth.companyId, userId)
    if (!target) throw new AppError('NOT_FOUND')
    await repo.deleteCompanyUser(tx, auth.companyId, target.id)
    await recordAudit(tx, deps.request, {
      action: 'company_user.delete',
      entityType: 'user',
      entityId: target.id,
      data: { companyId: auth.companyId, email: target.email, username: target.username },
    })
  })
}

/**
 * A paid plan expired (docs/decisions/032): seats past `limit` become inactive, their data kept and their sessions
 * revoked. Admins and the oldest users keep theirs. Answers the ids suspended, so a renewal can bring them back.
 */
export async function suspendSeatsAbove(db: Db, companyId: string, limit: number): Promise<string[]> {
  const holders = await repo.listSeatHolderIds(db, companyId)
  const suspended = await repo.setUsersStatus(db, companyId, holders.slice(limit), 'inactive')
  for (const userId of suspended) await revokeUserSessions(db, userId)
  return suspended
}

/** A renewal: users suspended at expiry (and still inactive) are active again, as far as `limit` seats allow. */
export async function reactivateSuspendedUsers(db: Db, companyId: string, userIds: string[], limit: number): Promise<string[]> {
  const free = Math.max(0, limit - (await repo.countSeatHolders(db, companyId)))
  return repo.setUsersStatus(db, companyId, userIds.slice(0, free), 'active', 'inactive')
}

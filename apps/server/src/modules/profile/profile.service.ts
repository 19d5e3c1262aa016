import type { FastifyRequest } from 'fastify'
import type { TMyProfile, TUpdateMyProfileRequest } from '@nexo/shared'
import type { Db } from '../../db/client'
import { hashPassword, verifyPassword } from '../../passwords'
import { recordAudit } from '../../platform/audit'
import { revokeUserSessions, type AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { cancelEmailChange, clearLoginLockout, requestEmailChange, type AuthDeps } from '../auth/auth.service'
import * as repo from './profile.repo'

export async function getMyProfile(db: Db, userId: string): Promise<TMyProfile> {
  const row = await repo.findProfile(db, userId)
  if (!row) throw new AppError('UNAUTHENTICATED')
  const { imageFileId, ...profile } = row
  return { ...profile, imageUrl: imageFileId ? `/api/v1/files/${imageFileId}` : null }
}

/**
 * Spec §5 "Profile edit": names, phone, job, department and language change at once. A different e-mail (not just
 * other letter case) is not applied here: it waits for confirmation from the new mailbox (requestEmailChange), so
 * a session alone cannot move the account to an address its owner does not control. See docs/decisions/009.
 */
export async function updateMyProfile(deps: AuthDeps, request: FastifyRequest, userId: string, input: TUpdateMyProfileRequest): Promise<TMyProfile> {
  const { db } = deps
  const current = await repo.findProfile(db, userId)
  if (!current) throw new AppError('UNAUTHENTICATED')
  const { email, ...fields } = input
  const sameMailbox = email.toLowerCase() === current.email.toLowerCase()
  // First, so a refused e-mail (taken, too many requests) leaves the other fields unsaved too.
  if (!sameMailbox) await requestEmailChange(deps, request, { ...current, id: userId }, email)
  await repo.updateProfile(db, userId, sameMailbox ? { ...fields, email } : fields)
  await recordAudit(db, request, { action: 'user.profile_update', entityType: 'user', entityId: userId })
  return getMyProfile(db, userId)
}

/** Drops my pending e-mail change. */
export async function cancelMyEmailChange(deps: AuthDeps, request: FastifyRequest, userId: string): Promise<TMyProfile> {
  await cancelEmailChange(deps, request, userId)
  return getMyProfile(deps.db, userId)
}

/** Needs the current password; every other session of the user ends, this one stays. */
export async function changeMyPassword(deps: AuthDeps, request: FastifyRequest, caller: AuthContext, input: { currentPassword: string; password: string }) {
  const row = await repo.findPasswordHash(deps.db, caller.userId)
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) throw new AppError('PASSWORD_CURRENT_INVALID')
  await repo.updateProfile(deps.db, caller.userId, { passwordHash: await hashPassword(input.password) })
  await revokeUserSessions(deps.db, caller.userId, caller.sessionId)
  await clearLoginLockout(deps, row.email)
  await recordAudit(deps.db, request, { action: 'user.password_change', entityType: 'user', entityId: caller.userId })
}

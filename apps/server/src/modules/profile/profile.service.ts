import type { FastifyRequest } from 'fastify'
import type { TMyProfile, TUpdateMyProfileRequest } from '@nexo/shared'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import { revokeUserSessions, type AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { clearLoginLockout, hashPassword, verifyPassword, type AuthDeps } from '../auth/auth.service'
import * as repo from './profile.repo'

export async function getMyProfile(db: Db, userId: string): Promise<TMyProfile> {
  const row = await repo.findProfile(db, userId)
  if (!row) throw new AppError('UNAUTHENTICATED')
  const { imageFileId, ...profile } = row
  return { ...profile, imageUrl: imageFileId ? `/api/v1/files/${imageFileId}` : null }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Spec §5 "Profile edit": names, phone, e-mail (still unique), job, department, language. */
export async function updateMyProfile(db: Db, request: FastifyRequest, userId: string, input: TUpdateMyProfileRequest): Promise<TMyProfile> {
  if (await repo.isEmailUsedByOther(db, input.email, userId)) throw new AppError('SIGNUP_EMAIL_TAKEN')
  try {
    await repo.updateProfile(db, userId, input)
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SIGNUP_EMAIL_TAKEN')
    throw error
  }
  await recordAudit(db, request, { action: 'user.profile_update', entityType: 'user', entityId: userId })
  return getMyProfile(db, userId)
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

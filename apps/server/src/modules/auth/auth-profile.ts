import { MEMBERSHIP_PLAN_IDS, type MembershipPlan, type TAuthProfile } from '@nexo/shared'
import type { Db } from '../../db/client'
import { AppError } from '../../platform/errors'
import { getCurrentMembership } from '../memberships/memberships.service'
import { findProfileSource } from './auth.repo'

const MEMBERSHIP_TITLES: Record<MembershipPlan, string> = { free: 'Free', platinum: 'Platinum', gold: 'Gold' }

/**
 * docs/decisions/005: 1 = company admin (and event-only users), 2 = restricted company user, 9 = platform admin;
 * ADR 047: 3 = restricted company user whom the company admin lets contact, chat and book meetings.
 */
export const PRIVATE_LEVEL = { companyAdmin: 1, restricted: 2, restrictedWithContact: 3, platformAdmin: 9 } as const

function privateLevelOf(user: { platformRole: string; companyRole: string; isEventOnly: boolean; restrictedUsersMayContact: boolean | null }): number {
  if (user.platformRole === 'admin') return PRIVATE_LEVEL.platformAdmin
  if (user.companyRole !== 'restricted' || user.isEventOnly) return PRIVATE_LEVEL.companyAdmin
  return user.restrictedUsersMayContact ? PRIVATE_LEVEL.restrictedWithContact : PRIVATE_LEVEL.restricted
}

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)

/** The URL a stored file is served from. */
export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`

/** The authenticated user profile of spec §3, exactly its fields. */
export async function buildAuthProfile(db: Db, userId: string): Promise<TAuthProfile> {
  const user = await findProfileSource(db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED')
  const privateLevel = privateLevelOf(user)
  let membership: TAuthProfile['membership'] = null
  if (user.companyId) {
    const current = await getCurrentMembership(db, user.companyId)
    membership = {
      membership: MEMBERSHIP_PLAN_IDS[current.plan],
      status_membership: current.isActive,
      membership_title: MEMBERSHIP_TITLES[current.plan],
      membership_activation_date: isoDate(current.activatedAt),
      membership_expiration_date: isoDate(current.expiresAt),
    }
  }
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    position: user.position,
    user_event: user.isEventOnly,
    image: user.imageFileId ? { url: fileUrl(user.imageFileId), name: user.imageName ?? 'image' } : null,
    private_level: privateLevel,
    company_name: user.companyName ?? null,
    membership,
  }
}

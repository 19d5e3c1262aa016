import { COMPANY_UPLOAD_PURPOSES, type CompanyUploadPurpose } from '@nexo/shared'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import type { PolicyName } from '../../platform/policy'
import type { FileRow } from './files.repo'

export const filesPolicies = {
  /** The sign-up form uploads its logo before any account exists; rate-limited per address, purged when unclaimed. */
  signupLogo: 'public',
  /** Avatars and company files; event-only accounts have neither a profile screen nor a company (spec §6). */
  upload: 'user',
  /** Stored files: public images for anyone, every other file decided per file by `canReadFile`. */
  read: 'public',
} as const satisfies Record<string, PolicyName>

/** Company files belong to the company: only its admins add them (spec §6: restricted users only view). */
export function assertCanUploadPurpose(auth: AuthContext, purpose: string): void {
  if (isCompanyUploadPurpose(purpose) && (!auth.companyId || auth.companyRole !== 'admin')) throw new AppError('FORBIDDEN')
}

/**
 * Shown on public pages (company cards, user avatars, marketplace product cards), so anyone may fetch them. Each is an
 * image stored re-encoded at a display size (DISPLAY_IMAGE_MAX_SIDE in files.service; docs/decisions/045).
 */
export const PUBLIC_FILE_PURPOSES = ['logo', 'signup_logo', 'avatar', 'product_image', 'event_image'] as const
export type PublicFilePurpose = (typeof PUBLIC_FILE_PURPOSES)[number]
export const isPublicFilePurpose = (purpose: string): purpose is PublicFilePurpose => (PUBLIC_FILE_PURPOSES as readonly string[]).includes(purpose)

/** Purposes any signed-in user may upload through POST /api/v1/files, for themselves. */
export const USER_UPLOAD_PURPOSES = ['avatar'] as const
export type UserUploadPurpose = (typeof USER_UPLOAD_PURPOSES)[number]

/** Every purpose POST /api/v1/files accepts: the user's own, and the company's (COMPANY_UPLOAD_PURPOSES, company admins only). */
export const UPLOAD_PURPOSES = [...USER_UPLOAD_PURPOSES, ...COMPANY_UPLOAD_PURPOSES] as const

export const isCompanyUploadPurpose = (purpose: string): purpose is CompanyUploadPurpose => (COMPANY_UPLOAD_PURPOSES as readonly string[]).includes(purpose)

/**
 * A company's profile documents: besides the company itself and platform admins, the viewers who
 * see that company's full profile (active Platinum/Gold companies; spec §6) may read them.
 */
export const PROFILE_DOCUMENT_PURPOSES: readonly string[] = ['brochure', 'certification', 'award', 'datasheet', 'catalogue', 'document']

/** Any other file only for its company, its uploader, or a platform admin. */
export function canReadFile(file: FileRow, auth: AuthContext | null): boolean {
  if (isPublicFilePurpose(file.purpose)) return true
  if (!auth) return false
  if (auth.platformRole === 'admin') return true
  if (file.ownerCompanyId && file.ownerCompanyId === auth.companyId) return true
  return file.ownerUserId !== null && file.ownerUserId === auth.userId
}

import type { AuthContext } from '../../platform/auth'
import type { FileRow } from './files.repo'

/** Shown on public pages (company cards, user avatars), so anyone may fetch them. */
export const PUBLIC_FILE_PURPOSES: readonly string[] = ['logo', 'signup_logo', 'avatar']

/** Purposes a signed-in user may upload through POST /api/v1/files (more arrive with later features). */
export const USER_UPLOAD_PURPOSES = ['avatar'] as const
export type UserUploadPurpose = (typeof USER_UPLOAD_PURPOSES)[number]

/** Any other file only for its company, its uploader, or a platform admin. */
export function canReadFile(file: FileRow, auth: AuthContext | null): boolean {
  if (PUBLIC_FILE_PURPOSES.includes(file.purpose)) return true
  if (!auth) return false
  if (auth.platformRole === 'admin') return true
  if (file.ownerCompanyId && file.ownerCompanyId === auth.companyId) return true
  return file.ownerUserId !== null && file.ownerUserId === auth.userId
}

import type { TAuthProfile } from '@nexo/shared'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'

/** Only a company admin adds, edits and deletes items; the server enforces it, this hides what would fail. */
export function canManageCatalogue(profile: TAuthProfile | null): boolean {
  return profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL
}

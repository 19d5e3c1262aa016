import type { TAuthProfile } from '@nexo/shared'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'

/**
 * Only a company admin creates, edits and deletes users; a restricted user searches,
 * queries and views. The server enforces it; this only hides buttons that would fail.
 */
export function canManageUsers(profile: TAuthProfile | null): boolean {
  return profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL
}

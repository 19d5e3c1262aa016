import type { Session } from '../session'

/**
 * Favourites and "matches for my company" belong to a company: the API answers 401 to visitors and
 * 403 to accounts without a company (event-only users, platform admins without one).
 */
export function isCompanyMember(session: Pick<Session, 'isAuthenticated' | 'isEventOnly' | 'profile'>): boolean {
  return session.isAuthenticated && !session.isEventOnly && session.profile?.company_name != null
}

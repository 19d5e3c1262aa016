import type { PolicyName } from '../../platform/policy'

export const favouritesPolicies = {
  /** Favourites are per user, for any user of a company (admin or restricted); not for event-only accounts. */
  use: 'companyMember',
} as const satisfies Record<string, PolicyName>

import type { PolicyName } from '../../platform/policy'

export const quotesPolicies = {
  /** Received and sent quotes of my company, one quote, a comparison: any company user. */
  view: 'companyMember',
  /** Send, accept, reject, rate: company admins (spec §6: restricted users only search, query and view). */
  act: 'companyAdmin',
  /** A company's rating average and count, shown on its public detail page. */
  publicRating: 'public',
} as const satisfies Record<string, PolicyName>

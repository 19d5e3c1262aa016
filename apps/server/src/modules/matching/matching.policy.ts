import type { PolicyName } from '../../platform/policy'

export const matchingPolicies = {
  /**
   * Matches are for a company: requirements it could serve, suppliers for its own requirements (another company's
   * requirement is 404), partners. Cards carry basic company fields only (spec §6).
   */
  use: 'companyMember',
} as const satisfies Record<string, PolicyName>

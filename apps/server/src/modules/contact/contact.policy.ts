import type { PolicyName } from '../../platform/policy'

export const contactPolicies = {
  /**
   * Any signed-in user reaches the handler, which answers the spec §8 codes itself: CONTACT_NO_PERMISSION for an
   * account without a company (event-only, platform admin) or its own company, CONTACT_PLATINUM_REQUIRED for a free
   * company (ADR 029), RESTRICTED_USER_READ_ONLY for a restricted user whose company admin does not allow contact
   * (`assertMayContact`, the rule of policy `companyContact`; ADR 047) — so the modal can say why instead of a bare 403.
   */
  contact: 'signedIn',
} as const satisfies Record<string, PolicyName>

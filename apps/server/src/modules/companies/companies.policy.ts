import type { PolicyName } from '../../platform/policy'

export const companiesPolicies = {
  /** Any user of the company (admin or restricted) reads its profile; event-only users have no company. */
  viewOwnProfile: 'companyMember',
  /** Spec §6: only a company admin edits the company profile; a restricted user only views. */
  editOwnProfile: 'companyAdmin',
  /** The "validated supplier" badge is the platform's word, so only a platform admin sets it. */
  setValidatedSupplier: 'platformAdmin',
  /** Reference lists (certification standards) feed public filters. */
  viewReference: 'public',
  /**
   * The company detail needs no session; what it shows depends on the caller (company-visibility.service.ts),
   * so the handler reads `request.auth` when there is one.
   */
  viewDetail: 'public',
} as const satisfies Record<string, PolicyName>

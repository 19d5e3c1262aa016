import type { PolicyName } from '../../platform/policy'

export const requirementsPolicies = {
  /** The public list (/requirements): anyone; a signed-in company also sees its own and invited private ones. */
  list: 'public',
  /** Details: a company user; the service adds the membership gate, privacy and invitations (ADR 025). */
  view: 'companyMember',
  /** My company's requirements, comparisons and exports: any company user (spec §6: restricted users view). */
  viewOwn: 'companyMember',
  /** Create, edit, mark covered, invite: company admins (spec §6: restricted users only search, query and view). */
  manage: 'companyAdmin',
} as const satisfies Record<string, PolicyName>

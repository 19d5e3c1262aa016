import type { PolicyName } from '../../platform/policy'

export const membershipsPolicies = {
  /** The plans page and the company's own plan: any user of a company (spec §2 /membership needs login). */
  view: 'companyMember',
  /** Asking for Platinum or Gold commits the company: its admins only (restricted users only view, spec §6). */
  request: 'companyAdmin',
  /** Following requests up and activating plans on payment: the platform administrator. */
  manage: 'platformAdmin',
} as const satisfies Record<string, PolicyName>

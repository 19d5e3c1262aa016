import type { PolicyName } from '../../platform/policy'

/**
 * Importing SAT's 69-B list and the list of companies found on it are the platform administrator's; any user of a
 * company reads its own company's finding (the notice on the profile editor).
 */
export const sat69bPolicies = { manage: 'platformAdmin', own: 'companyMember' } as const satisfies Record<string, PolicyName>

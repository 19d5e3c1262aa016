import type { PolicyName } from '../../platform/policy'

/**
 * Importing a public registry and deciding claims are the platform administrator's; the claim start is public (a
 * visitor claims a profile before having an account).
 */
export const registryPolicies = { manage: 'platformAdmin', claimStart: 'public' } as const satisfies Record<string, PolicyName>

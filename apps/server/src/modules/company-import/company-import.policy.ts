import type { PolicyName } from '../../platform/policy'

/** Importing companies in bulk is the platform administrator's (issue 12). */
export const companyImportPolicies = { manage: 'platformAdmin' } as const satisfies Record<string, PolicyName>

import type { PolicyName } from '../../platform/policy'

/** The certification list and category tree are edited by platform administrators only (issue 12). */
export const referenceDataPolicies = { manage: 'platformAdmin' } as const satisfies Record<string, PolicyName>

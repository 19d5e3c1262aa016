import type { PolicyName } from '../../platform/policy'

/** The admin console is for platform administrators only (issue 4): everyone else gets 403. */
export const adminPolicies = { useConsole: 'platformAdmin' } as const satisfies Record<string, PolicyName>

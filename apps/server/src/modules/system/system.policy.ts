import type { PolicyName } from '../../platform/policy'

export const systemPolicies = {
  /** Health for load balancers and the web app's public settings: nothing private in either. */
  operate: 'public',
} as const satisfies Record<string, PolicyName>

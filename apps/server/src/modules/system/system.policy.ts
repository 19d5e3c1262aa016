import type { PolicyName } from '../../platform/policy'

export const systemPolicies = {
  /** Health for load balancers and the web app's public settings: nothing private in either. */
  operate: 'public',
  /** The process's own figures (memory, event-loop delay, admission lanes, version): the platform admin's. */
  inspect: 'platformAdmin',
} as const satisfies Record<string, PolicyName>

import type { PolicyName } from '../../platform/policy'

export const authPolicies = {
  /** Sign-up, activation, login and password recovery: for visitors, rate-limited per address. */
  enter: 'public',
  /** The caller's own session (profile snapshot, logout): any signed-in user, event-only accounts included (spec §3). */
  session: 'signedIn',
} as const satisfies Record<string, PolicyName>

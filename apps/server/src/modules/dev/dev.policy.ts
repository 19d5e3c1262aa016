import type { PolicyName } from '../../platform/policy'

export const devPolicies = {
  /** The development mailbox has no session to check: it exists only where DEV_MAILBOX=true, never in production. */
  mailbox: 'public',
} as const satisfies Record<string, PolicyName>

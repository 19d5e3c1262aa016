import type { PolicyName } from '../../platform/policy'

export const notificationsPolicies = {
  /**
   * Each user reads and manages their own notifications: any signed-in user except event-only accounts, which
   * spec §6 confines to the events page.
   */
  own: 'user',
} as const satisfies Record<string, PolicyName>

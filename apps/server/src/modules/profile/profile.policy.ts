import type { PolicyName } from '../../platform/policy'

export const profilePolicies = {
  /**
   * The user profile, its e-mail change and password change (spec §2 /profile) are dashboard screens, and an
   * event-only account (`user_event`) is confined to the dashboard events page (spec §2 guard, §6): it gets 403.
   * Such a user still recovers a forgotten password through the public recovery pages.
   */
  own: 'user',
} as const satisfies Record<string, PolicyName>

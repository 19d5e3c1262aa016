import type { PolicyName } from '../../platform/policy'

export const eventsPolicies = {
  /** The list and detail pages are public (spec §2 /events, /events/event-info/{id}). */
  browse: 'public',
  /** Registering, cancelling and /profile-events: any signed-in user, event-only accounts included (spec §6). */
  attend: 'signedIn',
  /** Creating and editing events, attendees, exports and check-in: the platform administrator. */
  manage: 'platformAdmin',
} as const satisfies Record<string, PolicyName>

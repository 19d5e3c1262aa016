import type { PolicyName } from '../../platform/policy'

export const insightsPolicies = {
  /** The blog is public; an exclusive post's text, attachment and comments are for signed-in users (checked per post). */
  read: 'public',
  /** Comments and ratings: signed-in users; event-only accounts are confined to the events pages (spec §6). */
  participate: 'user',
  /** Writing posts and moderating comments: the platform admin. */
  manage: 'platformAdmin',
} as const satisfies Record<string, PolicyName>

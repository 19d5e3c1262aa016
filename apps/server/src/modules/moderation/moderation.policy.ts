import type { PolicyName } from '../../platform/policy'

/** Moderation of RFQs, quotes and chat messages (issue 27 §19) is for platform administrators only: everyone else gets 403. */
export const moderationPolicies = { moderate: 'platformAdmin' } as const satisfies Record<string, PolicyName>

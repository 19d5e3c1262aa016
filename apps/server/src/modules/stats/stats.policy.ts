import type { PolicyName } from '../../platform/policy'

export const statsPolicies = {
  /** The home page's figures: public aggregates, no company named. */
  home: 'public',
} as const satisfies Record<string, PolicyName>

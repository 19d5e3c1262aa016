import type { PolicyName } from '../../platform/policy'

export const searchPolicies = {
  /**
   * Anyone, visitors included: cards and map points carry basic fields only, and only approved, visible companies
   * appear (spec §6), so one answer fits every caller and can be cached.
   */
  search: 'public',
} as const satisfies Record<string, PolicyName>

import type { PolicyName } from '../../platform/policy'

export const categoriesPolicies = {
  /** Reference data for sign-up, filters and the public /category page. */
  read: 'public',
} as const satisfies Record<string, PolicyName>

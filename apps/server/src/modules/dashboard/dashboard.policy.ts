import type { PolicyName } from '../../platform/policy'

export const dashboardPolicies = {
  /** Spec /dashboard: any user of a company; event-only users are confined to the events page. */
  view: 'companyMember',
} as const satisfies Record<string, PolicyName>

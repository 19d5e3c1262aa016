import type { PolicyName } from '../../platform/policy'

/**
 * Appointments are between companies (ADR 031): any user of a company, admin or restricted, may book, answer and
 * cancel its meetings; only a company admin sets when the company takes meetings. Event-only accounts have none.
 */
export const appointmentsPolicies = {
  use: 'companyMember',
  manageAvailability: 'companyAdmin',
} as const satisfies Record<string, PolicyName>

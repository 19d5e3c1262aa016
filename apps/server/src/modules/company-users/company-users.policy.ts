import type { PolicyName } from '../../platform/policy'

export const companyUsersPolicies = {
  /** Spec §6: any company user (admin or restricted) may list and view the company's users. */
  view: 'companyMember',
  /**
   * Spec §6: only a company admin creates, edits and deletes users and decides whether restricted users may contact,
   * chat and book meetings (ADR 047); a restricted user only views.
   */
  manage: 'companyAdmin',
} as const satisfies Record<string, PolicyName>

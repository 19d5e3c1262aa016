import type { PolicyName } from '../../platform/policy'

export const cataloguePolicies = {
  /** Any user of the company reads its catalogue. */
  viewOwn: 'companyMember',
  /** Spec §6: only a company admin adds, edits and deletes catalogue items. */
  manage: 'companyAdmin',
  /** Public catalogue pages: no session needed; contact fields depend on the caller (company-visibility.service.ts). */
  viewPublic: 'public',
} as const satisfies Record<string, PolicyName>

import { REQUIREMENT_LIST_STATUSES, type RequirementListStatus } from '@nexo/shared'

/**
 * The public list's `?state=`: open requirements unless it names another state or `all` (issue 27 §6: an expired RFQ
 * is not an opportunity, so it is not shown unless asked for). Anything else reads as the default.
 */
export function listStatusOf(value: string | null): RequirementListStatus {
  return (REQUIREMENT_LIST_STATUSES as readonly string[]).includes(value ?? '') ? (value as RequirementListStatus) : 'opened'
}

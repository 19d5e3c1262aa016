import type { PolicyName } from '../../platform/policy'

/**
 * Appointments are between companies (ADR 031); only a company admin sets when the company takes meetings.
 * Event-only accounts have none.
 */
export const appointmentsPolicies = {
  /** The company's calendar, one meeting, its .ics, another company's free slots: any user of a company. */
  view: 'companyMember',
  /**
   * Booking, editing, accepting, declining and cancelling: company admins, and restricted users only when their
   * company admin allows it (spec §6: restricted users only search, query and view; ADR 047).
   */
  act: 'companyContact',
  manageAvailability: 'companyAdmin',
} as const satisfies Record<string, PolicyName>

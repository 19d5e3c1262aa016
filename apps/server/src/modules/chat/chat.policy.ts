import type { PolicyName } from '../../platform/policy'

/**
 * Chats are between companies. Which chat a user may read or write is decided per chat in chat.service.ts (its two
 * users; the receiving company while pending).
 */
export const chatPolicies = {
  /** Reading chats, their files and unread counts, and marking messages read: any user of a company (spec §6 "view"). */
  view: 'companyMember',
  /**
   * Answering a request, writing, editing, deleting, typing: company admins, and restricted users only when their
   * company admin allows it (spec §6: restricted users only search, query and view; ADR 047).
   */
  write: 'companyContact',
} as const satisfies Record<string, PolicyName>

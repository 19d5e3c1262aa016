import type { PolicyName } from '../../platform/policy'

export const chatPolicies = {
  /**
   * Chats are between companies: any user of a company (admin or restricted) sees its requests and answers them.
   * Which chat a user may read or write is decided per chat in chat.service.ts (its two users; the receiving company
   * while pending).
   */
  use: 'companyMember',
} as const satisfies Record<string, PolicyName>

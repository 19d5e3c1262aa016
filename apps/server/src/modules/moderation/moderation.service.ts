import type { FastifyRequest } from 'fastify'
import type {
  TAdminChatListQuery,
  TAdminChatListResponse,
  TAdminChatMessagesResponse,
  TAdminRequirementDetail,
  TAdminRequirementListQuery,
  TAdminRequirementListResponse,
  TModeration,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import { authOf } from '../../platform/policy'
import { getChatForModeration, listChatsForModeration, setMessageHidden } from '../chat/chat.service'
import type { NotifyDeps } from '../notifications/notifications.service'
import { listQuotesForModeration, setQuoteHidden } from '../quotes/quotes.service'
import { getRequirementForModeration, listRequirementsForModeration, setRequirementHidden } from '../requirements/requirements.service'

/**
 * The platform administrator's moderation (issue 27 §19): any RFQ opened whoever may see it otherwise, with its quotes;
 * chats between companies; and an RFQ, a quote or a chat message hidden with a reason or shown again. Each module
 * hides its own content from everyone but its author (requirements, quotes, chat services), and tells the author of a
 * hidden RFQ or quote why (the sender of a chat message reads it in the chat); every change goes to the audit log with
 * the reason.
 */
export interface ModerationDeps extends NotifyDeps {
  db: Db
  request: FastifyRequest
}

export type ModeratedKind = 'requirement' | 'quote' | 'chat_message'

export function listRequirements(deps: ModerationDeps, query: TAdminRequirementListQuery): Promise<TAdminRequirementListResponse> {
  return listRequirementsForModeration(deps.db, query)
}

export async function getRequirement(deps: ModerationDeps, id: string): Promise<TAdminRequirementDetail> {
  const requirement = await getRequirementForModeration(deps.db, id)
  return { ...requirement, quotes: await listQuotesForModeration(deps.db, id) }
}

export function listChats(deps: ModerationDeps, query: TAdminChatListQuery): Promise<TAdminChatListResponse> {
  return listChatsForModeration(deps.db, query)
}

export function getChat(deps: ModerationDeps, id: string): Promise<TAdminChatMessagesResponse> {
  return getChatForModeration(deps.db, id)
}

/** Hides (with `reason`) or shows again (`reason` null) one piece of content, in one transaction with its audit entry. */
export async function setHidden(deps: ModerationDeps, kind: ModeratedKind, id: string, reason: string | null): Promise<TModeration> {
  const byUserId = authOf(deps.request).userId
  const hide = reason === null ? null : { reason, byUserId }
  const at = new Date()
  await deps.db.transaction(async (tx) => {
    const notifyDeps = { ...deps, db: tx }
    const context: Record<string, unknown> =
      kind === 'requirement'
        ? (await setRequirementHidden(notifyDeps, id, hide), {})
        : kind === 'quote'
          ? { requirementId: (await setQuoteHidden(notifyDeps, id, hide)).requirementId }
          : { chatId: (await setMessageHidden(tx, id, hide)).chatId }
    await recordAudit(tx, deps.request, { action: `${kind}.${reason === null ? 'unhide' : 'hide'}`, entityType: kind, entityId: id, data: { ...context, ...(reason === null ? {} : { reason }) } })
  })
  return { hiddenAt: reason === null ? null : at.toISOString(), hiddenReason: reason }
}

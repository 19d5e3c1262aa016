import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ZAdminChatListResponseSchema,
  ZAdminChatMessagesResponseSchema,
  ZAdminRequirementDetailSchema,
  ZAdminRequirementListResponseSchema,
  ZModerationSchema,
  type MODERATION_FILTERS,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { auditLogKey } from './get-audit-log'

/** The moderation of RFQs, quotes and chat messages (issue 27 §19): lists, one RFQ or chat, hide and show again. */
export const moderationKey = ['admin', 'moderation'] as const

export type ModerationFilter = (typeof MODERATION_FILTERS)[number]

/** GET /api/v1/admin/requirements */
export function useModerationRequirements(params: { q: string; moderation: ModerationFilter; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...moderationKey, 'requirements', params],
      queryFn: ({ signal }) =>
        api.get('/api/v1/admin/requirements', { query: { q: params.q || undefined, moderation: params.moderation, page: params.page, limit: 20 }, schema: ZAdminRequirementListResponseSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  )
}

/** GET /api/v1/admin/requirements/:id: the RFQ with its quotes. */
export function useModerationRequirement(id: string | null) {
  return useQuery({
    queryKey: [...moderationKey, 'requirement', id],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/requirements/${encodeURIComponent(id!)}`, { schema: ZAdminRequirementDetailSchema, signal }),
    enabled: id !== null,
  })
}

/** GET /api/v1/admin/chats */
export function useModerationChats(params: { q: string; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...moderationKey, 'chats', params],
      queryFn: ({ signal }) => api.get('/api/v1/admin/chats', { query: { q: params.q || undefined, page: params.page, limit: 20 }, schema: ZAdminChatListResponseSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  )
}

/** GET /api/v1/admin/chats/:id/messages */
export function useModerationChat(id: string | null) {
  return useQuery({
    queryKey: [...moderationKey, 'chat', id],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/chats/${encodeURIComponent(id!)}/messages`, { schema: ZAdminChatMessagesResponseSchema, signal }),
    enabled: id !== null,
  })
}

/** What can be hidden, by its path segment under /api/v1/admin. */
export type ModeratedTarget = 'requirements' | 'quotes' | 'chat-messages'

/** POST (hide, with a reason) or DELETE (show again) /api/v1/admin/{target}/:id/hide; every moderation list is read again. */
export function useSetHidden() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ target, id, reason }: { target: ModeratedTarget; id: string; reason: string | null }) =>
      reason === null
        ? api.delete(`/api/v1/admin/${target}/${encodeURIComponent(id)}/hide`, { schema: ZModerationSchema })
        : api.post(`/api/v1/admin/${target}/${encodeURIComponent(id)}/hide`, { reason }, { schema: ZModerationSchema }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: moderationKey }), client.invalidateQueries({ queryKey: auditLogKey })]),
  })
}

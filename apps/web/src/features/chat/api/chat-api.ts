import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  type TChatMessage,
  type TChatMessagesResponse,
  ZChatListResponseSchema,
  ZChatMessageSchema,
  ZChatMessagesResponseSchema,
  ZChatSummarySchema,
  ZChatUnreadResponseSchema,
} from '@nexo/shared'
import { z } from 'zod'
import { api } from '../../../lib/api-client'
import { notifyError } from '../../../lib/notify'
import { useSession } from '../../../lib/session'

export const chatKey = ['chat'] as const
export const chatListKey = [...chatKey, 'list'] as const
export const chatUnreadKey = [...chatKey, 'unread'] as const
export const chatMessagesKey = (chatId: string, q = '') => [...chatKey, 'messages', chatId, q] as const

export const MESSAGES_PAGE = 50

/** Chats exist for users of a company (not event-only accounts). */
export function useHasChat(): boolean {
  const session = useSession()
  return session.isAuthenticated && !session.isEventOnly
}

export function useChatList() {
  return useQuery({
    queryKey: chatListKey,
    queryFn: ({ signal }) => api.get('/api/v1/chats', { schema: ZChatListResponseSchema, signal }),
    staleTime: 60_000,
  })
}

/** The sidebar badge: unread messages plus requests waiting for an answer. Kept current by realtime events. */
export function useChatUnread(): number {
  const isEnabled = useHasChat()
  const query = useQuery({
    queryKey: chatUnreadKey,
    queryFn: ({ signal }) => api.get('/api/v1/chats/unread-count', { schema: ZChatUnreadResponseSchema, signal }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  })
  return isEnabled ? (query.data?.count ?? 0) + (query.data?.pendingRequests ?? 0) : 0
}

/** Pages of a chat's messages: the first page is the newest; older pages come with `before`. */
export function useChatMessages(chatId: string | null, q: string) {
  return useInfiniteQuery({
    queryKey: chatMessagesKey(chatId ?? 'none', q),
    enabled: Boolean(chatId),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api.get(`/api/v1/chats/${chatId}/messages`, {
        schema: ZChatMessagesResponseSchema,
        signal,
        query: { limit: MESSAGES_PAGE, ...(pageParam ? { before: pageParam } : {}), ...(q ? { q } : {}) },
      }),
    getNextPageParam: (last) => (last.hasMore && last.items[0] ? last.items[0].id : null),
  })
}

/** Oldest first, across the loaded pages. */
export function flattenMessages(data: InfiniteData<TChatMessagesResponse> | undefined): TChatMessage[] {
  if (!data) return []
  return [...data.pages].reverse().flatMap((p) => p.items)
}

/** Puts a message into the open chat's newest page (a realtime arrival or one's own send), once. */
export function upsertMessage(queryClient: QueryClient, message: TChatMessage) {
  queryClient.setQueryData<InfiniteData<TChatMessagesResponse>>(chatMessagesKey(message.chatId), (data) => {
    if (!data || data.pages.length === 0) return data
    const exists = data.pages.some((p) => p.items.some((m) => m.id === message.id))
    const pages = data.pages.map((page, i) => {
      if (exists) return { ...page, items: page.items.map((m) => (m.id === message.id ? message : m)) }
      return i === 0 ? { ...page, items: [...page.items, message] } : page
    })
    return { ...data, pages }
  })
}

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { clientId: string; body: string; file?: File | null }) => {
      if (!input.file) return api.post(`/api/v1/chats/${chatId}/messages`, { clientId: input.clientId, body: input.body }, { schema: ZChatMessageSchema })
      const form = new FormData()
      form.append('clientId', input.clientId)
      form.append('body', input.body)
      form.append('file', input.file, input.file.name)
      return api.post(`/api/v1/chats/${chatId}/attachments`, form, { schema: ZChatMessageSchema })
    },
    onSuccess: (message) => {
      upsertMessage(queryClient, message)
      void queryClient.invalidateQueries({ queryKey: chatMessagesKey(message.chatId) })
      void queryClient.invalidateQueries({ queryKey: chatListKey })
    },
  })
}

function useChatMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: chatKey }),
  })
}

export const useRespond = (chatId: string) =>
  useChatMutation((status: 'accepted' | 'declined') => api.put(`/api/v1/chats/${chatId}/status`, { status }, { schema: ZChatSummarySchema }))
export const useDeleteChat = (chatId: string) => useChatMutation(() => api.delete(`/api/v1/chats/${chatId}`))
export const useDeleteMessage = (chatId: string) => useChatMutation((messageId: string) => api.delete(`/api/v1/chats/${chatId}/messages/${messageId}`))
export const useDeleteFile = (chatId: string) => useChatMutation((messageId: string) => api.delete(`/api/v1/chats/${chatId}/messages/${messageId}/file`))
export const useEditMessage = (chatId: string) =>
  useChatMutation((vars: { messageId: string; body: string }) => api.patch(`/api/v1/chats/${chatId}/messages/${vars.messageId}`, { body: vars.body }, { schema: ZChatMessageSchema }))
export const useSetMessageRead = (chatId: string) =>
  useChatMutation((vars: { messageId: string; isRead: boolean }) =>
    vars.isRead ? api.put(`/api/v1/chats/${chatId}/read`, { messageId: vars.messageId }) : api.delete(`/api/v1/chats/${chatId}/read/${vars.messageId}`),
  )

/** Marks everything of the other side read while the chat is open; quiet (a failure shows on the next action). */
export function markChatRead(queryClient: QueryClient, chatId: string) {
  return api
    .put(`/api/v1/chats/${chatId}/read`, {}, { schema: z.object({ changed: z.number() }) })
    .then((r) => {
      if (r.changed > 0) void queryClient.invalidateQueries({ queryKey: chatKey })
    })
    .catch((error: unknown) => void notifyError(error))
}

export function sendTyping(chatId: string) {
  return api.post(`/api/v1/chats/${chatId}/typing`, {}).catch(() => undefined)
}

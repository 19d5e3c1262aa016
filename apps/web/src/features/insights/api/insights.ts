import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type InsightCategory,
  type Language,
  type TInsightAdminListResponse,
  type TInsightAdminPost,
  type TInsightComment,
  type TInsightCommentListResponse,
  type TInsightListResponse,
  type TInsightPost,
  type TInsightRatingSummary,
  type TInsightUpsert,
  ZInsightAdminListResponseSchema,
  ZInsightAdminPostSchema,
  ZInsightAttachmentUploadResponseSchema,
  ZInsightBlockStateSchema,
  ZInsightCommentListResponseSchema,
  ZInsightCommentSchema,
  ZInsightListResponseSchema,
  ZInsightPostSchema,
  ZInsightRatingSummarySchema,
} from '@nexo/shared'
import { z } from 'zod'
import { api } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'

export const insightsKey = ['insights'] as const

export interface InsightListParams {
  page: number
  q: string
  category: InsightCategory | null
  lang: Language
}

/** GET /api/v1/insights: published posts, the page's language first. */
export function useInsightList(params: InsightListParams) {
  return useQuery({
    queryKey: [...insightsKey, 'list', params],
    queryFn: ({ signal }): Promise<TInsightListResponse> =>
      api.get('/api/v1/insights', { query: { page: params.page, q: params.q || undefined, category: params.category ?? undefined, lang: params.lang }, schema: ZInsightListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}

/** GET /api/v1/insights/:id: keyed by the session too, so signing in fetches the unlocked text. */
export function useInsightPost(id: string, lang: Language) {
  const { token } = useSession()
  return useQuery({
    queryKey: [...insightsKey, 'post', id, lang, token !== null],
    queryFn: ({ signal }): Promise<TInsightPost> => api.get(`/api/v1/insights/${encodeURIComponent(id)}`, { query: { lang }, schema: ZInsightPostSchema, signal }),
    meta: { silent: true },
  })
}

export function useInsightComments(id: string, page: number, enabled: boolean) {
  const { token } = useSession()
  return useQuery({
    queryKey: [...insightsKey, 'comments', id, page, token !== null],
    queryFn: ({ signal }): Promise<TInsightCommentListResponse> =>
      api.get(`/api/v1/insights/${encodeURIComponent(id)}/comments`, { query: { page }, schema: ZInsightCommentListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silent: true },
  })
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string): Promise<TInsightComment> => api.post(`/api/v1/insights/${encodeURIComponent(id)}/comments`, { body }, { schema: ZInsightCommentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKey }),
  })
}

export function useRatePost(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (score: number): Promise<TInsightRatingSummary> => api.put(`/api/v1/insights/${encodeURIComponent(id)}/rating`, { score }, { schema: ZInsightRatingSummarySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKey }),
  })
}

// ── platform admin ──

export function useModerateComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      api.patch(`/api/v1/admin/insights/comments/${encodeURIComponent(commentId)}`, { hidden }, { schema: z.object({ id: z.string(), isHidden: z.boolean() }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKey }),
  })
}

export function useBlockCommenter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      blocked
        ? api.put(`/api/v1/admin/insights/comment-blocks/${encodeURIComponent(userId)}`, undefined, { schema: ZInsightBlockStateSchema })
        : api.delete(`/api/v1/admin/insights/comment-blocks/${encodeURIComponent(userId)}`, { schema: ZInsightBlockStateSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKey }),
  })
}

export function useAdminInsights(page: number) {
  return useQuery({
    queryKey: [...insightsKey, 'admin', 'list', page],
    queryFn: ({ signal }): Promise<TInsightAdminListResponse> => api.get('/api/v1/admin/insights', { query: { page }, schema: ZInsightAdminListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminInsight(id: string | null) {
  return useQuery({
    queryKey: [...insightsKey, 'admin', 'post', id],
    queryFn: ({ signal }): Promise<TInsightAdminPost> => api.get(`/api/v1/admin/insights/${encodeURIComponent(id!)}`, { schema: ZInsightAdminPostSchema, signal }),
    enabled: id !== null,
  })
}

export function useSaveInsight() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TInsightUpsert }): Promise<TInsightAdminPost> =>
      id
        ? api.put(`/api/v1/admin/insights/${encodeURIComponent(id)}`, body, { schema: ZInsightAdminPostSchema })
        : api.post('/api/v1/admin/insights', body, { schema: ZInsightAdminPostSchema }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKey }),
  })
}

export function useUploadInsightAttachment() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return api.post('/api/v1/admin/insights/attachments', body, { schema: ZInsightAttachmentUploadResponseSchema })
    },
  })
}

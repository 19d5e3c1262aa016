import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ZQuoteDetailSchema, ZQuoteListResponseSchema, type QuoteBox, type QuoteStatus, type TRatingRequest } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export const quotesKey = ['quotes'] as const

/** GET /api/v1/quotes?box=&status=&page= */
export function useQuoteList(box: QuoteBox, status: QuoteStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...quotesKey, 'list', box, status ?? 'all', page],
    queryFn: ({ signal }) => api.get('/api/v1/quotes', { query: { box, status, page, limit: 12 }, schema: ZQuoteListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}

export function useQuote(id: string) {
  return useQuery({
    queryKey: [...quotesKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/api/v1/quotes/${encodeURIComponent(id)}`, { schema: ZQuoteDetailSchema, signal }),
    retry: false,
    meta: { silent: true },
  })
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: quotesKey }), queryClient.invalidateQueries({ queryKey: ['requirements'] })])
}

/** The receiver accepts or rejects (after confirming). */
export function useDecide(id: string) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (decision: 'accept' | 'reject') => api.post(`/api/v1/quotes/${encodeURIComponent(id)}/${decision}`, undefined, { schema: ZQuoteDetailSchema }),
    onSuccess: refresh,
  })
}

export function useRate(id: string) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (body: TRatingRequest) => api.post(`/api/v1/quotes/${encodeURIComponent(id)}/rating`, body, { schema: ZQuoteDetailSchema }),
    onSuccess: refresh,
  })
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { QUERY_GC_TIME_MS, QUERY_RETRIES, queryRetryDelay } from '@nexo/shared'
import { isApiError } from './api-error'

/**
 * Retry rule of spec §9 (3 retries) with one exception: a 4xx answer is final
 * (bad input, no permission, not found), so retrying it only delays the message.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < QUERY_RETRIES
}

/** Errors the user should not see as a toast: 401 already sends them to sign in. */
export function shouldToastError(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  if (meta?.silent === true) return false
  if (isApiError(error) && error.status === 401) return false
  return true
}

export interface QueryClientHandlers {
  onError?: (error: unknown) => void
}

export function createQueryClient(handlers: QueryClientHandlers = {}): QueryClient {
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (shouldToastError(error, meta)) handlers.onError?.(error)
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        retryDelay: (attempt) => queryRetryDelay(attempt),
      },
      mutations: {
        // Writes are not idempotent: a mutation is never retried behind the user's back.
        retry: false,
      },
    },
  })
}

/**
 * The app's one QueryClient (spec §9: 5 min retention, 3 retries, back-off capped at 30 s). The toast code (Mantine's
 * notifications store, the kinds' icons) loads with the first error, not with the first visit (issue 11).
 */
export const queryClient = createQueryClient({
  onError: (error) => void import('./notify').then(({ notifyError }) => notifyError(error)),
})

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type TNotificationPreferencesResponse,
  type TUpdateNotificationPreferencesRequest,
  ZNotificationPreferencesResponseSchema,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { notificationsKey } from './get-notifications'

const preferencesKey = [...notificationsKey, 'preferences'] as const

/** GET /api/v1/notifications/preferences: whether each type is also e-mailed. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<TNotificationPreferencesResponse> {
  return api.get('/api/v1/notifications/preferences', { schema: ZNotificationPreferencesResponseSchema, signal })
}

/** PUT /api/v1/notifications/preferences */
export function updateNotificationPreferences(body: TUpdateNotificationPreferencesRequest): Promise<TNotificationPreferencesResponse> {
  return api.put('/api/v1/notifications/preferences', body, { schema: ZNotificationPreferencesResponseSchema })
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: preferencesKey, queryFn: ({ signal }) => getNotificationPreferences(signal), meta: { silent: true } })
}

/** Saves one switch at once (optimistic) and puts it back if the API refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey })
      const previous = queryClient.getQueryData<TNotificationPreferencesResponse>(preferencesKey)
      if (previous) {
        const changed = new Map(body.items.map((item) => [item.type, item.email]))
        queryClient.setQueryData(preferencesKey, { items: previous.items.map((item) => ({ ...item, email: changed.get(item.type) ?? item.email })) })
      }
      return { previous }
    },
    onError: (_error, _body, context) => queryClient.setQueryData(preferencesKey, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  })
}

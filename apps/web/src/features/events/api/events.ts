import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type EventCategory,
  type TEventDetail,
  type TEventListResponse,
  type TMyEventsResponse,
  type TMyRegistration,
  type TRegistrationSummary,
  ZEventDetailSchema,
  ZEventListResponseSchema,
  ZMyEventsResponseSchema,
  ZMyRegistrationSchema,
  ZRegistrationSummarySchema,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'

export const EVENTS_PAGE_SIZE = 9

export interface EventFilter {
  category?: EventCategory
  mode?: 'online' | 'onsite'
  when: 'upcoming' | 'past'
  page: number
}

export const eventsKey = ['events'] as const

/** GET /api/v1/events: published events, upcoming soonest first (or past), by category and mode. */
export function getEvents(filter: EventFilter, signal?: AbortSignal): Promise<TEventListResponse> {
  return api.get('/api/v1/events', { query: { ...filter, limit: EVENTS_PAGE_SIZE }, schema: ZEventListResponseSchema, signal })
}

export function useEvents(filter: EventFilter) {
  return useQuery(queryOptions({ queryKey: [...eventsKey, 'list', filter], queryFn: ({ signal }) => getEvents(filter, signal), placeholderData: keepPreviousData }))
}

/** GET /api/v1/events/:id with the caller's registration. */
export function getEvent(id: string, signal?: AbortSignal): Promise<TEventDetail> {
  return api.get(`/api/v1/events/${encodeURIComponent(id)}`, { schema: ZEventDetailSchema, signal })
}

export function useEvent(id: string) {
  return useQuery({ queryKey: [...eventsKey, 'detail', id], queryFn: ({ signal }) => getEvent(id, signal), meta: { silent: true } })
}

/** POST /api/v1/events/:id/registration: a place, or the waiting list when full. */
export function registerForEvent(id: string): Promise<TRegistrationSummary> {
  return api.post(`/api/v1/events/${encodeURIComponent(id)}/registration`, undefined, { schema: ZRegistrationSummarySchema })
}

/** DELETE /api/v1/events/:id/registration */
export function cancelRegistration(id: string): Promise<TMyRegistration> {
  return api.delete(`/api/v1/events/${encodeURIComponent(id)}/registration`, { schema: ZMyRegistrationSchema })
}

/** POST /api/v1/events/:id/registration/accept-offer */
export function acceptOffer(id: string): Promise<TRegistrationSummary> {
  return api.post(`/api/v1/events/${encodeURIComponent(id)}/registration/accept-offer`, undefined, { schema: ZRegistrationSummarySchema })
}

function useEventMutation<T>(fn: (id: string) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }) })
}
export const useRegister = () => useEventMutation(registerForEvent)
export const useCancelRegistration = () => useEventMutation(cancelRegistration)
export const useAcceptOffer = () => useEventMutation(acceptOffer)

/** GET /api/v1/event-registrations/:id: my registration summary with the check-in QR. */
export function useRegistrationSummary(id: string | null) {
  return useQuery({
    queryKey: [...eventsKey, 'registration', id],
    queryFn: ({ signal }) => api.get(`/api/v1/event-registrations/${encodeURIComponent(id!)}`, { schema: ZRegistrationSummarySchema, signal }),
    enabled: id !== null,
    meta: { silent: true },
  })
}

/** GET /api/v1/event-registrations/mine?tab: /profile-events. */
export function useMyEvents(tab: 'upcoming' | 'past', page: number) {
  return useQuery({
    queryKey: [...eventsKey, 'mine', tab, page],
    queryFn: ({ signal }): Promise<TMyEventsResponse> =>
      api.get('/api/v1/event-registrations/mine', { query: { tab, page, limit: EVENTS_PAGE_SIZE }, schema: ZMyEventsResponseSchema, signal }),
    placeholderData: keepPreviousData,
  })
}

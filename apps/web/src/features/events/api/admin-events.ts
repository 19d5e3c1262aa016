import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  DEFAULT_PAGE_SIZE,
  type EventRegistrationStatus,
  type TAdminEvent,
  type TAttendee,
  type TCheckIn,
  type TEventUpsert,
  ZAdminEventListResponseSchema,
  ZAdminEventSchema,
  ZAttendeeListResponseSchema,
  ZAttendeeSchema,
  ZEventImageUploadResponseSchema,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/directory/files'
import { eventsKey } from './events'

const adminEventsKey = ['admin', 'events'] as const

export function useAdminEvents(page: number) {
  return useQuery({
    queryKey: [...adminEventsKey, 'list', page],
    queryFn: ({ signal }) => api.get('/api/v1/admin/events', { query: { page, limit: DEFAULT_PAGE_SIZE }, schema: ZAdminEventListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminEvent(id: string | undefined) {
  return useQuery({
    queryKey: [...adminEventsKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/events/${encodeURIComponent(id!)}`, { schema: ZAdminEventSchema, signal }),
    enabled: Boolean(id),
  })
}

/** POST /api/v1/admin/events or PUT /api/v1/admin/events/:id */
export function saveEvent({ id, body }: { id?: string; body: TEventUpsert }): Promise<TAdminEvent> {
  return id
    ? api.put(`/api/v1/admin/events/${encodeURIComponent(id)}`, body, { schema: ZAdminEventSchema })
    : api.post('/api/v1/admin/events', body, { schema: ZAdminEventSchema })
}

export function useSaveEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveEvent,
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminEventsKey }), queryClient.invalidateQueries({ queryKey: eventsKey })]),
  })
}

/** POST /api/v1/admin/events/image (multipart `file`). */
export function useUploadEventImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return api.post('/api/v1/admin/events/image', body, { schema: ZEventImageUploadResponseSchema })
    },
  })
}

export interface AttendeeFilter {
  page: number
  status?: EventRegistrationStatus
  q?: string
}

export function useAttendees(eventId: string, filter: AttendeeFilter) {
  return useQuery({
    queryKey: [...adminEventsKey, 'attendees', eventId, filter],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/admin/events/${encodeURIComponent(eventId)}/attendees`, { query: { ...filter, limit: DEFAULT_PAGE_SIZE }, schema: ZAttendeeListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TCheckIn): Promise<TAttendee> => api.post(`/api/v1/admin/events/${encodeURIComponent(eventId)}/check-in`, body, { schema: ZAttendeeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventsKey }),
  })
}

/** The export answers a file: fetched with the session header, then saved through a temporary link. */
export function exportAttendees(eventId: string, format: 'csv' | 'xlsx'): Promise<void> {
  return downloadFile(`/api/v1/admin/events/${encodeURIComponent(eventId)}/attendees/export?format=${format}`, `attendees.${format}`)
}

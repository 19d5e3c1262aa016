import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type TAppointment,
  type TCancelAppointmentRequest,
  type TCreateAppointmentRequest,
  type TDeclineAppointmentRequest,
  type TUpdateAppointmentRequest,
  type TUpdateAvailabilityRequest,
  ZAppointmentListResponseSchema,
  ZAppointmentSchema,
  ZAppointmentSlotsResponseSchema,
  ZAvailabilityResponseSchema,
} from '@nexo/shared'
import { NOTIFICATION_EVENT_KINDS } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { useRealtimeEvents } from '../../../lib/realtime'

/** Everything under this key is refreshed after any appointment change. */
export const appointmentsKey = ['appointments'] as const

/** GET /api/v1/appointments/availability: the own company's zone and hours. */
export function useAvailability() {
  return useQuery({
    queryKey: [...appointmentsKey, 'availability'],
    queryFn: ({ signal }) => api.get('/api/v1/appointments/availability', { schema: ZAvailabilityResponseSchema, signal }),
  })
}

/** PUT /api/v1/appointments/availability (company admins). */
export function useSaveAvailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TUpdateAvailabilityRequest) => api.put('/api/v1/appointments/availability', body, { schema: ZAvailabilityResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  })
}

/** GET /api/v1/appointments?from&to: the own company's appointments in a range (host or guest). */
export function useAppointments(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...appointmentsKey, 'list', range?.from, range?.to],
    queryFn: ({ signal }) => api.get('/api/v1/appointments', { query: { from: range?.from, to: range?.to, limit: 500 }, schema: ZAppointmentListResponseSchema, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  })
}

/** Pending requests received by the own company, soonest first (what needs an answer). */
export function usePendingRequests() {
  return useQuery({
    queryKey: [...appointmentsKey, 'pending'],
    queryFn: ({ signal }) =>
      api.get('/api/v1/appointments', { query: { status: 'pending', from: new Date().toISOString(), limit: 100 }, schema: ZAppointmentListResponseSchema, signal }),
    select: (data) => data.items.filter((a) => a.role === 'host'),
  })
}

/** GET /api/v1/appointments/slots: a company's free slots between two dates of the viewer's zone. */
export function useSlots(params: { companyId: string; from: string; to: string; timeZone: string } | null) {
  return useQuery({
    queryKey: [...appointmentsKey, 'slots', params],
    queryFn: ({ signal }) => api.get('/api/v1/appointments/slots', { query: params ?? {}, schema: ZAppointmentSlotsResponseSchema, signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    // The answer itself is the message ("has not registered available days"): shown inline, not as a toast.
    meta: { silent: true },
    retry: false,
  })
}

function useAppointmentMutation<V>(request: (variables: V) => Promise<TAppointment>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: request, onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }) })
}

export const useBookAppointment = () =>
  useAppointmentMutation((body: TCreateAppointmentRequest) => api.post('/api/v1/appointments', body, { schema: ZAppointmentSchema }))
export const useUpdateAppointment = () =>
  useAppointmentMutation(({ id, body }: { id: string; body: TUpdateAppointmentRequest }) => api.patch(`/api/v1/appointments/${id}`, body, { schema: ZAppointmentSchema }))
export const useAcceptAppointment = () =>
  useAppointmentMutation((id: string) => api.post(`/api/v1/appointments/${id}/accept`, {}, { schema: ZAppointmentSchema }))
export const useDeclineAppointment = () =>
  useAppointmentMutation(({ id, body }: { id: string; body: TDeclineAppointmentRequest }) => api.post(`/api/v1/appointments/${id}/decline`, body, { schema: ZAppointmentSchema }))
export const useCancelAppointment = () =>
  useAppointmentMutation(({ id, body }: { id: string; body: TCancelAppointmentRequest }) => api.post(`/api/v1/appointments/${id}/cancel`, body, { schema: ZAppointmentSchema }))

/**
 * Keeps the page current: every change of an appointment notifies the other side ("appointment" notifications,
 * pushed over the realtime channel), so one arriving refreshes the lists without a reload.
 */
export function useLiveAppointments() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: appointmentsKey })
  useRealtimeEvents((event) => {
    const data = event.data as { notification?: { type?: string } } | undefined
    if (event.kind === NOTIFICATION_EVENT_KINDS.created && data?.notification?.type === 'appointment') refresh()
  }, refresh)
}

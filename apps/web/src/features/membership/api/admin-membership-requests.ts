import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  DEFAULT_PAGE_SIZE,
  type MembershipRequestStatus,
  type TActivatedMembership,
  type TActivateMembership,
  type TAdminMembershipRequestList,
  type TUpdateMembershipRequest,
  ZActivatedMembershipSchema,
  ZAdminMembershipRequestListSchema,
  ZMembershipRequestSchema,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'

export interface RequestFilter {
  status?: MembershipRequestStatus
  page: number
}

/** GET /api/v1/admin/membership-requests: open requests first (oldest first), then handled ones. */
export function getMembershipRequests({ status, page }: RequestFilter, signal?: AbortSignal): Promise<TAdminMembershipRequestList> {
  return api.get('/api/v1/admin/membership-requests', { query: { status, page, limit: DEFAULT_PAGE_SIZE }, schema: ZAdminMembershipRequestListSchema, signal })
}

export const membershipRequestsKey = ['admin', 'membership-requests'] as const

export const membershipRequestsQueryOptions = (filter: RequestFilter) =>
  queryOptions({ queryKey: [...membershipRequestsKey, filter], queryFn: ({ signal }) => getMembershipRequests(filter, signal), placeholderData: keepPreviousData })

export function useMembershipRequests(filter: RequestFilter) {
  return useQuery(membershipRequestsQueryOptions(filter))
}

/** PATCH /api/v1/admin/membership-requests/:id: follow-up state and note. */
export function updateMembershipRequest({ id, ...body }: TUpdateMembershipRequest & { id: string }) {
  return api.patch(`/api/v1/admin/membership-requests/${encodeURIComponent(id)}`, body, { schema: ZMembershipRequestSchema })
}

/** POST /api/v1/admin/companies/:id/membership: activation or renewal on a confirmed payment. */
export function activateMembership({ companyId, ...body }: TActivateMembership & { companyId: string }): Promise<TActivatedMembership> {
  return api.post(`/api/v1/admin/companies/${encodeURIComponent(companyId)}/membership`, body, { schema: ZActivatedMembershipSchema })
}

export function useUpdateMembershipRequest() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateMembershipRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipRequestsKey }) })
}

export function useActivateMembership() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: activateMembership,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: membershipRequestsKey }), queryClient.invalidateQueries({ queryKey: ['admin'] })]),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ZAdminCompanySummarySchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { adminCompaniesKey } from './get-admin-companies'
import { auditLogKey } from './get-audit-log'

/** POST /api/v1/admin/companies/:id/approve: the company can sign in; it is mailed. */
export function approveCompany(id: string) {
  return api.post(`/api/v1/admin/companies/${encodeURIComponent(id)}/approve`, undefined, { schema: ZAdminCompanySummarySchema })
}

/** POST /api/v1/admin/companies/:id/reject with the reason mailed to the company. */
export function rejectCompany({ id, reason }: { id: string; reason: string }) {
  return api.post(`/api/v1/admin/companies/${encodeURIComponent(id)}/reject`, { reason }, { schema: ZAdminCompanySummarySchema })
}

/** Lists, the open detail and the audit log all change after a review. */
function useRefreshAfterReview() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminCompaniesKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })])
}

export function useApproveCompany() {
  const refresh = useRefreshAfterReview()
  return useMutation({ mutationFn: approveCompany, onSuccess: refresh })
}

export function useRejectCompany() {
  const refresh = useRefreshAfterReview()
  return useMutation({ mutationFn: rejectCompany, onSuccess: refresh })
}

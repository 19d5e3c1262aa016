import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** DELETE /api/v1/admin/companies/:id/membership: ends the paid plan in force today (audited; the company is notified). */
export function endMembership(companyId: string): Promise<unknown> {
  return api.delete(`/api/v1/admin/companies/${encodeURIComponent(companyId)}/membership`)
}

export function useEndMembership() {
  const queryClient = useQueryClient()
  // The company's detail, the lists, the membership requests and the console's home all show the plan.
  return useMutation({ mutationFn: endMembership, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) })
}

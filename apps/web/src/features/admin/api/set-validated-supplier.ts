import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ZSetValidatedSupplierResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { adminCompaniesKey } from './get-admin-companies'
import { auditLogKey } from './get-audit-log'

/** PUT /api/v1/admin/companies/:id/validated-supplier: grants or removes the badge (audited). */
export function setValidatedSupplier({ id, isValidatedSupplier }: { id: string; isValidatedSupplier: boolean }) {
  return api.put(`/api/v1/admin/companies/${encodeURIComponent(id)}/validated-supplier`, { isValidatedSupplier }, { schema: ZSetValidatedSupplierResponseSchema })
}

export function useSetValidatedSupplier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setValidatedSupplier,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCompaniesKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  })
}

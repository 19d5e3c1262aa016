import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { companyUsersKey } from './get-company-users'

/** DELETE /api/v1/company/users/:id: frees a user space. */
export function deleteCompanyUser(id: string): Promise<unknown> {
  return api.delete(`/api/v1/company/users/${encodeURIComponent(id)}`)
}

export function useDeleteCompanyUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCompanyUser,
    meta: { silent: true },
    onSuccess: (_answer, id) => {
      // The deleted user's page must not refetch (and toast a 404) before the list replaces it.
      queryClient.removeQueries({ queryKey: [...companyUsersKey, 'detail', id] })
      return queryClient.invalidateQueries({ queryKey: [...companyUsersKey, 'list'] })
    },
  })
}

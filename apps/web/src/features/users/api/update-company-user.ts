import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TUpdateCompanyUserRequest } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { companyUsersKey } from './get-company-users'

/** PATCH /api/v1/company/users/:id (the password only changes when given). */
export function updateCompanyUser({ id, body }: { id: string; body: TUpdateCompanyUserRequest }): Promise<unknown> {
  return api.patch(`/api/v1/company/users/${encodeURIComponent(id)}`, body)
}

export function useUpdateCompanyUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCompanyUser,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUsersKey }),
  })
}

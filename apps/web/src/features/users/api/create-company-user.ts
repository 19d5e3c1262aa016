import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TCreateCompanyUserRequest } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { companyUsersKey } from './get-company-users'

/** POST /api/v1/company/users: uses one of the membership's user spaces. */
export function createCompanyUser(body: TCreateCompanyUserRequest): Promise<unknown> {
  return api.post('/api/v1/company/users', body)
}

export function useCreateCompanyUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCompanyUser,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUsersKey }),
  })
}

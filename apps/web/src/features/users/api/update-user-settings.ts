import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type TCompanyUserSettings, ZCompanyUserSettingsSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { companyUsersKey } from './get-company-users'

/** PUT /api/v1/company/user-settings (company admins): whether restricted users may contact, chat and book meetings. */
export function updateUserSettings(body: TCompanyUserSettings): Promise<TCompanyUserSettings> {
  return api.put('/api/v1/company/user-settings', body, { schema: ZCompanyUserSettingsSchema })
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUsersKey }),
  })
}

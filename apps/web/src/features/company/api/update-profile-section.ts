import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { type COMPANY_PROFILE_SECTION_SCHEMAS, type CompanyProfileSection, type TCompanyProfileResponse, ZCompanyProfileResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { companyProfileKey } from './get-company-profile'

export interface SectionUpdate<S extends CompanyProfileSection = CompanyProfileSection> {
  section: S
  /** The section's PUT body, as the shared schema outputs it. */
  body: z.output<(typeof COMPANY_PROFILE_SECTION_SCHEMAS)[S]>
}

/** PUT /api/v1/company/profile/{section} (company admins only): answers the whole profile. */
export function updateProfileSection({ section, body }: SectionUpdate): Promise<TCompanyProfileResponse> {
  return api.put(`/api/v1/company/profile/${section}`, body, { schema: ZCompanyProfileResponseSchema })
}

export function useUpdateProfileSection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfileSection,
    // The form places field errors itself and toasts the rest.
    meta: { silent: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(companyProfileKey, profile)
      // The dashboard shows the same progress.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
    },
  })
}

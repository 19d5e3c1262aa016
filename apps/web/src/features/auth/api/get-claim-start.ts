import { useQuery } from '@tanstack/react-query'
import { ZClaimStartSchema, type TClaimStart } from '@nexo/shared/registry.schema'
import { api } from '../../../lib/api-client'

/** GET /api/v1/companies/:id/claim-start: the registry profile a sign-up claims, to prefill the 7 steps with (ADR 055). */
export function getClaimStart(companyId: string, signal?: AbortSignal): Promise<TClaimStart> {
  return api.get(`/api/v1/companies/${encodeURIComponent(companyId)}/claim-start`, { schema: ZClaimStartSchema, signal })
}

/** The claim start of `?claim=…`; a profile that cannot be claimed (409) is shown on the page, not as a toast. */
export function useClaimStart(companyId: string | null) {
  return useQuery({
    queryKey: ['auth', 'claim-start', companyId],
    queryFn: ({ signal }) => getClaimStart(companyId!, signal),
    enabled: Boolean(companyId),
    retry: false,
    meta: { silent: true },
  })
}

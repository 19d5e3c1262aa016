import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ZCompanyClaimListResponseSchema,
  ZCompanyClaimSchema,
  ZRegistryImportListResponseSchema,
  ZRegistryImportSchema,
  type TDecideCompanyClaimRequest,
  type TRegistryImport,
} from '@nexo/shared/registry.schema'
import { api } from '../../../lib/api-client'

const registryKey = ['admin', 'registry'] as const

/** How often a queued or running registry import is asked for its progress. */
export const REGISTRY_POLL_MS = 1000
const isActive = (job: TRegistryImport | undefined) => job?.status === 'queued' || job?.status === 'running'

export function useRegistryImports() {
  return useQuery({
    queryKey: [...registryKey, 'imports'],
    queryFn: ({ signal }) => api.get('/api/v1/admin/registry-imports', { schema: ZRegistryImportListResponseSchema, signal }),
  })
}

/** One import; polled while it is queued or running. */
export function useRegistryImport(id: string | null) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: [...registryKey, 'import', id],
    queryFn: async ({ signal }) => {
      const job = await api.get(`/api/v1/admin/registry-imports/${encodeURIComponent(id!)}`, { schema: ZRegistryImportSchema, signal })
      if (!isActive(job)) void queryClient.invalidateQueries({ queryKey: [...registryKey, 'imports'] })
      return job
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (isActive(query.state.data) ? REGISTRY_POLL_MS : false),
  })
}

/** POST /api/v1/admin/registry-imports (multipart `file`): answers at once with the import `queued`. */
export function useUploadRegistryFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return api.post('/api/v1/admin/registry-imports', body, { schema: ZRegistryImportSchema })
    },
    meta: { silent: true },
    onSuccess: (job) => {
      queryClient.setQueryData([...registryKey, 'import', job.id], job)
      return queryClient.invalidateQueries({ queryKey: [...registryKey, 'imports'] })
    },
  })
}

export function usePendingClaims() {
  return useQuery({
    queryKey: [...registryKey, 'claims', 'pending'],
    queryFn: ({ signal }) => api.get('/api/v1/admin/company-claims', { query: { status: 'pending' }, schema: ZCompanyClaimListResponseSchema, signal }),
  })
}

export function useDecideClaim() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: TDecideCompanyClaimRequest & { id: string }) =>
      api.post(`/api/v1/admin/company-claims/${encodeURIComponent(id)}/decision`, body, { schema: ZCompanyClaimSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...registryKey, 'claims'] }),
  })
}

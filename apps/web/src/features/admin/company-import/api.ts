import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ZCompanyImportListResponseSchema, ZCompanyImportSchema, type TCompanyImport } from '@nexo/shared'
import { api } from '../../../lib/api-client'

const importsKey = ['admin', 'company-imports'] as const

/** How often an import whose file is being read, or that is queued or running, is asked for its progress. */
export const IMPORT_POLL_MS = 1000
const isActive = (job: TCompanyImport | undefined) => job?.status === 'reading' || job?.status === 'queued' || job?.status === 'running'

export function useCompanyImports() {
  return useQuery({
    queryKey: [...importsKey, 'list'],
    queryFn: ({ signal }) => api.get('/api/v1/admin/company-imports', { schema: ZCompanyImportListResponseSchema, signal }),
  })
}

/** One import; polled while its file is read and while it is queued or running. */
export function useCompanyImport(id: string | null) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: [...importsKey, 'detail', id],
    queryFn: async ({ signal }) => {
      const job = await api.get(`/api/v1/admin/company-imports/${encodeURIComponent(id!)}`, { schema: ZCompanyImportSchema, signal })
      // The list shows statuses too: refresh it when this one finishes.
      if (!isActive(job)) void queryClient.invalidateQueries({ queryKey: [...importsKey, 'list'] })
      return job
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (isActive(query.state.data) ? IMPORT_POLL_MS : false),
  })
}

/**
 * POST /api/v1/admin/company-imports (multipart `file`): answers at once with the import `reading`; its preview (or
 * why the file was refused) comes by polling it. Refusals at upload are shown beside the form.
 */
export function useUploadCompanyImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return api.post('/api/v1/admin/company-imports', body, { schema: ZCompanyImportSchema })
    },
    meta: { silent: true },
    onSuccess: (job) => {
      queryClient.setQueryData([...importsKey, 'detail', job.id], job)
      return queryClient.invalidateQueries({ queryKey: [...importsKey, 'list'] })
    },
  })
}

export function useRunCompanyImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/v1/admin/company-imports/${encodeURIComponent(id)}/run`, undefined, { schema: ZCompanyImportSchema }),
    onSuccess: (job) => {
      queryClient.setQueryData([...importsKey, 'detail', job.id], job)
      return queryClient.invalidateQueries({ queryKey: [...importsKey, 'list'] })
    },
  })
}

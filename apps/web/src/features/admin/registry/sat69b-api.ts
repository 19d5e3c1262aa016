import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ZSat69bFlaggedListResponseSchema, ZSat69bImportListResponseSchema, ZSat69bImportSchema, type TSat69bImport } from '@nexo/shared/sat69b.schema'
import { api } from '../../../lib/api-client'

const sat69bKey = ['admin', 'sat69b'] as const

/** How often a queued or running 69-B import is asked for its progress. */
export const SAT69B_POLL_MS = 1000
const isActive = (job: TSat69bImport | undefined) => job?.status === 'queued' || job?.status === 'running'

export function useSat69bImports() {
  return useQuery({
    queryKey: [...sat69bKey, 'imports'],
    queryFn: ({ signal }) => api.get('/api/v1/admin/sat69b-imports', { schema: ZSat69bImportListResponseSchema, signal }),
  })
}

/** One import; polled while it is queued or running. When it ends, the lists and the flagged companies are read again. */
export function useSat69bImport(id: string | null) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: [...sat69bKey, 'import', id],
    queryFn: async ({ signal }) => {
      const job = await api.get(`/api/v1/admin/sat69b-imports/${encodeURIComponent(id!)}`, { schema: ZSat69bImportSchema, signal })
      if (!isActive(job)) {
        void queryClient.invalidateQueries({ queryKey: [...sat69bKey, 'imports'] })
        void queryClient.invalidateQueries({ queryKey: [...sat69bKey, 'companies'] })
      }
      return job
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (isActive(query.state.data) ? SAT69B_POLL_MS : false),
  })
}

/** POST /api/v1/admin/sat69b-imports (multipart `file`): answers at once with the import `queued`. */
export function useUploadSat69bFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return api.post('/api/v1/admin/sat69b-imports', body, { schema: ZSat69bImportSchema })
    },
    meta: { silent: true },
    onSuccess: (job) => {
      queryClient.setQueryData([...sat69bKey, 'import', job.id], job)
      return queryClient.invalidateQueries({ queryKey: [...sat69bKey, 'imports'] })
    },
  })
}

/** The companies of the directory on the list in force: flagged (presunto or definitivo) or every situation. */
export function useSat69bCompanies(scope: 'flagged' | 'all') {
  return useQuery({
    queryKey: [...sat69bKey, 'companies', scope],
    queryFn: ({ signal }) => api.get('/api/v1/admin/sat69b-companies', { query: { scope }, schema: ZSat69bFlaggedListResponseSchema, signal }),
  })
}

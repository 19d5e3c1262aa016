import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  type TAdminCategoryNode,
  type TAdminCertification,
  type TCategoryCreate,
  type TCategoryEdit,
  type TCategoryPosition,
  type TCertificationInput,
  ZAdminCategoryTreeResponseSchema,
  ZAdminCertificationListResponseSchema,
  ZAdminCertificationSchema,
} from '@nexo/shared'
import { api } from '../../../lib/api-client'
import { auditLogKey } from '../api/get-audit-log'

const ZIdSchema = z.object({ id: z.number().int() })
export const adminCertificationsKey = ['admin', 'certifications'] as const
export const adminCategoriesKey = ['admin', 'categories'] as const

/** GET /api/v1/admin/certifications: every certification, retired ones included, with its usage. */
export function useAdminCertifications() {
  return useQuery(
    queryOptions({
      queryKey: adminCertificationsKey,
      queryFn: ({ signal }): Promise<TAdminCertification[]> => api.get('/api/v1/admin/certifications', { schema: ZAdminCertificationListResponseSchema, signal }).then((d) => d.items),
    }),
  )
}

/** GET /api/v1/admin/categories: the whole tree, retired categories included, with direct usage. */
export function useAdminCategories() {
  return useQuery(
    queryOptions({
      queryKey: adminCategoriesKey,
      queryFn: ({ signal }): Promise<TAdminCategoryNode[]> => api.get('/api/v1/admin/categories', { schema: ZAdminCategoryTreeResponseSchema, signal }).then((d) => d.items),
    }),
  )
}

/**
 * After any change: the admin lists, the audit log, and the pickers' lists (`['certifications']`, `['categories']`)
 * that forms in this browser would otherwise keep for their stale time.
 */
function useRefresh(kind: 'certifications' | 'categories') {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: kind === 'certifications' ? adminCertificationsKey : adminCategoriesKey }),
      queryClient.invalidateQueries({ queryKey: [kind] }),
      queryClient.invalidateQueries({ queryKey: auditLogKey }),
    ])
}

const idPath = (base: string, id: number, action = '') => `${base}/${encodeURIComponent(String(id))}${action}`

export function useSaveCertification() {
  const onSuccess = useRefresh('certifications')
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TCertificationInput }) =>
      id === null
        ? api.post('/api/v1/admin/certifications', input, { schema: ZAdminCertificationSchema })
        : api.put(idPath('/api/v1/admin/certifications', id), input, { schema: ZAdminCertificationSchema }),
    onSuccess,
  })
}

export function useSetCertificationRetired() {
  const onSuccess = useRefresh('certifications')
  return useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) =>
      api.post(idPath('/api/v1/admin/certifications', id, retired ? '/retire' : '/restore'), undefined, { schema: ZAdminCertificationSchema }),
    onSuccess,
  })
}

export function useCreateCategory() {
  const onSuccess = useRefresh('categories')
  return useMutation({ mutationFn: (input: TCategoryCreate) => api.post('/api/v1/admin/categories', input, { schema: ZIdSchema }), onSuccess })
}

export function useEditCategory() {
  const onSuccess = useRefresh('categories')
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: TCategoryEdit }) => api.put(idPath('/api/v1/admin/categories', id), input, { schema: ZIdSchema }), onSuccess })
}

export function usePlaceCategory() {
  const onSuccess = useRefresh('categories')
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: TCategoryPosition }) => api.put(idPath('/api/v1/admin/categories', id, '/position'), position, { schema: ZIdSchema }),
    onSuccess,
  })
}

export function useSetCategoryRetired() {
  const onSuccess = useRefresh('categories')
  return useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) => api.post(idPath('/api/v1/admin/categories', id, retired ? '/retire' : '/restore'), undefined, { schema: ZIdSchema }),
    onSuccess,
  })
}

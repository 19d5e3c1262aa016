import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { DEFAULT_PAGE_SIZE, ZAuditLogResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TAuditLog = z.infer<typeof ZAuditLogResponseSchema>

/** GET /api/v1/admin/audit-log?page&limit: newest first. */
export function getAuditLog(page: number, signal?: AbortSignal): Promise<TAuditLog> {
  return api.get('/api/v1/admin/audit-log', { query: { page, limit: DEFAULT_PAGE_SIZE }, schema: ZAuditLogResponseSchema, signal })
}

export const auditLogKey = ['admin', 'audit-log'] as const

export function useAuditLog(page: number) {
  return useQuery(
    queryOptions({ queryKey: [...auditLogKey, page], queryFn: ({ signal }) => getAuditLog(page, signal), placeholderData: keepPreviousData }),
  )
}

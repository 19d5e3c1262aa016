import { z } from 'zod'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants'

/** `?page=&limit=` of every list (spec §9 defaults: page 1, 12 per page). */
export const ZPaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type TPaginationQuery = z.infer<typeof ZPaginationQuerySchema>

/** The answer shape of every list: `{ items, total, page, limit }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
}

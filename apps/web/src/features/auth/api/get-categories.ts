import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

export const ZCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
})
export type TCategory = z.infer<typeof ZCategorySchema>
const ZCategoryListSchema = z.object({ items: z.array(ZCategorySchema) })

/** GET /api/v1/categories: the whole category tree, flat with parent ids. */
export function getCategories(signal?: AbortSignal): Promise<TCategory[]> {
  return api.get('/api/v1/categories', { schema: ZCategoryListSchema, signal }).then((data) => data.items)
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Reference data: changes with a deploy, not while someone fills in a form.
    staleTime: 60 * 60 * 1000,
  })

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import type { Language } from '@nexo/shared'
import { api } from './api-client'

const ZCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
})
/** One industry category of GET /api/v1/categories (flat, with its parent id). */
export type TCategoryItem = z.infer<typeof ZCategorySchema>
const ZCategoryListSchema = z.object({ items: z.array(ZCategorySchema) })

/** GET /api/v1/categories: the whole category tree, flat. */
export function getCategoryList(signal?: AbortSignal): Promise<TCategoryItem[]> {
  return api.get('/api/v1/categories', { schema: ZCategoryListSchema, signal }).then((data) => data.items)
}

export const categoryListQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategoryList(signal),
    // Reference data: changes with a deploy, not while someone fills in a form.
    staleTime: 60 * 60 * 1000,
  })

export function useCategoryList() {
  return useQuery(categoryListQueryOptions())
}

/** Select options grouped under their top-level category, named and sorted in the interface language. */
export function groupedCategoryOptions(categories: readonly TCategoryItem[], language: Language) {
  const nameOf = (c: TCategoryItem) => (language === 'es' ? c.nameEs : c.nameEn)
  const byId = new Map(categories.map((c) => [c.id, c]))
  const rootOf = (c: TCategoryItem): TCategoryItem => {
    let current = c
    for (let guard = 0; current.parentId !== null && guard < 10; guard += 1) {
      const parent = byId.get(current.parentId)
      if (!parent) break
      current = parent
    }
    return current
  }
  const groups = new Map<string, { value: string; label: string }[]>()
  for (const category of categories) {
    const group = nameOf(rootOf(category))
    const items = groups.get(group) ?? []
    items.push({ value: String(category.id), label: nameOf(category) })
    groups.set(group, items)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, language))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label, language)) }))
}

/** The categories' names, in the interface language, in the order of the ids given. */
export function categoryNames(categories: readonly TCategoryItem[], ids: readonly number[], language: Language): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  return ids.flatMap((id) => {
    const category = byId.get(id)
    return category ? [language === 'es' ? category.nameEs : category.nameEn] : []
  })
}

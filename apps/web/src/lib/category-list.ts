import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language, TCategoryItem } from '@nexo/shared'

export type { TCategoryItem }
import { api } from './api-client'


/**
 * GET /api/v1/categories?includeRetired=true: the whole category tree, flat, retired categories included (marked) so
 * links already saved keep their names; pickers offer only active ones (`groupedCategoryOptions`, docs/decisions/037).
 */
export function getCategoryList(signal?: AbortSignal): Promise<TCategoryItem[]> {
  // The search page's filters use it: the schema loads beside the request, not with the page (issue 11).
  const loadSchema = () => import('@nexo/shared/reference-admin.schema').then((m) => m.ZCategoryListResponseSchema)
  return api.get('/api/v1/categories', { query: { includeRetired: 'true' }, loadSchema, signal }).then((data) => data.items)
}

/** What a picker offers: active categories, plus the retired ones the record already has (`kept`). */
export function pickable<T extends { id: number; retiredAt: string | null }>(items: readonly T[], kept: readonly (number | null | undefined)[] = []): T[] {
  return items.filter((c) => c.retiredAt === null || kept.includes(c.id))
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

/**
 * Select options grouped under their top-level category, named and sorted in the interface language. Retired
 * categories are left out unless `kept` (the record's saved picks) has them.
 */
export function groupedCategoryOptions(allCategories: readonly TCategoryItem[], language: Language, kept: readonly (number | null | undefined)[] = []) {
  const categories = pickable(allCategories, kept)
  const nameOf = (c: TCategoryItem) => (language === 'es' ? c.nameEs : c.nameEn)
  const byId = new Map(allCategories.map((c) => [c.id, c]))
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

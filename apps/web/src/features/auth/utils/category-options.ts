import type { TCategory } from '../api/get-categories'

/** Groups the categories under their top-level parent, named in the interface language. */
export function categoryOptions(categories: readonly TCategory[], language: 'en' | 'es') {
  const nameOf = (c: TCategory) => (language === 'es' ? c.nameEs : c.nameEn)
  const byId = new Map(categories.map((c) => [c.id, c]))
  const rootOf = (c: TCategory): TCategory => {
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
    const root = rootOf(category)
    const group = nameOf(root)
    const items = groups.get(group) ?? []
    items.push({ value: String(category.id), label: nameOf(category) })
    groups.set(group, items)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, language))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label, language)) }))
}

/** The categories' names, in the interface language, in the order of the ids given. */
export function categoryNames(categories: readonly TCategory[], ids: readonly number[], language: 'en' | 'es'): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  return ids.flatMap((id) => {
    const category = byId.get(id)
    return category ? [language === 'es' ? category.nameEs : category.nameEn] : []
  })
}

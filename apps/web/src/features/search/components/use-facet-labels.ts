import { useMemo } from 'react'
import { useCategoryList } from '../../../lib/category-list'
import { bilingualName, certificationName, stateName } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import type { SearchFilterKey } from '../utils/search-params'

/** Readable text of a category slug nobody named yet ("plastic-injection" → "Plastic injection"). */
export function humanizeSlug(slug: string): string {
  const text = slug.replace(/-/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Labels of facet values in the interface language: state names, certification names, category names. */
export function useFacetLabels(): Record<SearchFilterKey, (value: string) => string> {
  const language = useLanguage()
  const categories = useCategoryList()
  return useMemo(() => {
    const bySlug = new Map((categories.data ?? []).map((c) => [c.slug, bilingualName(c, language)]))
    return {
      loc: (code: string) => stateName(code, language),
      cert: (slug: string) => certificationName(slug),
      cat: (slug: string) => bySlug.get(slug) ?? humanizeSlug(slug),
    }
  }, [categories.data, language])
}

import { COUNTRIES, type Language, SUBDIVISIONS_BY_COUNTRY } from '@nexo/shared'
import type { TCategoryItem } from '../../../lib/category-list'
import { collator } from '../../../lib/intl-cache'

interface OptionGroup {
  group: string
  items: { value: string; label: string }[]
}

const stateOptionsByLanguage = new Map<Language, OptionGroup[]>()

/**
 * States and provinces grouped by country (Mexico first, as the reference data lists them), names in the UI language.
 * The reference data is fixed: one list per language, built once (the filters render on every change of the page).
 */
export function stateOptions(language: Language): OptionGroup[] {
  let options = stateOptionsByLanguage.get(language)
  if (!options) {
    const order = collator(language)
    options = COUNTRIES.map((country) => ({
      group: country[language],
      items: SUBDIVISIONS_BY_COUNTRY[country.code]
        .map((s) => ({ value: s.code, label: s[language] }))
        .sort((a, b) => order.compare(a.label, b.label)),
    }))
    stateOptionsByLanguage.set(language, options)
  }
  return options
}

/** Categories grouped under their top-level category; the value is the slug the API filters by. */
export function categorySlugOptions(allCategories: readonly TCategoryItem[], language: Language, allOf: (name: string) => string): OptionGroup[] {
  // Filters offer active categories only (retired ones keep their links, docs/decisions/037).
  const categories = allCategories.filter((c) => c.retiredAt === null)
  const nameOf = (c: TCategoryItem) => (language === 'es' ? c.nameEs : c.nameEn)
  const roots = categories.filter((c) => c.parentId === null)
  const order = collator(language)
  return roots
    .map((root) => ({
      group: nameOf(root),
      items: [root, ...categories.filter((c) => c.parentId === root.id)].map((c, i) => ({
        value: c.slug,
        // The parent stands for its whole group (the API includes the children of a parent).
        label: i === 0 ? allOf(nameOf(c)) : nameOf(c),
      })),
    }))
    .sort((a, b) => order.compare(a.group, b.group))
}

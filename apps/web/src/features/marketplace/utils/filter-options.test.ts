import { describe, expect, it } from 'vitest'
import { categorySlugOptions, stateOptions } from './filter-options'

describe('marketplace filter options', () => {
  it('groups states by country with names in the interface language', () => {
    const es = stateOptions('es')
    expect(es.map((g) => g.group)).toEqual(['México', 'Estados Unidos', 'Canadá'])
    expect(es[0]?.items).toContainEqual({ value: 'MEX', label: 'Estado de México' })
    expect(stateOptions('en')[0]?.items).toContainEqual({ value: 'MEX', label: 'State of Mexico' })
  })

  it("lists each country's states alphabetically in the interface language, accented names in their place", () => {
    for (const language of ['en', 'es'] as const) {
      for (const group of stateOptions(language)) {
        const labels = group.items.map((item) => item.label)
        expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, language)))
      }
    }
    const mexico = stateOptions('es')[0]?.items.map((item) => item.label) ?? []
    expect(mexico.indexOf('Querétaro')).toBe(mexico.indexOf('Quintana Roo') - 1)
  })

  it('groups categories under their parent, with slugs as values and the parent standing for all of it', () => {
    const categories = [
      { id: 1, parentId: null, code: '326', slug: 'plastics-products', nameEn: 'Plastics products', nameEs: 'Productos de plástico', retiredAt: null },
      { id: 2, parentId: 1, code: '326199', slug: 'plastic-injection-molding', nameEn: 'Plastic injection molding', nameEs: 'Inyección de plástico', retiredAt: null },
      { id: 3, parentId: null, code: '331', slug: 'foundries', nameEn: 'Foundries', nameEs: 'Fundición', retiredAt: null },
    ]
    expect(categorySlugOptions(categories, 'es', (name) => `${name} (todas)`)).toEqual([
      { group: 'Fundición', items: [{ value: 'foundries', label: 'Fundición (todas)' }] },
      {
        group: 'Productos de plástico',
        items: [
          { value: 'plastics-products', label: 'Productos de plástico (todas)' },
          { value: 'plastic-injection-molding', label: 'Inyección de plástico' },
        ],
      },
    ])
  })
})

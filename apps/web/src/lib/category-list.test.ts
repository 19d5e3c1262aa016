import { describe, expect, it } from 'vitest'
import { categoryNames, groupedCategoryOptions } from './category-list'

const categories = [
  { id: 1, parentId: null, code: '336', slug: 'transport', nameEn: 'Transportation equipment', nameEs: 'Equipo de transporte', retiredAt: null },
  { id: 2, parentId: 1, code: '3363', slug: 'parts', nameEn: 'Parts', nameEs: 'Autopartes', retiredAt: null },
  { id: 3, parentId: 2, code: '33637', slug: 'stamping', nameEn: 'Stamping', nameEs: 'Estampado', retiredAt: null as string | null },
  { id: 4, parentId: null, code: '326', slug: 'plastics', nameEn: 'Plastics', nameEs: 'Plásticos', retiredAt: null },
]

describe('category options', () => {
  it('groups every category under its top-level parent, in the interface language', () => {
    expect(groupedCategoryOptions(categories, 'es')).toEqual([
      { group: 'Equipo de transporte', items: [{ value: '2', label: 'Autopartes' }, { value: '1', label: 'Equipo de transporte' }, { value: '3', label: 'Estampado' }] },
      { group: 'Plásticos', items: [{ value: '4', label: 'Plásticos' }] },
    ])
  })

  it('leaves retired categories out unless the record already has them, and still names them', () => {
    const withRetired = categories.map((c) => (c.id === 3 ? { ...c, retiredAt: '2025-01-01T00:00:00.000Z' } : c))
    const offered = (kept: number[] = []) => groupedCategoryOptions(withRetired, 'en', kept).flatMap((g) => g.items.map((i) => i.value))
    expect(offered()).not.toContain('3')
    expect(offered([3])).toContain('3')
    expect(categoryNames(withRetired, [3], 'en')).toEqual(['Stamping'])
  })

  it('names picked categories', () => {
    expect(categoryNames(categories, [3, 99, 4], 'en')).toEqual(['Stamping', 'Plastics'])
  })
})

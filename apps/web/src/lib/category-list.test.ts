import { describe, expect, it } from 'vitest'
import { categoryNames, groupedCategoryOptions } from './category-list'

const categories = [
  { id: 1, parentId: null, code: '336', slug: 'transport', nameEn: 'Transportation equipment', nameEs: 'Equipo de transporte' },
  { id: 2, parentId: 1, code: '3363', slug: 'parts', nameEn: 'Parts', nameEs: 'Autopartes' },
  { id: 3, parentId: 2, code: '33637', slug: 'stamping', nameEn: 'Stamping', nameEs: 'Estampado' },
  { id: 4, parentId: null, code: '326', slug: 'plastics', nameEn: 'Plastics', nameEs: 'Plásticos' },
]

describe('category options', () => {
  it('groups every category under its top-level parent, in the interface language', () => {
    expect(groupedCategoryOptions(categories, 'es')).toEqual([
      { group: 'Equipo de transporte', items: [{ value: '2', label: 'Autopartes' }, { value: '1', label: 'Equipo de transporte' }, { value: '3', label: 'Estampado' }] },
      { group: 'Plásticos', items: [{ value: '4', label: 'Plásticos' }] },
    ])
  })

  it('names picked categories', () => {
    expect(categoryNames(categories, [3, 99, 4], 'en')).toEqual(['Stamping', 'Plastics'])
  })
})

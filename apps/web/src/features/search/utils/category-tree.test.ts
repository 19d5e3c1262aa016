import { describe, expect, it } from 'vitest'
import type { TCategoryTreeNode } from '@nexo/shared'
import { filterCategoryTree, foldText } from './category-tree'

const node = (id: number, nameEn: string, nameEs: string, children: TCategoryTreeNode[] = []): TCategoryTreeNode => ({
  id,
  code: String(id),
  slug: nameEn.toLowerCase().replace(/\W+/g, '-'),
  nameEn,
  nameEs,
  count: 1,
  children,
})

const tree = [
  node(1, 'Plastics products', 'Productos de plástico', [node(2, 'Plastic injection molding', 'Inyección de plástico'), node(3, 'Urethane foam', 'Espumas')]),
  node(4, 'Foundries', 'Fundición', [node(5, 'Iron foundries', 'Fundición de hierro')]),
]

describe('filterCategoryTree', () => {
  it('folds accents and case', () => {
    expect(foldText('Inyección')).toBe('inyeccion')
  })

  it('keeps everything for an empty text', () => {
    expect(filterCategoryTree(tree, '  ')).toHaveLength(2)
  })

  it('keeps a matching parent with all its children', () => {
    const out = filterCategoryTree(tree, 'fundicion')
    expect(out.map((n) => n.id)).toEqual([4])
    expect(out[0]?.children).toHaveLength(1)
  })

  it('keeps only the matching branch under a parent that does not match, in either language', () => {
    const out = filterCategoryTree(tree, 'inyeccion')
    expect(out.map((n) => n.id)).toEqual([1])
    expect(out[0]?.children.map((c) => c.id)).toEqual([2])
    expect(filterCategoryTree(tree, 'urethane')[0]?.children.map((c) => c.id)).toEqual([3])
  })

  it('finds nothing for an unknown word', () => {
    expect(filterCategoryTree(tree, 'aerospace')).toEqual([])
  })
})

import type { TCategoryTreeNode, TCategoryTreeResponse } from '@nexo/shared'
import type { Db } from '../../db/client'
import { countCompaniesByCategory } from '../search/search.service'
import { findAllCategories } from './categories.repo'

/**
 * The industry category tree, flat (parents first by sort order); the client nests it. Retired categories are not
 * offered to pick; `includeRetired` adds them (marked) so forms and filters can still name the links already saved.
 */
export async function listCategories(db: Db, includeRetired = false) {
  return { items: await findAllCategories(db, { includeRetired }) }
}

/**
 * The category tree, nested, with the approved visible companies of each node; a parent's count is the distinct
 * companies in it or any descendant (the search index stores each company's categories with their ancestors).
 */
export async function getCategoryTree(db: Db): Promise<TCategoryTreeResponse> {
  const [rows, counts] = await Promise.all([findAllCategories(db), countCompaniesByCategory(db)])
  const nodes = new Map<number, TCategoryTreeNode>()
  for (const r of rows) {
    nodes.set(r.id, { id: r.id, code: r.code, slug: r.slug, nameEn: r.nameEn, nameEs: r.nameEs, count: counts.get(r.id) ?? 0, children: [] })
  }
  const roots: TCategoryTreeNode[] = []
  for (const r of rows) {
    const node = nodes.get(r.id)!
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return { items: roots }
}

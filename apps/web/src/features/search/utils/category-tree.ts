import type { TCategoryTreeNode } from '@nexo/shared'

/** Folds accents and case so "inyeccion" finds "Inyección". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
}

/**
 * The tree filtered by a text: a node stays when its name (either language) matches, keeping all its
 * children, or when one of its descendants matches, keeping only the matching branches.
 */
export function filterCategoryTree(nodes: readonly TCategoryTreeNode[], text: string): TCategoryTreeNode[] {
  const needle = foldText(text.trim())
  if (!needle) return [...nodes]
  const matches = (node: TCategoryTreeNode) => foldText(node.nameEn).includes(needle) || foldText(node.nameEs).includes(needle)
  const out: TCategoryTreeNode[] = []
  for (const node of nodes) {
    if (matches(node)) {
      out.push(node)
      continue
    }
    const children = filterCategoryTree(node.children, text)
    if (children.length > 0) out.push({ ...node, children })
  }
  return out
}

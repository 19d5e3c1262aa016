import { asc, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories } from '../../db/schema'

/** The category tree, flat, parents' sort order first; retired categories only when asked for (docs/decisions/037). */
export async function findAllCategories(db: Db, options: { includeRetired?: boolean } = {}) {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      code: categories.code,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameEs: categories.nameEs,
      retiredAt: categories.retiredAt,
    })
    .from(categories)
    .where(options.includeRetired ? undefined : isNull(categories.retiredAt))
    .orderBy(asc(categories.sortOrder), asc(categories.code))
  return rows.map((r) => ({ ...r, retiredAt: r.retiredAt?.toISOString() ?? null }))
}

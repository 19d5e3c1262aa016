import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories } from '../../db/schema'

export async function findAllCategories(db: Db) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, code: categories.code, slug: categories.slug, nameEn: categories.nameEn, nameEs: categories.nameEs })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.code))
}

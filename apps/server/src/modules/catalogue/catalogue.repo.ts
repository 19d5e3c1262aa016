import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, productsServices } from '../../db/schema'

const itemColumns = {
  id: productsServices.id,
  beyondFreeLimit: productsServices.beyondFreeLimit,
  companyId: productsServices.companyId,
  kind: productsServices.kind,
  title: productsServices.title,
  briefDescription: productsServices.briefDescription,
  detailedDescription: productsServices.detailedDescription,
  categoryId: productsServices.categoryId,
  family: productsServices.family,
  quantity: productsServices.quantity,
  price: productsServices.price,
  currency: productsServices.currency,
  phone: productsServices.phone,
  email: productsServices.email,
  imageFileId: productsServices.imageFileId,
  datasheetFileId: productsServices.datasheetFileId,
  attributes: productsServices.attributes,
  createdAt: productsServices.createdAt,
  updatedAt: productsServices.updatedAt,
  // The category is reference data, read through a join for its names.
  categoryCode: categories.code,
  categoryNameEn: categories.nameEn,
  categoryNameEs: categories.nameEs,
}
export type CatalogueItemRow = {
  [K in keyof typeof itemColumns]: K extends 'categoryCode' | 'categoryNameEn' | 'categoryNameEs' ? string : (typeof productsServices.$inferSelect)[Exclude<K, 'categoryCode' | 'categoryNameEn' | 'categoryNameEs'>]
}
export type CatalogueItemValues = Omit<typeof productsServices.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'searchVector'>

const selectItems = (db: Db) => db.select(itemColumns).from(productsServices).innerJoin(categories, eq(categories.id, productsServices.categoryId))

/**
 * A company's items, newest first. `withinFreeLimit`: only the items the free plan shows (docs/decisions/032: items
 * past the free limit are hidden, not deleted, while the company has no Platinum rights).
 */
export async function listCompanyItems(db: Db, companyId: string, page: number, limit: number, options: { withinFreeLimit?: boolean } = {}): Promise<{ rows: CatalogueItemRow[]; total: number }> {
  const where = and(eq(productsServices.companyId, companyId), options.withinFreeLimit ? eq(productsServices.beyondFreeLimit, false) : undefined)
  const [rows, total] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(productsServices.createdAt), desc(productsServices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    options.withinFreeLimit ? db.select({ value: count() }).from(productsServices).where(where).then(([row]) => row?.value ?? 0) : countCompanyItems(db, companyId),
  ])
  return { rows: rows as CatalogueItemRow[], total }
}

export async function countCompanyItems(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(productsServices).where(eq(productsServices.companyId, companyId))
  return row?.value ?? 0
}

/** One item; with `companyId`, only if it belongs to that company. */
export async function findItem(db: Db, itemId: string, companyId?: string): Promise<CatalogueItemRow | null> {
  const where = companyId ? and(eq(productsServices.id, itemId), eq(productsServices.companyId, companyId)) : eq(productsServices.id, itemId)
  const [row] = await selectItems(db).where(where).limit(1)
  return (row as CatalogueItemRow | undefined) ?? null
}

export async function findItemsByIds(db: Db, itemIds: string[]): Promise<CatalogueItemRow[]> {
  if (itemIds.length === 0) return []
  return (await selectItems(db).where(inArray(productsServices.id, itemIds))) as CatalogueItemRow[]
}

export async function insertItem(db: Db, companyId: string, values: CatalogueItemValues): Promise<string> {
  const [row] = await db.insert(productsServices).values({ ...values, companyId }).returning({ id: productsServices.id })
  return row!.id
}

export async function updateItem(db: Db, companyId: string, itemId: string, values: CatalogueItemValues): Promise<boolean> {
  const rows = await db
    .update(productsServices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(productsServices.id, itemId), eq(productsServices.companyId, companyId)))
    .returning({ id: productsServices.id })
  return rows.length > 0
}

export async function deleteItem(db: Db, companyId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(productsServices)
    .where(and(eq(productsServices.id, itemId), eq(productsServices.companyId, companyId)))
    .returning({ id: productsServices.id })
  return rows.length > 0
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1)
  return Boolean(row)
}

/**
 * Serialises catalogue additions of one company until the transaction ends, so two requests cannot
 * both take the last free place (an advisory lock: it touches no other feature's rows).
 */
export async function lockCompanyCatalogue(db: Db, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`catalogue:${companyId}`}, 0))`)
}

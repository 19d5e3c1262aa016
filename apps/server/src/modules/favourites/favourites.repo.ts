import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { FavouriteType } from '@nexo/shared'
import type { Db } from '../../db/client'
import { categories, companies, favourites, productsServices, requirements } from '../../db/schema'

/**
 * Favourites list their targets' card data through read-only joins; a target counts only while it is
 * listed (company approved and visible; requirement public), so hidden targets drop out of the lists.
 */
const companyListed = and(eq(companies.status, 'approved'), eq(companies.isVisible, true))!

const targetColumn = { company: favourites.companyId, product: favourites.productId, requirement: favourites.requirementId } as const

export async function insertFavourite(db: Db, userId: string, type: FavouriteType, targetId: string): Promise<void> {
  const target = type === 'company' ? { companyId: targetId } : type === 'product' ? { productId: targetId } : { requirementId: targetId }
  await db.insert(favourites).values({ userId, type, ...target }).onConflictDoNothing()
}

export async function deleteFavourite(db: Db, userId: string, type: FavouriteType, targetId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.type, type), eq(targetColumn[type], targetId)))
}

/** Whether the target exists and is listed. */
export async function isTargetListed(db: Db, type: FavouriteType, targetId: string): Promise<boolean> {
  const query =
    type === 'company'
      ? db.select({ id: companies.id }).from(companies).where(and(eq(companies.id, targetId), companyListed))
      : type === 'product'
        ? db
            .select({ id: productsServices.id })
            .from(productsServices)
            .innerJoin(companies, eq(companies.id, productsServices.companyId))
            .where(and(eq(productsServices.id, targetId), companyListed))
        : db
            .select({ id: requirements.id })
            .from(requirements)
            .innerJoin(companies, eq(companies.id, requirements.companyId))
            .where(and(eq(requirements.id, targetId), eq(requirements.isPublic, true), companyListed))
  const rows = await query.limit(1)
  return rows.length > 0
}

/** SQL: the favourite's target exists and is listed. */
function targetListed(type: FavouriteType): SQL {
  if (type === 'company') {
    return sql`exists (select 1 from ${companies} where ${companies.id} = ${favourites.companyId} and ${companyListed})`
  }
  if (type === 'product') {
    return sql`exists (select 1 from ${productsServices} join ${companies} on ${companies.id} = ${productsServices.companyId}
                        where ${productsServices.id} = ${favourites.productId} and ${companyListed})`
  }
  return sql`exists (select 1 from ${requirements} join ${companies} on ${companies.id} = ${requirements.companyId}
                      where ${requirements.id} = ${favourites.requirementId} and ${requirements.isPublic} and ${companyListed})`
}

/** The ids of the user's listed favourites of a type (for the hearts on cards), newest first. */
export async function listFavouriteIds(db: Db, userId: string, type: FavouriteType): Promise<string[]> {
  const rows = await db
    .select({ id: targetColumn[type] })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.type, type), targetListed(type)))
    .orderBy(desc(favourites.createdAt))
  return rows.flatMap((r) => (r.id ? [r.id] : []))
}

const page = (p: number, limit: number) => ({ limit, offset: (p - 1) * limit })

async function countListed(db: Db, userId: string, type: FavouriteType): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.type, type), targetListed(type)))
  return row?.value ?? 0
}

const isPlatinum = sql<boolean>`coalesce(${companies.platinumUntil} > now(), false)`

export async function listFavouriteCompanies(db: Db, userId: string, p: number, limit: number) {
  const { offset } = page(p, limit)
  const [rows, total] = await Promise.all([
    db
      .select({
        favouritedAt: favourites.createdAt,
        id: companies.id,
        tradeName: companies.tradeName,
        logoFileId: companies.logoFileId,
        country: companies.country,
        state: companies.state,
        city: companies.city,
        sector: companies.sector,
        profileType: companies.profileType,
        briefDescription: companies.briefDescription,
        isValidatedSupplier: companies.isValidatedSupplier,
        isPlatinum,
      })
      .from(favourites)
      .innerJoin(companies, eq(companies.id, favourites.companyId))
      .where(and(eq(favourites.userId, userId), eq(favourites.type, 'company'), companyListed))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(limit)
      .offset(offset),
    countListed(db, userId, 'company'),
  ])
  return { rows, total }
}

export async function listFavouriteProducts(db: Db, userId: string, p: number, limit: number) {
  const { offset } = page(p, limit)
  const [rows, total] = await Promise.all([
    db
      .select({
        favouritedAt: favourites.createdAt,
        id: productsServices.id,
        kind: productsServices.kind,
        title: productsServices.title,
        briefDescription: productsServices.briefDescription,
        price: productsServices.price,
        currency: productsServices.currency,
        imageFileId: productsServices.imageFileId,
        categoryId: categories.id,
        categoryCode: categories.code,
        categoryNameEn: categories.nameEn,
        categoryNameEs: categories.nameEs,
        companyId: companies.id,
        companyTradeName: companies.tradeName,
      })
      .from(favourites)
      .innerJoin(productsServices, eq(productsServices.id, favourites.productId))
      .innerJoin(companies, eq(companies.id, productsServices.companyId))
      .innerJoin(categories, eq(categories.id, productsServices.categoryId))
      .where(and(eq(favourites.userId, userId), eq(favourites.type, 'product'), companyListed))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(limit)
      .offset(offset),
    countListed(db, userId, 'product'),
  ])
  return { rows, total }
}

export async function listFavouriteRequirements(db: Db, userId: string, p: number, limit: number) {
  const { offset } = page(p, limit)
  const [rows, total] = await Promise.all([
    db
      .select({
        favouritedAt: favourites.createdAt,
        id: requirements.id,
        title: requirements.title,
        type: requirements.type,
        status: requirements.status,
        isRfq: requirements.isRfq,
        country: requirements.country,
        state: requirements.state,
        city: requirements.city,
        startDate: requirements.startDate,
        endDate: requirements.endDate,
        categoryId: categories.id,
        categoryCode: categories.code,
        categoryNameEn: categories.nameEn,
        categoryNameEs: categories.nameEs,
        companyId: companies.id,
        companyTradeName: companies.tradeName,
      })
      .from(favourites)
      .innerJoin(requirements, eq(requirements.id, favourites.requirementId))
      .innerJoin(companies, eq(companies.id, requirements.companyId))
      .innerJoin(categories, eq(categories.id, requirements.categoryId))
      .where(and(eq(favourites.userId, userId), eq(favourites.type, 'requirement'), companyListed, eq(requirements.isPublic, true)))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(limit)
      .offset(offset),
    countListed(db, userId, 'requirement'),
  ])
  return { rows, total }
}

import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, certifications } from '../../db/schema'
import { rows } from '../../db/sql-rows'

/** Serializes the admin's reference-data writes (uniqueness checks, cycle checks, sibling renumbering). */
export async function lockReferenceData(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('nexo.reference-data'))`)
}

// ── certifications ───────────────────────────────────────────────────────────────────────────────

export type CertificationUsageRow = {
  id: number
  slug: string
  name: string
  issuer: string | null
  description_en: string | null
  description_es: string | null
  retired_at: string | null
  companies: number
  required_by: number
  preferred_by: number
}

/** Every certification, retired ones included, with how many companies hold it and requirements name it. */
export function listCertificationsWithUsage(db: Db, id?: number): Promise<CertificationUsageRow[]> {
  return rows<CertificationUsageRow>(
    db,
    sql`select c.id, c.slug, c.name, c.issuer, c.description_en, c.description_es, c.retired_at::text as retired_at,
               (select count(distinct cc.company_id)::int from company_certifications cc where cc.certification_id = c.id) as companies,
               (select count(*)::int from requirements r where c.id = any(r.certification_ids)) as required_by,
               (select count(*)::int from requirements r where c.id = any(r.preferred_certification_ids)) as preferred_by
          from certifications c
         where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
         order by lower(c.name), c.id`,
  )
}

export async function findCertification(db: Db, id: number) {
  const [row] = await db.select().from(certifications).where(eq(certifications.id, id)).limit(1)
  return row ?? null
}

/** Another certification with this slug or this name (any case): the list must not offer the same thing twice. */
export async function certificationClash(db: Db, slug: string, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from certifications
         where (slug = ${slug} or lower(name) = lower(${name})) ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}
         limit 1`,
  )
  return row !== undefined
}

export interface CertificationValues {
  name: string
  issuer: string | null
  descriptionEn: string | null
  descriptionEs: string | null
}

export async function insertCertification(db: Db, slug: string, values: CertificationValues): Promise<number> {
  const [row] = await db.insert(certifications).values({ slug, ...values }).returning({ id: certifications.id })
  return row!.id
}

export async function updateCertification(db: Db, id: number, values: Partial<CertificationValues> & { retiredAt?: Date | null }): Promise<void> {
  await db.update(certifications).set(values).where(eq(certifications.id, id))
}

// ── categories ───────────────────────────────────────────────────────────────────────────────────

export type CategoryUsageRow = {
  id: number
  parent_id: number | null
  code: string
  slug: string
  name_en: string
  name_es: string
  sort_order: number
  retired_at: string | null
  companies: number
  products: number
  requirements: number
}

/** The whole tree, flat, in display order, with the direct links of each category. */
export function listCategoriesWithUsage(db: Db): Promise<CategoryUsageRow[]> {
  return rows<CategoryUsageRow>(
    db,
    sql`select c.id, c.parent_id, c.code, c.slug, c.name_en, c.name_es, c.sort_order, c.retired_at::text as retired_at,
               coalesce(cc.n, 0)::int as companies, coalesce(p.n, 0)::int as products, coalesce(r.n, 0)::int as requirements
          from categories c
          left join (select category_id, count(*) as n from company_categories group by category_id) cc on cc.category_id = c.id
          left join (select category_id, count(*) as n from products_services group by category_id) p on p.category_id = c.id
          left join (select x.id, count(*) as n
                       from (select category_id as id from requirements
                             union all select subcategory_id from requirements where subcategory_id is not null) x
                      group by x.id) r on r.id = c.id
         order by c.sort_order, c.code`,
  )
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
  return row ?? null
}

export async function categoryCodeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const where = exceptId === undefined ? eq(categories.code, code) : and(eq(categories.code, code), ne(categories.id, exceptId))
  const [row] = await db.select({ id: categories.id }).from(categories).where(where).limit(1)
  return row !== undefined
}

export async function categorySlugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1)
  return row !== undefined
}

/** The children of a parent (null: the top level), in display order. */
export function childrenOf(db: Db, parentId: number | null) {
  return db
    .select({ id: categories.id, sortOrder: categories.sortOrder, retiredAt: categories.retiredAt })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.code))
}

/** The ids of a category's ancestors, nearest first. */
export async function ancestorIds(db: Db, id: number): Promise<number[]> {
  const result = await rows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from categories where id = ${id}
          union all select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 50)
        select id from up where depth > 0 order by depth`,
  )
  return result.map((r) => r.id)
}

export interface CategoryValues {
  code: string
  nameEn: string
  nameEs: string
}

export async function insertCategory(db: Db, values: CategoryValues & { parentId: number | null; slug: string; sortOrder: number }): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id })
  return row!.id
}

export async function updateCategory(db: Db, id: number, values: Partial<CategoryValues> & { parentId?: number | null; retiredAt?: Date | null }): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id))
}

/**
 * Runs writes that change no company's search data (a category's sort order, a retired mark: retired items stay
 * indexed, their links stay) without the search triggers' reindexing of every company linked to them (the switch
 * the reindex itself uses for its own writes, migration 0012). The search generation still moves (ADR 008), so
 * cached answers refresh. Inside a transaction only.
 */
export async function withoutSearchReindex<T>(db: Db, write: () => Promise<T>): Promise<T> {
  await db.execute(sql`select set_config('nexo.search_indexing', 'on', true)`)
  try {
    return await write()
  } finally {
    await db.execute(sql`select set_config('nexo.search_indexing', '', true)`)
  }
}

export async function writeSortOrders(db: Db, orders: readonly { id: number; sortOrder: number }[]): Promise<void> {
  for (const o of orders) await db.update(categories).set({ sortOrder: o.sortOrder }).where(eq(categories.id, o.id))
}

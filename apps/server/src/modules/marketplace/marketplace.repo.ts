/** Marketplace listing: companies and products/services in one ranked list (read-only SQL). */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray, textArray, uuidArray } from '../../db/sql-arrays'
import { rows, rowsViaIndex } from '../../db/sql-rows'

/** Same multiplier as the company search (docs/decisions/007-directory.md). */
const PLATINUM_BOOST = 1.5

export interface MarketplaceParams {
  tsQuery: string
  /** OR-query of the material keywords ('' = no material filter). */
  materialQuery: string
  states: readonly string[]
  /** Selected categories (companies store their ancestors, so these match descendants too). */
  categoryIds: readonly number[] | null
  /** Selected categories and all their descendants (products have one category). */
  categoryIdsWithDescendants: readonly number[] | null
  /** Only rows created at or after this instant. */
  since: Date | null
  /** The "match my company" rule: interest categories (with descendants) and the caller's company to leave out. */
  match: { categoryIds: readonly number[]; categoryIdsWithDescendants: readonly number[]; excludeCompanyId: string; matchedCompanyIds: readonly string[] } | null
  limit: number
  offset: number
}

export interface MarketplaceRow {
  kind: 'company' | 'product'
  id: string
  company_id: string
  title: string
  subtitle: string
  image_file_id: string | null
  price: number | null
  currency: string | null
  city: string
  state: string
  created_at: string
  is_platinum: boolean
  product_kind: 'product' | 'service' | null
  company_name: string
  category_names: { nameEn: string; nameEs: string }[]
}

/**
 * One page of the ranked list plus the total. The ranked set holds only what ordering and counting need (kind, id,
 * Platinum, date, score), read from company_search and the products' listing index; texts, images and category
 * names are fetched for the page's rows only.
 */
export async function listMarketplace(db: Db, p: MarketplaceParams): Promise<{ total: number; items: MarketplaceRow[] }> {
  const hasQ = p.tsQuery !== ''
  const q = sql`${p.tsQuery}::tsquery`
  const companyWhere: SQL[] = [sql`s.listed`]
  // Items past the free limit of a company without Platinum rights are hidden, not deleted (docs/decisions/032).
  const productWhere: SQL[] = [sql`s.listed`, sql`(not p.beyond_free_limit or s.platinum_until > now())`]
  if (hasQ) {
    companyWhere.push(sql`s.search_vector @@ ${q}`)
    productWhere.push(sql`p.search_vector @@ ${q}`)
  }
  if (p.materialQuery !== '') {
    companyWhere.push(sql`s.search_vector @@ ${p.materialQuery}::tsquery`)
    productWhere.push(sql`p.search_vector @@ ${p.materialQuery}::tsquery`)
  }
  if (p.states.length > 0) {
    companyWhere.push(sql`s.state = any(${textArray(p.states)})`)
    productWhere.push(sql`s.state = any(${textArray(p.states)})`)
  }
  if (p.categoryIds && p.categoryIdsWithDescendants) {
    companyWhere.push(sql`s.category_ids && ${intArray(p.categoryIds)}`)
    productWhere.push(sql`p.category_id = any(${intArray(p.categoryIdsWithDescendants)})`)
  }
  if (p.since) {
    companyWhere.push(sql`s.created_at >= ${p.since.toISOString()}::timestamptz`)
    productWhere.push(sql`p.created_at >= ${p.since.toISOString()}::timestamptz`)
  }
  if (p.match) {
    // In the interest categories, or found by matching (ADR 028: suppliers for the caller's open requirements, partners).
    const matched = uuidArray(p.match.matchedCompanyIds)
    companyWhere.push(sql`(s.category_ids && ${intArray(p.match.categoryIds)} or s.company_id = any(${matched}))`, sql`s.company_id <> ${p.match.excludeCompanyId}::uuid`)
    productWhere.push(sql`(p.category_id = any(${intArray(p.match.categoryIdsWithDescendants)}) or p.company_id = any(${matched}))`, sql`p.company_id <> ${p.match.excludeCompanyId}::uuid`)
  }
  const boost = sql`(case when s.platinum_until > now() then ${sql.raw(String(PLATINUM_BOOST))} else 1 end)`
  const order = (t: 'i' | 'pg') => sql.raw(`${hasQ ? `${t}.score desc` : `${t}.plat desc`}, ${t}.created_at desc, ${t}.id`)
  // Text and material queries go through the GIN indexes (see rowsViaIndex).
  const [row] = await (hasQ || p.materialQuery !== '' ? rowsViaIndex : rows)<{ total: number; items: MarketplaceRow[] }>(
    db,
    sql`
    with items as materialized (
      select 'company' as kind, s.company_id as id, s.company_id, coalesce(s.platinum_until > now(), false) as plat,
             s.created_at, ${hasQ ? sql`ts_rank(s.rank_vector, ${q}, 0) * ${boost}` : sql`0::real`} as score
        from company_search s
       where ${sql.join(companyWhere, sql` and `)}
      union all
      select 'product', p.id, p.company_id, coalesce(s.platinum_until > now(), false), p.created_at,
             ${hasQ ? sql`ts_rank(p.search_vector, ${q}, 1) * ${boost}` : sql`0::real`}
        from products_services p join company_search s on s.company_id = p.company_id
       where ${sql.join(productWhere, sql` and `)}
    ),
    page as (
      select * from items i order by ${order('i')} limit ${p.limit} offset ${p.offset}
    )
    select (select count(*)::int from items) as total,
           (select coalesce(json_agg(json_build_object(
                'kind', pg.kind, 'id', pg.id, 'company_id', pg.company_id,
                'title', coalesce(ps.title, c.trade_name), 'subtitle', coalesce(ps.brief_description, c.brief_description),
                'image_file_id', case when ps.id is null then c.logo_file_id else ps.image_file_id end,
                'price', ps.price::float8, 'currency', ps.currency, 'city', c.city, 'state', c.state,
                'created_at', pg.created_at, 'is_platinum', pg.plat, 'product_kind', ps.kind, 'company_name', c.trade_name,
                'category_names', case when ps.id is null then
                    coalesce((select json_agg(json_build_object('nameEn', ca.name_en, 'nameEs', ca.name_es) order by ca.sort_order, ca.code)
                                from company_categories cc join categories ca on ca.id = cc.category_id where cc.company_id = pg.id), '[]'::json)
                  else coalesce((select json_agg(json_build_object('nameEn', ca.name_en, 'nameEs', ca.name_es))
                                   from categories ca where ca.id = ps.category_id), '[]'::json) end)
              order by ${order('pg')}), '[]'::json)
              from page pg
              join companies c on c.id = pg.company_id
              left join products_services ps on pg.kind = 'product' and ps.id = pg.id) as items`,
  )
  return { total: row?.total ?? 0, items: row?.items ?? [] }
}

/**
 * Categories a company is interested in for the "match" rule: the categories it is in plus those of its open
 * requirements (category and subcategory).
 */
export async function findInterestCategoryIds(db: Db, companyId: string): Promise<number[]> {
  const result = await rows<{ id: number }>(
    db,
    sql`select category_id as id from company_categories where company_id = ${companyId}::uuid
        union select category_id from requirements where company_id = ${companyId}::uuid and status = 'opened'
        union select subcategory_id from requirements where company_id = ${companyId}::uuid and status = 'opened' and subcategory_id is not null`,
  )
  return result.map((r) => r.id)
}

/** The ids and all their descendants. */
export async function withDescendants(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const result = await rows<{ id: number }>(
    db,
    sql`with recursive t(id) as (select unnest(${intArray(ids)}) union select c.id from categories c join t on c.parent_id = t.id) select id from t`,
  )
  return result.map((r) => r.id)
}

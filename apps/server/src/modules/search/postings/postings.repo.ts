/**
 * SQL of the in-memory postings: the search rows written since a transaction horizon, the deleted ones, and the
 * slugs of certifications and categories. Parameterized through Drizzle's `sql` template.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rows } from '../../../db/sql-rows'

export interface SearchRowText {
  id: string
  listed: boolean
  is_supplier: boolean
  state: string
  category_ids: number[]
  certification_ids: number[]
  completeness: number
  platinum_ms: number | null
  updated_us: string
  search_lexemes: string[]
  rank_vector: string
  process_lexemes: string[]
  material_lexemes: string[]
}

/**
 * The search generation (ADR 008) and the oldest transaction still running, read together: every write not yet
 * visible now belongs to a transaction at or after that horizon.
 */
export async function readHorizon(db: Db): Promise<{ generation: string; horizon: string }> {
  const [row] = await rows<{ generation: string; horizon: string }>(
    db,
    sql`select (select generation::text from search_state where id = 1) as generation,
               pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
  )
  return { generation: row?.generation ?? '', horizon: row!.horizon }
}

/**
 * Up to `limit` search rows after company id `after`, in id order: every listed row (`since` null), or every row
 * written by a transaction at or after `since` (listed or not: an unlisted one leaves the index).
 */
export function readSearchRows(db: Db, p: { since: string | null; after: string | null; limit: number }): Promise<SearchRowText[]> {
  return rows<SearchRowText & Record<string, unknown>>(
    db,
    sql`select s.company_id as id, s.listed, s.is_supplier, s.state, s.category_ids, s.certification_ids, s.completeness,
               (extract(epoch from s.platinum_until) * 1000)::float8 as platinum_ms,
               (extract(epoch from s.updated_at) * 1000000)::bigint::text as updated_us,
               coalesce(tsvector_to_array(s.search_vector), '{}') as search_lexemes,
               coalesce(s.rank_vector, ''::tsvector)::text as rank_vector,
               -- As matching.repo conceptFits tests them (a change of these texts reindexes the row: written_by).
               coalesce(tsvector_to_array(nexo_weighted_vector(concat_ws(' ', c.processes, c.main_products, c.main_services), 'B')), '{}') as process_lexemes,
               coalesce(tsvector_to_array(nexo_weighted_vector(c.materials, 'B')), '{}') as material_lexemes
          from company_search s join companies c on c.id = s.company_id
         where ${p.since === null ? sql`s.listed` : sql`s.written_by >= ${p.since}::xid8`}
           ${p.after === null ? sql`` : sql`and s.company_id > ${p.after}::uuid`}
         order by s.company_id
         limit ${p.limit}`,
  )
}

/** Listed search rows (a build's progress total; a loaded snapshot's check). */
export async function countListed(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from company_search where listed`)
  return row?.n ?? 0
}

/** Which database this is, and the last migration applied to it: what a snapshot must match to be used. */
export interface DatabaseIdentity {
  database: string
  migration: string
}

export async function readIdentity(db: Db): Promise<DatabaseIdentity> {
  const [row] = await rows<{ database: string; migration: string | null }>(
    db,
    sql`select (select system_identifier::text from pg_control_system()) || ':' || current_database() || ':' ||
                 (select oid::text from pg_database where datname = current_database()) as database,
               (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as migration`,
  )
  return { database: row!.database, migration: row!.migration ?? '' }
}

/** Companies whose search row a transaction at or after `since` deleted (the purge's marks among them: harmless). */
export async function readRemoved(db: Db, since: string): Promise<string[]> {
  const result = await rows<{ id: string }>(db, sql`select distinct company_id as id from company_search_removed where removed_by >= ${since}::xid8`)
  return result.map((r) => r.id)
}

/**
 * The purge's two marks, kept as rows of company_search_removed under ids no company has: WATERMARK's removed_by is
 * the horizon below which tombstones have been deleted (an index or snapshot whose horizon is older must be built
 * again), NEXT's the horizon read at the last purge, which becomes the watermark at the next one.
 */
const WATERMARK = '00000000-0000-0000-0000-000000000000'
const NEXT = '00000000-0000-0000-0000-000000000001'

/** The horizon below which tombstones may have been purged ('0' when none has). */
export async function readPurgeWatermark(db: Db): Promise<string> {
  const [row] = await rows<{ w: string | null }>(db, sql`select max(removed_by)::text as w from company_search_removed where company_id = ${WATERMARK}::uuid`)
  return row?.w ?? '0'
}

/**
 * Deletes the tombstones older than the horizon the previous purge read (a purge runs daily: every index in use has
 * refreshed since, and every snapshot younger than that has a later horizon), then records this purge's horizon for
 * the next one. Resolves to the tombstones deleted.
 */
export async function purgeRemoved(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [previous] = await rows<{ h: string | null }>(tx, sql`select max(removed_by)::text as h from company_search_removed where company_id = ${NEXT}::uuid`)
    const { horizon } = await readHorizon(tx as unknown as Db)
    let removed = 0
    if (previous?.h) {
      const deleted = await rows<{ id: string }>(
        tx,
        sql`delete from company_search_removed where removed_by < ${previous.h}::xid8 and company_id not in (${WATERMARK}::uuid, ${NEXT}::uuid) returning company_id as id`,
      )
      removed = deleted.length
      await tx.execute(sql`delete from company_search_removed where company_id = ${WATERMARK}::uuid`)
      await tx.execute(sql`insert into company_search_removed (company_id, removed_by) values (${WATERMARK}::uuid, ${previous.h}::xid8)`)
    }
    await tx.execute(sql`delete from company_search_removed where company_id = ${NEXT}::uuid`)
    await tx.execute(sql`insert into company_search_removed (company_id, removed_by) values (${NEXT}::uuid, ${horizon}::xid8)`)
    return removed
  })
}

/** Slugs by id: certifications and categories (the facets' values). */
export async function readSlugs(db: Db): Promise<{ certifications: Map<number, string>; categories: Map<number, string> }> {
  const [certs, cats] = await Promise.all([
    rows<{ id: number; slug: string }>(db, sql`select id, slug from certifications`),
    rows<{ id: number; slug: string }>(db, sql`select id, slug from categories`),
  ])
  return { certifications: new Map(certs.map((r) => [r.id, r.slug])), categories: new Map(cats.map((r) => [r.id, r.slug])) }
}

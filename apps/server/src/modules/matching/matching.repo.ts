/**
 * Reads of the matching module: requirements and suppliers as scoring facts, the pre-ranked candidate pool, and
 * which concepts each candidate's profile holds (and in which fields). Parameterized SQL through Drizzle; the
 * tsquery texts come from the retrieval engine and are bound as parameters.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray, uuidArray } from '../../db/sql-arrays'
import { rows } from '../../db/sql-rows'

export interface RequirementRow {
  id: string
  company_id: string
  company_name: string
  title: string
  description: string
  activity: string
  materials: string
  volumes: string
  type: string
  is_rfq: boolean
  is_public: boolean
  status: string
  end_date: string
  city: string
  state: string
  country: string
  latitude: number | null
  longitude: number | null
  category_id: number
  subcategory_id: number | null
  certification_ids: number[]
  preferred_certification_ids: number[]
  max_distance_km: number | null
  content_language: string
  created_at: string
}

const REQUIREMENT_COLUMNS = sql`r.id, r.company_id, co.trade_name as company_name, r.title, r.description, r.activity, r.materials, r.volumes,
  r.type, r.is_rfq, r.is_public, r.status, r.end_date::text as end_date, r.city, r.state, r.country, r.latitude, r.longitude,
  r.category_id, r.subcategory_id, r.certification_ids, r.preferred_certification_ids, r.max_distance_km, r.content_language,
  r.created_at::text as created_at`

/** Open: status opened and not past its end date (correct on read even before the expiry job runs). */
const OPEN = sql`r.status = 'opened' and r.end_date >= current_date`
/** The requirement's company is listed (approved and visible): others see its requirements (ADR 025). */
const OWNER_LISTED = sql`co.status = 'approved' and co.is_visible`

export async function findRequirement(db: Db, id: string): Promise<RequirementRow | null> {
  const [row] = await rows<RequirementRow & Record<string, unknown>>(
    db,
    sql`select ${REQUIREMENT_COLUMNS} from requirements r join companies co on co.id = r.company_id where r.id = ${id}`,
  )
  return row ?? null
}

/** Open requirements of the company, newest first. */
export async function openRequirementsOf(db: Db, companyId: string, limit: number): Promise<RequirementRow[]> {
  return rows<RequirementRow & Record<string, unknown>>(
    db,
    sql`select ${REQUIREMENT_COLUMNS} from requirements r join companies co on co.id = r.company_id
         where r.company_id = ${companyId} and ${OPEN} order by r.created_at desc limit ${limit}`,
  )
}

/**
 * Open requirements another company may see and answer: public ones of listed companies, and private ones it was
 * invited to; never its own. Newest first, at most `limit`.
 */
export async function servableRequirements(db: Db, companyId: string, limit: number): Promise<(RequirementRow & { is_invited: boolean })[]> {
  // The ones the company was invited to come first, so the newest `limit` never leaves one out (issue 27 §3).
  return rows<RequirementRow & { is_invited: boolean } & Record<string, unknown>>(
    db,
    sql`select ${REQUIREMENT_COLUMNS}, inv.is_invited from requirements r join companies co on co.id = r.company_id
         cross join lateral (select exists (select 1 from requirement_invitations i where i.requirement_id = r.id and i.company_id = ${companyId}) as is_invited) inv
         where ${OPEN} and r.company_id <> ${companyId} and ${OWNER_LISTED} and (r.is_public or inv.is_invited) and r.hidden_at is null
         order by inv.is_invited desc, r.created_at desc nulls last, r.id limit ${limit}`,
  )
}

/** Requirements opened since `since` that the digest job has not matched yet. */
export async function unmatchedNewRequirements(db: Db, since: Date, limit: number): Promise<RequirementRow[]> {
  return rows<RequirementRow & Record<string, unknown>>(
    db,
    sql`select ${REQUIREMENT_COLUMNS} from requirements r join companies co on co.id = r.company_id
         where ${OPEN} and r.is_public and ${OWNER_LISTED} and r.hidden_at is null and r.created_at >= ${since.toISOString()}::timestamptz
           and not exists (select 1 from requirement_match_runs m where m.requirement_id = r.id)
         order by r.created_at limit ${limit}`,
  )
}

export interface SupplierRow {
  id: string
  trade_name: string
  logo_file_id: string | null
  city: string
  state: string
  country: string
  latitude: number | null
  longitude: number | null
  coverage: { countries?: string[]; states?: string[] } | null
  category_ids: number[]
  certification_ids: number[]
  is_validated_supplier: boolean
  updated_at: string
  completeness: number
  production_capacity: number | string | null
  production_capacity_unit: string | null
  capacity_description: string
  machinery: string
  content_language: string
  profile_type: string
  /** Processes, main products, main services and materials: the supplier's own capability words. */
  own_text: string
  pre: number
}

/** A supplier's row without what the search module holds of it (category and certification ids, completeness). */
export type SupplierProfileRow = Omit<SupplierRow, 'category_ids' | 'certification_ids' | 'completeness'>

const SUPPLIER_COLUMNS = sql`c.id, c.trade_name, c.logo_file_id, c.city, c.state, c.country, c.latitude, c.longitude, c.coverage,
  c.is_validated_supplier, c.updated_at::text as updated_at,
  c.production_capacity, c.production_capacity_unit, c.capacity_description, c.machinery, c.content_language, c.profile_type,
  concat_ws(' ', c.processes, c.main_products, c.main_services, c.materials) as own_text`

/** The supplier rows of a pool ranked by the search module, in its order, with its pre-ranks. */
export async function supplierRowsInOrder(db: Db, pool: readonly { id: string; pre: number }[]): Promise<SupplierProfileRow[]> {
  if (pool.length === 0) return []
  const found = await rows<SupplierProfileRow & Record<string, unknown>>(db, sql`select ${SUPPLIER_COLUMNS}, 0 as pre from companies c where c.id = any(${uuidArray(pool.map((p) => p.id))})`)
  const byId = new Map(found.map((r) => [r.id, r]))
  // A company deleted since the postings' refresh is left out.
  return pool.flatMap((p) => {
    const row = byId.get(p.id)
    return row ? [{ ...row, pre: p.pre }] : []
  })
}

export async function supplierFacts(db: Db, companyId: string): Promise<SupplierProfileRow | null> {
  const [row] = await rows<SupplierProfileRow & Record<string, unknown>>(db, sql`select ${SUPPLIER_COLUMNS}, 0 as pre from companies c where c.id = ${companyId}`)
  return row ?? null
}

/** A company's own texts, to find partners like it. */
export async function companyTexts(db: Db, companyId: string): Promise<{ main_products: string; main_services: string; processes: string; materials: string; tags: string[] } | null> {
  const [row] = await rows<{ main_products: string; main_services: string; processes: string; materials: string; tags: string[] }>(
    db,
    sql`select main_products, main_services, processes, materials, tags from companies where id = ${companyId}`,
  )
  return row ?? null
}

export async function certificationNames(db: Db): Promise<Map<number, { name: string; slug: string }>> {
  const result = await rows<{ id: number; name: string; slug: string }>(db, sql`select id, name, slug from certifications`)
  return new Map(result.map((r) => [r.id, { name: r.name, slug: r.slug }]))
}

export async function categoryNames(db: Db): Promise<Map<number, { en: string; es: string; slug: string }>> {
  const result = await rows<{ id: number; name_en: string; name_es: string; slug: string }>(db, sql`select id, name_en, name_es, slug from categories`)
  return new Map(result.map((r) => [r.id, { en: r.name_en, es: r.name_es, slug: r.slug }]))
}

/**
 * Records that a requirement was matched (so the digest job does not match it again) and its suppliers worth a
 * digest as pending notices (possibly none), in one transaction.
 */
export async function insertMatchNotices(db: Db, requirementId: string, matches: readonly { companyId: string; score: number }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into requirement_match_runs (requirement_id) values (${requirementId}) on conflict do nothing`)
    if (matches.length === 0) return
    await tx.execute(sql`
      insert into requirement_match_notices (requirement_id, company_id, score)
      select ${requirementId}, m.company_id, m.score
        from unnest(${uuidArray(matches.map((m) => m.companyId))}, ${intArray(matches.map((m) => m.score))}) as m(company_id, score)
      on conflict do nothing`)
  })
}

export interface PendingNotice {
  company_id: string
  requirement_id: string
  title: string
  score: number
}

export async function pendingNotices(db: Db, limit: number): Promise<PendingNotice[]> {
  return rows<PendingNotice & Record<string, unknown>>(
    db,
    // Checked again at sending time: a requirement made private, covered or expired, or whose company is no longer
    // listed, since it was matched is not announced.
    sql`select n.company_id, n.requirement_id, r.title, n.score
          from requirement_match_notices n join requirements r on r.id = n.requirement_id join companies co on co.id = r.company_id
         where n.notified_at is null and r.is_public and ${OPEN} and ${OWNER_LISTED}
         order by n.company_id, n.score desc
         limit ${limit}`,
  )
}

export async function markNotified(db: Db, companyId: string, requirementIds: readonly string[]): Promise<void> {
  await db.execute(sql`update requirement_match_notices set notified_at = now()
                        where company_id = ${companyId} and requirement_id = any(${uuidArray(requirementIds)}) and notified_at is null`)
}

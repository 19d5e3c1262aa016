/**
 * SQL of the retrieval engine: what the index knows about query words, the Snowball stems of query terms
 * (PostgreSQL's `spanish` and `english` configurations, the same that index the profiles, so query and index stem
 * alike) and the coverage score. Parameterized through Drizzle's `sql` template; tsquery texts are rendered by
 * PostgreSQL itself and only ever sent back as bound parameters.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray, textArray, uuidArray } from '../../db/sql-arrays'
import { rows } from '../../db/sql-rows'

export interface IndexWordStatus {
  word: string
  known: boolean
  correction: string | null
}

/** One round trip: is each word (a prefix of) an indexed word, and if not, the most similar indexed word. */
export async function indexWordStatus(db: Db, words: readonly string[]): Promise<IndexWordStatus[]> {
  if (words.length === 0) return []
  return rows<{ word: string; known: boolean; correction: string | null }>(
    db,
    sql`
    select t.word, k.known,
           case when not k.known and length(t.word) >= 4 then
             (select w.word from search_words w where w.word % t.word order by similarity(w.word, t.word) desc, w.word limit 1)
           end as correction
      from unnest(${textArray(words)}) with ordinality as t(word, n)
      cross join lateral (select exists(select 1 from search_words w where w.word like t.word || '%') as known) k
     order by t.n`,
  )
}

/**
 * The tsquery text of each term: its Spanish and English stems (all words of a phrase required, as `&`), or the
 * word as a prefix when `prefix`. '' for a term made only of stop words.
 */
export async function renderTerms(db: Db, terms: readonly { text: string; prefix: boolean }[]): Promise<string[]> {
  if (terms.length === 0) return []
  const texts = terms.map((t) => t.text)
  const prefixes = terms.map((t) => (t.prefix ? '1' : ''))
  const result = await rows<{ q: string | null }>(
    db,
    sql`
    select case when t.prefix = '1'
                then to_tsquery('simple', quote_literal(t.term) || ':*')::text
                else nullif(
                       (case when numnode(plainto_tsquery('spanish', nexo_search_text(t.term))) = 0 then ''
                             else '(' || plainto_tsquery('spanish', nexo_search_text(t.term))::text || ')' end)
                       || (case when numnode(plainto_tsquery('spanish', nexo_search_text(t.term))) > 0
                                 and numnode(plainto_tsquery('english', nexo_search_text(t.term))) > 0 then ' | ' else '' end)
                       || (case when numnode(plainto_tsquery('english', nexo_search_text(t.term))) = 0 then ''
                                else '(' || plainto_tsquery('english', nexo_search_text(t.term))::text || ')' end), '')
           end as q
      from unnest(${textArray(texts)}, ${textArray(prefixes)}) with ordinality as t(term, prefix, n)
     order by t.n`,
  )
  return result.map((r) => r.q ?? '')
}

export interface CertificationRow {
  id: number
  slug: string
  name: string
}

export function listCertifications(db: Db): Promise<CertificationRow[]> {
  return rows<{ id: number; slug: string; name: string }>(db, sql`select id, slug, name from certifications order by id`)
}

/** Weight of a concept found only in descriptions (weight C); names, products, processes, certifications count 1. */
export const DESCRIPTION_MATCH = 0.5

export interface RankConcept {
  /** tsquery text ('' when the concept has no searchable term). */
  tsq: string
  weight: number
  certificationIds: readonly number[]
}

/**
 * Coverage of the query by the company of `company_search` row `alias`, 0–1: for each concept its weight × 1 if it
 * matches the name, products, processes, materials, tags, categories or certifications (the A/B vector), or a held
 * certification it names; × DESCRIPTION_MATCH if only in descriptions; divided by the sum of the weights.
 */
export function coverageSql(concepts: readonly RankConcept[], alias = 's', options: { onlyCandidates?: boolean } = {}): SQL {
  const total = concepts.reduce((sum, c) => sum + c.weight, 0)
  if (concepts.length === 0 || total === 0) return sql`0::real`
  const a = sql.raw(alias)
  // Over candidateSql's rows only, a query with one searchable concept needs no search_vector test: a row that
  // holds none of its certifications is a candidate because search_vector matches. That test reads ~3 KB from
  // TOAST per row, most of the cost of a broad one-concept query.
  // Only when no other concept makes candidates by a certification alone (such a row may not hold the text).
  const searchable = concepts.filter((c) => c.tsq !== '')
  const implied =
    options.onlyCandidates === true && searchable.length === 1 && concepts.every((c) => c === searchable[0] || c.certificationIds.length === 0)
  const parts = concepts.map((c) => {
    const cert = c.certificationIds.length > 0 ? sql`${a}.certification_ids && ${sql.param([...c.certificationIds])}::int[]` : sql`false`
    const desc = implied ? sql`true` : sql`${a}.search_vector @@ ${c.tsq}::tsquery`
    const text =
      c.tsq === ''
        ? sql`0`
        : sql`case when ${a}.rank_vector @@ ${c.tsq}::tsquery then 1 when ${desc} then ${sql.raw(String(DESCRIPTION_MATCH))} else 0 end`
    return sql`(case when ${cert} then 1 else ${text} end) * ${sql.raw(String(c.weight))}`
  })
  return sql`((${sql.join(parts, sql` + `)}) / ${sql.raw(String(total))})::real`
}

/** Rows worth scoring: any concept's text in any field, or a named certification held. */
export function candidateSql(concepts: readonly RankConcept[], alias = 's'): SQL {
  const a = sql.raw(alias)
  const texts = concepts.filter((c) => c.tsq !== '').map((c) => `(${c.tsq})`)
  const certs = [...new Set(concepts.flatMap((c) => c.certificationIds))]
  const parts: SQL[] = []
  if (texts.length > 0) parts.push(sql`${a}.search_vector @@ ${texts.join(' | ')}::tsquery`)
  if (certs.length > 0) parts.push(sql`${a}.certification_ids && ${sql.param(certs)}::int[]`)
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
}

/**
 * The row's vectors read from TOAST and decompressed once (alias `v`: rank_vector, search_vector,
 * certification_ids), for statements that test many concepts against each row: PostgreSQL otherwise fetches and
 * decompresses a ~3 KB search_vector again for every `@@` (24 concepts: 24 times), which was most of their cost.
 * `|| ''` makes the value a new in-memory one; `offset 0` keeps the subquery from being flattened away.
 */
const DETOASTED = sql`(select s.rank_vector || ''::tsvector as rank_vector, s.search_vector || ''::tsvector as search_vector,
                              s.certification_ids offset 0)`

/**
 * A supplier pool by SQL (the degraded mode, ADR 049): listed companies (supplying ones when `suppliersOnly`), other
 * than `excludeId`, holding a concept or in a category, pre-ranked by coverage points and category points; equal
 * pre-ranks: the more complete, fresher profile first, then the id. The `limit` best, best first.
 */
export async function poolCandidates(
  db: Db,
  p: {
    concepts: readonly RankConcept[]
    /** The concepts that make candidates (default: `concepts`). */
    candidateConcepts: readonly RankConcept[]
    coveragePoints: number
    categoryPoints: number
    /** Companies in these categories are candidates too. */
    categoryIds: readonly number[]
    /** The categories that earn the category points (default: `categoryIds`). */
    scoreCategoryIds?: readonly number[]
    excludeId: string | null
    suppliersOnly: boolean
    limit: number
  },
): Promise<{ id: string; pre: number }[]> {
  const inCategory = (ids: readonly number[]) => (ids.length > 0 ? sql`s.category_ids && ${sql.param([...ids])}::int[]` : sql`false`)
  return rows<{ id: string; pre: number }>(
    db,
    sql`
    select s.company_id as id,
           ${coverageSql(p.concepts, 'v')} * ${sql.raw(String(p.coveragePoints))}
             + (case when ${inCategory(p.scoreCategoryIds ?? p.categoryIds)} then ${sql.raw(String(p.categoryPoints))} else 0 end) as pre
      from company_search s cross join lateral ${DETOASTED} v
     where s.listed and (${candidateSql(p.candidateConcepts)} or ${inCategory(p.categoryIds)})
       ${p.suppliersOnly ? sql`and s.is_supplier` : sql``}
       ${p.excludeId ? sql`and s.company_id <> ${p.excludeId}` : sql``}
     order by pre desc, s.completeness desc, s.updated_at desc, s.company_id
     limit ${p.limit}`,
  )
}

/**
 * ANALYZE's most common elements of `company_search`'s vector and id arrays, with their shares of rows (the
 * planner's statistics: retrieval.pool orders the parts of a pre-rank by them). No rows when never analyzed.
 */
export async function elementStatistics(db: Db): Promise<{ rows: number; columns: { column: string; elements: string[]; shares: number[] }[] }> {
  const [table] = await rows<{ rows: number }>(db, sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass('company_search')`)
  const columns = await rows<{ column: string; elements: string[]; shares: number[] }>(
    db,
    sql`select attname as "column", array_to_json(most_common_elems::text::text[]) as elements,
               array_to_json(most_common_elem_freqs) as shares
          from pg_stats
         where schemaname = current_schema() and tablename = 'company_search'
           and attname in ('search_vector', 'category_ids', 'certification_ids') and most_common_elems is not null`,
  )
  return { rows: table?.rows ?? 0, columns }
}

/**
 * For each company and tsquery text (`tsqs[i]`, '' = never) that its search vector matches: the HELD_IN_* bits
 * (postings-index) of the vectors that match it, as the postings' `holds` answers. The SQL of the degraded mode.
 */
export async function heldInSql(db: Db, companyIds: readonly string[], tsqs: readonly string[]): Promise<{ company_id: string; ti: number; bits: number }[]> {
  const list = tsqs.map((q, i) => ({ q, i })).filter((x) => x.q !== '')
  if (companyIds.length === 0 || list.length === 0) return []
  return rows<{ company_id: string; ti: number; bits: number }>(
    db,
    sql`
    with v as materialized (
      select s.company_id, s.rank_vector || ''::tsvector as rank_vector, s.search_vector || ''::tsvector as search_vector,
             nexo_weighted_vector(concat_ws(' ', c.processes, c.main_products, c.main_services), 'B') as pv,
             nexo_weighted_vector(c.materials, 'B') as mv
        from company_search s join companies c on c.id = s.company_id
       where s.company_id = any(${uuidArray(companyIds)})
    )
    select v.company_id, k.ti::int as ti,
           (case when coalesce(v.rank_vector @@ k.q::tsquery, false) then 1 else 0 end) + 2
             + (case when v.pv @@ k.q::tsquery then 4 else 0 end) + (case when v.mv @@ k.q::tsquery then 8 else 0 end) as bits
      from v cross join unnest(${textArray(list.map((x) => x.q))}, ${intArray(list.map((x) => x.i))}) as k(q, ti)
     where v.search_vector @@ k.q::tsquery`,
  )
}

/** What search knows of companies that matching scores with: category and certification ids, and completeness. */
export async function companySearchFacts(db: Db, companyIds: readonly string[]): Promise<{ id: string; category_ids: number[]; certification_ids: number[]; completeness: number }[]> {
  if (companyIds.length === 0) return []
  return rows<{ id: string; category_ids: number[]; certification_ids: number[]; completeness: number }>(
    db,
    sql`select company_id as id, category_ids, certification_ids, completeness from company_search where company_id = any(${uuidArray(companyIds)})`,
  )
}

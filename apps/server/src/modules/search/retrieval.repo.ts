/**
 * SQL of the retrieval engine: what the index knows about query words, the Snowball stems of query terms
 * (PostgreSQL's `spanish` and `english` configurations, the same that index the profiles, so query and index stem
 * alike) and the coverage score. Parameterized through Drizzle's `sql` template; tsquery texts are rendered by
 * PostgreSQL itself and only ever sent back as bound parameters.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { textArray } from '../../db/sql-arrays'
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

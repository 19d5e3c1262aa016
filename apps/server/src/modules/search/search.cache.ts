/**
 * Cache of public search answers (company search, map, category tree), exact by construction: an answer is reused
 * only while the database's search state key is unchanged. The key is
 *  - search_state.generation, which triggers (migration 0008) bump in every transaction that changes companies,
 *    their search rows, their categories/certifications or the category/certification lists, and
 *  - the next Platinum expiry still in the future, because ranking and the Platinum badge depend on `now()`: when a
 *    membership lapses the key changes on its own.
 * Answers given while the search index catches up with a large write (ADR 049) are not kept.
 * Reading the key is one indexed lookup per request; concurrent identical requests share one computation. Several
 * server processes stay consistent because the key lives in the database. See docs/decisions/008-search-cache.md.
 *
 * An answer is shared by every caller, so it must not depend on who asks: it holds exact coordinates, and the routes
 * round them per request for basic viewers (search.viewer.ts, docs/decisions/010-basic-viewer-coordinates.md).
 */
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client'
import { postingsStatus } from './postings/postings.sync'

const MAX_ANSWERS = 2000
/** Answers of an older state are useless; the TTL only returns their memory sooner than LRU eviction would. */
const ANSWER_TTL_MS = 10 * 60_000

export interface SearchCache {
  /** The answer for (kind, params) at the current search state, computed by `load` when not cached. */
  answer<T>(kind: string, params: unknown, load: () => Promise<T>): Promise<T>
  /** The current search state key: it changes with any write to the directory's companies, products and lists. */
  stateKey(): Promise<string>
}

interface Entry {
  stateKey: string
  value: Promise<unknown>
}

/** The current search state key (see above). */
export async function readSearchStateKey(db: Db): Promise<string> {
  const result = (await db.execute(sql`
    select generation::text || '|' || coalesce(
             (select min(platinum_until) from company_search where platinum_until > now())::text, '') as key
      from search_state where id = 1`)) as unknown as { rows: { key: string }[] }
  // No state row (it is created by the migration): never reuse anything.
  return result.rows[0]?.key ?? `none|${Math.random()}`
}

export function createSearchCache(db: Db, options: { enabled: boolean }): SearchCache {
  const stateKey = () => readSearchStateKey(db)
  if (!options.enabled) return { answer: (_kind, _params, load) => load(), stateKey }
  const answers = new LRUCache<string, Entry>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS })
  return {
    stateKey,
    async answer<T>(kind: string, params: unknown, load: () => Promise<T>): Promise<T> {
      const stateKey = await readSearchStateKey(db)
      const key = `${kind}:${JSON.stringify(params)}`
      const hit = answers.get(key)
      if (hit && hit.stateKey === stateKey) return hit.value as Promise<T>
      const value = load()
      const entry: Entry = { stateKey, value }
      answers.set(key, entry)
      // A failed computation is not kept (unless a newer one already replaced it), nor one computed while the index
      // was still catching up with a large write: the state key has already moved past rows it had not read.
      const drop = () => {
        if (answers.get(key) === entry) answers.delete(key)
      }
      value.then(() => postingsStatus(db).catchingUp !== null && drop(), drop)
      return value
    },
  }
}

/** Raw-SQL reads for the search and marketplace statements (parameterized through Drizzle's `sql` template). */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from './client'

type Row = Record<string, unknown>

/** The rows of a raw statement. */
export async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Runs a text-search statement with sequential scans disabled. The planner overestimates how many rows an
 * OR-heavy tsquery (stems | translations | prefix) matches and then prefers a sequential scan that decompresses
 * every search_vector; the GIN bitmap scan is 5–10× faster at any realistic selectivity.
 */
export async function rowsViaIndex<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    return rows<T>(tx, query)
  })
}

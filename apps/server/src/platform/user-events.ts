/**
 * Retention of the per-user event log (`user_events`, issue 10 §3): events are kept for reconnecting clients to
 * catch up on; after `USER_EVENTS_KEEP_DAYS` a client that far behind reloads its state instead of replaying.
 * `user_event_cursors` keeps each user's last sequence number, so deleting old events never reuses a number.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rows } from '../db/sql-rows'

/** How long a user's events stay replayable. */
export const USER_EVENTS_KEEP_DAYS = 30

/** Scheduled clean-up: deletes events created before `keepDays` ago; answers how many. */
export async function purgeOldUserEvents(db: Db, keepDays = USER_EVENTS_KEEP_DAYS, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 86400_000)
  // Counted in the database: a first run after a long pause may delete many rows, none of which we need back.
  const [row] = await rows<{ n: number }>(
    db,
    sql`with deleted as (delete from user_events where created_at < ${before.toISOString()}::timestamptz returning 1) select count(*)::int as n from deleted`,
  )
  return Number(row?.n ?? 0)
}

/**
 * @fastify/rate-limit counters kept in the database (table rate_limit_counters), so every server instance behind a
 * load balancer counts against the same window: with counters in process memory, N instances allowed N times the
 * rate. One atomic upsert per hit; expired rows are removed by `purgeExpiredRateLimits` (a scheduled job).
 */
import { sql } from 'drizzle-orm'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db/client'
import { rows } from '../db/sql-rows'

/** What the plugin expects from a store: hits in the current window and milliseconds until it ends. */
export interface RateLimitCount {
  current: number
  ttl: number
}

/**
 * Counts one hit of `key` in a window of `timeWindowMs` and answers the count so far. A window that has ended starts
 * over at 1. The database's clock decides, so instances with skewed clocks still agree.
 */
export async function hitRateLimit(db: Db, key: string, timeWindowMs: number): Promise<RateLimitCount> {
  const [row] = await rows<{ hits: number; ttl_ms: number }>(
    db,
    sql`
    insert into rate_limit_counters as r (key, hits, reset_at)
    values (${key}, 1, now() + ${timeWindowMs}::float8 * interval '1 millisecond')
    on conflict (key) do update
       set hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
           reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.hits, greatest(0, ceil(extract(epoch from (r.reset_at - now())) * 1000))::float8 as ttl_ms`,
  )
  return { current: Number(row!.hits), ttl: Number(row!.ttl_ms) }
}

/** The count of `key` without counting a hit (0 when no window is open). */
export async function readRateLimit(db: Db, key: string): Promise<RateLimitCount> {
  const [row] = await rows<{ hits: number; ttl_ms: number }>(
    db,
    sql`select hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl_ms
          from rate_limit_counters where key = ${key} and reset_at > now()`,
  )
  return row ? { current: Number(row.hits), ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 }
}

/** Deletes the counters whose window has ended; answers how many. For the scheduled clean-up job. */
export async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const deleted = await rows<{ key: string }>(db, sql`delete from rate_limit_counters where reset_at <= now() returning key`)
  return deleted.length
}

type StoreCallback = (error: Error | null, result?: RateLimitCount) => void

/** The part of the plugin's per-route options the store reads (its typings call them RouteOptions; see index.js). */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string; config?: { rateLimit?: { groupId?: string } } }
}

/**
 * The plugin's `store` option: a class it instantiates once, then `child()` per route. The plugin's key is the
 * client (IP); a route's counters are kept apart by prefixing its method and URL (or its `groupId`, which the
 * plugin already appends to the key, for routes meant to share one budget).
 */
export function createRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string

    constructor(options: unknown) {
      const route = (options as StoreOptions | undefined)?.routeInfo
      if (route?.config?.rateLimit?.groupId) this.prefix = 'group|'
      else if (route?.url) this.prefix = `${[route.method].flat().join(',')} ${route.url}|`
      else this.prefix = 'app|'
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      hitRateLimit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    read(key: string, callback: StoreCallback): void {
      readRateLimit(db, this.prefix + key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions)
    }
  }
}

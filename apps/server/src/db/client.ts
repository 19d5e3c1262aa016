import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createPgListener, type ListenOptions, type Unlisten } from './pg-listener'
import * as schema from './schema'

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** Round-trip to the database; throws when it is down. */
  ping(): Promise<void>
  /**
   * LISTEN on `channel`: `onPayload` receives the payload of every NOTIFY on it, from any connection to this database
   * (this instance or another). Resolves once listening; the returned function stops. See db/pg-listener.ts.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>
  /** NOTIFY `channel`; delivered when the surrounding transaction commits (ids only: at most 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string
  /** PGlite data folder; `memory://` or undefined keeps it in memory. */
  dataDir?: string
  /** Pool size for the server driver. */
  poolMax?: number
  /** PGlite only: start from this `dumpDataDir()` tarball (e.g. an already migrated template) instead of an empty cluster. */
  loadDataDir?: Blob
}

/** The extensions every PGlite database is opened with; a data-dir dump must be reopened with the same ones. */
export const pgliteExtensions = { pg_trgm, unaccent }

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * PGlite runs each statement synchronously in this thread and answers through promise jobs only, so a loop of
 * queries (a scheduled job, the first start's demo data) never lets the event loop reach timers or sockets: the
 * server answered nothing, not even /api/health, until the loop ended (a 40 s job at first start). Each statement
 * through Drizzle now starts on a new turn of the event loop, so requests are served between the statements of
 * long work. A transaction stays exclusive: PGlite queues every other statement until it ends.
 */
function yieldingBeforeEachQuery<T extends PGlite | Transaction>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return async (...args: Parameters<PGlite['query']>) => {
          await nextTurn()
          return (target as PGlite).query(...args)
        }
      }
      if (property === 'transaction' && 'transaction' in target) {
        return async <R>(callback: (tx: Transaction) => Promise<R>) => {
          await nextTurn()
          return target.transaction((tx) => callback(yieldingBeforeEachQuery(tx)))
        }
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Opens PGlite (embedded, with pg_trgm and unaccent) or a PostgreSQL server pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // JIT off: our statements are short OLTP queries, and the planner's cost estimates for the search refresh and
    // facet queries cross jit_above_cost, where LLVM compilation alone took 1–1.5 s per statement (measured).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10, options: '-c jit=off' })
    // An idle client can lose its connection (server restart, a dropped test database); without a
    // listener pg re-throws that as an uncaught exception. The pool replaces the client by itself.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    // Created on the first listen(): a Database that never listens (scripts, most tests) opens no extra connection.
    let listener: ReturnType<typeof createPgListener> | null = null
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1')
      },
      listen: (channel, onPayload, listenOptions) => (listener ??= createPgListener(options.url!)).listen(channel, onPayload, listenOptions),
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload])
      },
      close: async () => {
        await listener?.close()
        await pool.end()
      },
    }
  }
  const inMemory = !options.dataDir || options.dataDir.startsWith('memory://')
  if (!inMemory) mkdirSync(options.dataDir!, { recursive: true })
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  })
  const db = drizzlePglite(yieldingBeforeEachQuery(client), { schema }) as unknown as Db
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    // In-process: the connection cannot drop, so there is never anything to re-read (no onReconnect).
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    close: () => client.close(),
  }
}

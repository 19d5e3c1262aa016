/**
 * Realtime events (issue 10 §3, ADR 011; Zulip's `last_event_id` model). Everything a user's open sockets should see
 * is first written to `user_events` with the next per-user sequence number, then announced with PostgreSQL NOTIFY on
 * one channel carrying only `userId:seq`. Every instance LISTENs; the one holding sockets of that user reads the rows
 * from the table and sends them. A client that reconnects says the last seq it saw and gets the rest from the table,
 * so nothing is lost across a reconnect, a lost NOTIFY or an instance restart.
 */
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { REALTIME_CLOSE_CODES, type AppErrorCode, type TRealtimeServerMessage } from '@nexo/shared'
import type { Database, Db } from '../db/client'
import type { Unlisten } from '../db/pg-listener'
import { rows } from '../db/sql-rows'

/** The one NOTIFY channel of user events; payload `userId:seq`, never the event itself (NOTIFY's 8000-byte limit). */
export const USER_EVENTS_CHANNEL = 'nexo_user_events'

/** One row of a user's event log. */
export interface UserEvent {
  seq: number
  kind: string
  data: Record<string, unknown>
  createdAt: string
}

/**
 * Appends an event to the user's log and announces it. One statement: the upsert of `user_event_cursors` takes the
 * cursor row's lock until the surrounding transaction ends, so concurrent publishers for one user get consecutive
 * numbers (never the same, never a gap: a rolled-back publish rolls back its number too). pg_notify inside the same
 * statement is queued by PostgreSQL and delivered only when the transaction commits, so a listener that reads the
 * row always finds it, and a rolled-back event is never announced. Call it inside the transaction of the change the
 * event reports when there is one.
 */
export async function publishUserEvent(db: Db, userId: string, kind: string, data: Record<string, unknown>): Promise<UserEvent> {
  const [row] = await rows<{ seq: string | number; created_at: string | Date }>(
    db,
    sql`with cursor as (
          insert into user_event_cursors as c (user_id, last_seq) values (${userId}::uuid, 1)
          on conflict (user_id) do update set last_seq = c.last_seq + 1
          returning last_seq
        ), event as (
          insert into user_events (user_id, seq, kind, data)
          select ${userId}::uuid, last_seq, ${kind}::text, ${JSON.stringify(data)}::jsonb from cursor
          returning seq, created_at
        )
        select seq, created_at, pg_notify(${USER_EVENTS_CHANNEL}, ${userId}::text || ':' || seq::text) from event`,
  )
  if (!row) throw new Error('user event not written')
  return { seq: Number(row.seq), kind, data, createdAt: new Date(row.created_at).toISOString() }
}

/** Up to `limit` events of a user after `afterSeq`, oldest first. */
export async function readUserEvents(db: Db, userId: string, afterSeq: number, limit: number): Promise<UserEvent[]> {
  const found = await rows<{ seq: string | number; kind: string; data: Record<string, unknown>; created_at: string | Date }>(
    db,
    sql`select seq, kind, data, created_at from user_events where user_id = ${userId} and seq > ${afterSeq} order by seq limit ${limit}`,
  )
  return found.map((r) => ({ seq: Number(r.seq), kind: r.kind, data: r.data, createdAt: new Date(r.created_at).toISOString() }))
}

/** Where a user's log stands: the newest seq handed out (0 when none) and the oldest one still kept (null when none). */
export async function userEventBounds(db: Db, userId: string): Promise<{ latest: number; oldestKept: number | null }> {
  const [row] = await rows<{ latest: string | number | null; oldest: string | number | null }>(
    db,
    sql`select (select last_seq from user_event_cursors where user_id = ${userId}) as latest,
               (select min(seq) from user_events where user_id = ${userId}) as oldest`,
  )
  return { latest: Number(row?.latest ?? 0), oldestKept: row?.oldest == null ? null : Number(row.oldest) }
}

/**
 * Where a reconnecting client continues. It gets every event after its `lastSeq` when all of them are still kept;
 * otherwise (purged after USER_EVENTS_KEEP_DAYS, or a `lastSeq` ahead of the log, e.g. after a database reset) it is
 * told to reload its state (`isReset`) and continues from the newest. A first connection (`lastSeq` null) starts at
 * the newest: its state comes from the REST API.
 */
export function resumePoint(lastSeq: number | null | undefined, bounds: { latest: number; oldestKept: number | null }): { from: number; isReset: boolean } {
  if (lastSeq == null) return { from: bounds.latest, isReset: false }
  if (lastSeq > bounds.latest) return { from: bounds.latest, isReset: true }
  if (lastSeq === bounds.latest) return { from: lastSeq, isReset: false }
  const isKept = bounds.oldestKept !== null && bounds.oldestKept <= lastSeq + 1
  return isKept ? { from: lastSeq, isReset: false } : { from: bounds.latest, isReset: true }
}

/** A socket of a signed-in user on this instance. */
export interface RealtimeConnection {
  userId: string
  sessionId: string
  /** The last seq sent on this socket; null while it is being authenticated and positioned (it receives nothing). */
  lastSeq: number | null
  /** Sends a message; false when the socket is closed or was dropped for falling behind. */
  send(message: TRealtimeServerMessage): boolean
  /** Closes the socket with a code of REALTIME_CLOSE_CODES. */
  close(code: number, reason: string): void
}

export interface RealtimeHub {
  /** LISTENs on the user-events channel. */
  start(): Promise<void>
  stop(): Promise<void>
  add(connection: RealtimeConnection): void
  remove(connection: RealtimeConnection): void
  /** Sends each of the user's sockets the events after its `lastSeq`, in order; resolves when they were sent. */
  sync(userId: string): Promise<void>
  connections(): RealtimeConnection[]
}

/** Events read per query while catching a socket up. */
const SYNC_PAGE = 200

export function createRealtimeHub({ database, log }: { database: Database; log: FastifyBaseLogger }): RealtimeHub {
  const byUser = new Map<string, Set<RealtimeConnection>>()
  /** One catch-up per user at a time; a NOTIFY during it asks for one more pass instead of running beside it. */
  const syncs = new Map<string, { isAgain: boolean; done: Promise<void> }>()
  let unlisten: Unlisten | null = null

  async function syncOnce(userId: string) {
    const targets = [...(byUser.get(userId) ?? [])].filter((c) => c.lastSeq !== null)
    if (targets.length === 0) return
    let after = Math.min(...targets.map((c) => c.lastSeq!))
    for (;;) {
      const events = await readUserEvents(database.db, userId, after, SYNC_PAGE)
      for (const event of events) {
        for (const connection of targets) {
          if (connection.lastSeq === null || connection.lastSeq >= event.seq) continue
          if (connection.send({ type: 'event', ...event })) connection.lastSeq = event.seq
        }
      }
      if (events.length < SYNC_PAGE) return
      after = events.at(-1)!.seq
    }
  }

  function sync(userId: string): Promise<void> {
    const running = syncs.get(userId)
    if (running) {
      running.isAgain = true
      return running.done
    }
    const state = { isAgain: false, done: Promise.resolve() }
    state.done = (async () => {
      try {
        do {
          state.isAgain = false
          await syncOnce(userId)
        } while (state.isAgain)
      } catch (error) {
        // The sockets would silently miss events: close them, and the clients catch up from the log on reconnect.
        log.error({ err: error, userId }, 'realtime catch-up failed')
        for (const connection of byUser.get(userId) ?? []) {
          connection.send({ type: 'error', code: 'NOTIFICATION_SUBSCRIBE_FAILED' satisfies AppErrorCode })
          connection.close(REALTIME_CLOSE_CODES.subscribeFailed, 'subscribe failed')
        }
      } finally {
        syncs.delete(userId)
      }
    })()
    syncs.set(userId, state)
    return state.done
  }

  function onPayload(payload: string) {
    const separator = payload.lastIndexOf(':')
    const userId = payload.slice(0, separator)
    const seq = Number(payload.slice(separator + 1))
    const connections = byUser.get(userId)
    if (!connections || !Number.isFinite(seq)) return
    // Sockets already past it (replayed while the NOTIFY was in flight) need no read.
    if ([...connections].every((c) => c.lastSeq === null || c.lastSeq >= seq)) return
    void sync(userId)
  }

  return {
    async start() {
      unlisten ??= await database.listen(USER_EVENTS_CHANNEL, onPayload, {
        // NOTIFYs sent while the listening connection was down are lost: catch every socket up from the table.
        onReconnect: () => {
          log.info({ users: byUser.size }, 'realtime listener reconnected; catching sockets up')
          for (const userId of byUser.keys()) void sync(userId)
        },
      })
    },
    async stop() {
      const current = unlisten
      unlisten = null
      // The database may already be closed (shutdown order, a dead connection): there is nothing left to stop then.
      await Promise.resolve(current?.()).catch(() => undefined)
      await Promise.allSettled([...syncs.values()].map((s) => s.done))
    },
    add(connection) {
      const set = byUser.get(connection.userId) ?? new Set()
      set.add(connection)
      byUser.set(connection.userId, set)
    },
    remove(connection) {
      const set = byUser.get(connection.userId)
      if (!set?.delete(connection)) return
      if (set.size === 0) byUser.delete(connection.userId)
    },
    sync,
    connections: () => [...byUser.values()].flatMap((set) => [...set]),
  }
}

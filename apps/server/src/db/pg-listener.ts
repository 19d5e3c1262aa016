/**
 * LISTEN on a PostgreSQL server. A pooled connection cannot listen (the pool hands it to other queries and may close
 * it), so one dedicated `pg.Client` per Database holds every channel. When that connection drops (server restart,
 * network, `pg_terminate_backend`) it is reopened with exponential back-off and jitter; notifications sent while it
 * was down are gone, so every subscriber is told (`onReconnect`) to re-read the table the notifications point at.
 */
import pg from 'pg'

/** How the listening connection shows in `pg_stat_activity` (and how tests find it to cut it). */
export const LISTENER_APPLICATION_NAME = 'nexo-listener'

export interface ListenOptions {
  /**
   * Called after the listening connection was lost and opened again: NOTIFYs sent in between were not received,
   * so re-read whatever they would have announced.
   */
  onReconnect?: () => void
}

export type Unlisten = () => Promise<void>

interface Subscription {
  onPayload: (payload: string) => void
  onReconnect?: () => void
}

export interface PgListener {
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>
  close(): Promise<void>
}

export interface PgListenerOptions {
  /** First reconnection delay; doubles per failed attempt up to `maxDelayMs` (each with up to 50 % jitter). */
  baseDelayMs?: number
  maxDelayMs?: number
  warn?: (message: string) => void
}

/** A channel name as an SQL identifier (LISTEN takes no bind parameters). */
const quoteIdentifier = (channel: string) => `"${channel.replace(/"/g, '""')}"`

export function createPgListener(connectionString: string, options: PgListenerOptions = {}): PgListener {
  const baseDelayMs = options.baseDelayMs ?? 250
  const maxDelayMs = options.maxDelayMs ?? 15_000
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const subscriptions = new Map<string, Set<Subscription>>()
  let client: pg.Client | null = null
  let opening: Promise<pg.Client> | null = null
  let retryTimer: NodeJS.Timeout | null = null
  let failedAttempts = 0
  let isClosed = false

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, keepAliveInitialDelayMillis: 10_000 })
    next.on('notification', (message) => {
      for (const subscription of subscriptions.get(message.channel) ?? []) subscription.onPayload(message.payload ?? '')
    })
    // Without an 'error' listener pg re-throws a dropped connection as an uncaught exception.
    next.on('error', (error) => {
      warn(`PostgreSQL listener connection error: ${error.message}`)
      onLost(next)
    })
    next.on('end', () => onLost(next))
    try {
      await next.connect()
      for (const channel of subscriptions.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`)
    } catch (error) {
      next.removeAllListeners('end')
      await next.end().catch(() => undefined)
      throw error
    }
    return next
  }

  function onLost(which: pg.Client) {
    if (client !== which) return
    client = null
    void which.end().catch(() => undefined)
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (isClosed || retryTimer || opening) return
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** failedAttempts) * (0.5 + Math.random() / 2)
    retryTimer = setTimeout(() => {
      retryTimer = null
      void connect().then(
        () => {
          failedAttempts = 0
          for (const set of subscriptions.values()) for (const subscription of set) subscription.onReconnect?.()
        },
        (error: unknown) => {
          failedAttempts++
          warn(`PostgreSQL listener reconnect failed (attempt ${failedAttempts}): ${error instanceof Error ? error.message : String(error)}`)
          scheduleReconnect()
        },
      )
    }, delay)
    retryTimer.unref()
  }

  /** The open listening connection, opening it when there is none (one attempt at a time). */
  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    opening ??= open()
      .then((next) => {
        if (isClosed) {
          void next.end().catch(() => undefined)
          throw new Error('listener closed')
        }
        client = next
        return next
      })
      .finally(() => {
        opening = null
      })
    return opening
  }

  return {
    async listen(channel, onPayload, listenOptions = {}) {
      if (isClosed) throw new Error('listener closed')
      const subscription: Subscription = { onPayload, onReconnect: listenOptions.onReconnect }
      const set = subscriptions.get(channel) ?? new Set()
      set.add(subscription)
      subscriptions.set(channel, set)
      if (retryTimer) {
        // Reconnecting: the new connection LISTENs on every subscribed channel and then calls onReconnect.
      } else {
        try {
          // LISTEN is idempotent; issuing it here covers a channel added while the connection was being opened.
          await (await connect()).query(`LISTEN ${quoteIdentifier(channel)}`)
        } catch (error) {
          set.delete(subscription)
          if (set.size === 0) subscriptions.delete(channel)
          throw error
        }
      }
      return async () => {
        const current = subscriptions.get(channel)
        if (!current?.delete(subscription) || current.size > 0) return
        subscriptions.delete(channel)
        await client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined)
      }
    },
    async close() {
      isClosed = true
      if (retryTimer) clearTimeout(retryTimer)
      retryTimer = null
      subscriptions.clear()
      const current = client ?? (await opening?.catch(() => null)) ?? null
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}

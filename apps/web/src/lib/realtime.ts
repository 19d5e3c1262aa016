/**
 * The app's one WebSocket (`/api/ws`, ADR 011), opened while someone is signed in. It authenticates with its first
 * message (never in the URL), remembers the last event sequence number it saw (per tab, per user) so a reconnect
 * replays exactly what was missed, reconnects with exponential back-off and jitter, and reports whether it is
 * online. Features subscribe to its events (`useRealtimeEvents`); it knows none of them.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import {
  REALTIME_CLOSE_CODES,
  REALTIME_PATH,
  ZRealtimeServerMessageSchema,
  isAppErrorCode,
  type AppErrorCode,
  type TRealtimeEventMessage,
} from '@nexo/shared'
import { API_BASE_URL, api } from './api-client'
import { notifyErrorCode } from './notify'
import { sessionStore } from './session-store'

/**
 * `connecting`: first attempt after sign-in; `online`: authenticated; `reconnecting`: the connection was lost and is
 * being retried while the browser has a network; `offline`: the browser itself says it has none (navigator.onLine);
 * `idle`: signed out. A socket that is only reconnecting must not read as "offline" (issue 27 §12).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline'

/** The part of the browser's WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number; reason: string }) => void) | null
  onerror: ((event: unknown) => void) | null
}

export interface RealtimeClientOptions {
  url: () => string
  createSocket: (url: string) => SocketLike
  /** Where the last seen seq is kept (sessionStorage: per tab, so a new tab does not replay another tab's toasts). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  random?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
  /** The server refused the token (revoked or expired): the app should check its session. */
  onUnauthenticated?: () => void
  /** Subscribing failed: the server said so, or several attempts in a row did not get through. */
  onSubscribeFailed?: (code: AppErrorCode) => void
  /** Whether the browser has a network (navigator.onLine); assumed when not given. */
  isBrowserOnline?: () => boolean
}

/** Back-off: 1 s, 2 s, 4 s … capped at 30 s, each scaled by a random 50–100 % so clients do not reconnect in step. */
export const RECONNECT_BASE_MS = 1000
export const RECONNECT_MAX_MS = 30_000
/** A client-level ping this often while online (browsers cannot see a silently dead TCP connection otherwise)… */
export const PING_INTERVAL_MS = 25_000
/** …and a pong must come within this, or the socket is treated as dead and replaced. */
export const PONG_TIMEOUT_MS = 10_000
/** A reconnect quicker than this (e.g. a server restart) does not flash the reconnecting indicator. */
export const OFFLINE_GRACE_MS = 2_000
/** Failed attempts in a row before the user is told subscribing failed (spec §8). */
export const SUBSCRIBE_FAILURES_BEFORE_NOTICE = 3

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt) * (0.5 + random() / 2)
}

const LAST_SEQ_PREFIX = 'nexo.realtime.lastSeq.'
const OPEN = 1

type EventListener = (event: TRealtimeEventMessage) => void

export interface RealtimeClient {
  /** Connects for this session (token and the user it belongs to); null disconnects. Same session: no-op. */
  setSession(session: { token: string; userId: string } | null): void
  /** Reconnect now, e.g. the browser says the network is back. */
  retryNow(): void
  /** The browser says the network is gone. */
  markOffline(): void
  getStatus(): RealtimeStatus
  subscribeStatus(listener: () => void): () => void
  /** Every event of the user, once each, in order. */
  subscribe(listener: EventListener): () => void
  /** The server could not replay what this tab missed: state must be reloaded (e.g. refetch queries). */
  onReset(listener: () => void): () => void
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const random = options.random ?? Math.random
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const isBrowserOnline = options.isBrowserOnline ?? (() => true)
  /** What a lost connection reads as: offline only when the browser has no network. */
  const lostStatus = (): RealtimeStatus => (isBrowserOnline() ? 'reconnecting' : 'offline')
  const statusListeners = new Set<() => void>()
  const eventListeners = new Set<EventListener>()
  const resetListeners = new Set<() => void>()

  let session: { token: string; userId: string } | null = null
  let socket: SocketLike | null = null
  let status: RealtimeStatus = 'idle'
  /** Authenticated right now (the shown status lags behind it by the grace period when a connection drops). */
  let isConnected = false
  let lastSeq: number | null = null
  let attempt = 0
  let failuresInRow = 0
  let hasNoticedFailure = false
  let reconnectTimer: unknown = null
  let pingTimer: unknown = null
  let pongTimer: unknown = null
  let offlineTimer: unknown = null

  const storageKey = () => (session ? `${LAST_SEQ_PREFIX}${session.userId}` : null)

  function setStatus(next: RealtimeStatus) {
    if (status === next) return
    status = next
    for (const listener of statusListeners) listener()
  }

  function readLastSeq(): number | null {
    const key = storageKey()
    if (!key) return null
    try {
      const raw = options.storage.getItem(key)
      const value = raw === null ? NaN : Number(raw)
      return Number.isInteger(value) && value >= 0 ? value : null
    } catch {
      return null
    }
  }

  function saveLastSeq(seq: number) {
    lastSeq = seq
    const key = storageKey()
    if (!key) return
    try {
      options.storage.setItem(key, String(seq))
    } catch {
      // Storage may be full or blocked: the seq then lives for this page only.
    }
  }

  function clearTimers() {
    for (const timer of [reconnectTimer, pingTimer, pongTimer]) if (timer !== null) clearTimer(timer)
    reconnectTimer = pingTimer = pongTimer = null
  }

  /** Shows `reconnecting` (or `offline`) only if the connection is not back within the grace period. */
  function goingOffline() {
    if (offlineTimer !== null) return
    offlineTimer = setTimer(() => {
      offlineTimer = null
      if (!isConnected && session) setStatus(lostStatus())
    }, OFFLINE_GRACE_MS)
  }

  function dropSocket() {
    const current = socket
    socket = null
    if (!current) return
    current.onopen = current.onmessage = current.onclose = current.onerror = null
    try {
      current.close(1000, 'client closing')
    } catch {
      // Already closed.
    }
  }

  function noteFailure(code: AppErrorCode = 'NOTIFICATION_SUBSCRIBE_FAILED') {
    failuresInRow++
    if (!hasNoticedFailure && (code !== 'NOTIFICATION_SUBSCRIBE_FAILED' || failuresInRow >= SUBSCRIBE_FAILURES_BEFORE_NOTICE)) {
      hasNoticedFailure = true
      options.onSubscribeFailed?.(code)
    }
  }

  function scheduleReconnect() {
    if (!session || reconnectTimer !== null) return
    const delay = reconnectDelay(attempt, random)
    attempt++
    reconnectTimer = setTimer(() => {
      reconnectTimer = null
      connect()
    }, delay)
  }

  function schedulePing() {
    pingTimer = setTimer(() => {
      pingTimer = null
      if (!socket || socket.readyState !== OPEN) return
      socket.send(JSON.stringify({ type: 'ping' }))
      pongTimer = setTimer(() => {
        // No answer: the connection is dead without either side having noticed. Replace it.
        pongTimer = null
        onLost(4000)
      }, PONG_TIMEOUT_MS)
    }, PING_INTERVAL_MS)
  }

  function onLost(code: number) {
    isConnected = false
    dropSocket()
    clearTimers()
    if (!session) return
    if (code === REALTIME_CLOSE_CODES.unauthenticated) {
      // Retrying with a refused token is pointless; the app checks the session, and a new sign-in reconnects.
      setStatus(lostStatus())
      options.onUnauthenticated?.()
      return
    }
    goingOffline()
    if (code !== REALTIME_CLOSE_CODES.serviceRestart && code !== REALTIME_CLOSE_CODES.tryAgainLater) noteFailure()
    scheduleReconnect()
  }

  function onMessage(raw: unknown) {
    let parsed: unknown
    try {
      parsed = JSON.parse(String(raw))
    } catch {
      return
    }
    const result = ZRealtimeServerMessageSchema.safeParse(parsed)
    if (!result.success) return
    const message = result.data
    if (message.type === 'ready') {
      isConnected = true
      attempt = 0
      failuresInRow = 0
      hasNoticedFailure = false
      if (offlineTimer !== null) clearTimer(offlineTimer)
      offlineTimer = null
      setStatus('online')
      // A first connection, or a log that cannot be replayed: continue from the server's newest seq.
      if (message.isReset || lastSeq === null) saveLastSeq(message.seq)
      if (message.isReset) for (const listener of resetListeners) listener()
      schedulePing()
    } else if (message.type === 'event') {
      // Never the same event twice, never one older than what this tab already has.
      if (lastSeq !== null && message.seq <= lastSeq) return
      saveLastSeq(message.seq)
      for (const listener of eventListeners) listener(message)
    } else if (message.type === 'pong') {
      if (pongTimer !== null) clearTimer(pongTimer)
      pongTimer = null
      schedulePing()
    } else if (message.type === 'error') {
      noteFailure(isAppErrorCode(message.code) ? message.code : 'NOTIFICATION_SUBSCRIBE_FAILED')
    }
  }

  function connect() {
    if (!session) return
    dropSocket()
    const { token } = session
    let next: SocketLike
    try {
      next = options.createSocket(options.url())
    } catch {
      onLost(1006)
      return
    }
    socket = next
    next.onopen = () => next.send(JSON.stringify({ type: 'auth', token, lastSeq }))
    next.onmessage = (event) => onMessage(event.data)
    next.onclose = (event) => {
      if (socket === next) onLost(event.code)
    }
    // Always followed by a close event, which decides what happens next.
    next.onerror = () => undefined
  }

  return {
    setSession(next) {
      if (next?.token === session?.token && next?.userId === session?.userId) return
      dropSocket()
      clearTimers()
      if (offlineTimer !== null) clearTimer(offlineTimer)
      offlineTimer = null
      isConnected = false
      session = next
      attempt = 0
      failuresInRow = 0
      hasNoticedFailure = false
      if (!session) {
        lastSeq = null
        setStatus('idle')
        return
      }
      lastSeq = readLastSeq()
      setStatus('connecting')
      connect()
    },
    retryNow() {
      if (!session || status === 'online') return
      clearTimers()
      attempt = 0
      // The network is back: no longer offline, only reconnecting until the server answers.
      if (status === 'offline') setStatus('reconnecting')
      connect()
    },
    markOffline() {
      if (!session) return
      onLost(1006)
      setStatus('offline')
    },
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    subscribe(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    onReset(listener) {
      resetListeners.add(listener)
      return () => resetListeners.delete(listener)
    },
  }
}

/** ws:// or wss:// of the API's origin (the page's own, unless a build setting points elsewhere). */
export function realtimeUrl(base: string = API_BASE_URL, origin: string = window.location.origin): string {
  const url = new URL(`${base}${REALTIME_PATH}`, origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}

function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage
  } catch {
    // Blocked storage throws on access.
  }
  const memory = new Map<string, string>()
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) }
}

let client: RealtimeClient | null = null

/** The app's one realtime client, following the session store from its first use on. */
export function realtime(): RealtimeClient {
  if (client) return client
  const created = createRealtimeClient({
    url: () => realtimeUrl(),
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    storage: tabStorage(),
    // Any signed-in request answered 401 resets the session and sends the user to sign in (api-client.ts).
    onUnauthenticated: () => void api.get('/api/v1/auth/me').catch(() => undefined),
    onSubscribeFailed: (code) => notifyErrorCode(code),
    isBrowserOnline: () => navigator.onLine !== false,
  })
  client = created
  const follow = () => {
    const { token, profile } = sessionStore.getSnapshot()
    created.setSession(token ? { token, userId: profile?.id ?? 'unknown' } : null)
  }
  sessionStore.subscribe(follow)
  follow()
  window.addEventListener('online', () => created.retryNow())
  window.addEventListener('offline', () => created.markOffline())
  return created
}

/** Starts the connection (idempotent) and answers its status. */
export function useRealtimeStatus(): RealtimeStatus {
  const instance = realtime()
  return useSyncExternalStore(instance.subscribeStatus, instance.getStatus, instance.getStatus)
}

/** Calls `onEvent` for every realtime event while mounted, and `onReset` when state must be reloaded. */
export function useRealtimeEvents(onEvent: EventListener, onReset?: () => void): void {
  const latest = useRef({ onEvent, onReset })
  useEffect(() => {
    latest.current = { onEvent, onReset }
  })
  useEffect(() => {
    const instance = realtime()
    const offEvent = instance.subscribe((event) => latest.current.onEvent(event))
    const offReset = instance.onReset(() => latest.current.onReset?.())
    return () => {
      offEvent()
      offReset()
    }
  }, [])
}

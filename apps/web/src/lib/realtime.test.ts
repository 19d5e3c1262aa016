import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRealtimeClient, OFFLINE_GRACE_MS, PING_INTERVAL_MS, PONG_TIMEOUT_MS, realtimeUrl, reconnectDelay, type SocketLike } from './realtime'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: unknown[] = []
  closed: { code?: number } | null = null
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close(code?: number) {
    this.closed = { code }
    this.readyState = 3
  }
  // server side
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code, reason: '' })
  }
}

function memoryStorage() {
  const data = new Map<string, string>()
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) }
}

function setup(storage = memoryStorage(), network = { isOnline: true }) {
  const sockets: FakeSocket[] = []
  const onUnauthenticated = vi.fn()
  const onSubscribeFailed = vi.fn()
  const client = createRealtimeClient({
    url: () => 'ws://nexo.test/api/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
    storage,
    random: () => 1,
    onUnauthenticated,
    onSubscribeFailed,
    isBrowserOnline: () => network.isOnline,
  })
  const events: number[] = []
  client.subscribe((event) => events.push(event.seq))
  const last = () => sockets.at(-1)!
  return { client, sockets, last, events, storage, onUnauthenticated, onSubscribeFailed }
}

const event = (seq: number) => ({ type: 'event', seq, kind: 'notification.created', data: {}, createdAt: '2026-01-01T00:00:00.000Z' })
const TOKEN = 't'.repeat(43)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('realtime client', () => {
  it('authenticates with its first message, then delivers each event once, in order', () => {
    const { client, last, events } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    expect(client.getStatus()).toBe('connecting')
    expect(last().url).toBe('ws://nexo.test/api/ws')
    last().open()
    expect(last().sent).toEqual([{ type: 'auth', token: TOKEN, lastSeq: null }])
    last().receive({ type: 'ready', seq: 4, isReset: false })
    expect(client.getStatus()).toBe('online')
    last().receive(event(5))
    last().receive(event(5))
    last().receive(event(3))
    last().receive(event(6))
    expect(events).toEqual([5, 6])
  })

  it('reconnects with back-off after a drop, sends the last seq it saw, and shows reconnecting (not offline) only after the grace period', () => {
    const { client, sockets, last, events, storage } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    last().open()
    last().receive({ type: 'ready', seq: 0, isReset: false })
    last().receive(event(1))
    last().drop()
    expect(client.getStatus()).toBe('online')
    vi.advanceTimersByTime(reconnectDelay(0, () => 1))
    expect(sockets).toHaveLength(2)
    // The new attempt has not got through within the grace period.
    vi.advanceTimersByTime(OFFLINE_GRACE_MS - reconnectDelay(0, () => 1))
    // The browser has a network: the socket is reconnecting, which is not "offline" (issue 27 §12).
    expect(client.getStatus()).toBe('reconnecting')
    last().open()
    expect(last().sent).toEqual([{ type: 'auth', token: TOKEN, lastSeq: 1 }])
    last().receive({ type: 'ready', seq: 3, isReset: false })
    last().receive(event(2))
    last().receive(event(3))
    expect(client.getStatus()).toBe('online')
    expect(events).toEqual([1, 2, 3])
    expect(storage.data.get('nexo.realtime.lastSeq.u1')).toBe('3')
  })

  it('backs off 1 s, 2 s, 4 s … up to 30 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    expect(reconnectDelay(2, () => 0)).toBe(2000)
    const { client, sockets, last } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    for (const delay of [1000, 2000, 4000]) {
      last().drop()
      vi.advanceTimersByTime(delay - 1)
      const before = sockets.length
      vi.advanceTimersByTime(1)
      expect(sockets.length).toBe(before + 1)
    }
  })

  it('tells the user once when subscribing keeps failing', () => {
    const { client, last, onSubscribeFailed } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    for (let i = 0; i < 5; i++) {
      last().drop()
      vi.advanceTimersByTime(30_000)
    }
    expect(onSubscribeFailed).toHaveBeenCalledTimes(1)
    expect(onSubscribeFailed).toHaveBeenCalledWith('NOTIFICATION_SUBSCRIBE_FAILED')
  })

  it('a restarting server does not count as a failure', () => {
    const { client, last, onSubscribeFailed } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    for (let i = 0; i < 5; i++) {
      last().drop(1012)
      vi.advanceTimersByTime(30_000)
    }
    expect(onSubscribeFailed).not.toHaveBeenCalled()
  })

  it('stops on a refused token and asks the app to check the session', () => {
    const { client, sockets, last, onUnauthenticated } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    last().open()
    last().drop(4401)
    vi.advanceTimersByTime(120_000)
    expect(sockets).toHaveLength(1)
    expect(onUnauthenticated).toHaveBeenCalledTimes(1)
    expect(client.getStatus()).toBe('reconnecting')
  })

  it('says offline only while the browser has no network, and reconnecting once it is back (issue 27 §12)', () => {
    const network = { isOnline: true }
    const { client, sockets, last } = setup(memoryStorage(), network)
    client.setSession({ token: TOKEN, userId: 'u1' })
    last().open()
    last().receive({ type: 'ready', seq: 0, isReset: false })
    // The browser reports the network gone ('offline' event): offline at once, no grace period.
    network.isOnline = false
    client.markOffline()
    expect(client.getStatus()).toBe('offline')
    // Attempts made meanwhile fail; it stays offline, never "reconnecting", while there is no network.
    vi.advanceTimersByTime(30_000)
    last().drop()
    vi.advanceTimersByTime(30_000)
    expect(client.getStatus()).toBe('offline')
    // The network is back ('online' event): reconnecting at once, then online when the server answers.
    network.isOnline = true
    const before = sockets.length
    client.retryNow()
    expect(client.getStatus()).toBe('reconnecting')
    expect(sockets.length).toBe(before + 1)
    last().open()
    last().receive({ type: 'ready', seq: 0, isReset: false })
    expect(client.getStatus()).toBe('online')
  })

  it('a drop noticed while the browser has no network reads offline after the grace period', () => {
    const network = { isOnline: true }
    const { client, last } = setup(memoryStorage(), network)
    client.setSession({ token: TOKEN, userId: 'u1' })
    last().open()
    last().receive({ type: 'ready', seq: 0, isReset: false })
    network.isOnline = false
    last().drop()
    vi.advanceTimersByTime(OFFLINE_GRACE_MS)
    expect(client.getStatus()).toBe('offline')
  })

  it('replaces a connection that stops answering pings', () => {
    const { client, sockets, last } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    last().open()
    last().receive({ type: 'ready', seq: 0, isReset: false })
    vi.advanceTimersByTime(PING_INTERVAL_MS)
    expect(last().sent.at(-1)).toEqual({ type: 'ping' })
    last().receive({ type: 'pong' })
    vi.advanceTimersByTime(PING_INTERVAL_MS + PONG_TIMEOUT_MS - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1 + reconnectDelay(0, () => 1))
    expect(sockets).toHaveLength(2)
    expect(sockets[0]!.closed).not.toBeNull()
  })

  it('on isReset continues from the server’s seq and asks for a reload', () => {
    const storage = memoryStorage()
    storage.setItem('nexo.realtime.lastSeq.u1', '40')
    const { client, last } = setup(storage)
    const reset = vi.fn()
    client.onReset(reset)
    client.setSession({ token: TOKEN, userId: 'u1' })
    last().open()
    expect(last().sent).toEqual([{ type: 'auth', token: TOKEN, lastSeq: 40 }])
    last().receive({ type: 'ready', seq: 7, isReset: true })
    expect(reset).toHaveBeenCalledTimes(1)
    expect(storage.getItem('nexo.realtime.lastSeq.u1')).toBe('7')
  })

  it('closes on sign-out and keeps one seq per user', () => {
    const { client, last, storage } = setup()
    client.setSession({ token: TOKEN, userId: 'u1' })
    last().open()
    last().receive({ type: 'ready', seq: 9, isReset: false })
    const first = last()
    client.setSession(null)
    expect(first.closed).not.toBeNull()
    expect(client.getStatus()).toBe('idle')
    client.setSession({ token: 'o'.repeat(43), userId: 'u2' })
    last().open()
    expect(last().sent).toEqual([{ type: 'auth', token: 'o'.repeat(43), lastSeq: null }])
    expect(storage.getItem('nexo.realtime.lastSeq.u1')).toBe('9')
  })
})

describe('realtimeUrl', () => {
  it('uses the page’s origin, or the configured API base, with ws/wss', () => {
    expect(realtimeUrl('', 'http://localhost:3000')).toBe('ws://localhost:3000/api/ws')
    expect(realtimeUrl('', 'https://nexo.example.com')).toBe('wss://nexo.example.com/api/ws')
    expect(realtimeUrl('https://api.example.com/nexo', 'http://localhost:5173')).toBe('wss://api.example.com/nexo/api/ws')
  })
})

/**
 * `GET /api/ws`: the one WebSocket of the web app (notifications now, chat later). Protocol in
 * packages/shared/src/realtime.schema.ts, design in ADR 011, fan-out in platform/realtime.ts.
 */
import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import {
  REALTIME_CLOSE_CODES,
  REALTIME_PATH,
  ZErrorResponseSchema,
  ZRealtimeClientMessageSchema,
  type AppErrorCode,
  type TRealtimeClientMessage,
  type TRealtimeServerMessage,
} from '@nexo/shared'
import { findOpenSessionIds, findSessionAuth } from './auth'
import { sendError } from './errors'
import { findExcessJsonNesting } from './json-nesting'
import { createRealtimeHub, resumePoint, userEventBounds, type RealtimeConnection } from './realtime'

/** A client message is a few hundred bytes; anything bigger is not ours. */
const MAX_MESSAGE_BYTES = 4096
/** A socket whose unsent data passes this is too slow to keep up: it is closed and catches up after reconnecting. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** How long sockets get to finish their closing handshake at shutdown before they are cut. */
const SHUTDOWN_CLOSE_GRACE_MS = 1000

interface SocketState {
  isAlive: boolean
  connection: RealtimeConnection | null
  token: string | null
}

const states = new WeakMap<WebSocket, SocketState>()

function sendMessage(socket: WebSocket, message: TRealtimeServerMessage): boolean {
  if (socket.readyState !== socket.OPEN) return false
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(REALTIME_CLOSE_CODES.tryAgainLater, 'too far behind')
    return false
  }
  socket.send(JSON.stringify(message))
  return true
}

function parseMessage(raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): TRealtimeClientMessage | null {
  if (isBinary) return null
  try {
    const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw as ArrayBuffer).toString('utf8')
    // The same nesting limit as request bodies: no message of ours nests, and JSON.parse would walk any depth.
    if (findExcessJsonNesting(text) >= 0) return null
    const parsed = ZRealtimeClientMessageSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** ws's errors for a frame the peer got wrong carry a `WS_ERR_…` code. */
export function isClientFrameError(error: unknown): boolean {
  const { code } = error as { code?: unknown }
  return typeof code === 'string' && code.startsWith('WS_ERR_')
}

export async function realtimeRoutes(app: FastifyInstance) {
  const { REALTIME_HEARTBEAT_MS: heartbeatMs, REALTIME_AUTH_TIMEOUT_MS: authTimeoutMs } = app.config
  const db = app.database.db
  const hub = createRealtimeHub({ database: app.database, log: app.log })

  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // A frame the client got wrong (over maxPayload, bad UTF-8, bad opcode: ws names them WS_ERR_*) is the client's
    // mistake, a warning without a stack; anything else on the socket is ours and logged as an error.
    errorHandler(error, socket, request) {
      if (isClientFrameError(error)) request.log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'realtime: bad frame from client')
      else request.log.error({ err: error }, 'realtime socket error')
      socket.terminate()
    },
    // Instead of the plugin's plain close: "service restart" tells clients to reconnect at once (to another
    // instance, or to this one when it is back), and a socket that does not answer is cut so shutdown never waits.
    preClose(done) {
      const server = app.websocketServer
      for (const socket of server.clients) {
        socket.close(REALTIME_CLOSE_CODES.serviceRestart, 'server restarting')
        setTimeout(() => socket.terminate(), SHUTDOWN_CLOSE_GRACE_MS).unref()
      }
      server.close()
      done()
    },
  })

  app.addHook('onReady', () => hub.start())
  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
    await hub.stop()
  })

  /**
   * Every `heartbeatMs`: a socket that did not answer the previous ping is dead (laptop closed, network gone) and is
   * cut; the rest are pinged, which also keeps proxies from closing idle connections. Sockets whose session was
   * revoked or expired meanwhile are closed too.
   */
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      const state = states.get(socket)
      if (!state) continue
      if (!state.isAlive) {
        socket.terminate()
        continue
      }
      state.isAlive = false
      socket.ping()
    }
    void closeEndedSessions().catch((error: unknown) => app.log.warn({ err: error }, 'realtime session sweep failed'))
  }, heartbeatMs)
  heartbeat.unref()

  async function closeEndedSessions() {
    const connections = hub.connections()
    if (connections.length === 0) return
    const open = await findOpenSessionIds(db, [...new Set(connections.map((c) => c.sessionId))])
    for (const connection of connections) {
      if (!open.has(connection.sessionId)) connection.close(REALTIME_CLOSE_CODES.unauthenticated, 'session ended')
    }
  }

  async function authenticate(socket: WebSocket, state: SocketState, message: Extract<TRealtimeClientMessage, { type: 'auth' }>, request: FastifyRequest) {
    const auth = await findSessionAuth(db, message.token)
    // Closed while its token was being checked: registering it now would leave it in the hub for good.
    if (socket.readyState !== socket.OPEN) return
    if (!auth) {
      socket.close(REALTIME_CLOSE_CODES.unauthenticated, 'unauthenticated')
      return
    }
    const connection: RealtimeConnection = {
      userId: auth.userId,
      sessionId: auth.sessionId,
      lastSeq: null,
      send: (m) => sendMessage(socket, m),
      close: (code, reason) => socket.close(code, reason),
    }
    state.token = message.token
    state.connection = connection
    // Registered before the log is read, positioned after: whatever is published in between is sent by the sync below.
    hub.add(connection)
    try {
      const bounds = await userEventBounds(db, auth.userId)
      const { from, isReset } = resumePoint(message.lastSeq, bounds)
      connection.lastSeq = from
      sendMessage(socket, { type: 'ready', seq: bounds.latest, isReset })
      await hub.sync(auth.userId)
    } catch (error) {
      request.log.error({ err: error }, 'realtime subscribe failed')
      sendMessage(socket, { type: 'error', code: 'NOTIFICATION_SUBSCRIBE_FAILED' satisfies AppErrorCode })
      socket.close(REALTIME_CLOSE_CODES.subscribeFailed, 'subscribe failed')
    }
  }

  async function onMessage(socket: WebSocket, state: SocketState, message: TRealtimeClientMessage | null, request: FastifyRequest) {
    if (socket.readyState !== socket.OPEN) return
    if (!message) return socket.close(REALTIME_CLOSE_CODES.badMessage, 'bad message')
    if (!state.token) {
      if (message.type !== 'auth') return socket.close(REALTIME_CLOSE_CODES.badMessage, 'auth first')
      return authenticate(socket, state, message, request)
    }
    if (message.type === 'auth') return socket.close(REALTIME_CLOSE_CODES.badMessage, 'already authenticated')
    // Whatever the client sends, its session must still be open: a revoked one is closed on its next message.
    if (!(await findSessionAuth(db, state.token))) return socket.close(REALTIME_CLOSE_CODES.unauthenticated, 'session ended')
    sendMessage(socket, { type: 'pong' })
  }

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    // Public at the HTTP level on purpose: browsers cannot set an Authorization header on a WebSocket and the token
    // must not travel in the URL (logs, history), so the socket authenticates with its first message instead.
    config: { policy: 'public' },
    schema: {
      tags: ['realtime'],
      summary: 'WebSocket: send {type:"auth",token,lastSeq} first; events of the signed-in user follow (plain GET: 426)',
      response: { 426: ZErrorResponseSchema },
    },
    handler: (request, reply) => {
      void reply.header('Upgrade', 'websocket')
      return sendError(request, reply, 426, 'WEBSOCKET_UPGRADE_REQUIRED')
    },
    wsHandler: (socket, request) => {
      const state: SocketState = { isAlive: true, connection: null, token: null }
      states.set(socket, state)
      // The first message must arrive in time; checking it (a database read) may take longer on a busy server.
      const authTimer = setTimeout(() => socket.close(REALTIME_CLOSE_CODES.authTimeout, 'auth timeout'), authTimeoutMs)
      authTimer.unref()
      socket.on('pong', () => {
        state.isAlive = true
      })
      // Messages are handled one at a time, in order: a ping sent right after auth waits for the auth to finish.
      let queue = Promise.resolve()
      socket.on('message', (raw, isBinary) => {
        state.isAlive = true
        clearTimeout(authTimer)
        const message = parseMessage(raw, isBinary)
        queue = queue
          .then(() => onMessage(socket, state, message, request))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'realtime message failed')
            socket.close(REALTIME_CLOSE_CODES.subscribeFailed, 'server error')
          })
      })
      socket.on('close', () => {
        clearTimeout(authTimer)
        if (state.connection) hub.remove(state.connection)
      })
    },
  })
}

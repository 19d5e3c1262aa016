import { z } from 'zod'

/**
 * The WebSocket protocol of `/api/ws` (ADR 011). The client's first message authenticates it with the session token
 * (never in the URL: URLs end up in proxy and server logs) and says the last event sequence number it saw; the server
 * answers `ready`, sends what the client missed, then every new event of that user, in `seq` order.
 */
export const REALTIME_PATH = '/api/ws'

/** Client → server. */
export const ZRealtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(20).max(200),
    /** The last `seq` this client received; null/absent on a first connection (nothing is replayed then). */
    lastSeq: z.number().int().min(0).nullable().optional(),
  }),
  /** Application-level keep-alive (browsers cannot send WebSocket pings); answered with `pong`. */
  z.object({ type: z.literal('ping') }),
])
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessageSchema>

/** One event of the user's log: `seq` rises by one per user. */
export const ZRealtimeEventMessageSchema = z.object({
  type: z.literal('event'),
  seq: z.number().int(),
  /** e.g. `notification.created`; chat and other features add their own kinds. */
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type TRealtimeEventMessage = z.infer<typeof ZRealtimeEventMessageSchema>

/** Server → client. */
export const ZRealtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    /** The user's newest `seq` when the socket was authenticated. */
    seq: z.number().int(),
    /**
     * The client's `lastSeq` could not be replayed (older than the kept events, or ahead of the server's log): it
     * should reload its state instead, and continue from `seq`.
     */
    isReset: z.boolean(),
  }),
  ZRealtimeEventMessageSchema,
  z.object({ type: z.literal('pong') }),
  /** Sent just before the server closes the socket because of a failure on its side. */
  z.object({ type: z.literal('error'), code: z.string() }),
])
export type TRealtimeServerMessage = z.infer<typeof ZRealtimeServerMessageSchema>

/** Close codes of `/api/ws` (4000–4999 are the application's own). */
export const REALTIME_CLOSE_CODES = {
  /** The server is shutting down or restarting: reconnect (to another instance) soon. */
  serviceRestart: 1012,
  /** The client fell too far behind (its buffer filled): reconnect and catch up from the log. */
  tryAgainLater: 1013,
  /** The message was not valid JSON of the protocol, or `auth` was not the first message. */
  badMessage: 4400,
  /** The token is unknown, expired or revoked (also when the session ends while connected): do not retry with it. */
  unauthenticated: 4401,
  /** No `auth` message arrived in time. */
  authTimeout: 4408,
  /** The server could not subscribe the socket (database error): retry later. */
  subscribeFailed: 4500,
} as const

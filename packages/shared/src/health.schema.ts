import { z } from 'zod'

/** A part an instance needs before it should get traffic (database, load, the search index …). */
export const ZReadinessPartSchema = z.object({
  ready: z.boolean(),
  /** How far a part that is getting ready has come, 0–1. */
  progress: z.number().min(0).max(1).optional(),
})

/**
 * Public health (`GET /api/health`): `ok` when every part is ready (HTTP 200), else `degraded` (503 with Retry-After).
 * Nothing about the process: its memory, delays and version are the platform admin's (ZSystemHealthResponseSchema).
 */
export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  parts: z.record(z.string(), ZReadinessPartSchema),
})
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>

/** Liveness (`GET /api/health/live`): the process answers. */
export const ZLivenessResponseSchema = z.object({ status: z.literal('ok') })

const ZAdmissionLaneSchema = z.object({
  maxInFlight: z.number(),
  maxQueue: z.number(),
  maxWaitMs: z.number(),
  inFlight: z.number(),
  queued: z.number(),
  admitted: z.number(),
  waited: z.number(),
  refused: z.object({ queueFull: z.number(), predictedLate: z.number(), waitedTooLong: z.number() }),
  cancelled: z.number(),
  averageServiceMs: z.number(),
})

/** The platform admin's health details (`GET /api/v1/admin/system/health`). */
export const ZSystemHealthResponseSchema = ZHealthResponseSchema.extend({
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
  }),
  load: z.object({
    /** `overloaded` while memory (or lag, when that check is on) makes this instance refuse every request with 503. */
    status: z.enum(['ok', 'overloaded']),
    /** under-pressure's mean delay over the last second; null until the first sample. */
    eventLoopDelayMs: z.number().nullable(),
    /** Over the last 10 s window: mean, 99th percentile and worst delay a timer saw. */
    eventLoopDelay: z.object({ meanMs: z.number().nullable(), p99Ms: z.number().nullable(), maxMs: z.number().nullable() }),
    heapUsedBytes: z.number(),
    rssBytes: z.number(),
    /** Admission control: each lane's limits and its counts since start (ADR 048). */
    admission: z.object({
      enabled: z.boolean(),
      lanes: z.object({ page: ZAdmissionLaneSchema, apiRead: ZAdmissionLaneSchema, apiWrite: ZAdmissionLaneSchema }),
    }),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type TSystemHealthResponse = z.infer<typeof ZSystemHealthResponseSchema>

export const ZErrorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
})

export const ZPublicConfigResponseSchema = z.object({
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  captchaProvider: z.enum(['altcha', 'recaptcha']),
  recaptchaSiteKey: z.string().nullable(),
})
export type TPublicConfigResponse = z.infer<typeof ZPublicConfigResponseSchema>

import { z } from 'zod'

export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
  }),
  /** Load shedding: `overloaded` while this instance answers other requests with 503 SERVICE_UNAVAILABLE. */
  load: z.object({
    status: z.enum(['ok', 'overloaded']),
    /** Null until the first sample (the plugin reports Infinity or NaN then, which JSON cannot carry). */
    eventLoopDelayMs: z.number().nullable(),
    heapUsedBytes: z.number(),
    rssBytes: z.number(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>

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

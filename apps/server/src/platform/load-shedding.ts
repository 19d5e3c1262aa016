/**
 * Load shedding (@fastify/under-pressure): while the event loop lags or memory runs out, answer new requests at
 * once with 503 SERVICE_UNAVAILABLE and Retry-After instead of queueing them until every one times out. A load
 * balancer then sends the traffic to another instance, and this one recovers. The health route passes through to
 * report the state (see modules/system).
 */
import { getHeapStatistics } from 'node:v8'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'
import { AppError } from './errors'

/** Seconds a shed client is told to wait. */
export const LOAD_SHED_RETRY_AFTER_SECONDS = 10
/** How often under-pressure samples the event loop and memory (its default). */
const SAMPLE_INTERVAL_MS = 1000
/**
 * Event-loop lag counts only from the second sample after the app is ready: the first ones measure the boot
 * itself (loading modules, compiling route schemas, migrating block the loop for seconds on a busy machine), and
 * a fresh instance would otherwise refuse its first requests.
 */
export const LOAD_SHED_WARM_UP_MS = 2 * SAMPLE_INTERVAL_MS
/** One warning per episode, not one per shed request: logging is work too, and the server is already overloaded. */
const WARN_EVERY_MS = 10_000

type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; `passThroughPressure` lets the request run despite the pressure. */
    pressureHandler?: PressureHandler
  }
  interface FastifyInstance {
    /** Whether new requests are being refused with 503 right now. */
    isSheddingLoad(): boolean
  }
}

/** For routes that must answer under pressure (health): the request runs as usual. */
export const passThroughPressure: PressureHandler = () => undefined

/** The point at which the server sheds load, in under-pressure's units (0 = that check is off). */
export function loadSheddingLimits(config: Config) {
  const mb = 1024 * 1024
  return {
    maxEventLoopDelay: config.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
    // Near V8's limit the process spends its time collecting garbage and then dies: better to refuse work first.
    maxHeapUsedBytes: config.LOAD_SHED_MAX_HEAP_MB === undefined ? Math.floor(getHeapStatistics().heap_size_limit * 0.9) : config.LOAD_SHED_MAX_HEAP_MB * mb,
    maxRssBytes: config.LOAD_SHED_MAX_RSS_MB * mb,
  }
}

/** Registers the checks; call before the other onRequest hooks, so a shed request costs nothing else. */
export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const limits = loadSheddingLimits(config)
  let lagCountsFrom = Infinity
  let lastWarnedAt = 0
  const over = (limit: number, value: number) => limit > 0 && value > limit

  app.decorate('isSheddingLoad', () => {
    const usage = app.memoryUsage()
    return (
      (performance.now() >= lagCountsFrom && over(limits.maxEventLoopDelay, usage.eventLoopDelay)) ||
      over(limits.maxHeapUsedBytes, usage.heapUsed) ||
      over(limits.maxRssBytes, usage.rssBytes)
    )
  })
  app.addHook('onReady', async () => {
    lagCountsFrom = performance.now() + LOAD_SHED_WARM_UP_MS
  })

  await app.register(underPressure, {
    ...limits,
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: LOAD_SHED_RETRY_AFTER_SECONDS,
    // Called when the plugin finds a limit passed. Our error format (`{ error: { code, message } }` through the
    // error handler) instead of the plugin's; during the warm-up a lagging loop lets the request through.
    pressureHandler: async (request, reply, type, value) => {
      if (!app.isSheddingLoad()) return
      if (Date.now() - lastWarnedAt >= WARN_EVERY_MS) {
        lastWarnedAt = Date.now()
        request.log.warn({ type, value }, 'under pressure: shedding load with 503')
      }
      reply.header('Retry-After', String(LOAD_SHED_RETRY_AFTER_SECONDS))
      throw new AppError('SERVICE_UNAVAILABLE')
    },
  })
}

/** What /api/health reports about load. */
export function readLoad(app: FastifyInstance) {
  const usage = app.memoryUsage()
  return {
    status: app.isSheddingLoad() ? ('overloaded' as const) : ('ok' as const),
    eventLoopDelayMs: Number.isFinite(usage.eventLoopDelay) ? Math.round(usage.eventLoopDelay * 10) / 10 : null,
    heapUsedBytes: usage.heapUsed,
    rssBytes: usage.rssBytes,
  }
}

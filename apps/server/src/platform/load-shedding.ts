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
/** One warning per episode, not one per shed request: logging is work too, and the server is already overloaded. */
const WARN_EVERY_MS = 10_000

type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; `passThroughPressure` lets the request run despite the pressure. */
    pressureHandler?: PressureHandler
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
  let lastWarnedAt = 0
  await app.register(underPressure, {
    ...loadSheddingLimits(config),
    retryAfter: LOAD_SHED_RETRY_AFTER_SECONDS,
    // Our error format (`{ error: { code, message } }` through the error handler) instead of the plugin's.
    pressureHandler: async (request, reply, type, value) => {
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
    status: app.isUnderPressure() ? ('overloaded' as const) : ('ok' as const),
    eventLoopDelayMs: Math.round(usage.eventLoopDelay * 10) / 10,
    heapUsedBytes: usage.heapUsed,
    rssBytes: usage.rssBytes,
  }
}

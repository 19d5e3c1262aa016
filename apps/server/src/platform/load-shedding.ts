/**
 * Load shedding: an overloaded instance answers at once with 503 SERVICE_UNAVAILABLE and Retry-After instead of
 * queueing requests until every one times out (ADR 012, ADR 048). Two mechanisms, both `onRequest` hooks placed first:
 *  - admission control (admission.ts), the main one: each route class has a bounded number of requests in progress
 *    and a bounded wait for a slot; what cannot be served in time is refused, one request at a time;
 *  - memory (@fastify/under-pressure): while the used heap or the resident set is past its limit, every new request
 *    is refused until it is back under. The mean event-loop delay can be added as a third check
 *    (LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS), off by default: it refused everything or nothing in one-second windows.
 * Health and readiness, the web app's files and WebSocket upgrades pass both (admission.ts, `laneOf`).
 */
import { getHeapStatistics } from 'node:v8'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'
import { registerAdmission } from './admission'

/** Seconds a client shed for memory is told to wait. */
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
/** The event-loop delay the platform admin sees is measured over windows of this length. */
const DELAY_WINDOW_MS = 10_000

type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; `passThroughPressure` lets the request run despite the pressure. */
    pressureHandler?: PressureHandler
  }
  interface FastifyInstance {
    /** Whether new requests are being refused with 503 for memory (or lag, when that check is on) right now. */
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

/** Event-loop delay over the last complete window: what a request waited for the loop, typically and at worst. */
function createDelayMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e5) / 10 : null)
  let last = { meanMs: null as number | null, p99Ms: null as number | null, maxMs: null as number | null }
  const timer = setInterval(() => {
    last = histogram.count > 0 ? { meanMs: ms(histogram.mean), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) } : last
    histogram.reset()
  }, DELAY_WINDOW_MS)
  timer.unref()
  return {
    read: () => last,
    stop: () => {
      clearInterval(timer)
      histogram.disable()
    },
  }
}

/** Registers the checks; call before the other onRequest hooks, so a shed request costs nothing else. */
export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const limits = loadSheddingLimits(config)
  let lagCountsFrom = Infinity
  let lastWarnedAt = 0
  const over = (limit: number, value: number) => limit > 0 && value > limit
  const delay = createDelayMonitor()

  app.decorate('isSheddingLoad', () => {
    const usage = app.memoryUsage()
    return (
      (performance.now() >= lagCountsFrom && over(limits.maxEventLoopDelay, usage.eventLoopDelay)) ||
      over(limits.maxHeapUsedBytes, usage.heapUsed) ||
      over(limits.maxRssBytes, usage.rssBytes)
    )
  })
  app.decorate('eventLoopDelay', () => delay.read())
  app.addHook('onReady', async () => {
    lagCountsFrom = performance.now() + LOAD_SHED_WARM_UP_MS
  })
  app.addHook('onClose', async () => delay.stop())

  await app.register(underPressure, {
    ...limits,
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: LOAD_SHED_RETRY_AFTER_SECONDS,
    // The plugin only samples: the refusal is admission.ts's hook, which knows what is never shed and answers a page
    // with a page (the plugin's own early answers would let later hooks run).
    pressureHandler: passThroughPressure,
  })
  registerAdmission(app, config, {
    isOverloaded: () => {
      if (!app.isSheddingLoad()) return false
      if (Date.now() - lastWarnedAt >= WARN_EVERY_MS) {
        lastWarnedAt = Date.now()
        app.log.warn({ ...app.memoryUsage(), limits }, 'under pressure: shedding load with 503')
      }
      return true
    },
    retryAfterSeconds: LOAD_SHED_RETRY_AFTER_SECONDS,
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Event-loop delay over the last 10 s window (null before the first). */
    eventLoopDelay(): { meanMs: number | null; p99Ms: number | null; maxMs: number | null }
  }
}

/** What the platform admin's health details report about load (modules/system). */
export function readLoad(app: FastifyInstance) {
  const usage = app.memoryUsage()
  return {
    status: app.isSheddingLoad() ? ('overloaded' as const) : ('ok' as const),
    eventLoopDelayMs: Number.isFinite(usage.eventLoopDelay) ? Math.round(usage.eventLoopDelay * 10) / 10 : null,
    eventLoopDelay: app.eventLoopDelay(),
    heapUsedBytes: usage.heapUsed,
    rssBytes: usage.rssBytes,
    admission: { enabled: app.admission.enabled, lanes: app.admission.stats() },
  }
}

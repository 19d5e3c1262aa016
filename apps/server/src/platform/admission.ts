/**
 * Admission control (ADR 048): what a request may cost the process is decided when it arrives, by route class. Each
 * class (server-rendered pages, API reads, API writes) has a lane: at most `maxInFlight` of its requests run at once,
 * at most `maxQueue` wait for a slot, first come first served, and none waits longer than `maxWaitMs`. A request that
 * cannot be served in time is answered at once with 503 SERVICE_UNAVAILABLE and Retry-After: when the queue is full,
 * when the wait its place in the queue predicts is already too long, or when it has waited its whole allowance. Each
 * refusal is one request's, never a window's: the next request is admitted as soon as a slot frees.
 *
 * Never queued: health and readiness (`config: { admission: 'exempt' }`), the web app's files (@fastify/static's
 * routes), WebSocket upgrades (the socket lives for hours; its messages are not requests), and the API calls a server
 * render makes in process (they are part of a page that already holds a slot).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type ApiErrorBody, errorMessage, type Language, LANGUAGE_COOKIE, LANGUAGES, pickLanguage } from '@nexo/shared'
import type { Config } from '../config'
import { requestLanguage } from './errors'

/** Seconds a refused client is told to wait before trying again (Retry-After; the busy page reloads itself then). */
export const ADMISSION_RETRY_AFTER_SECONDS = 5
/** One warning per lane and episode, not one per refusal: logging is work too. */
const WARN_EVERY_MS = 10_000
/** Weight of the newest service time in a lane's moving average. */
const SERVICE_TIME_WEIGHT = 0.1
/** The header that marks a server render's in-process API call (its value is this process's secret). */
const INTERNAL_HEADER = 'x-nexo-internal'

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '')

export type Lane = 'page' | 'apiRead' | 'apiWrite'
export const LANES: readonly Lane[] = ['page', 'apiRead', 'apiWrite']

export interface LaneLimits {
  /** Requests of the lane running at once. */
  maxInFlight: number
  /** Requests of the lane waiting for a slot at once; one more is refused. */
  maxQueue: number
  /** The longest a request waits for a slot; past it, it is refused. */
  maxWaitMs: number
}

export type Refusal = 'queueFull' | 'predictedLate' | 'waitedTooLong'

export interface LaneStats {
  maxInFlight: number
  maxQueue: number
  maxWaitMs: number
  inFlight: number
  queued: number
  /** Since start: requests admitted (at once or after waiting), refused by reason, gone while waiting. */
  admitted: number
  waited: number
  refused: Record<Refusal, number>
  cancelled: number
  /** Moving average of how long an admitted request holds its slot. */
  averageServiceMs: number
}

/** A slot held by one request; `release` is idempotent. */
export interface Ticket {
  release(): void
}

interface Waiter {
  enqueuedAt: number
  timer: NodeJS.Timeout
  settle(outcome: Ticket | Refusal | null): void
}

/**
 * One lane: a counting semaphore with a bounded FIFO queue and a deadline per waiter. `enter` answers a ticket at
 * once, a refusal at once, or a promise of either (null when `cancel` is called first: the client left).
 */
export class AdmissionLane {
  private inFlight = 0
  private readonly queue: Waiter[] = []
  private averageServiceMs = 0
  private readonly counts = { admitted: 0, waited: 0, cancelled: 0, refused: { queueFull: 0, predictedLate: 0, waitedTooLong: 0 } satisfies Record<Refusal, number> }

  constructor(
    readonly limits: LaneLimits,
    private readonly onRefusal: (reason: Refusal) => void = () => undefined,
  ) {}

  enter(): { ticket: Ticket } | { refused: Refusal } | { waiting: Promise<Ticket | Refusal | null>; cancel: () => void } {
    if (this.inFlight < this.limits.maxInFlight && this.queue.length === 0) return { ticket: this.admit() }
    if (this.queue.length >= this.limits.maxQueue) return { refused: this.refuse('queueFull') }
    // Slots free one after another, on average every averageServiceMs / maxInFlight: when the requests ahead of it
    // alone take it past the allowance, waiting would only make the refusal later.
    const predictedWaitMs = ((this.queue.length + 1) / this.limits.maxInFlight) * this.averageServiceMs
    if (predictedWaitMs > this.limits.maxWaitMs) return { refused: this.refuse('predictedLate') }
    let waiter!: Waiter
    const waiting = new Promise<Ticket | Refusal | null>((resolve) => {
      waiter = {
        enqueuedAt: performance.now(),
        timer: setTimeout(() => {
          this.remove(waiter)
          waiter.settle(this.refuse('waitedTooLong'))
        }, this.limits.maxWaitMs),
        settle: (outcome) => {
          clearTimeout(waiter.timer)
          resolve(outcome)
        },
      }
    })
    this.queue.push(waiter)
    return {
      waiting,
      cancel: () => {
        if (!this.remove(waiter)) return
        this.counts.cancelled += 1
        waiter.settle(null)
      },
    }
  }

  stats(): LaneStats {
    return {
      ...this.limits,
      inFlight: this.inFlight,
      queued: this.queue.length,
      admitted: this.counts.admitted,
      waited: this.counts.waited,
      refused: { ...this.counts.refused },
      cancelled: this.counts.cancelled,
      averageServiceMs: Math.round(this.averageServiceMs * 10) / 10,
    }
  }

  private admit(): Ticket {
    this.inFlight += 1
    this.counts.admitted += 1
    const admittedAt = performance.now()
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        this.inFlight -= 1
        const serviceMs = performance.now() - admittedAt
        this.averageServiceMs = this.averageServiceMs === 0 ? serviceMs : this.averageServiceMs + SERVICE_TIME_WEIGHT * (serviceMs - this.averageServiceMs)
        this.next()
      },
    }
  }

  /** Hands free slots to the oldest waiters (a waiter's own timer refuses it when its time is up). */
  private next() {
    while (this.inFlight < this.limits.maxInFlight && this.queue.length > 0) {
      const waiter = this.queue.shift()!
      this.counts.waited += 1
      waiter.settle(this.admit())
    }
  }

  private remove(waiter: Waiter): boolean {
    const index = this.queue.indexOf(waiter)
    if (index === -1) return false
    this.queue.splice(index, 1)
    return true
  }

  private refuse(reason: Refusal): Refusal {
    this.counts.refused[reason] += 1
    this.onRefusal(reason)
    return reason
  }
}

type AdmissionRouteConfig = {
  /** `'exempt'`: never queued nor refused by admission control (health, readiness). */
  admission?: 'exempt'
  /** Set by @fastify/static on the routes of the web app's files. */
  file?: unknown
}

declare module 'fastify' {
  interface FastifyContextConfig {
    admission?: 'exempt'
  }
  interface FastifyInstance {
    admission: {
      /** Whether lanes bound requests (LOAD_SHED_ADMISSION). */
      enabled: boolean
      stats(): Record<Lane, LaneStats>
      /** Headers that let an in-process call of this app (a server render's API call) skip the lanes. */
      internalHeaders(): Record<string, string>
    }
  }
}

/**
 * The lane of a request, or `exempt`. A non-API GET that matches no route is a page (the not-found handler renders
 * it); one that matches a route of @fastify/static is a file of the web app.
 */
export function laneOf(request: FastifyRequest, internalToken: string): Lane | 'exempt' {
  const config = request.routeOptions.config as AdmissionRouteConfig
  if (config.admission === 'exempt' || config.file !== undefined) return 'exempt'
  if (request.headers[INTERNAL_HEADER] === internalToken) return 'exempt'
  if (request.headers.upgrade?.toLowerCase() === 'websocket') return 'exempt'
  const isRead = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS'
  const pathname = request.url.split('?', 1)[0] ?? '/'
  const isApi = pathname === '/api' || pathname.startsWith('/api/')
  if (!isApi && isRead && request.is404) return 'page'
  return isRead ? 'apiRead' : 'apiWrite'
}

/** The limits of each lane from the config. */
export function laneLimits(config: Config): Record<Lane, LaneLimits> {
  const maxWaitMs = config.LOAD_SHED_MAX_WAIT_MS
  return {
    page: { maxInFlight: config.LOAD_SHED_PAGES_IN_FLIGHT, maxQueue: config.LOAD_SHED_PAGES_QUEUE, maxWaitMs },
    apiRead: { maxInFlight: config.LOAD_SHED_API_READS_IN_FLIGHT, maxQueue: config.LOAD_SHED_API_READS_QUEUE, maxWaitMs },
    apiWrite: { maxInFlight: config.LOAD_SHED_API_WRITES_IN_FLIGHT, maxQueue: config.LOAD_SHED_API_WRITES_QUEUE, maxWaitMs },
  }
}

const BUSY_PAGE_TEXTS: Record<Language, { title: string; body: string; reload: string }> = {
  en: {
    title: 'Nexo is very busy right now',
    body: 'Many people are opening pages at this moment. This page will try again by itself in a few seconds.',
    reload: 'Try again now',
  },
  es: {
    title: 'Nexo está muy ocupado en este momento',
    body: 'Mucha gente está abriendo páginas en este momento. Esta página volverá a intentarlo sola en unos segundos.',
    reload: 'Intentar de nuevo ahora',
  },
}

/** The reader's language as the site picks it: the language cookie (their choice), else ?lang, else Accept-Language. */
export function busyPageLanguage(request: FastifyRequest): Language {
  const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '')
  const chosen = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
  if (isLanguage(chosen)) return chosen
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang')
  return isLanguage(asked) ? asked : pickLanguage(request.headers['accept-language'])
}

/** A small page for a refused page request: the reader sees why, in their language, and it reloads by itself. */
export function busyPage(language: Language): string {
  const text = BUSY_PAGE_TEXTS[language]
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="refresh" content="${ADMISSION_RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex">` +
    `<title>${text.title} · Nexo</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f2933;line-height:1.5}` +
    `a{color:#1c7ed6}</style></head>` +
    `<body><main><h1>${text.title}</h1><p>${text.body}</p><p><a href="">${text.reload}</a></p></main></body></html>`
  )
}

/** The refusals' bodies, made once: the busy page and our error body (SERVICE_UNAVAILABLE) in each language. */
const REFUSAL_BODIES = {
  page: Object.fromEntries(LANGUAGES.map((language) => [language, Buffer.from(busyPage(language))])) as Record<Language, Buffer>,
  api: Object.fromEntries(
    LANGUAGES.map((language) => [language, Buffer.from(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: errorMessage('SERVICE_UNAVAILABLE', language) } } satisfies ApiErrorBody))]),
  ) as Record<Language, Buffer>,
}

/**
 * Registers the lanes and the refusal for memory (`memory.isOverloaded`, load-shedding.ts): one `onRequest` hook placed
 * before the session lookup, so a refused request costs nothing else. With LOAD_SHED_ADMISSION=false only memory
 * refuses (the API tests and journeys run that way; the lanes have their own tests).
 */
export function registerAdmission(app: FastifyInstance, config: Config, memory: { isOverloaded: () => boolean; retryAfterSeconds: number }): void {
  const internalToken = randomBytes(24).toString('base64url')
  const limits = laneLimits(config)
  const lastWarnedAt: Record<Lane, number> = { page: 0, apiRead: 0, apiWrite: 0 }
  const lanes = Object.fromEntries(
    LANES.map((lane) => [
      lane,
      new AdmissionLane(limits[lane], (reason) => {
        if (Date.now() - lastWarnedAt[lane] < WARN_EVERY_MS) return
        lastWarnedAt[lane] = Date.now()
        app.log.warn({ lane, reason, ...lanes[lane]?.stats() }, 'lane full: refusing requests with 503')
      }),
    ]),
  ) as Record<Lane, AdmissionLane>

  app.decorate('admission', {
    enabled: config.LOAD_SHED_ADMISSION,
    stats: () => Object.fromEntries(LANES.map((lane) => [lane, lanes[lane].stats()])) as Record<Lane, LaneStats>,
    internalHeaders: () => ({ [INTERNAL_HEADER]: internalToken }),
  })

  const tickets = new WeakMap<FastifyRequest, Ticket>()
  const release = (request: FastifyRequest) => tickets.get(request)?.release()

  /**
   * A refused request's answer: 503 with Retry-After, written straight to the socket from bodies made once. Under
   * overload refusals come by the thousand a second, and each one through the error handler and the send hooks cost
   * what the admitted requests needed. A page gets the busy page (a person reads it); anything else our error body.
   * Never `done`: no later hook or handler runs for it.
   */
  const refuse = (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => {
    const isPage = laneOf(request, internalToken) === 'page'
    const body = isPage ? REFUSAL_BODIES.page[busyPageLanguage(request)] : REFUSAL_BODIES.api[requestLanguage(request)]
    reply.hijack()
    reply.raw.writeHead(503, {
      'content-type': isPage ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      'content-length': body.length,
      'retry-after': String(retryAfterSeconds),
      'cache-control': 'no-store',
      ...(isPage ? { vary: 'Accept-Language, Cookie' } : {}),
      // Security headers are helmet's, whose hook has not run: the ones a page of text and inline style needs.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    reply.raw.end(body)
  }

  /** Takes a slot of the lane for the request, waits for one, or answers 503; calls `done` only when admitted. */
  const admit = (lane: Lane, request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const settle = (outcome: Ticket | Refusal | null) => {
      if (outcome !== null && typeof outcome === 'object') {
        tickets.set(request, outcome)
        // The slot is held until the answer is ready to go (onSend), or until the client leaves.
        reply.raw.once('close', () => outcome.release())
        return done()
      }
      // Refused, or gone while waiting (answered the same way; a gone client never reads it).
      refuse(request, reply, ADMISSION_RETRY_AFTER_SECONDS)
    }
    const entry = lanes[lane].enter()
    if ('ticket' in entry) return settle(entry.ticket)
    if ('refused' in entry) return settle(entry.refused)
    // A client that leaves while waiting gives its place up.
    const onClose = () => entry.cancel()
    reply.raw.once('close', onClose)
    void entry.waiting.then((outcome) => {
      reply.raw.off('close', onClose)
      settle(outcome)
    })
  }

  // Callback hooks: an early answer is sent without calling `done`, so no later hook or handler runs for it.
  app.addHook('onRequest', (request, reply, done) => {
    const lane = laneOf(request, internalToken)
    if (lane === 'exempt') return done()
    // Memory first (load-shedding.ts): past its limit every request is refused until the process is back under it.
    if (memory.isOverloaded()) return refuse(request, reply, memory.retryAfterSeconds)
    // A write waits for its slot once its body has arrived (preHandler): a slow sender holds no slot meanwhile.
    if (!config.LOAD_SHED_ADMISSION || lane === 'apiWrite') return done()
    admit(lane, request, reply, done)
  })
  app.addHook('preHandler', (request, reply, done) => {
    // Uploads (multipart) are read by their handler, as they arrive: a slot would be held for as long as the sender
    // takes. Their own limits bound them (size, one file, two image decodes at once: ADR 045).
    if (!config.LOAD_SHED_ADMISSION || laneOf(request, internalToken) !== 'apiWrite' || isMultipart(request)) return done()
    admit('apiWrite', request, reply, done)
  })
  if (!config.LOAD_SHED_ADMISSION) return
  // The work is done once the answer is serialized: sending it to a slow client holds no slot.
  app.addHook('onSend', async (request, _reply, payload) => {
    release(request)
    return payload
  })
  app.addHook('onResponse', async (request) => release(request))
}

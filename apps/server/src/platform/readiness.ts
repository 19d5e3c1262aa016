/**
 * Readiness of the parts an instance needs before it should get traffic (ADR 048): the database, the memory limits,
 * and whatever a module registers (the search index: `app.readiness.register('search', () => ({ ready, progress }))`).
 * The public health answer lists each part's `ready` (and `progress`, 0–1, while one is getting ready): nothing more.
 *
 * Health must answer within ~100 ms under any load, so a check never holds it up: each part's check runs at most once
 * a second (one at a time, in the background), and health reports each part's last answer meanwhile; only a part's
 * very first check is waited for, at most CHECK_WAIT_MS. A check still unanswered after STALE_AFTER_MS, or never
 * answered yet, counts as not ready.
 */
import type { FastifyInstance } from 'fastify'

export interface PartReadiness {
  ready: boolean
  /** How far a part that is getting ready has come, 0–1 (e.g. the search index being built). */
  progress?: number
}

export type ReadinessCheck = () => PartReadiness | Promise<PartReadiness>

export interface Readiness {
  /** Adds a part; its check should be cheap (it runs at most once a second). A name is registered once. */
  register(name: string, check: ReadinessCheck): void
  /** Every part's readiness (last answers where a check is slow), and whether all are ready. */
  read(): Promise<{ ready: boolean; parts: Record<string, PartReadiness> }>
}

/** The longest health waits for a part's first check. */
export const CHECK_WAIT_MS = 50
/** A check's answer is reused this long. */
const CHECK_EVERY_MS = 1000
/** A check pending this long makes its part not ready (a database that never answers is down). */
const STALE_AFTER_MS = 10_000

interface Part {
  check: ReadinessCheck
  last: PartReadiness | null
  answeredAt: number
  pending: Promise<PartReadiness> | null
  pendingSince: number
}

export function createReadiness(now: () => number = () => performance.now()): Readiness {
  const parts = new Map<string, Part>()

  const run = (part: Part): Promise<PartReadiness> => {
    if (part.pending) return part.pending
    part.pendingSince = now()
    const pending = Promise.resolve()
      .then(part.check)
      .catch((): PartReadiness => ({ ready: false }))
      .then((answer) => {
        part.last = answer
        part.answeredAt = now()
        part.pending = null
        return answer
      })
    part.pending = pending
    return pending
  }

  const readPart = async (part: Part): Promise<PartReadiness> => {
    const isFresh = part.last !== null && now() - part.answeredAt < CHECK_EVERY_MS
    if (isFresh) return part.last!
    const checking = run(part)
    // A part that has answered before is reported by that answer while the new check runs: health never waits on it.
    if (part.last !== null) return now() - part.pendingSince >= STALE_AFTER_MS ? { ready: false } : part.last
    // Never answered yet (the first health check): wait a little for it, else it is not ready yet.
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), CHECK_WAIT_MS)
    })
    const answer = await Promise.race([checking, late])
    clearTimeout(timer)
    return answer ?? { ready: false }
  }

  return {
    register(name, check) {
      if (parts.has(name)) throw new Error(`readiness part "${name}" is already registered`)
      parts.set(name, { check, last: null, answeredAt: 0, pending: null, pendingSince: 0 })
    },
    async read() {
      const entries = await Promise.all([...parts].map(async ([name, part]) => [name, await readPart(part)] as const))
      const answers = Object.fromEntries(entries.map(([name, answer]) => [name, answer.progress === undefined ? { ready: answer.ready } : { ready: answer.ready, progress: answer.progress }]))
      return { ready: entries.every(([, answer]) => answer.ready), parts: answers }
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness
  }
}

/** Decorates `app.readiness` with the database and memory parts. */
export function registerReadiness(app: FastifyInstance): void {
  const readiness = createReadiness()
  readiness.register('database', async () => {
    await app.database.ping()
    return { ready: true }
  })
  // Past the memory limits every request is refused (load-shedding.ts): a load balancer should send it elsewhere.
  readiness.register('load', () => ({ ready: !app.isSheddingLoad() }))
  app.decorate('readiness', readiness)
}

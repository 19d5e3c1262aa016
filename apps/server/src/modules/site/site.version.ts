/**
 * The content version of the guests' page cache (site.ssr.ts, ADR 048): a string that changes when public pages may
 * show something new. Two parts:
 *  - the search state key (ADR 008): the database's own count of changes to companies, their products, categories and
 *    certifications, shared by every instance; read at most once a second, in the background, so a cached page never
 *    waits for the database;
 *  - this process's count of successful writes by signed-in callers under /api (events, posts, requirements, profiles
 *    … whatever an admin or a company edits), except chat, notifications and sessions, which no public page shows.
 * A write on another instance to something outside the directory (an event, a post) shows here when the page expires
 * (SSR_CACHE_TTL_MS).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** How often the search state key is read. */
export const STATE_KEY_EVERY_MS = 1000
/** Writes under these paths change nothing a public page shows. */
const PRIVATE_WRITES = /^\/api\/v1\/(?:chat|notifications|auth)(?:\/|$)/

const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS'

/** Whether an answered request may have changed a public page. */
export function isContentWrite(request: FastifyRequest, statusCode: number): boolean {
  if (isReadMethod(request.method) || statusCode >= 400 || !request.auth) return false
  const pathname = request.url.split('?', 1)[0] ?? ''
  return pathname.startsWith('/api/') && !PRIVATE_WRITES.test(pathname)
}

/** Counts content writes from now on (an onResponse hook) and returns the current version; call before `ready`. */
export function trackContentVersion(app: FastifyInstance, readStateKey: () => Promise<string>, now: () => number = Date.now): () => string {
  let writes = 0
  let stateKey = ''
  let readAt = -Infinity
  let reading = false
  app.addHook('onResponse', async (request, reply) => {
    if (isContentWrite(request, reply.statusCode)) writes += 1
  })
  const refresh = () => {
    if (reading || now() - readAt < STATE_KEY_EVERY_MS) return
    reading = true
    readStateKey().then(
      (key) => {
        stateKey = key
        reading = false
        readAt = now()
      },
      () => {
        // The database did not answer: keep the last key; the next page asks again.
        reading = false
        readAt = now()
      },
    )
  }
  return () => {
    refresh()
    return `${writes}|${stateKey}`
  }
}

/**
 * Admission control (admission.ts, ADR 048): the lanes' bounds and refusals counted one by one (fake timers, never the
 * wall clock), then the real app with small limits: what is refused, how, and what is never queued.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createTestDatabase, type TestDatabase } from '../test/test-app'
import { ADMISSION_RETRY_AFTER_SECONDS, AdmissionLane, busyPage, laneOf, type Ticket } from './admission'

const limits = { maxInFlight: 2, maxQueue: 2, maxWaitMs: 1000 }
const isTicket = (value: unknown): value is Ticket => typeof value === 'object' && value !== null && 'release' in value

/** A promise the test resolves (Promise.withResolvers needs Node 22). */
interface Gate {
  promise: Promise<void>
  resolve: () => void
}
function gate(): Gate {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('a lane', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs at most maxInFlight at once, queues at most maxQueue, refuses the next at once, and hands freed slots first come first served', async () => {
    const lane = new AdmissionLane(limits)
    const entries = Array.from({ length: 5 }, () => lane.enter())
    const [a, b, c, d, e] = entries
    expect(entries.map((entry) => Object.keys(entry)[0])).toEqual(['ticket', 'ticket', 'waiting', 'waiting', 'refused'])
    expect(e).toEqual({ refused: 'queueFull' })
    expect(lane.stats()).toMatchObject({ inFlight: 2, queued: 2, admitted: 2, refused: { queueFull: 1 } })

    const order: string[] = []
    void ('waiting' in c! ? c.waiting : null)?.then(() => order.push('c'))
    void ('waiting' in d! ? d.waiting : null)?.then(() => order.push('d'))
    if ('ticket' in a!) a.ticket.release()
    await Promise.resolve()
    expect(order).toEqual(['c'])
    // Releasing twice frees one slot, not two.
    if ('ticket' in a!) a.ticket.release()
    await Promise.resolve()
    expect(order).toEqual(['c'])
    if ('ticket' in b!) b.ticket.release()
    await Promise.resolve()
    expect(order).toEqual(['c', 'd'])
    expect(lane.stats()).toMatchObject({ inFlight: 2, queued: 0, admitted: 4, waited: 2 })
  })

  it('refuses a request that waited maxWaitMs without a slot, and admits the next one as soon as a slot frees', async () => {
    vi.useFakeTimers()
    const lane = new AdmissionLane(limits)
    const running = [lane.enter(), lane.enter()]
    const late = lane.enter()
    expect('waiting' in late).toBe(true)
    vi.advanceTimersByTime(999)
    expect(lane.stats().queued).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await ('waiting' in late ? late.waiting : null)).toBe('waitedTooLong')
    expect(lane.stats()).toMatchObject({ queued: 0, refused: { waitedTooLong: 1 } })

    // No window of refusals: the next request waits, and gets the first slot that frees.
    const next = lane.enter()
    const first = running[0]!
    if ('ticket' in first) first.ticket.release()
    expect(isTicket(await ('waiting' in next ? next.waiting : null))).toBe(true)
  })

  it('refuses at once a request whose place in the queue already predicts a wait past maxWaitMs', () => {
    vi.useFakeTimers()
    const lane = new AdmissionLane({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 1000 })
    // One request held its slot 600 ms: the average service time is 600 ms.
    const first = lane.enter()
    vi.advanceTimersByTime(600)
    if ('ticket' in first) first.ticket.release()
    expect(lane.stats().averageServiceMs).toBe(600)

    const running = lane.enter()
    expect('ticket' in running).toBe(true)
    // First in the queue: ~600 ms away, within 1 s. Second: ~1200 ms away, so it is refused now, not in a second.
    expect('waiting' in lane.enter()).toBe(true)
    expect(lane.enter()).toEqual({ refused: 'predictedLate' })
    expect(lane.stats()).toMatchObject({ queued: 1, refused: { predictedLate: 1, queueFull: 0 } })
  })

  it('forgets a waiter whose client left: its place goes to the next one, and it is counted as cancelled', async () => {
    const lane = new AdmissionLane({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 1000 })
    const running = lane.enter()
    const gone = lane.enter()
    const next = lane.enter()
    if (!('waiting' in gone) || !('waiting' in next) || !('ticket' in running)) throw new Error('expected a slot and two waiters')
    gone.cancel()
    expect(await gone.waiting).toBeNull()
    running.ticket.release()
    expect(isTicket(await next.waiting)).toBe(true)
    expect(lane.stats()).toMatchObject({ cancelled: 1, admitted: 2, inFlight: 1 })
  })
})

describe('the lane of a request', () => {
  const request = (method: string, url: string, options: { config?: object; headers?: Record<string, string>; is404?: boolean } = {}) =>
    ({ method, url, headers: options.headers ?? {}, is404: options.is404 ?? false, routeOptions: { config: options.config ?? {} } }) as unknown as FastifyRequest

  it('is page, API read or API write; health, the web app files, WebSocket upgrades and in-process calls are never queued', () => {
    expect(laneOf(request('GET', '/search-detail/1?lang=es', { is404: true }), 'secret')).toBe('page')
    expect(laneOf(request('GET', '/api/v1/search/companies?q=a'), 'secret')).toBe('apiRead')
    expect(laneOf(request('HEAD', '/api/v1/companies/1'), 'secret')).toBe('apiRead')
    expect(laneOf(request('POST', '/api/v1/auth/login'), 'secret')).toBe('apiWrite')
    expect(laneOf(request('GET', '/api/nope', { is404: true }), 'secret')).toBe('apiRead')
    expect(laneOf(request('GET', '/sitemap.xml'), 'secret')).toBe('apiRead')
    expect(laneOf(request('GET', '/api/health', { config: { admission: 'exempt' } }), 'secret')).toBe('exempt')
    expect(laneOf(request('GET', '/assets/index-abc.js', { config: { file: '/assets/index-abc.js' } }), 'secret')).toBe('exempt')
    expect(laneOf(request('GET', '/api/ws', { headers: { upgrade: 'websocket' } }), 'secret')).toBe('exempt')
    expect(laneOf(request('GET', '/api/v1/companies/1', { headers: { 'x-nexo-internal': 'secret' } }), 'secret')).toBe('exempt')
    expect(laneOf(request('GET', '/api/v1/companies/1', { headers: { 'x-nexo-internal': 'guess' } }), 'secret')).toBe('apiRead')
  })
})

describe('the busy page', () => {
  it('says why in the reader language and reloads itself after Retry-After', () => {
    expect(busyPage('es')).toContain('<html lang="es">')
    expect(busyPage('es')).toContain('Nexo está muy ocupado')
    expect(busyPage('en')).toContain('Nexo is very busy')
    expect(busyPage('en')).toContain(`<meta http-equiv="refresh" content="${ADMISSION_RETRY_AFTER_SECONDS}">`)
  })
})

/**
 * The real app with one slot per lane, one place in each queue: an API route and the server render wait on gates the
 * test opens, so the lanes stay full as long as the test needs.
 */
describe('the app under admission control', () => {
  let spare: TestDatabase
  let app: FastifyInstance
  let distDir: string
  const gates = { api: gate() }
  const pageGate = () => (globalThis as { __admissionPageGate?: Gate }).__admissionPageGate

  beforeAll(async () => {
    spare = await createTestDatabase()
    distDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-web-admission-'))
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true })
      writeFileSync(path.join(distDir, file), content)
    }
    write('index.html', '<!doctype html><html lang="en"><head><title>Nexo</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>')
    write('assets/index-abc.js', 'console.log(1)')
    write('.vite/routes.json', JSON.stringify({ patterns: ['/', '/know-us'], notFound: ['/not-found'], dashboardSegments: ['dashboard'], sitemap: ['/'], companyDetail: '/search-detail/:id' }))
    write('.vite/manifest.json', JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }))
    // The stand-in render of `/know-us` waits for the test's gate, so a page holds its slot.
    write(
      '.ssr/entry-server.js',
      `export const toScriptJson = (value) => JSON.stringify(value)
export async function render({ url, language }) {
  if (new URL(url, 'http://localhost').pathname !== '/know-us') return { kind: 'skip' }
  globalThis.__admissionRenders = (globalThis.__admissionRenders ?? 0) + 1
  await globalThis.__admissionPageGate?.promise
  return { kind: 'html', html: '<h1>know us</h1>', dehydratedState: {}, status: 200, language, modules: [] }
}`,
    )
    const config = testConfig({
      WEB_DIST_DIR: distDir,
      LOAD_SHED_ADMISSION: 'true',
      ...Object.fromEntries(['PAGES', 'API_READS', 'API_WRITES'].flatMap((lane) => [[`LOAD_SHED_${lane}_IN_FLIGHT`, '1'], [`LOAD_SHED_${lane}_QUEUE`, '1']])),
      LOAD_SHED_MAX_WAIT_MS: '10000',
    })
    app = await buildApp({ config, database: spare.database })
    app.get('/api/v1/test/slow', { config: { policy: 'public' } }, async () => {
      await gates.api.promise
      return { ok: true }
    })
    await app.ready()
  })
  afterAll(async () => {
    gates.api.resolve()
    pageGate()?.resolve()
    await app?.close()
    await spare?.destroy()
    rmSync(distDir, { recursive: true, force: true })
  })

  // `.then` sends the request now, in call order (an inject is sent on its first `then`, or a tick later).
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers }).then((res) => res)

  it('answers what does not fit 503 with Retry-After in our error format, at once; health and the web app files still answer', async () => {
    const answers = Array.from({ length: 4 }, () => get('/api/v1/test/slow', { 'accept-language': 'es' }))
    // Two are in (one running, one queued); the other two are refused before either finishes.
    const refused = await Promise.all(answers.slice(2))
    for (const res of refused) {
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe(String(ADMISSION_RETRY_AFTER_SECONDS))
      expect(res.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('El servicio no está disponible') } })
    }
    const lanes = app.admission.stats()
    expect(lanes.apiRead).toMatchObject({ inFlight: 1, queued: 1, refused: { queueFull: 2 } })

    // Never queued: health and liveness, the web app's files; another lane is not affected either.
    expect((await get('/api/health')).statusCode).toBe(200)
    expect((await get('/api/health/live')).statusCode).toBe(200)
    const asset = await get('/assets/index-abc.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log(1)')
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.com', password: 'x' } })).statusCode).toBe(401)
    // A write is admitted once its body has arrived (preHandler); one refused by validation never took a slot.
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} })).statusCode).toBe(400)
    expect(app.admission.stats().apiWrite).toMatchObject({ admitted: 1, inFlight: 0 })

    gates.api.resolve()
    expect((await Promise.all(answers.slice(0, 2))).map((res) => res.statusCode)).toEqual([200, 200])
    expect(app.admission.stats().apiRead).toMatchObject({ inFlight: 0, queued: 0, admitted: 2, waited: 1 })
    expect((await get('/api/v1/test/slow')).statusCode).toBe(200)
  })

  it('answers a refused page with a small HTML page in the reader language (cookie, else Accept-Language), not JSON', async () => {
    ;(globalThis as { __admissionPageGate?: Gate }).__admissionPageGate = gate()
    // Until the bundle has loaded pages are client-rendered at once: wait for a render that holds its slot.
    const started = () => (globalThis as { __admissionRenders?: number }).__admissionRenders ?? 0
    let holding: Promise<unknown> | null = null
    for (let tries = 0; tries < 200 && !holding; tries += 1) {
      const before = started()
      let answered = false
      const attempt = get('/know-us').then((res) => {
        answered = true
        return res
      })
      await vi.waitFor(() => expect(answered || started() > before).toBe(true), { timeout: 5000, interval: 5 })
      if (started() > before) holding = attempt
    }
    expect(holding).not.toBeNull()
    const queued = get('/know-us?queued')
    const [spanish, english, byCookie] = await Promise.all([
      get('/know-us?es', { accept: 'text/html', 'accept-language': 'es-MX,es;q=0.9' }),
      get('/know-us?en', { accept: 'text/html' }),
      get('/know-us?cookie', { accept: 'text/html', 'accept-language': 'en', cookie: 'nexo.language=es' }),
    ])
    for (const res of [spanish, english, byCookie]) {
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe(String(ADMISSION_RETRY_AFTER_SECONDS))
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-store')
    }
    expect(spanish.body).toContain('Nexo está muy ocupado')
    expect(english.body).toContain('Nexo is very busy')
    expect(byCookie.body).toContain('<html lang="es">')
    // The page's own files are not pages: they are sent while the page lane is full.
    expect((await get('/assets/index-abc.js')).statusCode).toBe(200)

    pageGate()!.resolve()
    expect((await holding)!).toMatchObject({ statusCode: 200 })
    expect((await queued).statusCode).toBe(200)
    expect(app.admission.stats().page.refused.queueFull).toBe(3)
  })
})

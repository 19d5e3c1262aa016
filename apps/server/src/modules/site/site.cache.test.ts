/**
 * The guests' page cache (site.ssr.ts) and its content version (site.version.ts), ADR 048: a rendered page is reused
 * while nothing public changed, for at most SSR_CACHE_TTL_MS, within SSR_CACHE_MB; counted in renders, not time.
 */
import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthContext } from '../../platform/auth'
import { createServerRenderer, type EntryServer } from './site.ssr'
import { isContentWrite, STATE_KEY_EVERY_MS, trackContentVersion } from './site.version'

const INDEX_HTML = '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>'
const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined } as never

function renderer(options: { cacheMs?: number; cacheBytes?: number; contentVersion?: () => string; size?: number } = {}) {
  const renders: string[] = []
  const entry: EntryServer = {
    toScriptJson: (value) => JSON.stringify(value),
    render: async ({ url, language }) => {
      renders.push(`${language} ${url}`)
      return { kind: 'html', html: `<h1>${url}</h1>${'x'.repeat(options.size ?? 10)}`, dehydratedState: {}, status: 200, language, modules: [] }
    },
  }
  const ssr = createServerRenderer({
    entry,
    manifest: { 'index.html': { file: 'assets/index-abc.js', isEntry: true } },
    apiFetch: async () => new Response('{}'),
    log: silent,
    timeoutMs: 1000,
    cacheMs: options.cacheMs ?? 60_000,
    cacheBytes: options.cacheBytes,
    contentVersion: options.contentVersion,
  })
  const visit = (url: string, isGuest = true) => ssr.render({ url, language: 'en', isGuest, client: '10.0.0.1' }, INDEX_HTML)
  return { renders, visit }
}

describe("the guests' page cache", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reuses a rendered page while the content version stays the same, and renders it again once it changes', async () => {
    let version = 'v1'
    const { renders, visit } = renderer({ contentVersion: () => version })
    expect(await visit('/search-detail/a')).toContain('<h1>/search-detail/a</h1>')
    await visit('/search-detail/a')
    await visit('/search-detail/a')
    expect(renders).toEqual(['en /search-detail/a'])
    version = 'v2'
    expect(await visit('/search-detail/a')).toContain('<h1>/search-detail/a</h1>')
    await visit('/search-detail/a')
    expect(renders).toEqual(['en /search-detail/a', 'en /search-detail/a'])
  })

  it('reuses a page for SSR_CACHE_TTL_MS at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { renders, visit } = renderer({ cacheMs: 60_000 })
    await visit('/')
    vi.advanceTimersByTime(59_999)
    await visit('/')
    expect(renders).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await visit('/')
    expect(renders).toHaveLength(2)
  })

  it('with a TTL of 0 still renders a burst of simultaneous visits once', async () => {
    const { renders, visit } = renderer({ cacheMs: 0 })
    await Promise.all([visit('/'), visit('/'), visit('/')])
    expect(renders).toHaveLength(1)
    await visit('/')
    expect(renders).toHaveLength(2)
  })

  it('holds at most SSR_CACHE_MB of pages, dropping the least recently used first', async () => {
    // Room for two pages of ~1,300 units, not three.
    const { renders, visit } = renderer({ cacheBytes: 3000, size: 1000 })
    await visit('/a')
    await visit('/b')
    await visit('/a') // a is now the most recently used
    await visit('/c') // b goes
    expect(renders).toEqual(['en /a', 'en /b', 'en /c'])
    await visit('/a')
    await visit('/c')
    expect(renders).toHaveLength(3)
    await visit('/b')
    expect(renders).toEqual(['en /a', 'en /b', 'en /c', 'en /b'])
  })

  it('is never used by a signed-in request', async () => {
    const { renders, visit } = renderer()
    await visit('/')
    await visit('/', false)
    await visit('/', false)
    expect(renders).toHaveLength(3)
  })
})

describe('the content version', () => {
  const auth = { userId: 'u' } as unknown as AuthContext
  const request = (method: string, url: string, signedIn = true) => ({ method, url, auth: signedIn ? auth : null }) as never

  it('counts successful writes by signed-in callers, except chat, notifications and sessions', () => {
    expect(isContentWrite(request('POST', '/api/v1/events'), 201)).toBe(true)
    expect(isContentWrite(request('PATCH', '/api/v1/company/profile'), 200)).toBe(true)
    expect(isContentWrite(request('DELETE', '/api/v1/insights/posts/1?x=1'), 204)).toBe(true)
    expect(isContentWrite(request('GET', '/api/v1/events'), 200)).toBe(false)
    expect(isContentWrite(request('POST', '/api/v1/events'), 400)).toBe(false)
    // A login or a sign-up comes from a visitor: nothing public changes (a new company is pending until approved).
    expect(isContentWrite(request('POST', '/api/v1/auth/login', false), 200)).toBe(false)
    expect(isContentWrite(request('POST', '/api/v1/chat/conversations/1/messages'), 201)).toBe(false)
    expect(isContentWrite(request('POST', '/api/v1/notifications/read'), 200)).toBe(false)
    expect(isContentWrite(request('POST', '/api/v1/auth/logout'), 204)).toBe(false)
  })

  it('changes with each such write, at once, and with the search state key, read in the background at most once a second', async () => {
    let clock = 0
    let stateKey = 'g1'
    let reads = 0
    const app = Fastify()
    app.decorateRequest('auth', null)
    app.addHook('onRequest', async (req) => {
      req.auth = req.headers.authorization ? auth : null
    })
    const version = trackContentVersion(
      app,
      async () => {
        reads += 1
        return stateKey
      },
      () => clock,
    )
    app.post('/api/v1/events', async () => ({ ok: true }))
    await app.ready()
    try {
      const first = version()
      await new Promise((resolve) => setImmediate(resolve))
      const withKey = version()
      expect(withKey).not.toBe(first)
      expect(reads).toBe(1)

      await app.inject({ method: 'POST', url: '/api/v1/events', headers: { authorization: 'Bearer x' } })
      const afterWrite = version()
      expect(afterWrite).not.toBe(withKey)
      await app.inject({ method: 'POST', url: '/api/v1/events' })
      expect(version()).toBe(afterWrite)

      stateKey = 'g2'
      clock += STATE_KEY_EVERY_MS - 1
      version()
      await new Promise((resolve) => setImmediate(resolve))
      expect(version()).toBe(afterWrite)
      clock += 1
      version()
      await new Promise((resolve) => setImmediate(resolve))
      expect(version()).not.toBe(afterWrite)
      expect(reads).toBe(2)
    } finally {
      await app.close()
    }
  })
})

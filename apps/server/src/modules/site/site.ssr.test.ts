/**
 * Server rendering of the public pages (ADR 038, site.ssr.ts) with a stand-in SSR bundle: what goes into the page,
 * when the client-rendered page is sent instead, and the guests' micro-cache.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SpaRouteTable } from '../../platform/spa-routes'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createRenderBudget, isModuleEvaluationFailure } from './site.ssr'

const INDEX_HTML = [
  '<!doctype html><html lang="en"><head><title>Nexo</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-abc.js'], css: ['assets/index-abc.css'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-abc.js', imports: ['_react-abc.js', '_card-abc.js'], css: ['assets/home-page-abc.css'] },
  '_card-abc.js': { file: 'assets/card-abc.js', css: ['assets/card-abc.css'] },
}

/**
 * The stand-in entry: `/` renders (with an in-process API call and data that tries to close the script), `/know-us`
 * throws, `/search-detail/slow` outlasts the time-out and then rejects, anything else is skipped. It counts its
 * renders in globalThis.
 */
const ENTRY = `
const counts = (globalThis.__ssrRenders ??= {})
export function toScriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\\\u003c').replace(/\\u2028/g, '\\\\u2028').replace(/\\u2029/g, '\\\\u2029')
}
export async function render({ url, language, apiFetch }) {
  const path = new URL(url, 'http://localhost').pathname
  counts[path] = (counts[path] ?? 0) + 1
  if (path === '/') {
    const health = await apiFetch('/api/health', { headers: { 'Accept-Language': language } })
    const text = language === 'es' ? 'Hola' : 'Hello'
    return {
      kind: 'html',
      html: '<h1>' + text + '</h1><p>api ' + health.status + '</p>',
      dehydratedState: { queries: [{ queryHash: '["x"]', state: { data: '</script><script>alert(1)</script>\\u2028' } }] },
      status: 200,
      language,
      modules: ['src/features/home/home-page.tsx'],
    }
  }
  if (path === '/know-us') throw new Error('the page broke')
  if (path === '/search-detail/slow') return new Promise((_, reject) => setTimeout(() => reject(new Error('too late')), 1000))
  return { kind: 'skip' }
}
`

const table: SpaRouteTable = {
  patterns: ['/', '/know-us', '/search-detail/:id', '/insighs/:page', '/dashboard', '/not-found'],
  notFound: ['/not-found'],
  dashboardSegments: ['dashboard'],
  sitemap: ['/'],
  companyDetail: '/search-detail/:id',
}

let t: TestApp
let distDir: string
const renders = () => (globalThis as { __ssrRenders?: Record<string, number> }).__ssrRenders ?? {}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-web-ssr-'))
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true })
    writeFileSync(path.join(distDir, file), content)
  }
  write('index.html', INDEX_HTML)
  write('.vite/routes.json', JSON.stringify(table))
  write('.vite/manifest.json', JSON.stringify(MANIFEST))
  write('.ssr/entry-server.js', ENTRY)
  // Only the blog list is a page with a database answer here (the company pattern points nowhere): /search-detail/slow stays a page.
  write('.vite/page-meta.json', JSON.stringify({ en: {}, es: {}, insightsPost: '/nowhere/:id/:page', companyDetail: '/nowhere/:id', insightsList: '/insighs/:page' }))
  t = await createTestApp({ WEB_DIST_DIR: distDir, SSR_TIMEOUT_MS: '200' })
  // The bundle loads in the background after start-up: until then pages are client-rendered.
  for (let tries = 0; tries < 100 && !(await get('/?ready')).body.includes('nexo-ssr'); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20))
})
afterAll(async () => {
  await t?.close()
  rmSync(distDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('a public page', () => {
  it('is sent with its HTML in #root, its data in a JSON block, its CSS in the head and the deferred boot', async () => {
    const res = await get('/?first')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers.vary).toContain('Cookie')
    const html = res.body
    expect(html).toContain('<div id="root"><h1>Hello</h1><p>api 200</p></div><script type="application/json" id="nexo-ssr">')
    // The page's CSS and its imports' CSS, not the entry's (already in the head).
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-abc.css"><link rel="stylesheet" crossorigin href="/assets/card-abc.css">')
    expect(html.match(/index-abc\.css/g)).toHaveLength(1)
    // The module script and the modulepreloads leave the head; the boot script imports them, dependencies first.
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<script src="/ssr-boot.js" data-entry="/assets/index-abc.js" data-chunks="/assets/react-abc.js /assets/card-abc.js /assets/home-page-abc.js" defer></script>')
  })

  it("keeps the data's `</script>` from closing the block", async () => {
    const html = (await get('/?escape')).body
    const block = /<script type="application\/json" id="nexo-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(block).toBeDefined()
    expect(block).not.toContain('<')
    expect(html).not.toContain('<script>alert(1)')
    expect(JSON.parse(block!)).toEqual({ language: 'en', queries: { queries: [{ queryHash: '["x"]', state: { data: '</script><script>alert(1)</script>\u2028' } }] } })
  })

  it("is rendered in the cookie's language, else ?lang's, else the browser's (Accept-Language), else English; the document says which", async () => {
    const spanish = await get('/?c=1', { cookie: 'other=1; nexo.language=es' })
    expect(spanish.body).toContain('<h1>Hola</h1>')
    expect(spanish.body).toContain('<html lang="es"')
    expect((await get('/?lang=es')).body).toContain('<h1>Hola</h1>')
    expect((await get('/?lang=es', { cookie: 'nexo.language=en' })).body).toContain('<h1>Hello</h1>')
    expect((await get('/?c=2', { cookie: 'nexo.language=fr' })).body).toContain('<h1>Hello</h1>')
    // A first visit from a Spanish browser lands in Spanish (issue 27 §11), as the web app's own detection does.
    const firstVisit = await get('/?c=3', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })
    expect(firstVisit.body).toContain('<h1>Hola</h1>')
    expect(firstVisit.body).toContain('<html lang="es"')
    expect((await get('/?c=3', { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' })).body).toContain('<h1>Hello</h1>')
    expect((await get('/?c=3', { 'accept-language': 'de-DE' })).body).toContain('<h1>Hello</h1>')
    expect((await get('/?c=4', { 'accept-language': 'es-MX', cookie: 'nexo.language=en' })).body).toContain('<h1>Hello</h1>')
    expect((await get('/?c=4&lang=en', { 'accept-language': 'es-MX' })).body).toContain('<h1>Hello</h1>')
  })
})

describe('the client-rendered page is sent instead', () => {
  it.each(['/dashboard', '/search-detail/123'])('for %s, which the entry skips', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    expect(res.body).not.toContain('nexo-ssr')
  })

  it('for an unknown path, still with HTTP 404, without asking the entry', async () => {
    const before = renders()['/nope'] ?? 0
    const res = await get('/nope')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<div id="root"></div>')
    expect(renders()['/nope'] ?? 0).toBe(before)
  })

  it('for a missing page (a blog page past the last one), with HTTP 404, without asking the entry (issue 27 §19)', async () => {
    const before = renders()['/insighs/5'] ?? 0
    const res = await get('/insighs/5')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<div id="root"></div>')
    expect(renders()['/insighs/5'] ?? 0).toBe(before)
    // Page 1 exists even without posts: the entry is asked.
    const first = renders()['/insighs/1'] ?? 0
    expect((await get('/insighs/1')).statusCode).toBe(200)
    expect(renders()['/insighs/1'] ?? 0).toBe(first + 1)
  })

  it('when the page throws while rendering', async () => {
    const res = await get('/know-us')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain('<script type="module"')
  })

  it('when rendering outlasts the time-out; its late failure is caught, not an unhandled rejection', async () => {
    const started = Date.now()
    const res = await get('/search-detail/slow')
    expect(Date.now() - started).toBeLessThan(900)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    // Long enough for the render to reject: vitest fails the file on an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 1000))
  })
})

describe('the micro-cache', () => {
  it("renders a burst of guests' visits to one page once, per language", async () => {
    const before = renders()['/'] ?? 0
    const answers = await Promise.all([get('/?burst'), get('/?burst'), get('/?burst'), get('/?burst', { cookie: 'nexo.language=es' })])
    expect(answers.map((res) => /<h1>(\w+)<\/h1>/.exec(res.body)?.[1])).toEqual(['Hello', 'Hello', 'Hello', 'Hola'])
    expect(renders()['/']! - before).toBe(2)
  })

  it("shares the render, not the page: each visit keeps the head of its own browser's language", async () => {
    const before = renders()['/'] ?? 0
    // Both chose English (cookie); one browser prefers Spanish, so its head is Spanish.
    const [english, spanish] = await Promise.all([get('/?heads', { cookie: 'nexo.language=en' }), get('/?heads', { 'accept-language': 'es-MX,es', cookie: 'nexo.language=en' })])
    expect(renders()['/']! - before).toBe(1)
    expect(english.body).toContain('<meta property="og:locale" content="en_US"')
    expect(spanish.body).toContain('<meta property="og:locale" content="es_MX"')
    for (const res of [english, spanish]) expect(res.body).toContain('<h1>Hello</h1>')
  })

  it('never serves a signed-in request from it', async () => {
    await get('/?signed')
    const before = renders()['/']!
    await get('/?signed', { authorization: `Bearer ${'x'.repeat(43)}` })
    await get('/?signed', { authorization: `Bearer ${'x'.repeat(43)}` })
    expect(renders()['/']! - before).toBe(2)
  })

  it('does not keep a page that fell back to client rendering', async () => {
    const before = renders()['/know-us'] ?? 0
    await get('/know-us')
    await get('/know-us')
    expect(renders()['/know-us']! - before).toBe(2)
  })
})

describe("a client's render budget (SSR_RENDERS_PER_MINUTE)", () => {
  it('counts renders per address in a minute; past it that address gets client-rendered pages until the minute ends', () => {
    let clock = 0
    const budget = createRenderBudget(2, () => clock)
    expect([budget.take('a'), budget.take('a'), budget.take('a'), budget.take('b')]).toEqual([true, true, false, true])
    clock = 59_999
    expect(budget.take('a')).toBe(false)
    clock = 60_000
    expect(budget.take('a')).toBe(true)
    expect(createRenderBudget(0, () => clock).take('a')).toBe(true)
  })

  it('sends the client-rendered page past the budget, renders for other addresses, and serves cached pages without counting', async () => {
    const limited = await createTestApp({ WEB_DIST_DIR: distDir, SSR_TIMEOUT_MS: '200', SSR_RENDERS_PER_MINUTE: '2' })
    try {
      const from = (remoteAddress: string, url: string) => limited.app.inject({ method: 'GET', url, remoteAddress })
      let ready = false
      for (let tries = 0; tries < 100 && !ready; tries += 1) {
        ready = (await from('10.0.0.9', '/?warm')).body.includes('nexo-ssr')
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(ready).toBe(true)
      const isRendered = async (remoteAddress: string, url: string) => (await from(remoteAddress, url)).body.includes('<h1>Hello</h1>')
      expect(await isRendered('10.0.0.1', '/?budget=1')).toBe(true)
      expect(await isRendered('10.0.0.1', '/?budget=2')).toBe(true)
      const over = await from('10.0.0.1', '/?budget=3')
      expect(over.statusCode).toBe(200)
      expect(over.body).toContain('<div id="root"></div>')
      expect(over.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
      // Another address has its own budget; a page still in the micro-cache costs the spent address nothing.
      expect(await isRendered('10.0.0.2', '/?budget=3')).toBe(true)
      expect(await isRendered('10.0.0.1', '/?budget=1')).toBe(true)
    } finally {
      await limited.close()
    }
  })
})

describe('SSR=false', () => {
  it('sends every page client-rendered, as before server rendering, and never loads the bundle', async () => {
    const before = renders()['/'] ?? 0
    const off = await createTestApp({ WEB_DIST_DIR: distDir, SSR: 'false' })
    try {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const res = await off.app.inject({ method: 'GET', url: '/?off' })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
      expect(renders()['/'] ?? 0).toBe(before)
    } finally {
      await off.close()
    }
  })
})

describe("Node's second report of a module that failed to evaluate", () => {
  it('is told apart from any other unhandled rejection, which stays fatal (main.ts)', () => {
    const quirk = new ReferenceError('window is not defined')
    quirk.stack = `ReferenceError: window is not defined\n    at leaflet-src.js:230:19\n    at ModuleJob.run (node:internal/modules/esm/module_job:325:25)`
    expect(isModuleEvaluationFailure(quirk)).toBe(true)
    expect(isModuleEvaluationFailure(new Error('a bug'))).toBe(false)
    expect(isModuleEvaluationFailure('ModuleJob.run (node:internal/modules/esm/module_job')).toBe(false)
  })
})

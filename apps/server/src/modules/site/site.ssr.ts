// Server rendering of the web app's public pages (ADR 038, plan step 3) with the web build's SSR bundle,
// apps/web/dist/.ssr/entry-server.js (written by `npm run build`). Every failure sends the client-rendered page.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Language } from '@nexo/shared'
import { trackContentVersion } from './site.version'

/** What the server uses of the entry (apps/web/src/app/entry-server.tsx). */
export interface EntryServer {
  render(input: { url: string; language: Language; apiFetch: (url: string, init: RequestInit) => Promise<Response> }): Promise<
    | { kind: 'html'; html: string; dehydratedState: unknown; status: number; language: Language; modules: string[] }
    | { kind: 'redirect'; location: string; status: number }
    | { kind: 'skip' }
  >
  toScriptJson(value: unknown): string
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

export interface ServerRenderRequest {
  /** Path and query. */
  url: string
  language: Language
  /** Only a guest's page may come from (or go into) the micro-cache. */
  isGuest: boolean
  /** The client's address (request.ip), for its render budget. */
  client: string
}

export interface ServerRenderer {
  /** `indexHtml` (the page with its head) with the page rendered in it, or null to send the client-rendered page. */
  render(request: ServerRenderRequest, indexHtml: string): Promise<string | null>
}

export interface ServerRendererDeps {
  entry: EntryServer
  manifest: Manifest
  /** Answers an API request in process (app.inject). */
  apiFetch: (url: string, init: RequestInit) => Promise<Response>
  log: FastifyBaseLogger
  /** A render slower than this sends the client-rendered page. */
  timeoutMs: number
  /** How long a guest's page is reused for the same URL and language (while the content version stays the same). */
  cacheMs?: number
  /** The most the guests' page cache holds (the pages' markup and data, in UTF-16 code units ≈ bytes). */
  cacheBytes?: number
  /**
   * What public content the pages are rendered from, as a string that changes when it may have (site.version.ts): a
   * cached page is reused only under the version it was rendered at.
   */
  contentVersion?: () => string
  /** Renders one client address may cause per minute; past it, its pages are client-rendered. 0 = no limit. */
  rendersPerMinute?: number
}

/** Addresses counted at most in one window: past it a new address gets client-rendered pages until the window ends. */
const BUDGET_MAX_CLIENTS = 10_000

/**
 * How many renders each client address has caused in the current minute. A render costs the process 10–60 ms of CPU;
 * past its budget a client still gets its page, with the same status and head, drawn by the app in the browser. In
 * memory, per process: what it protects is this process's CPU. A fixed window, cleared whole when it ends, so the map
 * never outlives a minute's clients.
 */
export function createRenderBudget(perMinute: number, now: () => number = Date.now) {
  const counts = new Map<string, number>()
  let windowEnds = 0
  return {
    /** Counts one render for `client`; false when it is over its budget (nothing is counted then). */
    take(client: string): boolean {
      if (perMinute === 0) return true
      const at = now()
      if (at >= windowEnds) {
        counts.clear()
        windowEnds = at + 60_000
      }
      const used = counts.get(client)
      if (used === undefined && counts.size >= BUDGET_MAX_CLIENTS) return false
      if ((used ?? 0) >= perMinute) return false
      counts.set(client, (used ?? 0) + 1)
      return true
    },
  }
}

const TIMED_OUT = Symbol('timed out')

interface CacheEntry {
  at: number
  /** The content version the page was rendered under. */
  version: string
  page: Promise<RenderedPage | null>
  /** Counted once the page has rendered. */
  bytes: number
  settled: boolean
}

/** A rendered page, before it goes into a request's index.html. */
interface RenderedPage {
  language: Language
  /** `#root` with the page's markup, and the JSON block of its data after it. */
  root: string
  /** The page chunk's CSS and its imports' (manifest files). */
  css: string[]
  /** The chunks the boot script imports before the entry, dependencies first (URLs). */
  chunks: string[]
}

/** Chunk files of manifest keys, dependencies first (the order ES modules evaluate in). */
function postOrder(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const order: string[] = []
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
    order.push(chunk.file)
  }
  keys.forEach(visit)
  return order
}

/** The CSS of manifest keys and of their static imports. */
function cssOf(manifest: Manifest, keys: readonly string[]): string[] {
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...css]
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

export function createServerRenderer(deps: ServerRendererDeps): ServerRenderer {
  const { entry, manifest, log } = deps
  const cacheMs = deps.cacheMs ?? 10_000
  const cacheBytes = deps.cacheBytes ?? 32 * 1024 * 1024
  const contentVersion = deps.contentVersion ?? (() => '')
  // A burst of guests on the same page renders it once, and later guests reuse it until it expires or the content
  // changes. Least recently used first out when full (a Map in use order: a hit moves its entry to the end).
  const cache = new Map<string, CacheEntry>()
  let cachedBytes = 0
  const drop = (key: string) => {
    const entry = cache.get(key)
    if (!entry) return
    cache.delete(key)
    cachedBytes -= entry.bytes
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html'
  const entryFile = manifest[entryKey]?.file
  const budget = createRenderBudget(deps.rendersPerMinute ?? 0)
  /** A render for `client` within its budget; logged when one is refused. */
  const mayRender = (client: string, url: string) => {
    if (budget.take(client)) return true
    log.info({ client, url }, 'client over its server-rendering budget; sending the client-rendered page')
    return false
  }

  /** The page's markup, data script, CSS and chunks, or null to send the client-rendered page. */
  async function renderPage(url: string, language: Language): Promise<RenderedPage | null> {
    const started = performance.now()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), deps.timeoutMs)
    })
    // A render that loses the race may still reject later: caught here, never an unhandled rejection.
    const rendering = Promise.resolve().then(() => entry.render({ url, language, apiFetch: deps.apiFetch }))
    rendering.catch(() => undefined)
    let result: Awaited<ReturnType<EntryServer['render']>> | typeof TIMED_OUT
    try {
      result = await Promise.race([rendering, timeout])
    } catch (error) {
      log.warn({ err: error, url }, 'server rendering failed; sending the client-rendered page')
      return null
    } finally {
      clearTimeout(timer)
    }
    if (result === TIMED_OUT) {
      log.warn({ url, timeoutMs: deps.timeoutMs }, 'server rendering timed out; sending the client-rendered page')
      return null
    }
    // A redirect (no route has a loader today) is left to the client's router, as before.
    if (typeof result !== 'object' || result === null || result.kind !== 'html') return null
    log.debug({ url, language, ms: Math.round(performance.now() - started) }, 'server-rendered page')
    return {
      language: result.language,
      // Data, not code: a JSON block is never executed (CSP-safe); toScriptJson escapes `<`, so nothing closes it.
      root: `<div id="root">${result.html}</div><script type="application/json" id="nexo-ssr">${entry.toScriptJson({ language: result.language, queries: result.dehydratedState })}</script>`,
      css: cssOf(manifest, result.modules),
      chunks: [...new Set(postOrder(manifest, [entryKey, ...result.modules]))].filter((file) => file !== entryFile).map((file) => `/${file}`),
    }
  }

  /** The request's own page (its head follows its Accept-Language, ADR 035) with the rendered page in it. */
  function compose(page: RenderedPage, indexHtml: string): string | null {
    const entryScript = ENTRY_SCRIPT.exec(indexHtml)
    if (!entryScript || !indexHtml.includes('<div id="root"></div>')) return null
    // Deferred boot: the entry script and its modulepreloads leave the head, so the HTML and CSS have the link to
    // themselves until the first paint; /ssr-boot.js (external: CSP script-src 'self') then imports the entry's and
    // the page's chunks, dependencies first, and the entry.
    const pageCss = page.css
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('')
    const boot = `<script src="/ssr-boot.js" data-entry="${entryScript[1]}" data-chunks="${page.chunks.join(' ')}" defer></script>`
    return (
      indexHtml
        // The head's texts follow the browser's language; the document's language is the one the page is in.
        .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
        .replace(entryScript[0], '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace('</head>', `${pageCss}${boot}</head>`)
        .replace('<div id="root"></div>', () => page.root)
    )
  }

  /** A guest's render of a URL in a language, shared by the later visits while the content stays the same. */
  function cachedRender(url: string, language: Language, client: string): Promise<RenderedPage | null> {
    const key = `${language} ${url}`
    const now = Date.now()
    // Read before rendering: a page can only be kept under a version older than the data it saw (an extra render
    // later), never a newer one (a stale page).
    const version = contentVersion()
    const cached = cache.get(key)
    // A render still under way is shared whatever the TTL (a burst of visits renders once).
    if (cached && cached.version === version && (!cached.settled || now - cached.at < cacheMs)) {
      cache.delete(key)
      cache.set(key, cached)
      return cached.page
    }
    // Only a render counts against the client's budget: a page from the cache costs next to nothing.
    if (!mayRender(client, url)) return Promise.resolve(null)
    drop(key)
    const page = renderPage(url, language)
    const entry: CacheEntry = { at: now, version, page, bytes: 0, settled: false }
    cache.set(key, entry)
    void page.then((value) => {
      entry.settled = true
      if (cache.get(key) !== entry) return
      // A page that fell back to client rendering is tried again by the next visitor.
      if (value === null) return drop(key)
      entry.bytes = value.root.length + 256
      cachedBytes += entry.bytes
      // Least recently used first, until the rest fits (expired ones go when reached: they are old by use too).
      for (const oldKey of cache.keys()) {
        if (cachedBytes <= cacheBytes) break
        if (oldKey !== key) drop(oldKey)
      }
    })
    return page
  }

  return {
    async render({ url, language, isGuest, client }, indexHtml) {
      // Every render is a guest's (no credentials reach the API); still, a signed-in request never shares one.
      let page: RenderedPage | null = null
      if (isGuest) page = await cachedRender(url, language, client)
      else if (mayRender(client, url)) page = await renderPage(url, language)
      return page && compose(page, indexHtml)
    },
  }
}

/**
 * Node reports a module that throws while it evaluates twice (ADR 038, what broke #9): the `import()` rejects, which
 * the render handles, and Node's module loader also raises the same error as an unhandled rejection (a CommonJS
 * package such as Leaflet reading `window` in a chunk the SSR bundle imports). main.ts lets these through instead of
 * shutting down: the page was already sent client-rendered.
 */
export function isModuleEvaluationFailure(reason: unknown): boolean {
  return reason instanceof Error && /\n\s+at (?:async )?ModuleJob\.run \(node:internal\/modules\/esm\/module_job/.test(reason.stack ?? '')
}

/**
 * Loads the SSR bundle beside the web build: null without one, or when it does not look like the entry (it is then
 * logged, and every page stays client-rendered).
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webDistDir: string,
  { timeoutMs, rendersPerMinute, cacheMs, cacheBytes }: { timeoutMs: number; rendersPerMinute: number; cacheMs: number; cacheBytes: number },
): Promise<ServerRenderer | null> {
  // Before the first await: the write counter is a hook, added while the app is still being built.
  const contentVersion = trackContentVersion(app, () => app.searchCache.stateKey())
  const entryFile = path.join(webDistDir, '.ssr', 'entry-server.js')
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null
  const entry = (await import(pathToFileURL(entryFile).href)) as Partial<EntryServer>
  if (typeof entry.render !== 'function' || typeof entry.toScriptJson !== 'function') {
    app.log.warn({ entryFile }, 'the SSR bundle has no render/toScriptJson; pages stay client-rendered')
    return null
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  // The API answers in process: no socket, no second trip through a proxy. Only what the API client sets travels
  // (Accept-Language, content type): never the visitor's credentials, so every render is a guest's.
  const apiFetch = async (url: string, init: RequestInit): Promise<Response> => {
    // Part of a page that already holds a slot of admission control: its API calls skip the lanes (ADR 048).
    const headers = { ...Object.fromEntries(new Headers(init.headers).entries()), ...app.admission.internalHeaders() }
    const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, payload: typeof init.body === 'string' ? init.body : undefined })
    const type = answer.headers['content-type']
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304
    return new Response(hasBody ? answer.rawPayload : null, { status: answer.statusCode, headers: typeof type === 'string' ? { 'content-type': type } : {} })
  }
  contentVersion()
  return createServerRenderer({ entry: entry as EntryServer, manifest, apiFetch, log: app.log, timeoutMs, rendersPerMinute, cacheMs, cacheBytes, contentVersion })
}

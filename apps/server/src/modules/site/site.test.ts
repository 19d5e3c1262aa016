/**
 * How the server serves the built web app (registerWebApp in app.ts): precompressed files, HTTP 404 for page paths
 * the SPA does not know, and the crawler files robots.txt and sitemap.xml built from the SPA's route table.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { companies, insightPosts } from '../../db/schema'
import type { SpaRouteTable } from '../../platform/spa-routes'
import type { PageMetaTable } from './site.head'
import { createFixtureCompany } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { refreshCompanySearch } from '../search/search.service'

const PUBLIC_URL = 'https://nexo.example'
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta name="description" content="Site description" /><title>Nexo</title></head><body><div id="root">nexo-spa</div>${' '.repeat(2000)}</body></html>`
const APP_JS = `console.log(${JSON.stringify('nexo '.repeat(500))})`
const SSR_JS = `export const render = () => ${JSON.stringify('server-bundle '.repeat(200))}`
const table: SpaRouteTable = {
  patterns: ['/', '/know-us', '/search-detail/:id', '/insighs/:page', '/insighs-post/:id/:page', '/not-found', '/dashboard', '/users/edit/:id', '/dashboard/not-found'],
  notFound: ['/not-found', '/dashboard/not-found'],
  dashboardSegments: ['dashboard', 'users'],
  sitemap: ['/', '/know-us'],
  companyDetail: '/search-detail/:id',
}

/** The page texts the web build writes (apps/web/vite.config.ts pageMetaTable). */
const pageMeta: PageMetaTable = {
  en: { '/': { title: 'Automotive suppliers', description: 'Find suppliers in Mexico.' }, '/know-us': { title: 'About us', description: 'Who we are.' }, '*': { title: '', description: 'Nexo: B2B matchmaking.' } },
  es: { '/': { title: 'Proveedores automotrices', description: 'Encuentra proveedores en México.' }, '/know-us': { title: 'Quiénes somos', description: 'Quiénes somos.' }, '*': { title: '', description: 'Nexo: vinculación B2B.' } },
  insightsPost: '/insighs-post/:id/:page',
  companyDetail: '/search-detail/:id',
  insightsList: '/insighs/:page',
}

let t: TestApp
let distDir: string
let postId: string
let exclusiveId: string
let draftId: string
let listedId: string
let pendingId: string

/** A stand-in web build the way apps/web's `vite build` writes it. */
function writeBuild(dir: string) {
  const write = (file: string, content: string | Buffer, compress = false) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
    if (compress) {
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content))
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content))
    }
  }
  write('index.html', INDEX_HTML, true)
  write('assets/app-abc123.js', APP_JS, true)
  write('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0]))
  write('.vite/routes.json', JSON.stringify(table))
  write('.vite/page-meta.json', JSON.stringify(pageMeta))
  // The server-rendering bundle (ADR 038) sits in a dot folder of the build: read by the server, never served.
  write('.ssr/entry-server.js', SSR_JS, true)
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-web-build-'))
  writeBuild(distDir)
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL })
  const db = t.database.db
  const listed = await createFixtureCompany(db, { tradeName: 'Estampados del Norte' })
  const pending = await createFixtureCompany(db, { status: 'pending', tradeName: 'Pendiente' })
  listedId = listed.id
  pendingId = pending.id
  for (const id of [listedId, pendingId]) {
    await db.update(companies).set({ latitude: 25.68, longitude: -100.31 }).where(eq(companies.id, id))
  }
  await refreshCompanySearch(db, [listedId, pendingId])
  await db.update(companies).set({ city: 'Monterrey', briefDescription: 'Estampado de lámina & ensambles <soldados> para Tier 1.' }).where(eq(companies.id, listedId))
  const post = (values: Partial<typeof insightPosts.$inferInsert>) =>
    db
      .insert(insightPosts)
      .values({ category: 'trade', status: 'published', authorName: 'Lucía', publishedAt: new Date(Date.now() - 86400_000), ...values })
      .returning()
      .then((rows) => rows[0]!.id)
  postId = await post({ titleEn: 'USMCA "rules" <of origin>', summaryEn: 'What a Tier 2 must prove.', bodyEn: '<p>Body</p>', titleEs: 'Reglas de origen del T-MEC', summaryEs: 'Lo que un Tier 2 debe demostrar.', bodyEs: '<p>Cuerpo</p>' })
  exclusiveId = await post({ isExclusive: true, titleEn: 'Members only', summaryEn: 'The teaser.', bodyEn: '<p>SECRET-BODY-TEXT</p>' })
  draftId = await post({ status: 'draft', publishedAt: null, titleEn: 'Draft', summaryEn: 'Draft', bodyEn: '<p>Draft</p>' })
})
afterAll(async () => {
  await t?.close()
  rmSync(distDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('precompressed files', () => {
  it('sends brotli to a browser that accepts it, with a long immutable cache for hashed assets', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS)
  })

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS)
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(APP_JS)
  })

  it('compresses pages too, and never caches them without revalidation', async () => {
    const res = await get('/', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">nexo-spa</div>')
  })

  it('does not serve the compressed copies, the build metadata or the server-rendering bundle as URLs of their own', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/index.html.gz', '/.vite/routes.json', '/.ssr/entry-server.js', '/.ssr/entry-server.js.br', '/.ssr/', '/%2Essr/entry-server.js']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await get(url, { 'accept-encoding': encoding })
        expect(res.statusCode, url).toBe(404)
        expect(res.headers['content-type'], url).not.toContain('javascript')
        expect(res.body, url).not.toContain('"patterns"')
        expect(res.body, url).not.toContain('server-bundle')
      }
    }
  })

  it('serves a real favicon.ico', async () => {
    const res = await get('/favicon.ico')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/icon/)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
  })
})

describe('page paths', () => {
  it.each(['/', '/know-us', '/know-us/', '/dashboard', '/users/edit/9', '/know-us?x=1'])(
    '%s is a page of the SPA: 200 with index.html',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('nexo-spa')
    },
  )

  it.each(['/nope', '/know-us/more', '/users/nope', '/search-detail', '/not-found', '/dashboard/not-found'])(
    '%s is unknown: 404 with index.html, whose router shows the not-found page',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'gzip' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.etag).toBeUndefined()
      expect(gunzipSync(res.rawPayload).toString()).toContain('nexo-spa')
    },
  )

  it('keeps answering unknown /api paths with a JSON 404', async () => {
    const res = await get('/api/v1/nope')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND')
  })
})

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the dashboard, and points to the sitemap on PUBLIC_URL', async () => {
    const res = await get('/robots.txt', { host: 'evil.example' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /users']))
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})

describe('GET /sitemap.xml', () => {
  it('lists the public pages and the listed companies on PUBLIC_URL, not pending ones', async () => {
    const res = await get('/sitemap.xml', { host: 'evil.example' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/know-us`, `${PUBLIC_URL}/search-detail/${listedId}`]))
    expect(locs).not.toContain(`${PUBLIC_URL}/search-detail/${pendingId}`)
    expect(res.body).not.toContain('evil.example')
  })

  it('is gzipped for a crawler that accepts it', async () => {
    const plain = await get('/sitemap.xml')
    const res = await get('/sitemap.xml', { 'accept-encoding': 'gzip, deflate' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toContain('Accept-Encoding')
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body)
  })
})

/** The head's tags of a served page, by name or property. */
function headOf(html: string) {
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null
  return {
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('description'),
    descriptions: (html.match(/<meta name="description"/g) ?? []).length,
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogType: meta('og:type'),
    ogUrl: meta('og:url'),
    ogLocale: meta('og:locale'),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  }
}

describe('page heads for crawlers (ADR 035)', () => {
  it('a static page gets its title, description, canonical URL and Open Graph tags in English by default', async () => {
    const res = await get('/know-us', { host: 'evil.example' })
    expect(res.statusCode).toBe(200)
    expect(res.headers.vary).toContain('Accept-Language')
    expect(headOf(res.body)).toEqual({
      lang: 'en',
      title: 'About us · Nexo',
      description: 'Who we are.',
      descriptions: 1,
      ogTitle: 'About us',
      ogDescription: 'Who we are.',
      ogType: 'website',
      ogUrl: `${PUBLIC_URL}/know-us`,
      ogLocale: 'en_US',
      canonical: `${PUBLIC_URL}/know-us`,
    })
    expect(res.body).toContain(`<link rel="alternate" hreflang="es" href="${PUBLIC_URL}/know-us?lang=es" />`)
    expect(res.body).toContain('nexo-spa')
  })

  it('in Spanish for a Spanish browser or ?lang=es', async () => {
    for (const res of [await get('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }), await get('/?lang=es')]) {
      expect(headOf(res.body)).toMatchObject({ lang: 'es', title: 'Proveedores automotrices · Nexo', description: 'Encuentra proveedores en México.', ogLocale: 'es_MX' })
    }
    expect(headOf((await get('/?lang=xx', { 'accept-language': 'fr' })).body).lang).toBe('en')
  })

  it("a blog post gets its own title and teaser (escaped), in the page's language; an exclusive post's text never appears", async () => {
    const en = headOf((await get(`/insighs-post/${postId}/1`)).body)
    expect(en).toMatchObject({ title: 'USMCA &quot;rules&quot; &lt;of origin&gt; · Nexo', ogTitle: 'USMCA &quot;rules&quot; &lt;of origin&gt;', description: 'What a Tier 2 must prove.', ogType: 'article', ogUrl: `${PUBLIC_URL}/insighs-post/${postId}/1` })
    const es = headOf((await get(`/insighs-post/${postId}/2`, { 'accept-language': 'es' })).body)
    expect(es).toMatchObject({ lang: 'es', ogTitle: 'Reglas de origen del T-MEC', ogDescription: 'Lo que un Tier 2 debe demostrar.' })
    const exclusive = await get(`/insighs-post/${exclusiveId}/1`)
    expect(headOf(exclusive.body)).toMatchObject({ ogTitle: 'Members only', ogDescription: 'The teaser.' })
    expect(exclusive.body).not.toContain('SECRET-BODY-TEXT')
  })

  it('a draft, an unknown or a malformed post id: 404 with the site defaults (the SPA shows its not-found state)', async () => {
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(`/insighs-post/${id}/1`)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('nexo-spa')
      expect(headOf(res.body)).toMatchObject({ title: 'Nexo', ogTitle: 'Nexo', description: 'Nexo: B2B matchmaking.', ogType: 'website' })
    }
  })

  it("a listed company's page gets its name, city and brief description (200); a pending company's does not (404)", async () => {
    const res = await get(`/search-detail/${listedId}`)
    expect(res.statusCode).toBe(200)
    expect(headOf(res.body)).toMatchObject({ title: 'Estampados del Norte · Nexo', ogType: 'profile', description: 'Estampados del Norte, Monterrey: Estampado de lámina &amp; ensambles &lt;soldados&gt; para Tier 1.' })
    const pending = await get(`/search-detail/${pendingId}`)
    expect(pending.statusCode).toBe(404)
    expect(headOf(pending.body).title).toBe('Nexo')
    expect(pending.body).not.toContain('Pendiente')
  })

  it('an unknown or malformed company id answers 404 with the app, not 200 with an empty page (issue 27 §19)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '123', 'not-a-uuid']) {
      for (const headers of [{}, { 'accept-language': 'es' }, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
        const res = await get(`/search-detail/${id}`, headers)
        expect(res.statusCode, `${id} ${JSON.stringify(headers)}`).toBe(404)
        expect(res.headers['content-type']).toContain('text/html')
        expect(res.headers['cache-control']).toBe('no-cache')
      }
    }
    expect((await get('/search-detail/123')).body).toContain('nexo-spa')
  })

  it('a blog list page past the last one answers 404, counted with the link’s search; page 1 always 200 (issue 27 §19)', async () => {
    // 13 published posts here (the two above and eleven more): two pages of 12.
    for (let i = 0; i < 11; i++) await t.database.db.insert(insightPosts).values({ category: 'trade', status: 'published', authorName: 'Lucía', publishedAt: new Date(Date.now() - 3600_000), titleEn: `Filler ${i}`, summaryEn: 'Filler', bodyEn: '<p>Filler</p>' })
    expect((await get('/insighs/1')).statusCode).toBe(200)
    expect((await get('/insighs/2')).statusCode).toBe(200)
    for (const url of ['/insighs/3', '/insighs/99', '/insighs/2?q=USMCA', '/insighs/2?q=zzzz-nothing']) {
      const res = await get(url, { 'accept-language': 'es' })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('nexo-spa')
    }
    expect((await get('/insighs/1?q=zzzz-nothing')).statusCode).toBe(200)
  })

  it('sitemap.xml lists the published posts, not drafts', async () => {
    const res = await get('/sitemap.xml')
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/insighs-post/${postId}/1</loc>`)
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/insighs-post/${exclusiveId}/1</loc>`)
    expect(res.body).not.toContain(draftId)
  })
})

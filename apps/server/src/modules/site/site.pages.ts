import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEFAULT_PAGE_SIZE, type Language, LANGUAGE_COOKIE, LANGUAGES, pickLanguage, ZInsightListQuerySchema } from '@nexo/shared'
import type { Db } from '../../db/client'
import * as insights from '../insights/insights.service'
import { loadSiteHead, pageLanguage, renderHead, type PageHead, type SiteHead } from './site.head'
import * as repo from './site.repo'
import type { ServerRenderer } from './site.ssr'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface PageRendererDeps {
  db: Db
  /** The configured public origin (PUBLIC_URL), never the request's Host header. */
  publicUrl: string
  webDistDir: string
}

export interface PageRenderer {
  head: SiteHead
  /** Renders the public pages in the HTML when the web build has its SSR bundle (ADR 038); set once it loads. */
  ssr: ServerRenderer | null
  /**
   * index.html with the page's title, description and Open Graph tags in the page's language (ADR 035), and its
   * status: 404 for a post or company that does not exist.
   */
  render(request: FastifyRequest): Promise<{ html: string; status: 200 | 404 }>
}

/** A page's head, and whether the post or company its path names exists for a visitor (else the page answers 404). */
export interface PageHeadAnswer extends PageHead {
  isMissing: boolean
}

/**
 * The head of a page path: a blog post's or a listed company's own texts, else the page's static texts. A post or
 * company path whose id names nothing a visitor may see (unknown, malformed, a draft, an unlisted company) is missing:
 * the page answers 404 with the site's default texts, and the web app shows its not-found state (issue 27 §19).
 */
export async function pageHead(deps: Pick<PageRendererDeps, 'db' | 'publicUrl'>, head: SiteHead, pathname: string, query: string, acceptLanguage: string | undefined): Promise<PageHeadAnswer> {
  const language = pageLanguage(query, acceptLanguage)
  const url = `${deps.publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`
  const dynamic = head.dynamicPage(pathname)
  if (dynamic && UUID.test(dynamic.id)) {
    if (dynamic.kind === 'insightsPost') {
      const post = await insights.postMeta(deps.db, dynamic.id, language)
      if (post) return { title: post.title, description: post.description, language: post.language, url, type: 'article', isMissing: false }
    } else {
      const company = await repo.findListedCompanyHead(deps.db, dynamic.id)
      if (company) {
        const description = [company.tradeName, company.city].filter(Boolean).join(', ') + (company.briefDescription ? `: ${company.briefDescription}` : '')
        return { title: company.tradeName, description, language, url, type: 'profile', isMissing: false }
      }
    }
  }
  const texts = dynamic ? head.staticTexts('*', language) : head.staticTexts(pathname, language)
  return { ...texts, language, url, type: 'website', isMissing: dynamic !== null || (await isPastLastInsightsPage(deps.db, head.insightsListPage(pathname), query, language)) }
}

/**
 * A blog list page past the last one (`/insighs/9` of 2 pages, with the link's search and topic) is not a page: 404,
 * not 200 with an empty list (issue 27 §19). Page 1 always exists, even empty; the web app shows the way back.
 */
async function isPastLastInsightsPage(db: Db, pageText: string | null, query: string, language: Language): Promise<boolean> {
  const page = Number(pageText)
  if (pageText === null || !Number.isInteger(page) || page <= 1) return false
  const params = new URLSearchParams(query)
  const parsed = ZInsightListQuerySchema.safeParse({ page: 1, limit: 1, q: params.get('q') || undefined, category: params.get('category') || undefined, lang: language })
  // The page reads an unknown topic as all topics; count as it does.
  const listQuery = parsed.success ? parsed.data : { page: 1, limit: 1, lang: language }
  const { total } = await insights.listPosts(db, { ...listQuery, page: 1, limit: 1 })
  return (page - 1) * DEFAULT_PAGE_SIZE >= total
}

/**
 * The language a page is rendered in on the server: the visitor's choice (cookie), else the link's ?lang, else the
 * browser's preference between English and Spanish (Accept-Language), else English: the rule the web app itself
 * follows (its stored choice, else ?lang, else navigator.languages; ADR 017 as changed by issue 27 §11), so a first
 * visit from a Spanish browser is rendered in Spanish and hydrates.
 */
export function renderLanguage(query: string, cookieHeader: string | undefined, acceptLanguage?: string): Language {
  const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '')
  const chosen = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
  if (isLanguage(chosen)) return chosen
  const asked = new URLSearchParams(query).get('lang')
  return isLanguage(asked) ? asked : pickLanguage(acceptLanguage)
}

export function createPageRenderer(deps: PageRendererDeps): PageRenderer {
  const head = loadSiteHead(deps.webDistDir)
  return {
    head,
    ssr: null,
    async render(request) {
      const [pathname = '/', query = ''] = request.url.split('?')
      const answer = await pageHead(deps, head, pathname, query, request.headers['accept-language'])
      const status = answer.isMissing ? 404 : 200
      const withHead = renderHead(head.indexHtml(), answer)
      // A missing company, post or blog page is sent client-rendered: the app shows its not-found state, and the 404's
      // HTML never carries the page's loading skeleton, which is what a render without its data shows (issue 27 §19).
      if (!this.ssr || answer.isMissing) return { html: withHead, status }
      // Every failure inside (an error, a time-out) is logged there and sends the client-rendered page.
      const isGuest = request.headers.authorization === undefined
      const rendered = await this.ssr.render({ url: request.url, language: renderLanguage(query, request.headers.cookie, request.headers['accept-language']), isGuest, client: request.ip }, withHead)
      return { html: rendered ?? withHead, status }
    },
  }
}

/**
 * Answers a known page path with its rendered index.html (200, or 404 for a post or company that does not exist;
 * revalidated on every visit, varying by language); if rendering fails (say the database is down) the plain
 * index.html still gets the app on screen.
 */
export async function sendPage(renderer: PageRenderer, request: FastifyRequest, reply: FastifyReply) {
  let page: { html: string; status: 200 | 404 }
  try {
    page = await renderer.render(request)
  } catch (error) {
    request.log.warn({ err: error }, 'could not render the page head; sending the plain index.html')
    return reply.code(200).header('Cache-Control', 'no-cache').sendFile('index.html', { etag: false, lastModified: false })
  }
  const { html, status } = page
  reply.code(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language, Cookie, Accept-Encoding').type('text/html; charset=utf-8')
  // The not-found handler runs no route hooks (@fastify/compress works per route): a page of a few KB is compressed
  // here, brotli at the quick level the API uses, else gzip.
  const accepted = request.headers['accept-encoding'] ?? ''
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }))
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }))
  return reply.send(html)
}

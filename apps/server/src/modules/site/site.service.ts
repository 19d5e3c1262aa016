import { ZSearchMapRequestSchema } from '@nexo/shared'
import type { Db } from '../../db/client'
import type { SpaRouteTable } from '../../platform/spa-routes'
import type { SearchCache } from '../search/search.service'
import * as insightsService from '../insights/insights.service'
import * as searchService from '../search/search.service'

export interface SiteDeps {
  db: Db
  searchCache: SearchCache
  /** The configured public origin (PUBLIC_URL): never the request's Host header, which a client chooses. */
  publicUrl: string
}

/**
 * robots.txt: everything may be crawled except the API, the dashboard (signed-in pages: a crawler only meets the
 * sign-in redirect there), the membership page and the development mailbox.
 */
export function renderRobots(publicUrl: string, table: SpaRouteTable | null): string {
  const dashboard = (table?.dashboardSegments ?? []).map((segment) => `/${segment}`)
  const disallowed = ['/api/', ...dashboard, '/membership', '/dev/']
  return ['User-agent: *', ...disallowed.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/**
 * sitemap.xml: the SPA's indexable public pages, the published blog posts and the public page of each listed company with a location, the
 * directory's map set (at most SEARCH_MAP_MAX_POINTS, Platinum first). That list comes from the search answer cache,
 * so a crawler's visit costs one cached lookup.
 */
export async function renderSitemap(deps: SiteDeps, table: SpaRouteTable | null): Promise<string> {
  const pages = table?.sitemap ?? ['/']
  const query = ZSearchMapRequestSchema.parse({})
  const companies = table
    ? (await deps.searchCache.answer('map', query, () => searchService.searchMap(deps.db, query))).points.map((point) =>
        table.companyDetail.replace(':id', encodeURIComponent(point.id)),
      )
    : []
  // Published blog posts (their first comments page), newest first.
  const postPattern = table?.patterns.find((pattern) => pattern.startsWith('/insighs-post/'))
  const posts = postPattern
    ? (await insightsService.sitemapPosts(deps.db)).map((post) => postPattern.replace(':id', encodeURIComponent(post.id)).replace(':page', '1'))
    : []
  const urls = [...pages, ...posts, ...companies].map((page) => `  <url><loc>${escapeXml(`${deps.publicUrl}${page}`)}</loc></url>`)
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
}

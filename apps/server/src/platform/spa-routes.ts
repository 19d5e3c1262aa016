import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** `.vite/routes.json` of the web build (apps/web/vite.config.ts): the SPA's route table. */
export interface SpaRouteTable {
  /** Every React Router pattern of the SPA (`/search-detail/:id`, `/recover-password/:status?` …). */
  patterns: string[]
  /** The not-found pages themselves: they exist, but say "not found", so they answer 404 too. */
  notFound: string[]
  /** First path segments of the dashboard (`users`, `company-profile` …): kept out of robots.txt. */
  dashboardSegments: string[]
  /** Public pages worth indexing, for sitemap.xml. */
  sitemap: string[]
  /** Pattern of a company's public page, with an `:id` parameter. */
  companyDetail: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A React Router path pattern as a regular expression, with the router's matching rules: `:name` is one non-empty
 * segment, `:name?` an optional one, a trailing slash is allowed, and letters match in any case.
 */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter((segment) => segment !== '')
  const body = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
      return `/${escapeRegExp(segment)}`
    })
    .join('')
  return new RegExp(`^${body}/?$`, 'i')
}

/** Decides the HTTP status of a page path: 200 for a route of the SPA, 404 for anything else. */
export interface SpaRoutes {
  table: SpaRouteTable
  isKnownPage(pathname: string): boolean
}

export function createSpaRoutes(table: SpaRouteTable): SpaRoutes {
  const known = table.patterns.map(patternToRegExp)
  const notFound = table.notFound.map(patternToRegExp)
  return {
    table,
    isKnownPage: (pathname) => known.some((re) => re.test(pathname)) && !notFound.some((re) => re.test(pathname)),
  }
}

/** Reads the route table of a web build; null for a build without one (every page path then answers 200). */
export function loadSpaRoutes(webDistDir: string): SpaRoutes | null {
  const file = path.join(webDistDir, '.vite', 'routes.json')
  if (!existsSync(file)) return null
  return createSpaRoutes(JSON.parse(readFileSync(file, 'utf8')) as SpaRouteTable)
}

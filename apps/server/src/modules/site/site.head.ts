import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES, type Language, pickLanguage } from '@nexo/shared'
import { patternToRegExp } from '../../platform/spa-routes'

/** `.vite/page-meta.json` of the web build (apps/web/vite.config.ts `pageMetaTable`). */
export interface PageMetaTable {
  en: Record<string, PageTexts>
  es: Record<string, PageTexts>
  /** Patterns of the pages whose texts come from the database. */
  insightsPost: string
  companyDetail: string
  /** The blog's numbered list pages (`/insighs/:page`); missing in builds before issue 27 §19. */
  insightsList?: string
}

export interface PageTexts {
  title: string
  description: string
}

export interface PageHead extends PageTexts {
  language: Language
  /** Absolute canonical URL (PUBLIC_URL + path, without the query). */
  url: string
  type: 'website' | 'article' | 'profile'
}

const SITE_NAME = 'Nexo'
/** Search engines cut descriptions at about 155–160 characters (as the web app's page-meta helper does). */
const DESCRIPTION_MAX = 160

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** One line, at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function toMetaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= DESCRIPTION_MAX) return line
  const cut = line.slice(0, DESCRIPTION_MAX - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * The page's language: `?lang=en|es` when a link asks for one (hreflang alternates use it), otherwise the browser's
 * Accept-Language (crawlers send none: English, the default).
 */
export function pageLanguage(query: string, acceptLanguage: string | undefined): Language {
  const asked = new URLSearchParams(query).get('lang')
  if (asked && (LANGUAGES as readonly string[]).includes(asked)) return asked as Language
  return pickLanguage(acceptLanguage)
}

/**
 * index.html with the page's head: <html lang>, title, description, canonical link, hreflang alternates, Open Graph
 * and Twitter card tags. Every text is HTML-escaped (titles come from the database).
 */
export function renderHead(indexHtml: string, head: PageHead): string {
  const title = head.title ? `${head.title} · ${SITE_NAME}` : SITE_NAME
  const description = toMetaDescription(head.description)
  const e = escapeHtml
  const alternate = (language: Language) => `${head.url}?lang=${language}`
  const tags = [
    `<meta name="description" content="${e(description)}" />`,
    `<link rel="canonical" href="${e(head.url)}" />`,
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${e(alternate(language))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${e(head.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${e(head.title || SITE_NAME)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(head.url)}" />`,
    `<meta property="og:locale" content="${head.language === 'es' ? 'es_MX' : 'en_US'}" />`,
    `<meta property="og:locale:alternate" content="${head.language === 'es' ? 'en_US' : 'es_MX'}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ')
  return indexHtml
    .replace(/<html([^>]*)\blang="[^"]*"/i, `<html$1lang="${head.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${e(title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `    ${tags}\n  </head>`)
}

export interface SiteHead {
  /** The static pages' texts, or null when the build has no page-meta table. */
  table: PageMetaTable | null
  /** index.html as built (re-read when the file changes, so a rebuild needs no restart). */
  indexHtml(): string
  /** The static texts of a page path in a language (the site's default for pages without their own). */
  staticTexts(pathname: string, language: Language): PageTexts
  /** The dynamic pages' id: `{ kind, id }` for a blog post or a company detail path, else null. */
  dynamicPage(pathname: string): { kind: 'insightsPost' | 'companyDetail'; id: string } | null
  /** The page number of a blog list path (`/insighs/3` → "3"), else null. */
  insightsListPage(pathname: string): string | null
}

/** Reads the build's index.html and page-meta table (apps/web/vite.config.ts). */
export function loadSiteHead(webDistDir: string): SiteHead {
  const indexFile = path.join(webDistDir, 'index.html')
  const metaFile = path.join(webDistDir, '.vite', 'page-meta.json')
  const table = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as PageMetaTable) : null
  let cached: { mtimeMs: number; html: string } | null = null
  const patterns = table
    ? Object.keys(table.en)
        .filter((pattern) => pattern !== '*')
        .map((pattern) => ({ pattern, re: patternToRegExp(pattern) }))
    : []
  const dynamic = table
    ? ([
        ['insightsPost', table.insightsPost],
        ['companyDetail', table.companyDetail],
      ] as const).map(([kind, pattern]) => ({ kind, re: new RegExp(patternToRegExp(pattern).source.replace('/[^/]+', '/([^/]+)'), 'i') }))
    : []
  const insightsList = table?.insightsList ? new RegExp(patternToRegExp(table.insightsList).source.replace('/[^/]+', '/([^/]+)'), 'i') : null
  return {
    table,
    indexHtml() {
      const { mtimeMs } = statSync(indexFile)
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') }
      return cached.html
    },
    staticTexts(pathname, language) {
      const texts = table?.[language]
      if (!texts) return { title: '', description: '' }
      const match = patterns.find(({ re }) => re.test(pathname))
      return (match ? texts[match.pattern] : undefined) ?? texts['*'] ?? { title: '', description: '' }
    },
    insightsListPage(pathname) {
      return insightsList?.exec(pathname)?.[1] ?? null
    },
    dynamicPage(pathname) {
      for (const { kind, re } of dynamic) {
        const id = re.exec(pathname)?.[1]
        if (id) return { kind, id: decodeURIComponent(id) }
      }
      return null
    },
  }
}

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { type ConfigEnv, defineConfig, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { DASHBOARD_SEGMENTS, paths } from './src/config/paths'
import { SHELL_NAMESPACES } from './src/locales/shell-namespaces'

/**
 * The browser build, not the server-rendering one (`vite build --ssr src/app/entry-server.tsx`, into dist/.ssr/):
 * the server reads the SSR bundle from disk and never serves it, so it needs no compressed copies or route tables.
 */
const isClientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild

/** Text files worth compressing (favicon.ico holds PNGs, already compressed); source maps are never served in
 *  production, so they are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, index.html included, at maximum
 * compression: the server sends them as they are (@fastify/static `preCompressed`), so no request pays for
 * compressing and no dependency is needed for it.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'nexo:precompress',
    apply: isClientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue
        const content = readFileSync(file)
        if (content.length < MIN_COMPRESS_BYTES) continue
        const brotli = brotliCompressSync(content, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          },
        })
        const gzip = gzipSync(content, { level: zlib.Z_BEST_COMPRESSION })
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli)
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip)
      }
    },
  }
}

/**
 * Writes `.vite/routes.json`: every route pattern of the SPA (config/paths.ts, which routes.tsx declares exactly,
 * see routes.test.ts), the dashboard's first segments and the pages for the sitemap. The server reads it to answer
 * unknown paths with HTTP 404 and the not-found page instead of 200, and for robots.txt and sitemap.xml
 * (apps/server/src/platform/spa-routes.ts). `.vite/` is a dot folder: never served.
 */
function routeTable(): Plugin {
  return {
    name: 'nexo:route-table',
    apply: isClientBuild,
    generateBundle() {
      const patterns = Object.values(paths).map((value) => (typeof value === 'string' ? value : value.pattern))
      const table = {
        patterns,
        notFound: [paths.notFound, paths.dashboardNotFound],
        dashboardSegments: [...DASHBOARD_SEGMENTS],
        // The public pages a search engine should know (sitemap.xml); sign-in, activation results and the like are
        // reachable but not worth indexing. The server adds the listed companies' pages (companyDetail).
        sitemap: [
          paths.home,
          paths.searchResult(),
          paths.map,
          paths.category,
          paths.marketplace(),
          paths.requirements,
          paths.events,
          paths.insights(1),
          paths.knowUs,
          paths.buyer,
          paths.supplier,
          paths.faqs,
          paths.signup,
          paths.termConditions,
          paths.privacyNotice,
        ],
        companyDetail: paths.searchDetail.pattern,
      }
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: `${JSON.stringify(table, null, 2)}\n` })
    },
  }
}

/**
 * Writes `.vite/page-meta.json`: each public page's title and description in English and Spanish, from the same
 * translation files the pages use (usePageMeta). The server puts them, with Open Graph tags, into the index.html it
 * serves for that page, so crawlers and link previews that run no JavaScript see them (modules/site, ADR 035).
 */
function pageMetaTable(): Plugin {
  const read = (language: string, namespace: string) =>
    JSON.parse(readFileSync(new URL(`./src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, unknown>
  return {
    name: 'nexo:page-meta',
    apply: isClientBuild,
    generateBundle() {
      const texts = (language: 'en' | 'es') => {
        const pages = read(language, 'pages') as Record<string, { title?: string; description?: string }>
        const meta = read(language, 'meta') as Record<string, string>
        const home = read(language, 'home') as { documentTitle: string }
        const insights = read(language, 'insights') as { title: string; description: string }
        const page = (key: string, description?: string) => ({ title: pages[key]?.title ?? '', description: description ?? meta[key] ?? pages[key]?.description ?? meta.site ?? '' })
        return {
          [paths.home]: { title: home.documentTitle, description: meta.home ?? '' },
          [paths.knowUs]: page('knowUs'),
          [paths.buyer]: page('buyer'),
          [paths.supplier]: page('supplier'),
          [paths.faqs]: page('faqs'),
          [paths.events]: page('events'),
          [paths.insights.pattern]: { title: insights.title, description: insights.description },
          [paths.searchResult.pattern]: page('searchResult'),
          [paths.map]: page('map'),
          [paths.category]: page('category'),
          [paths.marketplace.pattern]: page('marketplace'),
          [paths.requirements]: page('requirements'),
          [paths.signup]: page('signup'),
          [paths.signin.pattern]: page('signin'),
          [paths.termConditions]: page('termConditions'),
          [paths.privacyNotice]: page('privacyNotice'),
          '*': { title: '', description: meta.site ?? '' },
        }
      }
      const table = { en: texts('en'), es: texts('es'), insightsPost: paths.insightsPost.pattern, companyDetail: paths.searchDetail.pattern, insightsList: paths.insights.pattern }
      this.emitFile({ type: 'asset', fileName: '.vite/page-meta.json', source: `${JSON.stringify(table, null, 2)}\n` })
    },
  }
}

/** A translation file: apps/web/src/locales/<lang>/<namespace>.json or packages/shared/src/locales/<lang>/errors.json. */
const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2})[\\/]([^\\/]+)\.json$/
const shellNamespaces: ReadonlySet<string> = new Set(SHELL_NAMESPACES)

/**
 * `texts-<lang>-shell` for the namespaces of the first render, `texts-<lang>` for the rest, `texts-<lang>-codes` for the
 * API error codes' texts from @nexo/shared, which only an error needs (lib/i18n.ts).
 */
function textsChunkName(id: string): string | null {
  const [, language, namespace = ''] = LOCALE_FILE.exec(id) ?? []
  if (!language) return null
  if (/[\\/]packages[\\/]shared[\\/]/.test(id)) return `texts-${language}-codes`
  return shellNamespaces.has(namespace) ? `texts-${language}-shell` : `texts-${language}`
}

// The API and the SPA share one origin in production (the server serves dist/);
// in development Vite forwards /api (REST and the /api/ws WebSocket) to the server.
/**
 * Two hooks of @mantine/hooks are replaced by ours (src/lib/mantine-hooks/): `useId` and `useReducedMotion` set state
 * from an effect on every mount, which re-rendered each input, checkbox and Transition synchronously right after a
 * server-rendered page hydrated (issue 11; bench/README, "Hydration without Mantine's second render"). The build fails
 * if Mantine's files move and the replacement stops applying, rather than losing it silently.
 */
function mantineHydrationHooks(): Plugin {
  const replacements: Record<string, string> = {
    'use-id': path.resolve(import.meta.dirname, 'src/lib/mantine-hooks/use-id.ts'),
    'use-reduced-motion': path.resolve(import.meta.dirname, 'src/lib/mantine-hooks/use-reduced-motion.ts'),
  }
  const replaced = new Set<string>()
  // The server-rendering build leaves node_modules to Node (Mantine's own hooks render the same first output there).
  let bundlesMantineHooks = false
  return {
    name: 'nexo:mantine-hydration-hooks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/.test(importer)) return null
      bundlesMantineHooks = true
      const hook = /(?:^|\/)(use-id|use-reduced-motion)\/\1\.mjs$/.exec(source)?.[1]
      if (!hook) return null
      replaced.add(hook)
      return replacements[hook]
    },
    buildEnd(error) {
      const missing = Object.keys(replacements).filter((hook) => !replaced.has(hook))
      if (!error && bundlesMantineHooks && missing.length > 0) throw new Error(`@mantine/hooks no longer imports ${missing.join(', ')} from where mantineHydrationHooks expects it`)
    },
  }
}

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102): dev
 * warnings and checks in every navigation and render. A production build takes the production one beside it.
 */
const reactRouterProduction = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs')

export default defineConfig(({ mode, isSsrBuild }) => ({
  // The server-rendering build bundles its dependencies with React's production build: left to Node, `react` picks
  // its development build whenever the server runs without NODE_ENV=production (`npm start`), and its checks and
  // warnings made a render about twice as slow (issue 25). Bundled, every library shares that one React.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  plugins: [react(), mantineHydrationHooks(), routeTable(), pageMetaTable(), precompress()],
  resolve: {
    alias: [
      // Every `import … from 'zod'` (ours and packages/shared's) gets zod configured for the strict CSP first.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the bundle budget (scripts/check-bundle-budget.mjs) walks it.
    manifest: true,
    // Maps are written for debugging a production stack trace offline, but not referenced from the bundles, and the
    // server refuses *.map in production: they would hand out our sources.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries every page needs change less often than our code: separate chunks stay cached across deploys.
        // Mantine and dayjs are deliberately not grouped: a group is one chunk, so the shell would preload the whole kit
        // (date pickers, dropzone …) for the few components it uses. Rolldown splits them by use instead.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // Without the hooks only other pages use (mutations, infinite lists): a group is one chunk, and `/` needs neither.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](?!.*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$)/, priority: 20 },
            // src/lib/zod-jitless.ts (what 'zod' resolves to: resolve.alias) travels with zod in its own chunk.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/, priority: 20 },
            // Two chunks per language (the app's texts and the shared error texts): a visitor loads only theirs, the
            // shell's part first (lib/i18n.ts).
            { name: textsChunkName, debugName: 'texts', test: LOCALE_FILE, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
}))

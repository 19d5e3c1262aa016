import { existsSync } from 'node:fs'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import type { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { registerAuth } from './platform/auth'
import { registerPolicies } from './platform/policy'
import { AppError, quietClientHangUps, registerErrorHandling, sendError } from './platform/errors'
import { registerJobRunner } from './platform/jobs'
import { registerLoadShedding } from './platform/load-shedding'
import { createMailer, type Mailer } from './platform/mail'
import { registerJsonBodyParser } from './platform/json-nesting'
import { registerNulGuard } from './platform/nul-guard'
import { registerReadiness } from './platform/readiness'
import { createRateLimitStore } from './platform/rate-limit-store'
import { systemRoutes } from './modules/system/system.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { categoriesRoutes } from './modules/categories/categories.routes'
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes'
import { devRoutes } from './modules/dev/dev.routes'
import { filesRoutes } from './modules/files/files.routes'
import { profileRoutes } from './modules/profile/profile.routes'
import { companyUsersRoutes } from './modules/company-users/company-users.routes'
import { adminRoutes } from './modules/admin/admin.routes'
import { moderationRoutes } from './modules/moderation/moderation.routes'
import { searchRoutes } from './modules/search/search.routes'
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes'
import { companiesRoutes } from './modules/companies/companies.routes'
import { sat69bRoutes } from './modules/sat69b/sat69b.routes'
import { catalogueRoutes } from './modules/catalogue/catalogue.routes'
import { favouritesRoutes } from './modules/favourites/favourites.routes'
import { matchingRoutes } from './modules/matching/matching.routes'
import { dashboardRoutes } from './modules/dashboard/dashboard.routes'
import { appointmentsRoutes } from './modules/appointments/appointments.routes'
import { requirementsRoutes } from './modules/requirements/requirements.routes'
import { quotesRoutes } from './modules/quotes/quotes.routes'
import { notificationsRoutes } from './modules/notifications/notifications.routes'
import { realtimeRoutes } from './platform/realtime-socket'
import { contactRoutes } from './modules/contact/contact.routes'
import { chatRoutes } from './modules/chat/chat.routes'
import { createSearchCache, type SearchCache } from './modules/search/search.cache'
import { siteRoutes } from './modules/site/site.routes'
import { createPageRenderer, sendPage } from './modules/site/site.pages'
import { loadServerRenderer } from './modules/site/site.ssr'
import { insightsRoutes } from './modules/insights/insights.routes'
import { membershipsRoutes } from './modules/memberships/memberships.routes'
import { eventsRoutes } from './modules/events/events.routes'
import { companyImportRoutes } from './modules/company-import/company-import.routes'
import { registryRoutes } from './modules/registry/registry.routes'
import { statsRoutes } from './modules/stats/stats.routes'
import { createHomeStatsCache } from './modules/stats/stats.service'
import { loadSpaRoutes } from './platform/spa-routes'
import { createStorage } from './platform/storage'
import { scheduledJobs } from './scheduled-jobs'
import { APP_VERSION } from './version'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    mailer: Mailer
    searchCache: SearchCache
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable
}

/** Origins the map tiles come from, for the CSP (`{s}` subdomains become a wildcard). */
function tileOrigin(tileUrl: string): string | null {
  try {
    return new URL(tileUrl.replace('{s}', 'x').replace(/\{[^}]+\}/g, '0')).origin.replace('://x.', '://*.')
  } catch {
    return null
  }
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

/** Builds the whole server (API + SPA) without listening: used by main.ts and by tests through `inject`. */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const isProduction = config.NODE_ENV === 'production'
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // A client leaving mid-answer is logged at debug, not as an error (platform/errors.ts).
      hooks: { logMethod: quietClientHangUps },
      ...(logStream ? { stream: logStream } : {}),
    },
    // X-Forwarded-* is believed only from the proxies listed in TRUST_PROXY: otherwise any client could pick the
    // address that per-IP rate limits and the audit log see.
    // A hop count becomes proxy-addr's "trust the first n hops" function (Fastify's typings lack the number form).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('mailer', createMailer(config, database.db))
  app.decorate('searchCache', createSearchCache(database.db, { enabled: config.SEARCH_CACHE }))
  registerErrorHandling(app)
  // First of the onRequest hooks: a request shed under load costs no session lookup or parsing.
  await registerLoadShedding(app, config)
  // What /api/health reports: the database, the load, and the parts modules add (app.readiness.register).
  registerReadiness(app)
  registerJobRunner(app, {
    db: database.db,
    jobs: scheduledJobs({ db: database.db, storage: createStorage(config), notify: { db: database.db, mailer: app.mailer, baseUrl: config.PUBLIC_URL, log: app.log } }),
    isEnabled: config.JOBS_ENABLED,
    // Half the shutdown budget: the rest is for draining requests and closing the database.
    closeDeadlineMs: config.SHUTDOWN_TIMEOUT_MS / 2,
  })
  registerJsonBodyParser(app)
  registerNulGuard(app)
  registerAuth(app)
  registerPolicies(app)

  const tiles = tileOrigin(config.MAP_TILE_URL)
  // reCAPTCHA's script and frame come from Google; allowed only when that provider is chosen.
  const recaptcha = config.CAPTCHA_PROVIDER === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : []
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        // Mantine sets style attributes at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin ws:/wss: (CSP Level 3, every current browser): the realtime socket is /api/ws.
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...recaptcha],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where HTTPS is certain: production behind TLS. In dev it would pin localhost to HTTPS.
    hsts: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })

  // API JSON is compressed per answer (ADR 014): quick brotli/gzip levels, only above 1 KB and only compressible
  // types; the web app's files are already sent precompressed (a set Content-Encoding is left alone).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  })

  // An answer to a caller with a session is theirs alone: no proxy, CDN or shared browser may keep it, unless the
  // route declared it public (e.g. public images).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth || request.headers.authorization) {
      const cacheControl = reply.getHeader('cache-control')
      if (!(typeof cacheControl === 'string' && /^\s*public\b/i.test(cacheControl))) reply.header('Cache-Control', 'private, no-store')
    }
    return payload
  })

  // Opt-in per route (`config: { rateLimit: {...} }`): auth and contact endpoints use it. Counters live in the
  // database so several instances share them (platform/rate-limit-store.ts).
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore(database.db),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  })

  await app.register(swagger, {
    openapi: {
      info: { title: 'Nexo API', version: APP_VERSION, description: 'B2B matchmaking marketplace for automotive and manufacturing suppliers and buyers.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles; its scripts stay hash-pinned. Upgrading requests only makes sense behind TLS.
    transformStaticCSP: (header) => {
      const csp = header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
      return isProduction ? csp : csp.replace('upgrade-insecure-requests;', '')
    },
  })

  await app.register(systemRoutes)
  await app.register(authRoutes)
  await app.register(filesRoutes)
  await app.register(categoriesRoutes)
  await app.register(referenceDataRoutes)
  await app.register(profileRoutes)
  await app.register(devRoutes)
  await app.register(companyUsersRoutes)
  await app.register(adminRoutes)
  await app.register(moderationRoutes)
  await app.register(searchRoutes)
  await app.register(marketplaceRoutes)
  await app.register(companiesRoutes)
  await app.register(catalogueRoutes)
  await app.register(favouritesRoutes)
  await app.register(matchingRoutes)
  await app.register(dashboardRoutes)
  await app.register(appointmentsRoutes)
  await app.register(requirementsRoutes)
  await app.register(quotesRoutes)
  await app.register(notificationsRoutes)
  await app.register(realtimeRoutes)
  await app.register(contactRoutes)
  await app.register(chatRoutes)
  await app.register(insightsRoutes)
  await app.register(membershipsRoutes)
  await app.register(eventsRoutes)
  await app.register(companyImportRoutes)
  await app.register(registryRoutes)
  await app.register(sat69bRoutes)
  await app.register(statsRoutes, { cache: createHomeStatsCache(database.db) })

  registerWebApp(app, config)
  return app
}

/**
 * Serves the built SPA: precompressed files (brotli/gzip, written by the web build), index.html for the SPA's routes
 * and, with HTTP 404, for any other page path (the SPA shows its not-found page), a JSON 404 for unknown /api paths;
 * robots.txt and sitemap.xml from the SPA's route table.
 */
function registerWebApp(app: FastifyInstance, config: Config) {
  const indexHtml = path.join(config.WEB_DIST_DIR, 'index.html')
  const hasBuild = existsSync(indexHtml)
  // Which page paths exist (the build's .vite/routes.json); without it every page path answers 200 as before.
  const spaRoutes = hasBuild ? loadSpaRoutes(config.WEB_DIST_DIR) : null
  const pages = hasBuild ? createPageRenderer({ db: app.database.db, publicUrl: config.PUBLIC_URL, webDistDir: config.WEB_DIST_DIR }) : null
  // Public pages are rendered on the server once the build's SSR bundle has loaded (ADR 038); until then, or
  // without one, or with SSR=false, they are client-rendered as before. A bundle that fails to load is logged, not fatal.
  if (pages && config.SSR) {
    loadServerRenderer(app, config.WEB_DIST_DIR, {
      timeoutMs: config.SSR_TIMEOUT_MS,
      rendersPerMinute: config.SSR_RENDERS_PER_MINUTE,
      cacheMs: config.SSR_CACHE_TTL_MS,
      cacheBytes: config.SSR_CACHE_MB * 1024 * 1024,
    }).then(
      (renderer) => {
        pages.ssr = renderer
      },
      (error: unknown) => app.log.error({ err: error }, 'the SSR bundle failed to load; pages stay client-rendered'),
    )
  }
  // Source maps would hand out our sources: never in production (the build makes them "hidden", unreferenced).
  const isRefused = (pathname: string) => config.NODE_ENV === 'production' && pathname.endsWith('.map')
  if (hasBuild) {
    void app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // `<file>.br` / `<file>.gz` beside a file are sent instead of it to clients that accept them; they are not
      // URLs of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Dot folders are the build's own: .vite/ (manifest, route tables) and .ssr/ (the server-rendering bundle,
      // ADR 038), read from disk by the server, never URLs. (false is the default; stated because it matters.)
      serveDotFiles: false,
      allowedPath: (pathname) => !isRefused(pathname),
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        // filePath is the compressed copy when one is sent.
        const isHtml = /\.html(\.br|\.gz)?$/.test(filePath)
        // Hashed assets never change; index.html must be revalidated to pick up a deploy; the rest (favicon) may
        // be kept a day.
        reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : isHtml ? 'no-cache' : 'public, max-age=86400')
      },
    })
  }
  void app.register(siteRoutes, { spaRoutes })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD'
    if (isApi || !isPageRequest || isRefused(pathname)) return sendError(request, reply, 404, 'ROUTE_NOT_FOUND')
    if (!hasBuild) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`.')
    }
    const isKnownPage = spaRoutes?.isKnownPage(pathname) ?? true
    // Known pages get their own title, description and Open Graph tags in the page's language (ADR 035).
    if (isKnownPage && pages && request.method === 'GET') return sendPage(pages, request, reply)
    // No ETag/Last-Modified: a revalidation answered 304 under a 404 status would reach the browser as an empty page.
    return reply
      .code(isKnownPage ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', { etag: false, lastModified: false })
  })
}

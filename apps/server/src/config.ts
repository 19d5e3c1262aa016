import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Which proxies may set X-Forwarded-For/-Proto/-Host: a hop count ("1") or a comma-separated list of addresses and
 * CIDR ranges ("10.0.0.0/8,127.0.0.1"). "true" is refused on purpose: trusting every client is the hole this closes.
 */
const zTrustProxy = z
  .string()
  .trim()
  .transform((raw, ctx): number | string[] => {
    if (/^\d+$/.test(raw)) return Number(raw)
    const entries = raw.split(',').map((e) => e.trim()).filter((e) => e.length > 0)
    const bad = entries.filter((e) => !isAddressOrRange(e))
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be a hop count or comma-separated IP addresses/CIDR ranges${bad.length ? ` (not ${bad.join(', ')})` : ''}` })
      return z.NEVER
    }
    return entries
  })

/** Every setting of the server, read from the environment and validated once at start. */
export const ZConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Public address of the site (scheme, host, optional path), the only source of e-mailed links: never the
     * request's Host header. Required in production; http://localhost:PORT otherwise.
     */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Proxies whose X-Forwarded-* headers are believed (client IP for rate limits and audit); none by default. */
    TRUST_PROXY: zTrustProxy.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** A PostgreSQL server; when unset the embedded PGlite in DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    /** Folder with the built web app (index.html + assets). */
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    /** Seed demo data when the database has no companies yet. */
    SEED_DEMO_DATA: booleanString.default(true),
    SEED_COMPANIES: z.coerce.number().int().min(0).max(1_000_000).default(7500),
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24 * 30),
    ACTIVATION_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
    PASSWORD_RESET_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(72).default(2),
    /** SMTP server for mail, e.g. smtp://user:pass@host:587; when unset mail goes to the outbox table. */
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().min(3).default('Nexo <no-reply@nexo.local>'),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
    /** HMAC key for ALTCHA challenges; a random one is made per start when unset. */
    ALTCHA_HMAC_KEY: z.string().min(16).optional(),
    /** PBKDF2 iterations per ALTCHA attempt (~256 attempts expected): a browser solves the default in about a second. */
    ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    /** reCAPTCHA's siteverify endpoint; configurable so tests can point it at a local server. */
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    /** Storage driver for uploads: only the local folder `${DATA_DIR}/uploads` is implemented. */
    STORAGE_DRIVER: z.enum(['local']).default('local'),
    /** Serves the outbox at /api/v1/dev/mailbox (activation and reset links for anyone who asks): opt-in, refused in production. */
    DEV_MAILBOX: booleanString.default(false),
    /** Turns off rate limits; only for load benchmarks, refused in production. */
    DISABLE_RATE_LIMIT: booleanString.default(false),
    /** Reuse public search answers while the search data is unchanged (modules/search/search.cache.ts); off only to measure the uncached path. */
    SEARCH_CACHE: booleanString.default(true),
    /** Render the public pages on the server with the web build's SSR bundle, apps/web/dist/.ssr (ADR 038). */
    SSR: booleanString.default(true),
    /** A server render slower than this sends the client-rendered page instead. */
    SSR_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2_000),
    /** Server renders one client address may cause per minute; past it, its pages are client-rendered (0 = no limit). */
    SSR_RENDERS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
    /**
     * The guests' page cache (site.ssr.ts, ADR 048): how long a rendered page is reused for the same URL and language
     * while no write changed public content (0 = only a burst of simultaneous visits shares a render), and its size.
     */
    SSR_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    SSR_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
    /** Run scheduled jobs (clean-ups, expiries) in this process; each runs once across instances (platform/jobs.ts). */
    JOBS_ENABLED: booleanString.default(true),
    /** On SIGTERM/SIGINT, how long in-flight requests and running jobs get before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
    /**
     * Admission control (platform/admission.ts, ADR 048): each route class gets at most *_IN_FLIGHT requests in progress
     * and *_QUEUE waiting for a slot, none waiting longer than LOAD_SHED_MAX_WAIT_MS; past that, 503 with Retry-After.
     * Pages are the server-rendered (and other) page paths, API reads GET/HEAD under /api, API writes the rest (sign-in
     * included). Health, readiness, the web app's files and WebSocket upgrades are never queued. false = no bounds.
     */
    LOAD_SHED_ADMISSION: booleanString.default(true),
    LOAD_SHED_PAGES_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(2),
    LOAD_SHED_PAGES_QUEUE: z.coerce.number().int().min(0).max(100_000).default(16),
    LOAD_SHED_API_READS_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(4),
    LOAD_SHED_API_READS_QUEUE: z.coerce.number().int().min(0).max(100_000).default(48),
    LOAD_SHED_API_WRITES_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(2),
    LOAD_SHED_API_WRITES_QUEUE: z.coerce.number().int().min(0).max(100_000).default(32),
    /** The longest a request waits for a slot of its class before it is answered 503. */
    LOAD_SHED_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
    /**
     * Load shedding: answer every request 503 while the event loop's mean delay over a second exceeds this (0 = off,
     * the default: it refused all-or-nothing in one-second windows and let queues grow between them; ADR 048).
     */
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(0),
    /** Load shedding: …while V8's used heap exceeds this many MB (0 = off); unset: 90 % of V8's heap limit. */
    LOAD_SHED_MAX_HEAP_MB: z.coerce.number().int().min(0).optional(),
    /** Load shedding: …while the resident set exceeds this many MB (0 = off): set it below the container's limit. */
    LOAD_SHED_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
    /** Realtime socket (/api/ws): how often the server pings each socket; one that missed the previous ping is dropped. Keep it below the proxies' idle timeout. */
    REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),
    /** Realtime socket: how long a new socket may take to send its `auth` message before it is closed. */
    REALTIME_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Platinum's annual price before VAT (spec §1 "annual price plus VAT"), shown on /membership. */
    PLATINUM_ANNUAL_PRICE: z.coerce.number().min(0).default(24_000),
    /** Currency of PLATINUM_ANNUAL_PRICE. */
    MEMBERSHIP_CURRENCY: z.string().regex(/^[A-Z]{3}$/).default('MXN'),
    /** VAT rate added to the price (Mexico's IVA: 0.16). */
    VAT_RATE: z.coerce.number().min(0).max(1).default(0.16),
  })
  .superRefine((c, ctx) => {
    if (c.CAPTCHA_PROVIDER === 'recaptcha' && (!c.RECAPTCHA_SITE_KEY || !c.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SECRET_KEY'], message: 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are required when CAPTCHA_PROVIDER=recaptcha' })
    }
    if (c.NODE_ENV === 'production' && c.DISABLE_RATE_LIMIT) {
      ctx.addIssue({ code: 'custom', path: ['DISABLE_RATE_LIMIT'], message: 'cannot be true in production' })
    }
    if (c.NODE_ENV === 'production' && c.DEV_MAILBOX) {
      ctx.addIssue({ code: 'custom', path: ['DEV_MAILBOX'], message: 'cannot be true in production' })
    }
    if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production (e-mailed links are built from it), e.g. https://nexo.example.com' })
    }
  })
  .transform((c) => ({
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    // Fastify's `trustProxy`: false (the socket address is the client) unless proxies are configured.
    TRUST_PROXY: c.TRUST_PROXY ?? false,
  }))

export type Config = z.infer<typeof ZConfigSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = ZConfigSchema.safeParse(defined)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.join('.') || '(config)'
    const value = typeof issue.path[0] === 'string' ? defined[issue.path[0]] : undefined
    return `  - ${key}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

/** A config for tests: the defaults plus the given overrides, never read from process.env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // No timers and no load shedding unless a test asks: jobs run through app.jobs.runNow, and a busy machine's
  // event-loop lag must not turn unrelated tests into 503s.
  // Requests in a test arrive together on purpose (races): admission control is off unless a test asks (admission.test.ts).
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_ADMISSION: 'false', ...overrides })
}

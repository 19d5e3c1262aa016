import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import closeWithGrace from 'close-with-grace'
import { sql } from 'drizzle-orm'
import { buildApp } from './app'
import { isModuleEvaluationFailure } from './modules/site/site.ssr'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase } from './db/client'
import { configureSearchPostings, refreshAllCompanySearch, searchIndexBytes, searchReadiness, warmDictionaries, warmSearchPostings } from './modules/search/search.service'
import { DEMO_ACCOUNTS, DEMO_INSIGHTS_EMAILS, ensureDemoAccounts, hasDemoData, seedDemoData, seedReferenceData } from './db/seed/seed'
import { ensureDemoInsights } from './db/seed/demo-insights'
import { createStorage } from './platform/storage'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/**
 * `npm start` builds the web app while this process migrates and seeds (scripts/start.mjs): the app serves the built
 * files, so it waits here for the parent's word that the build is done (it stops us if the build fails).
 */
function webBuildFinished(): Promise<void> {
  if (process.env.NEXO_AWAIT_WEB_BUILD !== '1' || !process.send) return Promise.resolve()
  console.log('Waiting for the web build to finish…')
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== 'web-build-done') return
      process.off('message', onMessage)
      process.disconnect?.()
      resolve()
    }
    process.on('message', onMessage)
    process.send!('ready-for-web-build')
  })
}

/** "12.3 s (CPU 11.9 s)" since `since`: on a shared machine the CPU seconds say more than the wall time. */
function took(since: { wall: number; cpu: NodeJS.CpuUsage }): string {
  const cpu = process.cpuUsage(since.cpu)
  return `${((performance.now() - since.wall) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`
}

const now = () => ({ wall: performance.now(), cpu: process.cpuUsage() })

/** The container's memory limit (cgroups; 2^64 when there is none) or the machine's memory, whichever is less. */
function memoryAvailableToProcess(): number {
  const constrained = process.constrainedMemory()
  return constrained > 0 ? Math.min(constrained, os.totalmem()) : os.totalmem()
}

async function main() {
  const config = readConfig()
  const started = now()
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pg') })
  await database.migrate()
  // Categories and certifications are reference data the forms need, demo data or not.
  await seedReferenceData(database.db)

  if (config.SEED_DEMO_DATA && !(await hasDemoData(database.db))) {
    console.log(`First start: generating demo data (${config.SEED_COMPANIES} companies; database opened and migrated in ${took(started)})…`)
    const seeding = now()
    const storage = createStorage(config)
    await seedDemoData(database.db, { companies: config.SEED_COMPANIES, storage })
    const accounts = now()
    await ensureDemoAccounts(database.db, { storage })
    // A bulk load leaves the planner without statistics, and PGlite has no autovacuum to gather them: matching's
    // candidate pool bounds its work by them (ADR 039), and the planner estimates by them. Under a second here.
    await database.db.execute(sql`analyze`)
    console.log(`Demo data ready in ${took(seeding)}, of which the demo accounts' activity ${took(accounts)}. Demo logins:`)
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(28)} ${account.email}  /  ${account.password}`)
  }
  // A demo database from before the blog existed gets the demo posts once (a no-op when any post exists).
  if (config.SEED_DEMO_DATA) await ensureDemoInsights(database.db, DEMO_INSIGHTS_EMAILS)

  // Companies stored before the search index existed (or never indexed) get indexed once.
  const indexed = await refreshAllCompanySearch(database.db, { onlyUnindexed: true })
  if (indexed > 0) console.log(`Indexed ${indexed} companies for search.`)

  await webBuildFinished()
  // The search postings (ADR 049): the worker reads a PostgreSQL server itself; a snapshot in DATA_DIR makes a restart quick.
  // Its capacity check (ADR 049): the RSS limit when one is set, else the container's or the machine's memory.
  const memoryLimitBytes = config.LOAD_SHED_MAX_RSS_MB > 0 ? config.LOAD_SHED_MAX_RSS_MB * 2 ** 20 : memoryAvailableToProcess()
  configureSearchPostings(database.db, { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, memoryLimitBytes })
  const app = await buildApp({ config, database })
  // On SIGTERM/SIGINT (or a crash): stop accepting connections, let requests in flight finish, let running jobs
  // finish (app.close runs the job runner's onClose), close the database, exit. A second signal, or the deadline
  // passing, exits at once with code 1: an orchestrator's own kill timer must never be what ends us.
  closeWithGrace(
    {
      delay: config.SHUTDOWN_TIMEOUT_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) => app.log.error({ delayMs: delay }, 'shutdown deadline passed: exiting with requests or jobs unfinished'),
      // Handled just below, so that a page whose code cannot load in Node never takes the server down.
      skip: ['unhandledRejection'],
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: shutting down')
      else app.log.info({ signal }, 'shutting down: draining requests in flight')
      await app.close()
      await database.close()
      app.log.info('shut down cleanly')
    },
  )

  // An unhandled rejection stays fatal: thrown again, it reaches close-with-grace as an uncaught exception. Except
  // Node's second report of a module that failed to evaluate for a server render (site.ssr.ts), already handled.
  process.on('unhandledRejection', (reason) => {
    if (!(config.SSR && isModuleEvaluationFailure(reason))) throw reason
    app.log.error({ err: reason }, 'a module of the SSR bundle cannot load in Node; its page is sent client-rendered')
  })

  await app.listen({ host: config.HOST, port: config.PORT })
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST
  // The bound port, not the configured one: PORT=0 picks a free port (tests start the server that way).
  const { port } = app.server.address() as AddressInfo
  console.log(`Nexo is running at http://${shownHost}:${port} (database: ${database.driver}; started in ${took(started)})`)
  // The text search postings (ADR 040) are built in a worker thread after the server is up (ADR 049): every request
  // is answered meanwhile, text searches by SQL, and /api/health says `search: building` until they are ready.
  const warming = now()
  // The spelling word lists (typo correction never rewrites a real word) are expanded in a worker of their own;
  // started now, so the first text query does not wait for them.
  warmDictionaries()
  console.log('Search index: building (text searches use SQL until it is ready)…')
  warmSearchPostings(database.db).then(
    async (companies) => {
      const from = searchReadiness(database.db).source === 'snapshot' ? 'loaded from its snapshot and caught up' : 'built from the database'
      const bytes = (await searchIndexBytes(database.db)) ?? 0
      console.log(`Search is ready: ${companies} companies ${from} in ${took(warming)}; its worker holds ${Math.round(bytes / 2 ** 20)} MB.`)
      // Capacity: the index is outside the V8 heap the heap limit watches; only the RSS limit sees it (ADR 049).
      const rssLimit = config.LOAD_SHED_MAX_RSS_MB * 2 ** 20
      if (rssLimit > 0 && bytes > rssLimit / 2) app.log.warn({ indexBytes: bytes, rssLimitBytes: rssLimit }, 'the search index takes more than half of LOAD_SHED_MAX_RSS_MB')
    },
    (err: unknown) => {
      const status = searchReadiness(database.db)
      if (status.state === 'declined') console.log(`Search index: not built, it would not fit in memory (${status.reason}). Text searches use SQL, which is slower; set LOAD_SHED_MAX_RSS_MB or give the process more memory (ADR 049).`)
      else app.log.error({ err }, 'search postings could not be built: text search stays on SQL')
    },
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

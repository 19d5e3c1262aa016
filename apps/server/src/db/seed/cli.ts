/**
 * Seeds the configured database with demo data.
 *   npm run seed -- [--companies 7500] [--seed N] [--reset]
 * Uses DATABASE_URL, or the PGlite folder `<DATA_DIR>/pg` exactly as the server does.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../../config'
import { openDatabase, type Db } from '../client'
// An entry point like main.ts, not part of the db layer: it hands the seed the server's storage driver, so
// demo logos and product images land where the server reads them.
// eslint-disable-next-line import-x/no-restricted-paths
import { createStorage } from '../../platform/storage'
import { DEMO_ACCOUNTS, countSeededRows, ensureDemoAccounts, hasDemoData, seedDemoData } from './seed'

const USAGE = `Usage: npm run seed -- [--companies N] [--seed N] [--reset]

  --companies N  companies to generate (default: SEED_COMPANIES, 7500)
  --seed N       PRNG seed; the same seed always gives the same data
  --reset        empty every table and the uploads folder first (all data is lost)
`

class UsageError extends Error {}

function parseInteger(name: string, value: string | undefined, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new UsageError(`--${name} must be a non-negative integer, got "${value}"`)
  return parsed
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        companies: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

/** Empties every table of the public schema (new tables included); migrations history lives elsewhere and stays. */
async function truncateAllTables(db: Db): Promise<void> {
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[]
  }
  if (result.rows.length === 0) return
  const list = sql.join(
    result.rows.map((r) => sql.identifier(r.tablename)),
    sql`, `,
  )
  await db.execute(sql`truncate table ${list} restart identity cascade`)
}

async function main(): Promise<number> {
  const values = readArgs()
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const config = loadConfig()
  const companies = parseInteger('companies', values.companies, config.SEED_COMPANIES)!
  const seed = parseInteger('seed', values.seed, undefined)

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pg') })
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.DATA_DIR, 'pg')}`
  try {
    const started = performance.now()
    await database.migrate()
    if (values.reset) {
      console.log(`Emptying all tables of ${where}…`)
      await truncateAllTables(database.db)
      // The files table is empty now, so every stored upload (demo logos and images included) is an orphan.
      await rm(path.join(config.DATA_DIR, 'uploads'), { recursive: true, force: true })
    } else if (await hasDemoData(database.db)) {
      // Same seed → same ids and RFCs, so seeding twice would clash; make replacing explicit.
      console.error(`${where} already has companies. Run again with --reset to replace all data.`)
      return 1
    }

    console.log(`Seeding ${companies} companies${seed === undefined ? '' : ` (seed ${seed})`} into ${where}…`)
    const storage = createStorage(config)
    const result = await seedDemoData(database.db, {
      companies,
      seed,
      storage,
      log: (message) => process.stdout.write(`\r  ${message}`),
    })
    process.stdout.write('\n')
    const created = await ensureDemoAccounts(database.db, { storage })

    const counts = await countSeededRows(database.db)
    console.log('Rows:')
    for (const [table, value] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${value}`)
    console.log(`Demo data inserted in ${(result.elapsedMs / 1000).toFixed(1)} s; total ${((performance.now() - started) / 1000).toFixed(1)} s.`)
    console.log(created.length > 0 ? 'Demo logins created:' : 'Demo logins (already present):')
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(24)} ${account.email}  /  ${account.password}`)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof UsageError) {
      console.error(error.message)
      if (error instanceof UsageError) console.error(USAGE)
    } else {
      console.error(error)
    }
    process.exit(1)
  },
)

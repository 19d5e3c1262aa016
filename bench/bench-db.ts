/**
 * The benchmark databases: `nexo_bench` on the PostgreSQL server (or a PGlite folder), migrated and seeded with
 * the demo generator. Shared by the search benchmark (run.ts) and the matching benchmark (matching-speed.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../apps/server/src/db/client'
import { seedDemoData } from '../apps/server/src/db/seed/seed'

export const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** Keep the PostgreSQL bench database and reuse it when it already has the companies (for tuning iterations). */
export const reuse = process.env.BENCH_REUSE === '1'

export const log = (message: string) => console.log(`[bench] ${message}`)

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

export async function openTarget(target: 'pglite' | 'postgres'): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (target === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-'))
    const database = await openDatabase({ dataDir: dir })
    return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const admin = new pg.Client({ connectionString: pgServerUrl })
  await admin.connect()
  const exists = (await admin.query(`select 1 from pg_database where datname = 'nexo_bench'`)).rowCount === 1
  if (!reuse || !exists) {
    await admin.query('DROP DATABASE IF EXISTS nexo_bench WITH (FORCE)')
    await admin.query('CREATE DATABASE nexo_bench')
  }
  await admin.end()
  const url = new URL(pgServerUrl)
  url.pathname = '/nexo_bench'
  const database = await openDatabase({ url: url.toString(), poolMax: 10 })
  return {
    database,
    cleanup: async () => {
      if (reuse) return
      const c = new pg.Client({ connectionString: pgServerUrl })
      await c.connect()
      await c.query('DROP DATABASE IF EXISTS nexo_bench WITH (FORCE)')
      await c.end()
    },
  }
}

/**
 * Migrates and seeds `companies` demo companies unless the database already has them (a partly seeded database,
 * from an interrupted reuse run, starts over); then VACUUM ANALYZE. Returns the seconds spent seeding.
 */
export async function seedTarget(database: Database, target: string, companies: number, seed: number | undefined): Promise<number> {
  await database.migrate()
  const t0 = performance.now()
  let lastLog = 0
  const [{ n } = { n: 0 }] = ((await database.db.execute(sql`select count(*)::int as n from companies`)) as unknown as { rows: { n: number }[] }).rows
  if (n > 0 && n < companies) await database.db.execute(sql`truncate companies, search_words cascade`)
  if (n < companies)
    await seedDemoData(database.db, {
      companies,
      seed,
      log: (m) => {
        if (performance.now() - lastLog > 10_000) {
          lastLog = performance.now()
          log(`${target}: ${m}`)
        }
      },
    })
  const seedSeconds = (performance.now() - t0) / 1000
  log(`${target}: seeded in ${seedSeconds.toFixed(0)} s; VACUUM ANALYZE…`)
  await database.db.execute(sql`vacuum analyze`)
  return seedSeconds
}

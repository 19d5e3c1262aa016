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
/**
 * Where the benchmarks other than `npm run bench` (which measures the build) keep the search index's snapshot of
 * `nexo_bench` between runs: a valid one (same database, migrations, a horizon not ahead) is loaded in seconds
 * instead of a build (13 minutes at 1,000,000 companies on a loaded machine); any other is ignored (ADR 049).
 */
export const benchIndexDir = process.env.BENCH_INDEX_DIR ?? path.join(os.tmpdir(), 'nexo-bench-index')
/** The bench database's URL on the PostgreSQL server. */
export const benchDatabaseUrl = Object.assign(new URL(pgServerUrl), { pathname: '/nexo_bench' }).toString()
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

/** Companies the generator writes; a larger directory is this one copied in bulk (multiplyCompanies). */
export const GENERATED_COMPANIES = 100_000

/**
 * Migrates and seeds `companies` demo companies unless the database already has them (a partly seeded database,
 * from an interrupted reuse run, starts over): up to GENERATED_COMPANIES by the demo generator, beyond that its
 * companies copied in bulk (1,000,000 = 100,000 × 10); then VACUUM ANALYZE. Returns the seconds spent seeding.
 */
export async function seedTarget(database: Database, target: string, companies: number, seed: number | undefined): Promise<number> {
  await database.migrate()
  const t0 = performance.now()
  let lastLog = 0
  const generated = Math.min(companies, GENERATED_COMPANIES)
  const count = async () => ((await database.db.execute(sql`select count(*)::int as n from companies`)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0
  const n = await count()
  if (n >= companies) return 0
  const copying = n >= generated && companies > generated
  if (!copying) {
    if (n > 0) await database.db.execute(sql`truncate companies, search_words cascade; drop table if exists bench_multiplied, bench_base_ids`)
    await seedDemoData(database.db, {
      companies: generated,
      seed,
      log: (m) => {
        if (performance.now() - lastLog > 10_000) {
          lastLog = performance.now()
          log(`${target}: ${m}`)
        }
      },
    })
    log(`${target}: ${generated.toLocaleString('en')} companies generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  }
  if (companies > generated) await multiplyCompanies(database, Math.round(companies / generated))
  const seedSeconds = (performance.now() - t0) / 1000
  log(`${target}: seeded in ${seedSeconds.toFixed(0)} s; VACUUM ANALYZE…`)
  await database.db.execute(sql`vacuum analyze`)
  return seedSeconds
}

/** The tables a company's copy is made of, parents first, and the column that names the company. */
const COMPANY_TABLES = [
  ['companies', 'id'],
  ['memberships', 'company_id'],
  ['company_categories', 'company_id'],
  ['company_certifications', 'company_id'],
  ['products_services', 'company_id'],
  ['company_search', 'company_id'],
] as const

/**
 * The directory multiplied in bulk: every company of the database is copied `copies - 1` times, with its
 * memberships, categories, certifications, catalogue and search row, under ids derived from the original's
 * (md5(id:copy) as a version-4 UUID). The generator writes ~100 companies a second through the search triggers; a copy is plain
 * INSERT … SELECT with triggers and foreign-key checks off (session_replication_role = replica), and the search
 * rows are copied with their vectors, so the copies are found by the same words as their originals (posting lists
 * grow in proportion, as a larger directory of the same trades would make them). RFCs are unique: copies have none.
 * Secondary indexes are dropped during the copy and rebuilt after it. Idempotent per copy number.
 */
export async function multiplyCompanies(database: Database, copies: number): Promise<number> {
  const t0 = performance.now()
  const q = async <T = Record<string, unknown>>(text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows
  // What was copied so far (an interrupted run goes on from there): the original ids and the copies made.
  await q(`create table if not exists bench_multiplied (copies int not null)`)
  if ((await q(`select 1 from bench_multiplied`)).length === 0)
    await q(`create table bench_base_ids as select id from companies; insert into bench_multiplied values (1)`)
  const [done] = await q<{ copies: number }>(`select copies from bench_multiplied`)
  const [base] = await q<{ n: number }>(`select count(*)::int as n from bench_base_ids`)
  if (done!.copies >= copies) return 0
  const indexes = await q<{ name: string; def: string }>(`
    select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and tablename in (${COMPANY_TABLES.map(([t]) => `'${t}'`).join(',')})
       and indexdef not ilike '%unique%'`)
  for (const { name } of indexes) await q(`drop index if exists "${name}"`)
  for (let k = done!.copies; k < copies; k++) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local session_replication_role = replica`))
      for (const [table, key] of COMPANY_TABLES) {
        const columns = ((await tx.execute(sql.raw(`select column_name as c from information_schema.columns where table_schema = 'public' and table_name = '${table}' order by ordinal_position`))) as unknown as { rows: { c: string }[] }).rows.map((r) => r.c)
        // md5 of the original id and the copy number, with the version (4) and variant (8) digits of an RFC 4122
        // UUID: the API's schemas accept only those.
        const copyId = (c: string) => `overlay(overlay(md5(t.${c}::text || ':${k}') placing '4' from 13) placing '8' from 17)::uuid`
        const value = (c: string) => (c === key || c === 'id' ? copyId(c) : c === 'rfc' ? 'null' : c === 'written_by' ? 'pg_current_xact_id()' : `t.${c}`)
        await tx.execute(sql.raw(`insert into ${table} (${columns.join(', ')}) select ${columns.map(value).join(', ')} from ${table} t join bench_base_ids b on b.id = t.${key}`))
      }
      await tx.execute(sql.raw(`update bench_multiplied set copies = ${k + 1}`))
    })
    log(`copy ${k + 1}/${copies} of ${base!.n.toLocaleString('en')} companies written (${((performance.now() - t0) / 1000).toFixed(0)} s)`)
  }
  log('rebuilding the secondary indexes…')
  for (const { def } of indexes) await q(def)
  return (performance.now() - t0) / 1000
}

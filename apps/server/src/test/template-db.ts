/**
 * Migrate once, then clone. Starting PGlite on an empty cluster runs initdb inside WASM (≈4 s, far more on a
 * busy machine), and migrating a server database costs a round of DDL per file; a copy of an already migrated
 * template skips both. Used by the vitest globalSetup (once per run) and, as a fallback, by test-app.ts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder, openDatabase, pgliteExtensions } from '../db/client'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
/** node_modules/.cache is ignored by git and is where build tools keep their caches. */
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'nexo-test')
const TEMPLATE_PREFIX = 'pglite-template-'

/**
 * A key that changes whenever the template would: the migration files (SQL and journal), the PGlite
 * version (its data-dir format) and the extension list.
 */
export function pgliteTemplateKey(): string {
  const digest = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else digest.update(`${path.relative(migrationsFolder, full)}\0`).update(readFileSync(full)).update('\0')
    }
  }
  walk(migrationsFolder)
  // The package does not export its package.json; it sits one folder above the entry point (dist/).
  const pglitePackage = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')
  digest.update(`pglite ${JSON.parse(readFileSync(pglitePackage, 'utf8')).version}\0`)
  digest.update(`extensions ${Object.keys(pgliteExtensions).sort().join(',')}\0`)
  digest.update(buildPgliteTemplate.toString()) // a change to how the template is made

  return digest.digest('hex').slice(0, 16)
}

/**
 * Migrates an empty PGlite and returns its data directory as an uncompressed tarball. Besides the migrations,
 * the copy is trimmed for start-up speed, which is all a test database pays for (measured per start, CPU time):
 * - 1 MB WAL segments instead of 16 MB and min_wal_size at its minimum: less to untar;
 * - shared_buffers 16 MB instead of 128 MB: PostgreSQL initialises the whole buffer pool at start (≈ -40 %);
 * - no template0/template1: PGlite is one database, nothing is ever created from them, and they were half
 *   of the tarball (≈ -30 %);
 * - a CHECKPOINT just before the dump, so the copy starts without replaying the migrations' WAL.
 * None of this touches how the app opens PGlite outside tests.
 */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions, initDbStartParams: ['--wal-segsize=1'] })
  try {
    await migrate(drizzle(client), { migrationsFolder })
    await client.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`)
    await client.exec(`ALTER SYSTEM SET min_wal_size = '2MB'`)
    await client.exec('ALTER DATABASE template0 IS_TEMPLATE false; ALTER DATABASE template1 IS_TEMPLATE false')
    await client.exec('DROP DATABASE template0')
    await client.exec('DROP DATABASE template1')
    await client.exec('CHECKPOINT')
    // Uncompressed: gunzip would add ≈0.4 s to every database made from it.
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

/** Templates of other migration sets are kept a day: a run started before a migration changed may still read one. */
const STALE_TEMPLATE_MS = 24 * 3600_000

/**
 * Path of the migrated PGlite template tarball, built only when the migrations (or PGlite) changed since the
 * last run. Written to a temporary name and renamed, so a concurrent run never reads half a file.
 */
export async function ensurePgliteTemplateFile(): Promise<string> {
  const file = path.join(cacheDir, `${TEMPLATE_PREFIX}${pgliteTemplateKey()}.tar`)
  if (existsSync(file)) return file
  const blob = await buildPgliteTemplate()
  mkdirSync(cacheDir, { recursive: true })
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
  renameSync(partial, file)
  for (const old of readdirSync(cacheDir)) {
    const full = path.join(cacheDir, old)
    if (old.startsWith(TEMPLATE_PREFIX) && full !== file && Date.now() - statSync(full).mtimeMs > STALE_TEMPLATE_MS) {
      rmSync(full, { force: true })
    }
  }
  return file
}

/**
 * Unpacks a `dumpDataDir('none')` tarball into a folder, so a server process started on it finds a ready,
 * migrated cluster. Only what PGlite writes is handled: ustar files and folders with short names.
 */
export function extractDataDirTar(tar: Uint8Array, targetDir: string): void {
  const text = (from: number, length: number) => Buffer.from(tar.subarray(from, from + length)).toString('utf8').replace(/\0.*$/s, '')
  mkdirSync(targetDir, { recursive: true })
  let offset = 0
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const name = `${text(offset + 345, 155)}${text(offset, 100)}`
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8)
    const type = text(offset + 156, 1) || '0'
    const target = path.resolve(targetDir, `.${path.posix.normalize(`/${name}`)}`) // names are absolute: '/base/5/1255'
    offset += 512
    if (type === '5') mkdirSync(target, { recursive: true })
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, tar.subarray(offset, offset + size), { mode: 0o600 })
    } else throw new Error(`unexpected tar entry type ${type} for ${name}`)
    offset += Math.ceil(size / 512) * 512
  }
}

/** Server database names carry their creation time so leftovers of killed runs can be recognised. */
export const SERVER_TEMPLATE_PREFIX = 'nexo_tmpl_'
export const SERVER_TEST_PREFIX = 'nexo_test_'
const LEFTOVER_AGE_MS = 6 * 3600_000

/** A database name unique to this process and moment: `<prefix><ms since epoch>_<random>`. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}${Date.now()}_${randomBytes(4).toString('hex')}`
}

function urlForDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * Creates and migrates a template database on the server and returns its name. Its pool is closed before
 * returning: PostgreSQL refuses `CREATE DATABASE … TEMPLATE` while anyone is connected to the template.
 */
export async function createServerTemplate(serverUrl: string): Promise<string> {
  const name = uniqueDatabaseName(SERVER_TEMPLATE_PREFIX)
  await withAdminClient(serverUrl, async (admin) => {
    await dropLeftovers(admin)
    await admin.query(`CREATE DATABASE ${name}`)
  })
  const database = await openDatabase({ url: urlForDatabase(serverUrl, name), poolMax: 1 })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  // Nobody may connect to it from now on, so copies cannot fail on a stray session.
  await withAdminClient(serverUrl, (admin) => admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`))
  return name
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}

/** Test and template databases of runs that were killed before their cleanup, older than a few hours. */
async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${SERVER_TEMPLATE_PREFIX}%' OR datname LIKE '${SERVER_TEST_PREFIX}%'`,
  )
  for (const { datname } of rows) {
    const created = Number(/^nexo_(?:tmpl|test)_(\d+)_/.exec(datname)?.[1])
    if (Number.isFinite(created) && Date.now() - created > LEFTOVER_AGE_MS) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined)
    }
  }
}

export { urlForDatabase }

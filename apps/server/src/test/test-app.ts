import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import {
  SERVER_TEST_PREFIX,
  dropServerDatabase,
  ensurePgliteTemplateFile,
  extractDataDirTar,
  uniqueDatabaseName,
  urlForDatabase,
  withAdminClient,
} from './template-db'

export interface TestDatabase {
  database: Database
  /** Closes the connection and drops the throw-away database. */
  destroy(): Promise<void>
}

let pgliteTemplate: Promise<Blob> | undefined
/** The migrated PGlite template of this run (see global-setup.ts), read once per test process. */
function loadPgliteTemplate(): Promise<Blob> {
  // Outside the configured globalSetup (another vitest config) the cache file is found or built here.
  // Read into memory (30 MB): a file-backed Blob would break if the file were replaced while in use.
  pgliteTemplate ??= Promise.resolve(inject('pgliteTemplateFile') ?? ensurePgliteTemplateFile()).then((file) => new Blob([readFileSync(file)]))
  return pgliteTemplate
}

/**
 * Fills an empty PGlite data folder (the server's `${DATA_DIR}/pg`) with a copy of the migrated template, so a
 * test that starts the real server process skips initdb and the migrations (seconds, minutes on a loaded machine).
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  extractDataDirTar(new Uint8Array(await (await loadPgliteTemplate()).arrayBuffer()), dataDir)
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when DATABASE_URL is
 * set — a new database on that PostgreSQL server, dropped afterwards. Either way it is a copy of a template
 * migrated once per run, so each file still has a database of its own without paying initdb and migrations.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ loadDataDir: await loadPgliteTemplate() })
    return { database, destroy: () => database.close().catch(() => undefined) }
  }
  const template = inject('serverTemplateDatabase')
  const name = uniqueDatabaseName(SERVER_TEST_PREFIX)
  await withAdminClient(serverUrl, (admin) => admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`))
  const database = await openDatabase({ url: urlForDatabase(serverUrl, name), poolMax: 4 })
  if (!template) await database.migrate()
  return {
    database,
    destroy: async () => {
      await database.close().catch(() => undefined) // a test may have closed it already
      await dropServerDatabase(serverUrl, name)
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  /** Folder standing in for the built SPA (has an index.html). */
  webDistDir: string
  close(): Promise<void>
}

/** The real app on a fresh database, with a tiny stand-in SPA build so fallback routes can be tested. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const { database, destroy } = await createTestDatabase()
  const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-web-'))
  mkdirSync(path.join(webDistDir, 'assets'))
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><body><div id="root">nexo-spa</div></body></html>')
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)')
  // Uploads go to `${DATA_DIR}/uploads`: a folder of the test's own, not the developer's demo data in ./data.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-data-'))
  const config = testConfig({ WEB_DIST_DIR: webDistDir, DATA_DIR: dataDir, ...overrides })
  const app = await buildApp({ config, database })
  await app.ready()
  return {
    app,
    database,
    webDistDir,
    close: async () => {
      await app.close()
      await destroy()
      rmSync(webDistDir, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

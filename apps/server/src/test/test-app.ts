import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { openDatabase, type Database } from '../db/client'

export interface TestDatabase {
  database: Database
  /** Closes the connection and drops the throw-away database. */
  destroy(): Promise<void>
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set — a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({})
    await database.migrate()
    return { database, destroy: () => database.close().catch(() => undefined) }
  }
  const name = `nexo_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolMax: 4 })
  await database.migrate()
  return {
    database,
    destroy: async () => {
      await database.close().catch(() => undefined) // a test may have closed it already
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
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
  const config = testConfig({ WEB_DIST_DIR: webDistDir, ...overrides })
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
    },
  }
}

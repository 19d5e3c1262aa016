import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { multipart, PNG_BYTES } from './modules/auth/auth.test-support'
import { seedPgliteDataDir } from './test/test-app'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('server start with bad configuration', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://nope'],
  ])('%s=%s stops with a clear message and exit code 1', (key, value) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', [key]: value },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    expect(result.stderr).toContain(`${key}="${value}"`)
  })
})

/** Starts the real server process (`src/main.ts`) on a free port with a fresh database; resolves once it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Load shedding off: on a starved machine a sustained event-loop lag would (rightly) answer 503, which is not
    // what these tests are about (platform/load-shedding.test.ts is).
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info', LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Nexo is running at (http:\/\/[^\s]+)/.exec(output)
      if (match) {
        clearInterval(timer)
        resolve(match[1]!)
      }
    }, 50)
    void exited.then((code) => {
      clearInterval(timer)
      reject(new Error(`server exited with ${code} before listening:\n${output}`))
    })
  })
  return { child, url, exited, output: () => output }
}

/** A throw-away database on the PostgreSQL server when the tests run against one (DATABASE_URL), else PGlite. */
async function serverDatabaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-main-'))
  const cleanDir = () => rmSync(dataDir, { recursive: true, force: true })
  if (!serverUrl) {
    // A copy of the migrated template: the server resumes it instead of running initdb and every migration.
    await seedPgliteDataDir(path.join(dataDir, 'pg'))
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, drop: async () => cleanDir() }
  }
  const name = `nexo_main_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      cleanDir()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM it stops accepting, finishes the request in flight, closes jobs and database, and exits 0 in time', async () => {
    const database = await serverDatabaseEnv()
    const server = await startServer({ ...database.env, SHUTDOWN_TIMEOUT_MS: '10000' })
    try {
      // An upload still arriving when the signal comes: headers and half of the body now, the rest later.
      const body = multipart({}, { filename: 'logo.png', contentType: 'image/png', bytes: PNG_BYTES })
      const half = Math.floor(body.payload.length / 2)
      const request = http.request(`${server.url}/api/v1/auth/signup/logo`, {
        method: 'POST',
        headers: { ...body.headers, 'content-length': String(body.payload.length) },
      })
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on('response', (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => void (text += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        })
        request.on('error', reject)
      })
      request.write(body.payload.subarray(0, half))
      await vi.waitFor(() => expect(server.output()).toContain('/api/v1/auth/signup/logo'), { timeout: 10_000, interval: 20 })

      const t0 = Date.now()
      server.child.kill('SIGTERM')
      await vi.waitFor(() => expect(server.output()).toContain('shutting down'), { timeout: 5000, interval: 20 })
      // No new connections once shutdown has begun…
      await vi.waitFor(() => expect(fetch(`${server.url}/api/health`)).rejects.toThrow(), { timeout: 5000, interval: 50 })
      // …while the one in flight completes normally.
      request.end(body.payload.subarray(half))
      const answer = await response
      expect(answer.status).toBe(201)
      expect(JSON.parse(answer.body)).toMatchObject({ fileId: expect.any(String), mimeType: 'image/png' })

      expect(await server.exited).toBe(0)
      expect(Date.now() - t0).toBeLessThan(10_000)
      expect(server.output()).toContain('shut down cleanly')
      expect(server.output()).not.toContain('deadline passed')
    } finally {
      server.child.kill('SIGKILL')
      await database.drop()
    }
    // Most of it is the server's first start on an empty PGlite (initdb + migrations), minutes on a loaded machine.
  }, 300_000)

  it('a request that never finishes does not hold the process: it exits with code 1 at SHUTDOWN_TIMEOUT_MS', async () => {
    const database = await serverDatabaseEnv()
    const server = await startServer({ ...database.env, SHUTDOWN_TIMEOUT_MS: '2000' })
    try {
      const body = multipart({}, { filename: 'logo.png', contentType: 'image/png', bytes: PNG_BYTES })
      const request = http.request(`${server.url}/api/v1/auth/signup/logo`, {
        method: 'POST',
        headers: { ...body.headers, 'content-length': String(body.payload.length) },
      })
      request.on('error', () => undefined) // the server goes away mid-request, as intended
      request.write(body.payload.subarray(0, 10))
      await vi.waitFor(() => expect(server.output()).toContain('/api/v1/auth/signup/logo'), { timeout: 10_000, interval: 20 })

      const t0 = Date.now()
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(1)
      const elapsed = Date.now() - t0
      expect(elapsed).toBeGreaterThanOrEqual(1900)
      expect(elapsed).toBeLessThan(8000)
      expect(server.output()).toContain('shutdown deadline passed')
      request.destroy()
    } finally {
      server.child.kill('SIGKILL')
      await database.drop()
    }
  }, 300_000)
})

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`)
}

/** Starts the real server (built SPA + API) on a fresh embedded database with a small demo data set. */
export default async function setup(project: TestProject) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_COMPANIES: process.env.E2E_SEED_COMPANIES ?? '300',
      LOG_LEVEL: 'warn',
      // Mails link back to the address the browser uses; a cheap captcha keeps journeys quick.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Journeys read activation and e-mail change links from the development mailbox (off unless asked for).
      DEV_MAILBOX: 'true',
      ALTCHA_COST: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(baseUrl, server, 150_000)
  project.provide('baseUrl', baseUrl)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

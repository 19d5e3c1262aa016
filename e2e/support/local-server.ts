/**
 * The real server (main.ts: built SPA + API) on a free port and a throw-away data folder, as the journeys
 * (global-setup.ts) and the first-load benchmarks (bench/serve-site.ts) start it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

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

export interface LocalServer {
  baseUrl: string
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>
}

/** On the embedded database (PGlite) with demo data; `env` adds to or overrides the defaults (NODE_ENV, SEED_COMPANIES …). */
export async function startLocalServer({ env, healthTimeoutMs }: { env: Record<string, string>; healthTimeoutMs: number }): Promise<LocalServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-server-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    // Mails and pages link back to the address the browser uses.
    // Journeys and benchmarks load pages from one address far faster than a person: no server-rendering budget.
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SSR_RENDERS_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(baseUrl, server, healthTimeoutMs)
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM')
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Starts the site as `npm start` does (main.ts, production mode, embedded database with demo data) on a free port
 * and a throw-away data folder, for the first-load benchmarks (lighthouse.ts, long-tasks.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

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
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`)
}

/** Serves apps/web/dist as built; `seedCompanies` sizes the demo directory (`npm start` seeds 7,500). */
export async function serveSite(seedCompanies: string, log: (message: string) => void): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-first-load-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_COMPANIES: seedCompanies,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const started = Date.now()
  await waitForHealth(baseUrl, server, 300_000)
  log(`server healthy on ${baseUrl} after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM')
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A listed company of the demo directory, found the way a visitor would: searching for it. */
export async function companyDetailPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/search/companies?q=estampado&limit=1`)
  if (!res.ok) throw new Error(`search answered ${res.status}`)
  const body = (await res.json()) as { items: { id: string }[] }
  const id = body.items[0]?.id
  if (!id) throw new Error('the demo directory has no company for "estampado"')
  return `/search-detail/${encodeURIComponent(id)}`
}

/** Issue 11's four first-load pages. */
export async function firstLoadPages(baseUrl: string): Promise<string[]> {
  return ['/', '/search-result?q=estampado', await companyDetailPath(baseUrl), '/marketplace']
}

/** `/search-detail/<uuid>` → `/search-detail/:id`, for tables. */
export const shownPath = (page: string) =>
  page.replace(/^\/search-detail\/.+/, '/search-detail/:id').replace(/^\/events\/event-info\/.+/, '/events/event-info/:id').replace(/^\/insighs-post\/[^/]+/, '/insighs-post/:id')

/**
 * A server for the load benchmarks (ssr-renders.ts, mixed-load.ts): `node --import tsx apps/server/src/main.ts` of this
 * checkout or of another one (`BENCH_SERVER_DIR`, e.g. a `git worktree` of an earlier commit, to compare before and
 * after), on a free port, on a copy of a seeded data folder (`BENCH_DATA_DIR`, made once with
 * `DATA_DIR=… npm run seed -- --companies N`, or by a first `npm start`) or on a fresh one seeded with
 * `BENCH_COMPANIES` companies (7,500 takes about a minute here). The copy is removed when the server stops.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLOCK_TICKS = 100 // USER_HZ on Linux

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** User + system CPU seconds of a process so far (from /proc; 0 when it is gone). */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return 0
  }
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

export interface BenchServer {
  baseUrl: string
  pid: number
  /** Which checkout it runs, for the report. */
  label: string
  stop(): Promise<void>
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`)
}

/** Starts the server; `env` adds to the benchmark's defaults (no rate limits, no render budget, logs at warn). */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? repoRoot)
  const source = process.env.BENCH_DATA_DIR
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-'))
  if (source) {
    if (!existsSync(path.join(source, 'pg'))) throw new Error(`BENCH_DATA_DIR=${source} has no pg/ folder`)
    for (const entry of readdirSync(source)) cpSync(path.join(source, entry), path.join(dataDir, entry), { recursive: true })
  }
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_COMPANIES: process.env.BENCH_COMPANIES ?? '7500',
      // Many requests from one address: the per-client limits would measure themselves.
      DISABLE_RATE_LIMIT: 'true',
      SSR_RENDERS_PER_MINUTE: '0',
      // The built web app of this checkout unless told (a worktree may have none of its own).
      WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR ?? path.join(serverDir, 'apps/web/dist'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitUntilUp(baseUrl, child, 600_000)
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    label: path.relative(path.dirname(repoRoot), serverDir) || serverDir,
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Listed companies' ids, as a visitor finds them (search pages of 48). */
export async function companyIds(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ids.length < count; page += 1) {
    const res = await fetch(`${baseUrl}/api/v1/search/companies?limit=48&page=${page}`)
    if (!res.ok) throw new Error(`search answered ${res.status}`)
    const body = (await res.json()) as { items: { id: string }[] }
    if (body.items.length === 0) break
    ids.push(...body.items.map((item) => item.id))
  }
  return ids.slice(0, count)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the server is idle (under 10 % of a core for two seconds running, at most two minutes): after its
 * start it builds the text search postings and loads the server-rendering bundle in the background.
 */
export async function settle(pid: number): Promise<void> {
  const until = Date.now() + 120_000
  let quiet = 0
  let last = cpuSecondsOf(pid)
  while (quiet < 2 && Date.now() < until) {
    await sleep(1000)
    const now = cpuSecondsOf(pid)
    quiet = now - last < 0.1 ? quiet + 1 : 0
    last = now
  }
}

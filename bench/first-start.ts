/**
 * First-start benchmark (npm run bench:first-start): how long a fresh clone's `npm start` takes until the site is
 * up. Starts the server the way scripts/start.mjs does (`node --import tsx apps/server/src/main.ts`) with a new, empty
 * DATA_DIR on a free port, polls `GET /api/health` and `GET /`, and prints the wall time to healthy, the CPU seconds
 * the server used (user + system, from /proc: on a loaded machine wall time grows, CPU time much less), the load
 * average, and the server's own phase lines.
 *
 * FIRST_START_WITH_BUILD=1 runs `node scripts/start.mjs` itself instead (it also builds the web app when
 * apps/web/dist is missing or stale; touch a file under apps/web/src to force it); the CPU figure then includes the
 * build. FIRST_START_RUNS (default 1) repeats the measure. Issue 11's goal: healthy within 60 s on this machine idle.
 * It is a benchmark, not a test: it never fails on a time.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, repoRoot } from './bench-server'

const runs = Number(process.env.FIRST_START_RUNS ?? 1)
const withBuild = process.env.FIRST_START_WITH_BUILD === '1'
const TIMEOUT_MS = 600_000
const CLOCK_TICKS = 100 // USER_HZ on Linux

/** utime + stime + cutime + cstime of a process, in seconds (children count once they have been waited for). */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After "pid (comm) ", field 3 (state) is index 0: utime 14 → 11, stime 15 → 12, cutime 16 → 13, cstime 17 → 14.
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS
  } catch {
    return 0
  }
}

/** The CPU seconds of `pid` and every live descendant. */
function treeCpu(pid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length > 0) {
    const next = stack.pop()!
    total += cpuOf(next)
    stack.push(...(children.get(next) ?? []))
  }
  return total
}

async function isUp(base: string): Promise<boolean> {
  try {
    const health = await fetch(`${base}/api/health`)
    if (health.status !== 200) return false
    const home = await fetch(`${base}/`)
    return home.status === 200 && (await home.text()).includes('<div id="root"')
  } catch {
    return false
  }
}

interface RunResult {
  wallS: number
  cpuS: number
  loadBefore: number
  loadAfter: number
  lines: string[]
}

async function measure(): Promise<RunResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexo-first-start-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // The embedded database (no DATABASE_URL), as on a fresh clone.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
  delete env.DATABASE_URL
  const args = withBuild ? ['scripts/start.mjs'] : ['--import', 'tsx', 'apps/server/src/main.ts']
  const loadBefore = os.loadavg()[0]!
  const started = performance.now()
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = false
  child.on('exit', () => (exited = true))
  try {
    while (!(await isUp(base))) {
      if (exited) throw new Error(`the server exited before it was up:\n${lines.join('\n')}`)
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`not up after ${TIMEOUT_MS / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const wallS = (performance.now() - started) / 1000
    return { wallS, cpuS: treeCpu(child.pid!), loadBefore, loadAfter: os.loadavg()[0]!, lines }
  } finally {
    if (!exited) {
      process.kill(-child.pid!, 'SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (!withBuild && !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first (or FIRST_START_WITH_BUILD=1).')
  process.exit(1)
}
console.log(`First start: ${withBuild ? 'node scripts/start.mjs (with the web build when stale)' : 'the server alone (web app already built)'}, ${os.cpus().length} CPUs, ${runs} run(s)`)
const results: RunResult[] = []
for (let i = 0; i < runs; i++) {
  const result = await measure()
  results.push(result)
  console.log(result.lines.join('\n'))
  console.log(
    `run ${i + 1}: healthy after ${result.wallS.toFixed(1)} s wall, ${result.cpuS.toFixed(1)} s CPU; load average ${result.loadBefore.toFixed(1)} before, ${result.loadAfter.toFixed(1)} after`,
  )
}
if (runs > 1) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  console.log(`median: ${median(results.map((r) => r.wallS)).toFixed(1)} s wall, ${median(results.map((r) => r.cpuS)).toFixed(1)} s CPU`)
}

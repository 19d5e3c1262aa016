import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { sql } from 'drizzle-orm'
import { rows } from '../db/sql-rows'
import { createTestDatabase, type TestDatabase } from '../test/test-app'
import { createJobRunner, foundNothingToDo, type JobRunner } from './jobs'

let t: TestDatabase
const db = () => t.database.db
const logLines: string[] = []
let log: FastifyBaseLogger
const runners: JobRunner[] = []

beforeAll(async () => {
  t = await createTestDatabase()
  log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } }).log
})
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close(2000)))
})
afterAll(async () => {
  await t?.destroy()
})

/** A runner as one server instance would have it; closed after each test. */
function instance(name: string): JobRunner {
  const runner = createJobRunner({ db: db(), log, instanceId: name })
  runners.push(runner)
  return runner
}

type LeaseRow = {
  locked_by: string | null
  is_locked: boolean
  runs: number
  last_error: string | null
  has_finished: boolean
}

async function lease(name: string): Promise<LeaseRow> {
  const [row] = await rows<LeaseRow>(
    db(),
    sql`select locked_by, coalesce(locked_until > now(), false) as is_locked, runs, last_error, last_finished_at is not null as has_finished
          from job_leases where name = ${name}`,
  )
  return row!
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('job runner: once across instances', () => {
  it('four instances firing the same job at the same moment run it once; again only after its interval', async () => {
    const name = 'test.concurrent'
    const started: string[] = []
    const fleet = ['a', 'b', 'c', 'd'].map((id) => {
      const runner = instance(`instance-${id}`)
      runner.register({
        name,
        everyMs: 60_000,
        run: async () => {
          started.push(id)
          await sleep(50)
        },
      })
      return runner
    })

    const first = await Promise.all(fleet.map((runner) => runner.runIfDue(name)))
    expect(first.filter((o) => o.status === 'completed')).toHaveLength(1)
    // 'locked' while the winner runs, 'not-due' when it had already finished: either way, not run.
    expect(first.filter((o) => o.status === 'skipped')).toHaveLength(3)
    expect(started).toHaveLength(1)
    expect(await lease(name)).toMatchObject({ locked_by: null, is_locked: false, runs: 1, last_error: null, has_finished: true })

    // Within the interval nobody runs it, on any instance.
    const second = await Promise.all(fleet.map((runner) => runner.runIfDue(name)))
    expect(second.map((o) => o.status === 'skipped' && o.reason)).toEqual(['not-due', 'not-due', 'not-due', 'not-due'])

    // One interval later (moved back in the database, whose clock decides), exactly one instance runs it again.
    await db().execute(sql`update job_leases set last_started_at = now() - interval '61 seconds' where name = ${name}`)
    const third = await Promise.all(fleet.map((runner) => runner.runIfDue(name)))
    expect(third.filter((o) => o.status === 'completed')).toHaveLength(1)
    expect(started).toHaveLength(2)
    expect((await lease(name)).runs).toBe(2)
  })

  it('two started runners on one database run a job once per interval, never overlapping', async () => {
    const name = 'test.timers'
    const everyMs = 400
    const starts: number[] = []
    let concurrent = 0
    let maxConcurrent = 0
    for (const id of ['x', 'y']) {
      const runner = instance(`instance-${id}`)
      runner.register({
        name,
        everyMs,
        run: async () => {
          concurrent++
          maxConcurrent = Math.max(maxConcurrent, concurrent)
          // The start as the database recorded it: the clock the lease is judged by.
          const [row] = await rows<{ ms: number }>(db(), sql`select extract(epoch from last_started_at) * 1000 as ms from job_leases where name = ${name}`)
          starts.push(Number(row!.ms))
          await sleep(30)
          concurrent--
        },
      })
      runner.start()
    }
    await vi.waitFor(() => expect(starts.length).toBeGreaterThanOrEqual(4), { timeout: 15_000, interval: 50 })
    await Promise.all(runners.splice(0).map((runner) => runner.close(2000)))

    expect(maxConcurrent).toBe(1)
    const gaps = starts.slice(1).map((ms, i) => ms - starts[i]!)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(everyMs)
    expect((await lease(name)).runs).toBe(starts.length)
  })

  it("takes over a crashed instance's job once its lease has expired", async () => {
    const name = 'test.takeover'
    // What an instance that died mid-run leaves behind: a lease it will never release.
    await db().execute(sql`
      insert into job_leases (name, locked_by, locked_until, last_started_at, runs)
      values (${name}, 'crashed-instance', now() + interval '1500 milliseconds', now() - interval '1 hour', 7)`)
    let ran = 0
    const survivor = instance('survivor')
    survivor.register({ name, everyMs: 60_000, maxRunMs: 5_000, run: async () => void ran++ })

    expect(await survivor.runNow(name)).toEqual({ status: 'skipped', reason: 'locked' })
    expect(await survivor.runIfDue(name)).toEqual({ status: 'skipped', reason: 'locked' })
    expect(ran).toBe(0)

    // Started, it wakes up when the dead lease expires (not a whole interval later) and runs the job.
    survivor.start()
    await vi.waitFor(() => expect(ran).toBe(1), { timeout: 10_000, interval: 50 })
    await vi.waitFor(async () => expect(await lease(name)).toMatchObject({ locked_by: null, runs: 8, has_finished: true }), { timeout: 5000 })
  })
})

describe('job runner: failures, run time, shutdown', () => {
  it('records a failure in last_error and the log, releases the lease, and clears the error on the next success', async () => {
    const name = 'test.failing'
    let shouldFail = true
    const runner = instance('solo')
    runner.register({
      name,
      everyMs: 60_000,
      run: async () => {
        if (shouldFail) throw new Error('disk on fire')
        return { removed: 2 }
      },
    })
    const failed = await runner.runNow(name)
    expect(failed.status).toBe('failed')
    expect(await lease(name)).toMatchObject({ locked_by: null, is_locked: false, last_error: 'Error: disk on fire' })
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; job?: string; err?: { message: string } })
    expect(logged.find((entry) => entry.msg === 'job failed' && entry.job === name)?.err?.message).toBe('disk on fire')

    shouldFail = false
    expect(await runner.runNow(name)).toMatchObject({ status: 'completed', result: { removed: 2 } })
    expect(await lease(name)).toMatchObject({ last_error: null, runs: 2 })
  })

  it('aborts a run that passes its maximum run time and records it; a run never overlaps itself in one instance', async () => {
    const name = 'test.slow'
    let signal: AbortSignal | undefined
    const runner = instance('solo')
    runner.register({
      name,
      everyMs: 60_000,
      maxRunMs: 150,
      run: ({ signal: s }) => {
        signal = s
        return new Promise((resolve) => s.addEventListener('abort', resolve))
      },
    })
    const [outcome, second] = await Promise.all([runner.runNow(name), runner.runNow(name)])
    expect(second).toEqual({ status: 'skipped', reason: 'running-here' })
    expect(outcome.status).toBe('failed')
    expect(signal?.aborted).toBe(true)
    expect((await lease(name)).last_error).toBe('JobTimeoutError: ran longer than 150 ms')
  })

  it('close() waits for a running job, and stops scheduling', async () => {
    const name = 'test.drain'
    let finished = false
    const runner = instance('draining')
    runner.register({
      name,
      everyMs: 60_000,
      run: async () => {
        await sleep(300)
        finished = true
      },
    })
    const outcome = runner.runNow(name)
    await vi.waitFor(async () => expect((await lease(name))?.is_locked).toBe(true))
    await runner.close(5000)
    expect(finished).toBe(true)
    expect((await outcome).status).toBe('completed')
    expect(await lease(name)).toMatchObject({ locked_by: null, last_error: null })
    expect(await runner.runNow(name)).toEqual({ status: 'skipped', reason: 'stopped' })
  })

  it('close() gives up on a job at its deadline: the run is aborted and its lease released', async () => {
    const name = 'test.stuck'
    const runner = instance('stuck')
    runner.register({
      name,
      everyMs: 60_000,
      run: ({ signal }) => new Promise((resolve) => signal.addEventListener('abort', resolve)),
    })
    const outcome = runner.runNow(name)
    await vi.waitFor(async () => expect((await lease(name))?.is_locked).toBe(true))
    const t0 = Date.now()
    await runner.close(200)
    expect(Date.now() - t0).toBeLessThan(1500)
    expect((await outcome).status).toBe('failed')
    expect(await lease(name)).toMatchObject({ locked_by: null, last_error: 'RunnerStoppedError: the server is shutting down' })
  })
})

describe('job runner: log level of a completed run', () => {
  it('a run whose counts are all zero found nothing to do (logged at debug); any other result is logged at info', () => {
    expect(foundNothingToDo({ removed: 0 })).toBe(true)
    expect(foundNothingToDo({ imports: 0, rows: 0 })).toBe(true)
    expect(foundNothingToDo({ removed: 2 })).toBe(false)
    expect(foundNothingToDo({ imports: 0, rows: 3 })).toBe(false)
    expect(foundNothingToDo({ done: false })).toBe(false)
    expect(foundNothingToDo({})).toBe(false)
    expect(foundNothingToDo(undefined)).toBe(false)
    expect(foundNothingToDo(0)).toBe(false)
  })
})

/**
 * Scheduled work (expiries, reminders, clean-ups) inside the server process, run once across every instance.
 *
 * Each job has a row in `job_leases`. An instance runs a job only after taking its lease with one atomic statement
 * that succeeds when nobody holds an unexpired lease and the last run started at least one interval ago, both by
 * the database's clock: two instances firing at the same moment, or with skewed clocks, still run it once per
 * interval. The lease lasts the job's maximum run time, so a crashed holder blocks the job no longer than that.
 * See docs/decisions/012-jobs-and-shutdown.md.
 */
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as sleepFor } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import { rows } from '../db/sql-rows'
import { errorForLog } from './errors'

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-job runner of this instance (tests call `app.jobs.runNow(name)`). */
    jobs: JobRunner
  }
}

/** What a run receives: `signal` aborts when the run passes its maximum run time or the server shuts down. */
export interface JobContext {
  signal: AbortSignal
  log: FastifyBaseLogger
}

/** A scheduled job: `run` is started at most once per `everyMs` across all instances. */
export interface JobDefinition {
  /** Unique, stable name: the lease row's key (e.g. `sessions.purge-stale`). */
  name: string
  everyMs: number
  /** Longest a run may take; the lease lasts this long. Defaults to the interval, at most 10 minutes. */
  maxRunMs?: number
  /** Whatever it answers is logged (e.g. `{ removed: 3 }`); throwing records the error in `last_error`. */
  run(context: JobContext): Promise<unknown>
}

/** Why a run did not happen. */
export type JobSkipReason = 'not-due' | 'locked' | 'running-here' | 'stopped'

/** The outcome of one attempt to run a job. */
export type JobRunOutcome =
  | { status: 'completed'; result: unknown; durationMs: number }
  | { status: 'failed'; error: Error; durationMs: number }
  | { status: 'skipped'; reason: JobSkipReason }

export interface JobRunner {
  /** This instance's name in `job_leases.locked_by`. */
  readonly instanceId: string
  /** Adds a job; call before `start()`. */
  register(job: JobDefinition): void
  /** Schedules every job: each instance checks a job when it becomes due (timers never keep the process alive). */
  start(): void
  /** Runs the job when it is due and no instance holds it (what the timers do). */
  runIfDue(name: string): Promise<JobRunOutcome>
  /** Runs the job now even if it is not due, still never while another run holds its lease (tests, operators). */
  runNow(name: string): Promise<JobRunOutcome>
  /**
   * Stops scheduling, waits for running jobs up to `deadlineMs`, then aborts their signals and returns; an
   * abandoned run's lease simply expires.
   */
  close(deadlineMs?: number): Promise<void>
}

export interface JobRunnerOptions {
  db: Db
  log: FastifyBaseLogger
  /** Defaults to host name, process id and a random suffix (two runners in one process stay distinct). */
  instanceId?: string
}

const MAX_DEFAULT_RUN_MS = 10 * 60_000
/** Waits between checks: never busy-loop on a lease about to expire, never sleep past the interval. */
const MIN_CHECK_DELAY_MS = 50
/** Spread instances that would otherwise wake in lockstep and all ask the database at once. */
const CHECK_JITTER_MS = 250
const MAX_ERROR_LENGTH = 2000

class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

class RunnerStoppedError extends Error {
  override name = 'RunnerStoppedError'
}

interface JobState {
  job: Required<Pick<JobDefinition, 'maxRunMs'>> & JobDefinition
  timer: NodeJS.Timeout | null
  /**
   * Set while this instance attempts the job and, when a run ignored its signal past its deadline, until that run
   * really ends: this instance never overlaps a job with itself.
   */
  running: Promise<unknown> | null
  controller: AbortController | null
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value))
}

/** Creates a runner over the `job_leases` table; one per server instance (app.jobs). */
export function createJobRunner({ db, log, instanceId }: JobRunnerOptions): JobRunner {
  const me = instanceId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const jobs = new Map<string, JobState>()
  /** Attempts under way (lease round-trip, run, release): what close() waits for. */
  const inFlight = new Set<Promise<void>>()
  let isStarted = false
  let isStopped = false

  function stateOf(name: string): JobState {
    const state = jobs.get(name)
    if (!state) throw new Error(`Unknown job "${name}"`)
    return state
  }

  /** One statement decides: free (never held, released, or expired) and, unless forced, due. */
  async function takeLease(state: JobState, force: boolean): Promise<boolean> {
    const { name, everyMs, maxRunMs } = state.job
    const taken = await rows<{ runs: number }>(
      db,
      sql`
      insert into job_leases as l (name, locked_by, locked_until, last_started_at, runs)
      values (${name}, ${me}, now() + ${maxRunMs}::float8 * interval '1 millisecond', now(), 1)
      on conflict (name) do update
         set locked_by = excluded.locked_by,
             locked_until = excluded.locked_until,
             last_started_at = excluded.last_started_at,
             runs = l.runs + 1
       where (l.locked_until is null or l.locked_until < now())
         and (${force}::boolean or l.last_started_at is null
              or l.last_started_at <= now() - ${everyMs}::float8 * interval '1 millisecond')
      returning l.runs`,
    )
    return taken.length === 1
  }

  /** Releases the lease and records the outcome, only if this instance still holds it. */
  async function releaseLease(name: string, error: Error | null): Promise<void> {
    // A database error's message quotes values (personal data): keep what errorForLog keeps.
    const safe = error ? (errorForLog(error).err as { message?: unknown; name?: unknown }) : null
    const message = error && safe ? `${error.name}: ${String(safe === (error as unknown) ? error.message : safe.message)}`.slice(0, MAX_ERROR_LENGTH) : null
    await db.execute(sql`
      update job_leases
         set locked_by = null, locked_until = null, last_finished_at = now(), last_error = ${message}
       where name = ${name} and locked_by = ${me}`)
  }

  /**
   * Milliseconds until the job may next be taken (the later of "one interval since the last start" and "lease
   * expiry"), and whether a lease is held now.
   */
  async function readLease(state: JobState): Promise<{ msUntilDue: number; isLocked: boolean }> {
    const [row] = await rows<{ ms: number | null; is_locked: boolean }>(
      db,
      sql`
      select ceil(extract(epoch from (greatest(
               last_started_at + ${state.job.everyMs}::float8 * interval '1 millisecond',
               coalesce(locked_until, '-infinity'::timestamptz)) - now())) * 1000)::float8 as ms,
             coalesce(locked_until >= now(), false) as is_locked
        from job_leases where name = ${state.job.name}`,
    )
    return { msUntilDue: row?.ms == null ? 0 : Math.max(0, Number(row.ms)), isLocked: row?.is_locked === true }
  }

  async function execute(state: JobState, force: boolean): Promise<JobRunOutcome> {
    const { job } = state
    if (!(await takeLease(state, force))) {
      return { status: 'skipped', reason: force || (await readLease(state)).isLocked ? 'locked' : 'not-due' }
    }
    const controller = new AbortController()
    const t0 = performance.now()
    const runLog = log.child({ job: job.name })
    // A job that throws synchronously is still a failed run, not a crash of the timer.
    const work = Promise.resolve().then(() => job.run({ signal: controller.signal, log: runLog }))
    let isWorkSettled = false
    // Registered before the race below, so this flag is set by the time the race's outcome is seen.
    const settled = work.then(
      () => void (isWorkSettled = true),
      () => void (isWorkSettled = true),
    )
    state.running = settled
    state.controller = controller
    let timeout: NodeJS.Timeout | undefined
    const overrun = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => {
        const error = new JobTimeoutError(`ran longer than ${job.maxRunMs} ms`)
        controller.abort(error)
        reject(error)
      }, job.maxRunMs)
      timeout.unref()
    })
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(toError(controller.signal.reason)), { once: true })
    })
    let outcome: JobRunOutcome
    try {
      const result = await Promise.race([work, overrun, aborted])
      outcome = { status: 'completed', result, durationMs: Math.round(performance.now() - t0) }
      // A run that found nothing to do (every count 0) is debug: jobs ticking every few seconds would bury the log.
      runLog[foundNothingToDo(result) ? 'debug' : 'info']({ result, durationMs: outcome.durationMs }, 'job completed')
    } catch (error) {
      outcome = { status: 'failed', error: toError(error), durationMs: Math.round(performance.now() - t0) }
      runLog.error({ ...errorForLog(outcome.error), durationMs: outcome.durationMs }, 'job failed')
    } finally {
      clearTimeout(timeout)
    }
    try {
      await releaseLease(job.name, outcome.status === 'failed' ? outcome.error : null)
    } catch (error) {
      // The lease then expires on its own after maxRunMs.
      runLog.error(errorForLog(error), 'could not release the job lease')
    }
    const forget = () => {
      if (state.running === settled) state.running = null
      if (state.controller === controller) state.controller = null
    }
    // A run that ignored its signal past its deadline is still going: this instance does not start it again
    // until it has really ended (other instances may, once the lease has expired).
    if (isWorkSettled) forget()
    else void settled.then(forget)
    return outcome
  }

  async function attempt(name: string, force: boolean): Promise<JobRunOutcome> {
    const state = stateOf(name)
    if (isStopped) return { status: 'skipped', reason: 'stopped' }
    if (state.running) return { status: 'skipped', reason: 'running-here' }
    // Claimed synchronously, so a second call in this process during the lease round-trip sees it; close() waits
    // for it too.
    let release!: () => void
    const claim = new Promise<void>((resolve) => (release = resolve))
    state.running = claim
    inFlight.add(claim)
    try {
      return await execute(state, force)
    } catch (error) {
      // The database could not be asked (down, closing): nothing ran.
      const failure = toError(error)
      log.error({ ...errorForLog(failure), job: name }, 'job lease could not be taken')
      return { status: 'failed', error: failure, durationMs: 0 }
    } finally {
      if (state.running === claim) state.running = null
      inFlight.delete(claim)
      release()
    }
  }

  function schedule(state: JobState, delayMs: number) {
    if (isStopped) return
    if (state.timer) clearTimeout(state.timer)
    const delay = Math.min(Math.max(delayMs, MIN_CHECK_DELAY_MS), state.job.everyMs) + Math.random() * CHECK_JITTER_MS
    state.timer = setTimeout(() => void tick(state), delay)
    state.timer.unref()
  }

  async function tick(state: JobState) {
    state.timer = null
    await attempt(state.job.name, false)
    if (isStopped) return
    let delay = state.job.everyMs
    try {
      delay = (await readLease(state)).msUntilDue
    } catch (error) {
      // During shutdown the database may already be closing: nothing to report then.
      if (!isStopped) log.warn({ ...errorForLog(error), job: state.job.name }, 'could not read when the job is due; checking again after its interval')
    }
    schedule(state, delay)
  }

  return {
    instanceId: me,

    register(job) {
      if (jobs.has(job.name)) throw new Error(`Job "${job.name}" is registered twice`)
      if (!(job.everyMs > 0)) throw new Error(`Job "${job.name}" needs everyMs > 0`)
      const maxRunMs = job.maxRunMs ?? Math.min(job.everyMs, MAX_DEFAULT_RUN_MS)
      const state: JobState = { job: { ...job, maxRunMs }, timer: null, running: null, controller: null }
      jobs.set(job.name, state)
      if (isStarted) schedule(state, 0)
    },

    start() {
      if (isStarted || isStopped) return
      isStarted = true
      for (const state of jobs.values()) schedule(state, 0)
    },

    runIfDue: (name) => attempt(name, false),
    runNow: (name) => attempt(name, true),

    async close(deadlineMs = 10_000) {
      isStopped = true
      for (const state of jobs.values()) {
        if (state.timer) clearTimeout(state.timer)
        state.timer = null
      }
      if (inFlight.size === 0) return
      const waitFor = (ms: number) =>
        new Promise<false>((resolve) => {
          setTimeout(() => resolve(false), ms).unref()
        })
      const allDone = () => Promise.allSettled([...inFlight]).then(() => true as const)
      if (await Promise.race([allDone(), waitFor(deadlineMs)])) return
      const names = [...jobs.values()].filter((s) => s.controller).map((s) => s.job.name)
      log.warn({ jobs: names, deadlineMs }, 'jobs still running at shutdown: aborting them')
      for (const state of jobs.values()) state.controller?.abort(new RunnerStoppedError('the server is shutting down'))
      // The aborted attempts record their outcome and release their leases; a database that hangs is not waited for.
      await Promise.race([allDone(), waitFor(1000)])
    },
  }
}

export interface RegisterJobRunnerOptions {
  db: Db
  jobs: JobDefinition[]
  /** Start the timers once the app is ready (config JOBS_ENABLED); otherwise jobs run only through runNow. */
  isEnabled: boolean
  /** How long closing the app waits for running jobs before aborting them. */
  closeDeadlineMs: number
}

/** Decorates `app.jobs`, starts it when the app is ready and closes it (waiting for running jobs) with the app. */
export function registerJobRunner(app: FastifyInstance, { db, jobs, isEnabled, closeDeadlineMs }: RegisterJobRunnerOptions): void {
  const runner = createJobRunner({ db, log: app.log.child({ component: 'jobs' }) })
  for (const job of jobs) runner.register(job)
  app.decorate('jobs', runner)
  app.addHook('onReady', async () => {
    if (isEnabled) runner.start()
  })
  // onClose runs after the server stopped taking requests and drained those in flight, before the database closes.
  app.addHook('onClose', async () => runner.close(closeDeadlineMs))
}

/** True for a job result like `{ removed: 0 }` or `{ imports: 0, rows: 0 }`: counts, all zero. */
export function foundNothingToDo(result: unknown): boolean {
  if (result === null || typeof result !== 'object') return false
  const values = Object.values(result)
  return values.length > 0 && values.every((v) => v === 0)
}

/**
 * Starts a job now for work just queued (an uploaded import) rather than at its next tick. When this instance is
 * already running that job, the run takes the waiting work after what it is doing; should that run have just ended,
 * this asks again every second while `isStillWaiting()` (up to ten minutes).
 */
export async function startJobFor(jobs: JobRunner, name: string, isStillWaiting: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const outcome = await jobs.runNow(name)
    if (outcome.status !== 'skipped' || outcome.reason !== 'running-here') return
    await sleepFor(1000, undefined, { ref: false })
    if (!(await isStillWaiting())) return
  }
}

/**
 * One postings index per database, held by a worker thread (postings.engine.ts, ADR 049) and kept in step with the
 * database: built once in the background (queries use SQL until it is ready), from a snapshot on disk when one is
 * valid, then brought up to date before each use whenever the search generation (ADR 008) has moved, by reading
 * the rows written since the horizon of the last read (postings.repo.ts readHorizon). Refreshes run one at a time;
 * when too many slots are dead the worker compacts the index.
 *
 * What runs on this thread: the SQL of the refreshes (and, on PGlite, of the build: PGlite is in this thread), in
 * small batches with a turn of the event loop between them. Indexing, queries, compaction and snapshots run in
 * the worker.
 */
import type { Db } from '../../../db/client'
import { PostingsEngine } from './postings.engine'
import { UnsupportedQuery } from './postings-index'
import type { WorkerStats } from './postings.protocol'
import * as repo from './postings.repo'
import type { SnapshotMeta } from './postings.snapshot'

export interface SearchPostings {
  engine: PostingsEngine
  certificationSlugs: Map<number, string>
  categorySlugs: Map<number, string>
}

export interface PostingsOptions {
  /** The database's PostgreSQL server URL: the worker reads a full build's rows on a connection of its own. */
  url?: string
  /** The snapshot's file: written after a build, read on start. None: no snapshot. */
  snapshotFile?: string
  /** Dead slots past which the worker compacts the index (and past half of the live ones). */
  compactAtDeadSlots?: number
  /** Rows a request's refresh may read before it is answered (the catch-up goes on behind it). */
  catchUpBudget?: number
  /**
   * Memory this process may use (its RSS limit or the machine's memory): a build that would not fit, at twice the
   * index's size (a compaction holds the old and the new arrays), is declined and SQL answers. None: no check.
   */
  memoryLimitBytes?: number
  /** Tests: the build waits for this before the index is declared ready. */
  beforeReady?: () => Promise<void>
}

export interface PostingsStatus {
  /**
   * idle: never asked; building: SQL answers meanwhile; failed: the last build failed (the next use retries);
   * declined: the index would not fit in memory (`reason`), SQL answers, a build is tried again after a while.
   */
  state: 'idle' | 'building' | 'ready' | 'failed' | 'declined'
  reason?: string
  /** Companies indexed so far, and listed companies when the build started. */
  loaded: number
  total: number
  /** Where the ready index came from. */
  source: 'snapshot' | 'database' | null
  /**
   * A refresh read more than the catch-up budget and goes on in the background: answers meanwhile come from the
   * index as far as it has caught up (rows read so far of this refresh).
   */
  catchingUp: number | null
}

interface State extends SearchPostings {
  generation: string
  horizon: string
}

interface Holder {
  options: PostingsOptions
  engine: PostingsEngine | null
  state: State | null
  status: PostingsStatus
  /** The build under way. */
  building: Promise<State> | null
  /** Refreshes, one at a time. */
  queue: Promise<void>
  /** Rows read by a refresh that passed the catch-up budget (null: none is running past it). */
  catchingUp: number | null
  /** When the snapshot was last written or loaded (ms). */
  savedAt: number
  /** When a build was last declined for memory (ms). */
  declinedAt: number
}

/**
 * Rows per read on this thread: the first read's, then sized so that a read takes about BATCH_MS. PGlite runs
 * statements in this thread (and a row's process and material lexemes are computed by the read: ~1 ms a row on a
 * busy machine), so requests are answered between batches; a PostgreSQL server's reads grow to MAX_BATCH.
 */
const FIRST_BATCH = 25
const MIN_BATCH = 20
const MAX_BATCH = 2000
const BATCH_MS = 40
/** Rows per read in the worker (its own connection: nothing else waits on it). */
const WORKER_BATCH = 2000
/** Dead slots that trigger a compaction: above this and above half of the live ones. */
const COMPACT_DEAD_SLOTS = 5000
/**
 * Rows a request waits for a refresh to read (a write of a few companies is a few rows; a bulk import on another
 * instance can be tens of thousands): past it the request is answered from the index as far as it has caught up.
 */
const CATCH_UP_BUDGET = 2000
/** Bytes of index per listed company, with margin (ADR 049: ~1,130 of arrays and ~330 of worker heap measured). */
export const INDEX_BYTES_PER_COMPANY = 1600
/** A declined build is tried again after this long (the directory may have shrunk, or the limit been raised). */
const RETRY_DECLINED_MS = 10 * 60_000
/** A snapshot is written again after changes once it is this old. */
const SAVE_EVERY_MS = 10 * 60_000

const holders = new WeakMap<Db, Holder>()

function holderOf(db: Db): Holder {
  let h = holders.get(db)
  if (!h) {
    holders.set(
      db,
      (h = {
        options: {},
        engine: null,
        state: null,
        status: { state: 'idle', loaded: 0, total: 0, source: null, catchingUp: null },
        building: null,
        queue: Promise.resolve(),
        catchingUp: null,
        savedAt: 0,
        declinedAt: 0,
      }),
    )
  }
  return h
}

/** Where a database's postings come from and go to (main.ts; tests). Call before the first use. */
export function configurePostings(db: Db, options: PostingsOptions): void {
  holderOf(db).options = options
}

/** Whether the database's postings are ready, or how far their build is (health). */
export function postingsStatus(db: Db): PostingsStatus {
  const h = holderOf(db)
  return { ...h.status, catchingUp: h.catchingUp }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Every search row written since `since` (null: every listed row), read here batch by batch and applied in the worker. */
async function readInto(db: Db, engine: PostingsEngine, since: string | null, onBatch?: (rows: number) => void): Promise<WorkerStats | null> {
  let after: string | null = null
  // The worker applies a batch while the next is read; at most one batch waits in its queue.
  let applying: Promise<WorkerStats> | null = null
  let limit = FIRST_BATCH
  for (;;) {
    const started = performance.now()
    const batch = await repo.readSearchRows(db, { since, after, limit })
    const ms = performance.now() - started
    if (applying) await applying
    applying = engine.apply(batch)
    onBatch?.(batch.length)
    if (batch.length < limit) return applying
    limit = Math.round(Math.min(MAX_BATCH, Math.max(MIN_BATCH, (limit * BATCH_MS) / Math.max(ms, 1), limit / 2)))
    after = batch[batch.length - 1]!.id
    // Let requests waiting on the event loop run before the next batch.
    await nextTurn()
  }
}

/**
 * A snapshot may be used: same database, same migrations, a horizon this database has passed, and not older than
 * the tombstones' purge (repo.purgeRemoved): it could not learn of the companies deleted before.
 */
function snapshotFits(meta: SnapshotMeta, identity: repo.DatabaseIdentity, horizon: string, watermark: string): boolean {
  return meta.database === identity.database && meta.migration === identity.migration && BigInt(meta.horizon) <= BigInt(horizon) && BigInt(meta.horizon) >= BigInt(watermark)
}

/** The index's horizon is older than the tombstones' purge: deletions may have been missed, build it again. */
class StaleIndex extends Error {}

/** The index would not fit in the memory this process may use. */
export class IndexTooLarge extends Error {}

/** The capacity check before a build: twice the index's estimated size must fit beside what the process holds now. */
function checkCapacity(listed: number, limit: number | undefined): void {
  if (!limit) return
  const need = 2 * listed * INDEX_BYTES_PER_COMPANY
  const free = limit - process.memoryUsage().rss
  if (need > free) {
    const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
    throw new IndexTooLarge(`${listed} companies need about ${mb(need)} (twice the index, for a compaction); ${mb(Math.max(0, free))} of ${mb(limit)} is free`)
  }
}

async function build(db: Db, h: Holder, engine: PostingsEngine): Promise<State> {
  const { options } = h
  h.status = { state: 'building', loaded: 0, total: await repo.countListed(db), source: null, catchingUp: null }
  checkCapacity(h.status.total, options.memoryLimitBytes)
  const slugs = await repo.readSlugs(db)
  if (options.snapshotFile) {
    const [identity, current, watermark] = await Promise.all([repo.readIdentity(db), repo.readHorizon(db), repo.readPurgeWatermark(db)])
    const meta = await engine.load(options.snapshotFile)
    if (meta && snapshotFits(meta, identity, current.horizon, watermark)) {
      h.status.loaded = meta.companies
      // An empty generation: the first refresh catches up from the snapshot's horizon whatever the generation says.
      const state: State = { engine, certificationSlugs: slugs.certifications, categorySlugs: slugs.categories, generation: '', horizon: meta.horizon }
      await refresh(db, state)
      // Every listed row is in the index, and only those: else the snapshot was not this database's (a restored
      // backup, a re-created database), and a full build follows.
      const [stats, listed] = await Promise.all([engine.stats(), repo.countListed(db)])
      if (stats.size === listed) {
        h.status = { state: 'building', loaded: stats.size, total: listed, source: 'snapshot', catchingUp: null }
        h.savedAt = Date.now()
        return state
      }
    }
  }
  // An empty index (a rebuild reuses the worker). The horizon is read first: whatever changes while the rows are
  // read is read again by the next refresh.
  await engine.reset()
  const { generation, horizon } = await repo.readHorizon(db)
  if (options.url) {
    await engine.readAll(options.url, WORKER_BATCH, (loaded) => (h.status.loaded = loaded))
  } else {
    await readInto(db, engine, null, (rows) => (h.status.loaded += rows))
  }
  h.status.source = 'database'
  const state: State = { engine, certificationSlugs: slugs.certifications, categorySlugs: slugs.categories, generation, horizon }
  if (options.snapshotFile) void save(db, h, state)
  else await engine.compact()
  return state
}

/** Writes the snapshot of the index as it is after the refreshes queued so far (the worker answers in order). */
async function save(db: Db, h: Holder, state: State): Promise<void> {
  if (!h.options.snapshotFile) return
  h.savedAt = Date.now()
  try {
    const identity = await repo.readIdentity(db)
    await state.engine.save(h.options.snapshotFile, { ...identity, horizon: state.horizon, generation: state.generation, savedAt: new Date().toISOString() })
  } catch (error) {
    console.warn(`search postings: snapshot not written (${error instanceof Error ? error.message : String(error)})`)
  }
}

/** Reads what changed since the state's horizon into the worker. Resolves to the index's figures, null if nothing changed. */
async function refresh(db: Db, state: State, onRows?: (rows: number) => void): Promise<WorkerStats | null> {
  const { generation, horizon } = await repo.readHorizon(db)
  if (generation === state.generation) return null
  if (BigInt(state.horizon) < BigInt(await repo.readPurgeWatermark(db))) throw new StaleIndex()
  let read = 0
  const stats = await readInto(db, state.engine, state.horizon, (rows) => onRows?.((read += rows)))
  const removed = await repo.readRemoved(db, state.horizon)
  const after = removed.length > 0 ? await state.engine.apply([], removed) : stats
  const slugs = await repo.readSlugs(db)
  state.certificationSlugs = slugs.certifications
  state.categorySlugs = slugs.categories
  state.generation = generation
  state.horizon = horizon
  return after
}

function startBuild(db: Db, h: Holder): Promise<State> {
  if (h.building) return h.building
  if (!h.engine || h.engine.failed) h.engine = new PostingsEngine()
  const engine = h.engine
  const building = (async () => {
    const state = await build(db, h, engine)
    await h.options.beforeReady?.()
    return state
  })()
  h.building = building
  building.then(
    (state) => {
      // Ready after the refreshes already queued; the next use catches it up from its own horizon.
      h.queue = h.queue.then(() => {
        h.state = state
        h.status = { ...h.status, state: 'ready', loaded: h.status.total }
        if (h.building === building) h.building = null
      })
    },
    (error: unknown) => {
      if (error instanceof IndexTooLarge) {
        h.status = { ...h.status, state: 'declined', reason: error.message }
        h.declinedAt = Date.now()
        void engine.terminate()
        h.engine = null
      } else h.status = { ...h.status, state: 'failed' }
      if (h.building === building) h.building = null
    },
  )
  return building
}

/** The engine failed (its worker crashed): SQL answers, and the next use builds again. */
function dropFailed(h: Holder): void {
  h.state = null
  h.status = { state: 'failed', loaded: 0, total: 0, source: null, catchingUp: null }
}

/**
 * The database's postings, up to date with what it holds now; null while the first build runs (it is started
 * here when needed; the caller answers with SQL meanwhile).
 */
export async function currentPostings(db: Db): Promise<SearchPostings | null> {
  const h = holderOf(db)
  if (h.state?.engine.failed) dropFailed(h)
  if (!h.state) {
    if (h.status.state !== 'declined' || Date.now() - h.declinedAt > RETRY_DECLINED_MS) void startBuild(db, h).catch(() => undefined)
    return null
  }
  // A refresh past its budget is still reading: answered from the index as far as it has caught up, not queued
  // behind the rest of it.
  if (h.catchingUp !== null) return h.state
  const budget = h.options.catchUpBudget ?? CATCH_UP_BUDGET
  let overBudget!: (state: State) => void
  const budgetSpent = new Promise<State>((resolve) => (overBudget = resolve))
  const run = h.queue.then(async () => {
    const state = h.state!
    let stats: WorkerStats | null
    try {
      stats = await refresh(db, state, (rows) => {
        if (rows <= budget) return
        h.catchingUp = rows
        overBudget(state)
      })
    } catch (error) {
      if (!(error instanceof StaleIndex)) throw error
      // Idle for longer than the purge keeps tombstones: built again (SQL answers meanwhile).
      h.state = null
      void startBuild(db, h).catch(() => undefined)
      return null
    } finally {
      h.catchingUp = null
    }
    if (stats && stats.deadSlots > Math.max(h.options.compactAtDeadSlots ?? COMPACT_DEAD_SLOTS, stats.size / 2)) {
      // Queued in the worker behind this refresh; the queries after it wait for the compaction there, not here.
      if (h.options.snapshotFile) void save(db, h, state)
      else void state.engine.compact().catch(() => undefined)
    } else if (stats && h.options.snapshotFile && Date.now() - h.savedAt > SAVE_EVERY_MS) void save(db, h, state)
    return state
  })
  h.queue = run.then(
    () => undefined,
    () => undefined,
  )
  return Promise.race([run, budgetSpent])
}

/**
 * `use` on the database's up-to-date postings; null while they are first built, when `use` meets a query they
 * cannot answer (UnsupportedQuery), or when their worker has failed: the caller answers with SQL then.
 */
export async function withPostings<T>(db: Db, use: (postings: SearchPostings) => Promise<T>): Promise<T | null> {
  let postings: SearchPostings | null
  try {
    postings = await currentPostings(db)
  } catch (error) {
    if (holderOf(db).engine?.failed) return null
    throw error
  }
  if (!postings) return null
  try {
    return await use(postings)
  } catch (error) {
    if (error instanceof UnsupportedQuery || postings.engine.failed) return null
    throw error
  }
}

/** Builds the postings now and waits for them (start-up warm-up, tests). */
export async function loadPostings(db: Db): Promise<SearchPostings> {
  const h = holderOf(db)
  if (!h.state) {
    await startBuild(db, h)
    await h.queue
  }
  return (await currentPostings(db))!
}

/** Companies in the index and the bytes it holds (benchmarks, tests). */
export async function postingsStats(db: Db): Promise<WorkerStats | null> {
  const engine = holderOf(db).state?.engine
  return engine ? engine.stats() : null
}

/** Stops the database's worker and forgets its postings (the app's close; tests). */
export async function forgetPostings(db: Db): Promise<void> {
  const h = holders.get(db)
  holders.delete(db)
  await h?.engine?.terminate()
}

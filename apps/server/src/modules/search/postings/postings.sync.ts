/**
 * One PostingsIndex per database, kept in step with it: built once in the background (queries use SQL until it is
 * ready), then brought up to date before each use whenever the search generation (ADR 008) has moved, by reading
 * the rows written since the horizon of the last read (postings.repo.ts readHorizon). Refreshes run one at a time;
 * when too many slots are dead the index is rebuilt in the background and swapped in.
 */
import type { Db } from '../../../db/client'
import { PostingsIndex, UnsupportedQuery, type IndexedCompany } from './postings-index'
import * as repo from './postings.repo'
import { parseTsvector } from './tsvector-text'

export interface SearchPostings {
  index: PostingsIndex
  certificationSlugs: Map<number, string>
  categorySlugs: Map<number, string>
}

interface State extends SearchPostings {
  generation: string
  horizon: string
}

interface Holder {
  state: State | null
  /** The first build (or a rebuild) under way. */
  building: Promise<State> | null
  /** Refreshes and swaps, one at a time. */
  queue: Promise<void>
}

/**
 * Rows per read. Small enough that a statement and the JavaScript that indexes its rows take a fraction of a second
 * even on PGlite, which runs one statement at a time: a first start's visitors are answered between batches.
 */
const BATCH = 500
/** Dead slots that trigger a rebuild: above this and above half of the live ones. */
const REBUILD_DEAD_SLOTS = 5000

const holders = new WeakMap<Db, Holder>()

function holderOf(db: Db): Holder {
  let h = holders.get(db)
  if (!h) holders.set(db, (h = { state: null, building: null, queue: Promise.resolve() }))
  return h
}

function toCompany(r: repo.SearchRowText): IndexedCompany {
  return {
    id: r.id,
    listed: r.listed,
    isSupplier: r.is_supplier,
    state: r.state,
    categoryIds: r.category_ids,
    certificationIds: r.certification_ids,
    completeness: r.completeness,
    platinumUntil: r.platinum_ms,
    updatedAtMicros: Number(r.updated_us),
    searchVector: r.search_lexemes.map((lexeme) => ({ lexeme, weights: [] })),
    rankVector: parseTsvector(r.rank_vector),
    processLexemes: r.process_lexemes,
    materialLexemes: r.material_lexemes,
  }
}

/** Every search row written since `since` (null: every listed row), applied to `index` batch by batch. */
async function readInto(db: Db, index: PostingsIndex, since: string | null): Promise<void> {
  let after: string | null = null
  for (;;) {
    const batch = await repo.readSearchRows(db, { since, after, limit: BATCH })
    for (const row of batch) {
      if (row.listed) index.upsert(toCompany(row))
      else index.remove(row.id)
    }
    if (batch.length < BATCH) return
    after = batch[batch.length - 1]!.id
    // Let requests waiting on the event loop run before the next batch.
    await new Promise((resolve) => setImmediate(resolve))
  }
}

async function build(db: Db): Promise<State> {
  // The horizon is read first: whatever changes while the rows are read is read again by the next refresh.
  const { generation, horizon } = await repo.readHorizon(db)
  const index = new PostingsIndex()
  await readInto(db, index, null)
  const slugs = await repo.readSlugs(db)
  return { index, certificationSlugs: slugs.certifications, categorySlugs: slugs.categories, generation, horizon }
}

async function refresh(db: Db, state: State): Promise<void> {
  const { generation, horizon } = await repo.readHorizon(db)
  if (generation === state.generation) return
  await readInto(db, state.index, state.horizon)
  // A deleted company never comes back under the same id: removals are applied last.
  for (const id of await repo.readRemoved(db, state.horizon)) state.index.remove(id)
  const slugs = await repo.readSlugs(db)
  state.certificationSlugs = slugs.certifications
  state.categorySlugs = slugs.categories
  state.generation = generation
  state.horizon = horizon
}

function startBuild(db: Db, h: Holder): Promise<State> {
  if (h.building) return h.building
  const building = build(db)
  h.building = building
  building.then(
    (state) => {
      // Swapped in after the refreshes already queued; the next use catches it up from its own horizon.
      h.queue = h.queue.then(() => {
        h.state = state
        if (h.building === building) h.building = null
      })
    },
    () => {
      if (h.building === building) h.building = null
    },
  )
  return building
}

/**
 * The database's postings, up to date with what it holds now; null while the first build runs (it is started
 * here when needed; the caller answers with SQL meanwhile).
 */
export async function currentPostings(db: Db): Promise<SearchPostings | null> {
  const h = holderOf(db)
  if (!h.state) {
    void startBuild(db, h).catch(() => undefined)
    return null
  }
  const run = h.queue.then(async () => {
    const state = h.state!
    await refresh(db, state)
    if (!h.building && state.index.deadSlots > Math.max(REBUILD_DEAD_SLOTS, state.index.size / 2)) void startBuild(db, h).catch(() => undefined)
    return state
  })
  h.queue = run.then(
    () => undefined,
    () => undefined,
  )
  return run
}

/**
 * `use` on the database's up-to-date postings; null while they are first built, or when `use` meets a query they
 * cannot answer (UnsupportedQuery): the caller answers with SQL then.
 */
export async function withPostings<T>(db: Db, use: (postings: SearchPostings) => T): Promise<T | null> {
  const postings = await currentPostings(db)
  if (!postings) return null
  try {
    return use(postings)
  } catch (error) {
    if (error instanceof UnsupportedQuery) return null
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

/** Drops the database's postings (tests). */
export function forgetPostings(db: Db): void {
  holders.delete(db)
}

/**
 * The worker thread that holds a database's postings (ADR 049): it builds them, applies the changes the main thread
 * reads, answers searches, pools and holds, compacts, and writes and loads the snapshot, so none of that work runs
 * on the thread that answers requests. Started by postings.engine.ts; one message in, one answer out, in order.
 */
import { getHeapStatistics } from 'node:v8'
import { parentPort } from 'node:worker_threads'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db } from '../../../db/client'
import { PostingsIndex, UnsupportedQuery, type IndexedCompany } from './postings-index'
import type { WorkerReply, WorkerRequest, WorkerStats } from './postings.protocol'
import { readSearchRows, type SearchRowText } from './postings.repo'
import { readSnapshot, writeSnapshot } from './postings.snapshot'
import { parseTsvector } from './tsvector-text'

let index = new PostingsIndex()

function toCompany(r: SearchRowText): IndexedCompany {
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

function apply(rows: readonly SearchRowText[], removed: readonly string[]): void {
  for (const row of rows) {
    if (row.listed) index.upsert(toCompany(row))
    else index.remove(row.id)
  }
  // A deleted company never comes back under its id: removals are applied last.
  for (const id of removed) index.remove(id)
}

function stats(): WorkerStats {
  const arrays = index.memory()
  // This thread's V8 heap: the strings, maps and objects (the typed arrays' contents are outside it).
  const heap = getHeapStatistics().used_heap_size
  return { size: index.size, deadSlots: index.deadSlots, arrayBytes: Object.values(arrays).reduce((n, b) => n + b, 0), arrays, heapBytes: heap }
}

/** Every listed search row into the index, read on a connection of this thread's own (a PostgreSQL server). */
async function readAll(url: string, batch: number, progress: (loaded: number) => void): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' })
  pool.on('error', () => undefined)
  try {
    const db = drizzle(pool) as unknown as Db
    let after: string | null = null
    let loaded = 0
    for (;;) {
      const rows = await readSearchRows(db, { since: null, after, limit: batch })
      apply(rows, [])
      loaded += rows.length
      progress(loaded)
      if (rows.length < batch) return
      after = rows[rows.length - 1]!.id
    }
  } finally {
    await pool.end()
  }
}

async function handle(id: number, request: WorkerRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'readAll':
      await readAll(request.url, request.batch, (loaded) => parentPort!.postMessage({ id, progress: loaded } satisfies WorkerReply))
      return { value: stats() }
    case 'reset':
      index = new PostingsIndex()
      return { value: stats() }
    case 'apply':
      apply(request.rows, request.removed)
      return { value: stats() }
    case 'compact':
      index = PostingsIndex.fromImage(index.image())
      return { value: stats() }
    case 'stats':
      return { value: stats() }
    case 'search':
      return { value: index.search(request.query) }
    case 'pool':
      return { value: index.pool(request.query) }
    case 'holds': {
      const holds = index.holds(request.companyIds, request.tsqs)
      if (!holds) return { value: null }
      // One buffer for all the texts (thousands of small arrays would each be cloned).
      const n = request.companyIds.length
      const flat = new Uint8Array(holds.length * n)
      holds.forEach((bits, i) => flat.set(bits, i * n))
      return { value: flat, transfer: [flat.buffer] }
    }
    case 'save': {
      // Compacted first: the file holds no dead slot, and the index in memory loses its growth slack too.
      const img = index.image()
      index = PostingsIndex.fromImage(img)
      const bytes = await writeSnapshot(request.file, { ...request.meta, companies: img.ids.length }, img)
      return { value: { bytes } }
    }
    case 'load': {
      const snapshot = await readSnapshot(request.file)
      if (!snapshot) return { value: null }
      index = PostingsIndex.fromImage(snapshot.img)
      return { value: snapshot.meta }
    }
    case 'rankAll':
      return { value: index.rankAll(request.rankTsq) }
  }
}

// Requests are handled one at a time, in the order they came: an apply is never overtaken by a search.
let queue: Promise<void> = Promise.resolve()
parentPort!.on('message', (message: { id: number; request: WorkerRequest }) => {
  queue = queue.then(async () => {
    let reply: WorkerReply
    let transfer: ArrayBuffer[] | undefined
    try {
      const done = await handle(message.id, message.request)
      reply = { id: message.id, ok: true, value: done.value }
      transfer = done.transfer
    } catch (error) {
      reply = { id: message.id, ok: false, unsupported: error instanceof UnsupportedQuery, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }
    }
    parentPort!.postMessage(reply, transfer ?? [])
  })
})

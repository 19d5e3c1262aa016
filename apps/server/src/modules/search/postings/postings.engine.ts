/**
 * The main thread's handle on a postings worker (postings.worker.ts): each method is one message, answered in order.
 * A query the index cannot answer rejects with UnsupportedQuery, as the index itself throws it.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { UnsupportedQuery, type Holds, type PoolQuery, type PostingsConcept, type PostingsQuery, type PostingsResult } from './postings-index'
import type { WorkerReply, WorkerRequest, WorkerStats } from './postings.protocol'
import type { SearchRowText } from './postings.repo'
import type { SnapshotMeta } from './postings.snapshot'

/** What the worker reads of a concept (callers pass compiled concepts that carry much more: not copied over). */
const bare = (c: PostingsConcept): PostingsConcept => ({ tsq: c.tsq, weight: c.weight, certificationIds: c.certificationIds })

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  progress?: (n: number) => void
}

/**
 * The worker's entry. Run by tsx (the server and the tests run TypeScript), a worker needs tsx's loader registered
 * before it imports its module: Node 20 registers `--import` loaders of a worker too late for its entry file.
 */
function workerSource(): { code: string; eval: true } | { file: URL; eval: false } {
  const entry = new URL(`./postings.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url)
  if (!entry.pathname.endsWith('.ts')) return { file: entry, eval: false }
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs')
  return { code: `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`, eval: true }
}

export class PostingsEngine {
  private readonly worker: Worker
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  private failure: Error | null = null

  constructor() {
    const source = workerSource()
    this.worker = source.eval ? new Worker(source.code, { eval: true }) : new Worker(source.file)
    // The worker never keeps the process alive: a server stops when its sockets close.
    this.worker.unref()
    this.worker.on('message', (reply: WorkerReply) => {
      const pending = this.pending.get(reply.id)
      if (!pending) return
      if ('progress' in reply) return pending.progress?.(reply.progress)
      this.pending.delete(reply.id)
      if (reply.ok) pending.resolve(reply.value)
      else pending.reject(reply.unsupported ? new UnsupportedQuery(reply.message) : new Error(`search postings worker: ${reply.message}`))
    })
    const fail = (error: Error) => {
      this.failure ??= error
      for (const pending of this.pending.values()) pending.reject(error)
      this.pending.clear()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`search postings worker exited (${code})`)))
  }

  /** The worker stopped (crashed or terminated): every request rejects. */
  get failed(): boolean {
    return this.failure !== null
  }

  private request<T>(request: WorkerRequest, progress?: (n: number) => void): Promise<T> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, progress })
      this.worker.postMessage({ id, request })
    })
  }

  reset(): Promise<WorkerStats> {
    return this.request({ op: 'reset' })
  }

  apply(rows: SearchRowText[], removed: string[] = []): Promise<WorkerStats> {
    return this.request({ op: 'apply', rows, removed })
  }

  readAll(url: string, batch: number, progress: (loaded: number) => void): Promise<WorkerStats> {
    return this.request({ op: 'readAll', url, batch }, progress)
  }

  compact(): Promise<WorkerStats> {
    return this.request({ op: 'compact' })
  }

  stats(): Promise<WorkerStats> {
    return this.request({ op: 'stats' })
  }

  search(query: PostingsQuery): Promise<PostingsResult> {
    return this.request({ op: 'search', query: { ...query, concepts: query.concepts.map(bare) } })
  }

  pool(query: PoolQuery): Promise<{ id: string; pre: number }[]> {
    return this.request({ op: 'pool', query: { ...query, concepts: query.concepts.map(bare), candidateConcepts: query.candidateConcepts.map(bare) } })
  }

  /** postings-index `holds`, from one buffer of texts × companies. */
  async holds(companyIds: readonly string[], tsqs: readonly string[]): Promise<Holds | null> {
    const flat = await this.request<Uint8Array | null>({ op: 'holds', companyIds: [...companyIds], tsqs: [...tsqs] })
    if (!flat) return null
    const n = companyIds.length
    return tsqs.map((_, i) => flat.subarray(i * n, (i + 1) * n))
  }

  rankAll(rankTsq: string): Promise<Map<string, number>> {
    return this.request({ op: 'rankAll', rankTsq })
  }

  save(file: string, meta: Omit<SnapshotMeta, 'companies'>): Promise<{ bytes: number }> {
    return this.request({ op: 'save', file, meta })
  }

  load(file: string): Promise<SnapshotMeta | null> {
    return this.request({ op: 'load', file })
  }

  async terminate(): Promise<void> {
    await this.worker.terminate()
  }
}

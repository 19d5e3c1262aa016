/** Messages between the main thread and the postings worker (postings.worker.ts, postings.engine.ts). */
import type { PoolQuery, PostingsQuery } from './postings-index'
import type { SearchRowText } from './postings.repo'
import type { SnapshotMeta } from './postings.snapshot'

export type WorkerRequest =
  /** An empty index (a full build starts with it). */
  | { op: 'reset' }
  /** Rows written (listed: upserted, else removed), then the companies deleted. */
  | { op: 'apply'; rows: SearchRowText[]; removed: string[] }
  /** Every listed search row, read by the worker itself on its own connection to a PostgreSQL server. */
  | { op: 'readAll'; url: string; batch: number }
  | { op: 'compact' }
  | { op: 'stats' }
  | { op: 'search'; query: PostingsQuery }
  | { op: 'pool'; query: PoolQuery }
  | { op: 'holds'; companyIds: string[]; tsqs: string[] }
  | { op: 'rankAll'; rankTsq: string }
  /** Benchmarks only: every company copied `copies` times under new ids (a directory size the database lacks). */
  /** Compacts, then writes the snapshot. */
  | { op: 'save'; file: string; meta: Omit<SnapshotMeta, 'companies'> }
  /** Replaces the index by a snapshot's; answers its meta, or null (none, another format, unreadable). */
  | { op: 'load'; file: string }

export interface WorkerStats {
  size: number
  deadSlots: number
  /** Bytes of the index's typed arrays (capacity), and by kind. */
  arrayBytes: number
  arrays: Record<'search' | 'rank' | 'matching' | 'companies' | 'scratch', number>
  /** The worker's V8 heap in use: the ids, lexemes, maps and objects (after a compaction, little garbage). */
  heapBytes: number
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; unsupported: boolean; message: string }
  /** A long request's progress (readAll: rows read so far). */
  | { id: number; progress: number }

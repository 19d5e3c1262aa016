/**
 * Reads a DENUE CSV as a stream: whatever the file's size, only a chunk and the row in hand are in memory. The text
 * encoding is taken from the first 64 KB (UTF-8 when they decode as such, otherwise Windows-1252/Latin-1, the encoding
 * of INEGI's older downloads); the header must hold DENUE's required columns (matched case-insensitively).
 */
import { Transform, type TransformCallback } from 'node:stream'
import { parse } from 'csv-parse'
import { DENUE_COLUMNS, DENUE_REQUIRED_COLUMNS, type DenueColumn } from '@nexo/shared/registry.schema'
import { AppError } from '../../platform/errors'
import type { DenueCells } from './denue'

export type DenueEncoding = 'utf-8' | 'latin1'

export interface DenueRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number
  cells: DenueCells
}

export interface DenueReadStats {
  /** Bytes of the file handed to the parser so far. */
  bytesRead: number
  /** Data rows read (the header not counted). */
  rowsRead: number
  encoding: DenueEncoding | null
}

const SNIFF_BYTES = 64 * 1024
/** A DENUE row is well under 2 KB; a field growing past this is a broken file (an unclosed quote), not a row. */
const MAX_RECORD_CHARS = 64 * 1024
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f]/

/** The encoding of a file from its first bytes, or REGISTRY_IMPORT_FILE_TYPE when it is not text (a zip, a workbook). */
export function detectEncoding(head: Uint8Array): DenueEncoding {
  if (head[0] === 0x50 && head[1] === 0x4b) throw new AppError('REGISTRY_IMPORT_FILE_TYPE')
  const latin = new TextDecoder('latin1').decode(head)
  if (BINARY.test(latin)) throw new AppError('REGISTRY_IMPORT_FILE_TYPE')
  try {
    // A multi-byte character cut at the end of the sample is not an error: stream mode keeps it pending.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
    return 'utf-8'
  } catch {
    return 'latin1'
  }
}

/** Bytes → text in the file's encoding (found on the first 64 KB), counting bytes as they pass. */
class Decode extends Transform {
  private decoder: InstanceType<typeof TextDecoder> | null = null
  private pending: Buffer[] = []
  private pendingBytes = 0

  constructor(private readonly stats: DenueReadStats) {
    super({ readableObjectMode: false, decodeStrings: true })
  }

  private start(head: Buffer) {
    this.stats.encoding = detectEncoding(head.subarray(0, SNIFF_BYTES))
    // TextDecoder's 'latin1' is Windows-1252 (as the WHATWG spec has it), a superset for INEGI's accented letters.
    this.decoder = new TextDecoder(this.stats.encoding === 'utf-8' ? 'utf-8' : 'windows-1252')
  }

  private forward(chunk: Buffer) {
    this.stats.bytesRead += chunk.length
    this.push(this.decoder!.decode(chunk, { stream: true }))
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      if (!this.decoder) {
        this.pending.push(chunk)
        this.pendingBytes += chunk.length
        if (this.pendingBytes < SNIFF_BYTES) return callback()
        const head = Buffer.concat(this.pending)
        this.pending = []
        this.start(head)
        this.forward(head)
      } else {
        this.forward(chunk)
      }
      callback()
    } catch (error) {
      callback(error as Error)
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (!this.decoder) {
        const head = Buffer.concat(this.pending)
        if (head.length === 0) throw new AppError('REGISTRY_IMPORT_COLUMNS', { missing: [...DENUE_REQUIRED_COLUMNS] })
        this.start(head)
        this.forward(head)
      }
      this.push(this.decoder!.decode())
      callback()
    } catch (error) {
      callback(error as Error)
    }
  }
}

const COLUMN_OF = new Map<string, DenueColumn>(DENUE_COLUMNS.map((c) => [c.toLowerCase(), c]))

/** The header's DENUE column at each position (null for a column DENUE does not have), or REGISTRY_IMPORT_COLUMNS. */
export function checkDenueHeader(raw: string[]): (DenueColumn | null)[] {
  const columns = raw.map((name) => COLUMN_OF.get(name.replace(/^\uFEFF/, '').trim().toLowerCase()) ?? null)
  const missing = DENUE_REQUIRED_COLUMNS.filter((c) => !columns.includes(c))
  if (missing.length > 0) throw new AppError('REGISTRY_IMPORT_COLUMNS', { missing })
  return columns
}

/**
 * The data rows of a DENUE file, in order, as they are parsed. `stats` follows the reading. A row with more or fewer
 * cells than the header is handed on (its missing cells blank) for the row check to judge.
 */
export async function* readDenueRows(source: AsyncIterable<Buffer | string> | NodeJS.ReadableStream, stats: DenueReadStats, signal?: AbortSignal): AsyncGenerator<DenueRow> {
  const decode = new Decode(stats)
  const parser = parse({ info: true, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: MAX_RECORD_CHARS })
  const input = source as AsyncIterable<Buffer | string>
  const feeding = (async () => {
    try {
      for await (const chunk of input) {
        signal?.throwIfAborted()
        if (decode.destroyed) return
        if (!decode.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)) {
          // Resumed by the parser taking more, or released when reading stops early (the stream is destroyed).
          await new Promise<void>((resolve) => {
            const done = () => {
              decode.off('drain', done)
              decode.off('close', done)
              resolve()
            }
            decode.once('drain', done)
            decode.once('close', done)
          })
        }
      }
      decode.end()
    } catch (error) {
      decode.destroy(error as Error)
    }
  })()
  decode.on('error', (error) => parser.destroy(error))
  decode.pipe(parser)
  let columns: (DenueColumn | null)[] | null = null
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      signal?.throwIfAborted()
      if (!columns) {
        columns = checkDenueHeader(record)
        continue
      }
      stats.rowsRead++
      const cells: DenueCells = {}
      columns.forEach((column, i) => {
        if (column) cells[column] = record[i] ?? ''
      })
      // info.lines is where the record ended; a quoted line break inside it moves its start back.
      const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0)
      yield { line, cells }
    }
    if (!columns) throw new AppError('REGISTRY_IMPORT_COLUMNS', { missing: [...DENUE_REQUIRED_COLUMNS] })
  } catch (error) {
    if (error instanceof AppError || (error as { name?: unknown }).name === 'AbortError') throw error
    const line = (error as { lines?: unknown }).lines
    throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE', typeof line === 'number' ? { line } : undefined)
  } finally {
    parser.destroy()
    decode.destroy()
    await feeding.catch(() => undefined)
  }
}

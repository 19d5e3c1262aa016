/**
 * A public registry's CSV read as a stream (INEGI's DENUE, SAT's 69-B list): whatever the file's size, only a chunk
 * and the record in hand are in memory. The text encoding is taken from the first 64 KB: UTF-8 when they decode as
 * such, otherwise Windows-1252/Latin-1, the encoding of the registries' downloads. Each importer matches its own
 * header and cells on the records this yields.
 */
import { Transform, type TransformCallback } from 'node:stream'
import { parse } from 'csv-parse'
import { V } from '@nexo/shared'
import { AppError } from './errors'
import type { Storage } from './storage'

export type CsvEncoding = 'utf-8' | 'latin1'

export interface CsvReadStats {
  /** Bytes of the file handed to the parser so far. */
  bytesRead: number
  /** Data rows read (the header and what comes before it not counted). */
  rowsRead: number
  encoding: CsvEncoding | null
}

export interface CsvRecord {
  record: string[]
  /** The line of the file the record starts on (the first line is 1). */
  line: number
}

const SNIFF_BYTES = 64 * 1024
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f]/

/** The encoding of a file from its first bytes; `notText` (a zip, a workbook, binary bytes) is thrown otherwise. */
export function detectCsvEncoding(head: Uint8Array, notText: () => AppError): CsvEncoding {
  if (head[0] === 0x50 && head[1] === 0x4b) throw notText()
  if (BINARY.test(new TextDecoder('latin1').decode(head))) throw notText()
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

  constructor(
    private readonly stats: CsvReadStats,
    private readonly errors: CsvErrors,
  ) {
    super({ decodeStrings: true })
  }

  private start(head: Buffer) {
    this.stats.encoding = detectCsvEncoding(head.subarray(0, SNIFF_BYTES), this.errors.notText)
    // TextDecoder's 'latin1' is Windows-1252 (as the WHATWG spec has it), a superset for the accented letters.
    this.decoder = new TextDecoder(this.stats.encoding === 'utf-8' ? 'utf-8' : 'windows-1252')
  }

  private forward(chunk: Buffer) {
    this.stats.bytesRead += chunk.length
    this.push(this.decoder!.decode(chunk, { stream: true }))
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      if (this.decoder) this.forward(chunk)
      else {
        this.pending.push(chunk)
        this.pendingBytes += chunk.length
        if (this.pendingBytes < SNIFF_BYTES) return callback()
        const head = Buffer.concat(this.pending)
        this.pending = []
        this.start(head)
        this.forward(head)
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
        if (head.length === 0) throw this.errors.empty()
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

export interface CsvErrors {
  /** The file is not text. */
  notText: () => AppError
  /** The file is empty (no header). */
  empty: () => AppError
}

/**
 * The records of a CSV file, in order, as they are parsed, each with the line it starts on. A record with more or
 * fewer cells than the header is handed on. A broken file (an unclosed quote, a field past `maxRecordChars`) is
 * COMPANY_IMPORT_FILE_UNREADABLE with its line; the consumer's own AppErrors pass through.
 */
export async function* readCsvRecords(
  source: AsyncIterable<Buffer | string> | NodeJS.ReadableStream,
  options: { stats: CsvReadStats; errors: CsvErrors; maxRecordChars: number; signal?: AbortSignal },
): AsyncGenerator<CsvRecord> {
  const { stats, signal } = options
  const decode = new Decode(stats, options.errors)
  const parser = parse({ info: true, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: options.maxRecordChars })
  const feeding = (async () => {
    try {
      for await (const chunk of source as AsyncIterable<Buffer | string>) {
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
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      signal?.throwIfAborted()
      // info.lines is where the record ended; a quoted line break inside it moves its start back.
      yield { record, line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0) }
    }
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

/**
 * An uploaded CSV streamed into storage (never whole in memory), refused at once with `notText` when its first
 * bytes are not text, and as a missing file when empty. Resolves to where it is stored.
 */
export async function storeCsvUpload(storage: Storage, file: AsyncIterable<Buffer>, notText: () => AppError): Promise<{ storageKey: string; sizeBytes: number }> {
  let isFirst = true
  const checked = (async function* () {
    for await (const chunk of file) {
      if (isFirst && chunk.length > 0) {
        detectCsvEncoding(chunk.subarray(0, SNIFF_BYTES), notText)
        isFirst = false
      }
      yield chunk
    }
  })()
  const stored = await storage.putStream(checked, 'csv')
  if (stored.sizeBytes === 0) {
    await storage.remove(stored.storageKey)
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
  }
  return { storageKey: stored.storageKey, sizeBytes: stored.sizeBytes }
}

/**
 * Reading an uploaded import file: its type from its bytes (an XLSX workbook is a zip; CSV must be UTF-8 text),
 * its header and its rows as text cells with the line each started on. See docs/decisions/036-company-bulk-import.md.
 * Reading is bounded (docs/decisions/046-bounded-imports.md): a file whose cells, columns, rows or unpacked size pass
 * the limits in @nexo/shared is refused as soon as the reader meets the excess, and the event loop turns every
 * PACE_BYTES read, so the job runner that reads it never holds the server for long.
 */
import { Readable } from 'node:stream'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { parse, type CastingContext } from 'csv-parse'
import {
  COMPANY_IMPORT_COLUMNS,
  COMPANY_IMPORT_MAX_CELL_CHARS,
  COMPANY_IMPORT_MAX_CELLS_PER_ROW,
  COMPANY_IMPORT_MAX_COLUMNS,
  COMPANY_IMPORT_MAX_ROWS,
  COMPANY_IMPORT_MAX_ROWS_READ,
  COMPANY_IMPORT_MAX_TEXT_CHARS,
  hasNulCharacter,
  type CompanyImportColumn,
} from '@nexo/shared'
import { AppError } from '../../platform/errors'
import { readWorksheet, type ImportReadStats, type ReadContext } from './company-import.xlsx'

export type { ImportReadStats } from './company-import.xlsx'
export { inspectWorkbook } from './company-import.xlsx'

export type ImportFormat = 'csv' | 'xlsx'

/** One data row: the line (CSV) or worksheet row (XLSX) it starts on, and its cells by column name. */
export interface ImportFileRow {
  line: number
  cells: Partial<Record<CompanyImportColumn, string>>
}

export interface ImportFile {
  columns: CompanyImportColumn[]
  rows: ImportFileRow[]
}

export interface ReadOptions {
  /** Filled as the file is read (also when it is refused). */
  stats?: ImportReadStats
  /** Stops reading at the next turn of the event loop (the job's lease ended or the server is stopping). */
  signal?: AbortSignal
}

/** Bytes read (or rows handled) between two turns of the event loop. */
const PACE_BYTES = 256 * 1024
const PACE_ROWS = 200
const CSV_CHUNK_BYTES = 64 * 1024
/** The bytes detectFormat decodes at upload; the whole file is checked when it is read. */
const SNIFF_BYTES = 64 * 1024
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
/** Control characters other than tab and line ends: binary, not text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f]/

/**
 * XLSX when the bytes are a zip; CSV when they are UTF-8 text (a BOM is allowed); anything else is refused. Only
 * the first SNIFF_BYTES are looked at, so the upload route stays cheap; reading the file checks the rest.
 */
export function detectFormat(bytes: Buffer): ImportFormat {
  if (bytes.length >= 4 && ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'xlsx'
  decodeText(new TextDecoder('utf-8', { fatal: true }), bytes.subarray(0, SNIFF_BYTES), bytes.length > SNIFF_BYTES)
  return 'csv'
}

/** A piece of a UTF-8 text file, or COMPANY_IMPORT_FILE_TYPE when it is not text (bad UTF-8, NUL, control characters). */
function decodeText(decoder: InstanceType<typeof TextDecoder>, bytes: Uint8Array, more: boolean): string {
  let text: string
  try {
    text = decoder.decode(bytes, { stream: more })
  } catch {
    throw new AppError('COMPANY_IMPORT_FILE_TYPE')
  }
  // Text, not a binary file that happens to decode: no NUL and no other control characters but tab and line ends.
  if (hasNulCharacter(text) || CONTROL_CHARACTERS.test(text)) throw new AppError('COMPANY_IMPORT_FILE_TYPE')
  return text
}

const KNOWN = new Set<string>(COMPANY_IMPORT_COLUMNS.map((c) => c.name))
const REQUIRED = COMPANY_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.name)

/** "Trade name", "trade-name", " TRADE_NAME " → "trade_name". */
export function normalizeHeader(value: string): string {
  return value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

/** Header names kept in an error's details: a refused header's cells may be long. */
const detailName = (name: string) => (name.length > 64 ? `${name.slice(0, 63)}…` : name)

/** The header's columns, or COMPANY_IMPORT_COLUMNS with what is missing, unknown or repeated. */
function checkHeader(raw: string[]): (CompanyImportColumn | null)[] {
  const names = raw.map(normalizeHeader)
  // Trailing blank header cells (a spreadsheet's formatted but empty columns) are ignored.
  const columns = names.map((n) => (n === '' ? null : n))
  const present = columns.filter((n): n is string => n !== null)
  const unknown = present.filter((n) => !KNOWN.has(n))
  const repeated = present.filter((n, i) => present.indexOf(n) !== i)
  const missing: string[] = REQUIRED.filter((n) => !present.includes(n))
  if (!present.includes('rfc') && !present.includes('tax_id')) missing.push('rfc')
  if (unknown.length > 0 || missing.length > 0 || repeated.length > 0) {
    throw new AppError('COMPANY_IMPORT_COLUMNS', { missing, unknown: unknown.map(detailName), repeated: [...new Set(repeated)].map(detailName) })
  }
  return columns as (CompanyImportColumn | null)[]
}

/**
 * Turns raw rows into the header and the data rows, counting what the bounds count: data rows
 * (COMPANY_IMPORT_MAX_ROWS) and the text kept (COMPANY_IMPORT_MAX_TEXT_CHARS, which a workbook's shared strings
 * could otherwise multiply). Rows are handed on as they are read; `pace` turns the event loop now and then.
 */
class RowCollector {
  columns: (CompanyImportColumn | null)[] | null = null
  readonly rows: ImportFileRow[] = []
  private textChars = 0
  private bytesAtYield = 0
  private rowsSinceYield = 0
  readonly context: ReadContext

  constructor(
    readonly stats: ImportReadStats,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.context = { stats, pace: () => this.pace() }
  }

  /** The header's name of a column, once the header was read (for an error's details). */
  nameOf = (index: number): string | undefined => this.columns?.[index] ?? undefined

  /** A row read from the file: the header first (the first row with a value), then data rows. */
  add(values: string[], line: number, headerLine?: number): void {
    if (!this.columns) {
      if (values.every((v) => v === undefined || v.trim() === '')) return
      if (headerLine !== undefined && line !== headerLine) throw new AppError('COMPANY_IMPORT_COLUMNS', { missing: REQUIRED, unknown: [], repeated: [] })
      this.count(values)
      this.columns = checkHeader(Array.from(values, (v) => v ?? ''))
      return
    }
    const cells: Partial<Record<CompanyImportColumn, string>> = {}
    let isBlank = true
    this.columns.forEach((column, i) => {
      if (!column) return
      const value = values[i] ?? ''
      if (value.trim() !== '') isBlank = false
      cells[column] = value
    })
    if (isBlank) return
    this.count(Object.values(cells))
    if (this.rows.length >= COMPANY_IMPORT_MAX_ROWS) throw new AppError('COMPANY_IMPORT_TOO_MANY_ROWS', { max: COMPANY_IMPORT_MAX_ROWS })
    this.rows.push({ line, cells })
    this.rowsSinceYield++
  }

  private count(values: (string | undefined)[]) {
    for (const v of values) this.textChars += v?.length ?? 0
    if (this.textChars > COMPANY_IMPORT_MAX_TEXT_CHARS) throw new AppError('COMPANY_IMPORT_UNPACKED_TOO_LARGE')
  }

  /** Turns the event loop once PACE_BYTES were read or PACE_ROWS rows taken since the last turn; stops when the signal says so. */
  async pace(): Promise<void> {
    if (this.stats.bytesRead - this.bytesAtYield < PACE_BYTES && this.rowsSinceYield < PACE_ROWS) return
    this.bytesAtYield = this.stats.bytesRead
    this.rowsSinceYield = 0
    await yieldToEventLoop()
    this.signal?.throwIfAborted()
  }

  result(): ImportFile {
    if (!this.columns) throw new AppError('COMPANY_IMPORT_EMPTY')
    return { columns: this.columns.filter((c): c is CompanyImportColumn => c !== null), rows: this.rows }
  }
}

/** The delimiter of the header line: Excel saves CSV with ";" where the decimal mark is a comma. */
function delimiterOf(text: string): ',' | ';' | '\t' {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const count = (c: string) => header.split(c).length - 1
  const [best] = ([',', ';', '\t'] as const).map((c) => [c, count(c)] as const).sort((a, b) => b[1] - a[1])
  return best && best[1] > 0 ? best[0] : ','
}

/**
 * A CSV file, decoded and parsed 64 KB at a time. Each field is checked as the parser completes it (length,
 * column); a field still growing is bounded by the parser's record limit, which holds a full legitimate row.
 */
async function readCsv(bytes: Buffer, collector: RowCollector): Promise<void> {
  const { stats } = collector
  const decoder = new TextDecoder('utf-8', { fatal: true })
  // The whole file is text (detectFormat looked at its start only), checked a chunk at a time.
  const chunks: { text: string; bytes: number }[] = []
  for (let i = 0; i < bytes.length; i += CSV_CHUNK_BYTES) {
    const piece = bytes.subarray(i, i + CSV_CHUNK_BYTES)
    chunks.push({ text: decodeText(decoder, piece, i + CSV_CHUNK_BYTES < bytes.length), bytes: piece.length })
    if ((i + CSV_CHUNK_BYTES) % PACE_BYTES === 0) await yieldToEventLoop()
  }
  if (chunks[0]) chunks[0].text = chunks[0].text.replace(/^\uFEFF/, '')
  // The header's names as the parser meets them (it runs ahead of the records handed to the collector).
  const header: string[] = []
  const cast = (value: string, context: CastingContext) => {
    stats.cellsRead++
    if (context.records === 0 && context.index < COMPANY_IMPORT_MAX_COLUMNS) header[context.index] = normalizeHeader(value.slice(0, 64))
    const column = () => header[context.index] || String(context.index + 1)
    if (value.length > COMPANY_IMPORT_MAX_CELL_CHARS) throw new AppError('COMPANY_IMPORT_CELL_TOO_LONG', { line: context.lines, column: column(), max: COMPANY_IMPORT_MAX_CELL_CHARS })
    if (context.index >= COMPANY_IMPORT_MAX_CELLS_PER_ROW || (context.index >= COMPANY_IMPORT_MAX_COLUMNS && value.trim() !== '')) {
      throw new AppError('COMPANY_IMPORT_TOO_MANY_COLUMNS', { line: context.lines, max: COMPANY_IMPORT_MAX_COLUMNS })
    }
    return value
  }
  function* fed() {
    for (const chunk of chunks) {
      stats.bytesRead += chunk.bytes
      yield chunk.text
    }
  }
  // One chunk at a time: what is counted as read is what the parser is working on.
  const parser = Readable.from(fed(), { highWaterMark: 1 }).pipe(
    parse({
      delimiter: delimiterOf(chunks[0]?.text ?? ''),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      cast,
      // A field still growing is refused past a whole row's worth of full cells.
      max_record_size: COMPANY_IMPORT_MAX_COLUMNS * COMPANY_IMPORT_MAX_CELL_CHARS,
    }),
  )
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (++stats.rowsRead > COMPANY_IMPORT_MAX_ROWS_READ) throw new AppError('COMPANY_IMPORT_TOO_MANY_ROWS', { max: COMPANY_IMPORT_MAX_ROWS_READ })
      // info.lines is where the record ended; quoted line breaks inside it move its start back.
      const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0)
      collector.add(record, line)
      await collector.pace()
    }
  } catch (error) {
    if (error instanceof AppError || (error as { name?: unknown }).name === 'AbortError') throw error
    const line = (error as { lines?: unknown }).lines
    // A field that outgrew a whole row: a cell far too long (or an unclosed quote swallowing the file).
    if ((error as { code?: unknown }).code === 'CSV_MAX_RECORD_SIZE') throw new AppError('COMPANY_IMPORT_CELL_TOO_LONG', { ...(typeof line === 'number' ? { line } : {}), max: COMPANY_IMPORT_MAX_CELL_CHARS })
    throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE', typeof line === 'number' ? { line } : undefined)
  } finally {
    parser.destroy()
  }
}

/** The first worksheet, header on row 1, read as a stream within the bounds (company-import.xlsx.ts). */
async function readXlsx(bytes: Buffer, collector: RowCollector): Promise<void> {
  await readWorksheet(bytes, collector.context, (row) => collector.add(row.cells, row.line, 1), collector.nameOf)
}

/** The header and rows of a file whose format detectFormat found, or the AppError of the first bound it passes. */
export async function readImportFile(bytes: Buffer, format: ImportFormat, options: ReadOptions = {}): Promise<ImportFile> {
  const collector = new RowCollector(options.stats ?? { bytesRead: 0, rowsRead: 0, cellsRead: 0 }, options.signal)
  if (format === 'xlsx') await readXlsx(bytes, collector)
  else await readCsv(bytes, collector)
  const file = collector.result()
  if (file.rows.length === 0) throw new AppError('COMPANY_IMPORT_EMPTY')
  return file
}

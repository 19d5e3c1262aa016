/**
 * Reading an uploaded import file: its type from its bytes (an XLSX workbook is a zip; CSV must be UTF-8 text),
 * its header and its rows as text cells with the line each started on. See docs/decisions/036-company-bulk-import.md.
 */
import { Readable } from 'node:stream'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { parse } from 'csv-parse'
import ExcelJS from 'exceljs'
import { COMPANY_IMPORT_COLUMNS, COMPANY_IMPORT_MAX_ROWS, hasNulCharacter, type CompanyImportColumn } from '@nexo/shared'
import { AppError } from '../../platform/errors'

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

/** Rows read between two yields to the event loop: a large file never holds the server for long. */
const YIELD_EVERY_ROWS = 200
const CSV_CHUNK_BYTES = 64 * 1024
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

/** XLSX when the bytes are a zip; CSV when they are UTF-8 text (a BOM is allowed); anything else is refused. */
export function detectFormat(bytes: Buffer): ImportFormat {
  if (bytes.length >= 4 && ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'xlsx'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new AppError('COMPANY_IMPORT_FILE_TYPE')
  }
  // Text, not a binary file that happens to decode: no NUL and no other control characters but tab and line ends.
  // eslint-disable-next-line no-control-regex
  if (hasNulCharacter(text) || /[\u0001-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) throw new AppError('COMPANY_IMPORT_FILE_TYPE')
  return 'csv'
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
    throw new AppError('COMPANY_IMPORT_COLUMNS', { missing, unknown, repeated: [...new Set(repeated)] })
  }
  return columns as (CompanyImportColumn | null)[]
}

function toRow(columns: (CompanyImportColumn | null)[], values: string[], line: number): ImportFileRow | null {
  const cells: Partial<Record<CompanyImportColumn, string>> = {}
  let isBlank = true
  columns.forEach((column, i) => {
    if (!column) return
    const value = values[i] ?? ''
    if (value.trim() !== '') isBlank = false
    cells[column] = value
  })
  return isBlank ? null : { line, cells }
}

function addRow(rows: ImportFileRow[], row: ImportFileRow | null) {
  if (!row) return
  if (rows.length >= COMPANY_IMPORT_MAX_ROWS) throw new AppError('COMPANY_IMPORT_TOO_MANY_ROWS')
  rows.push(row)
}

/** The delimiter of the header line: Excel saves CSV with ";" where the decimal mark is a comma. */
function delimiterOf(text: string): ',' | ';' | '\t' {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const count = (c: string) => header.split(c).length - 1
  const [best] = ([',', ';', '\t'] as const).map((c) => [c, count(c)] as const).sort((a, b) => b[1] - a[1])
  return best && best[1] > 0 ? best[0] : ','
}

async function readCsv(bytes: Buffer): Promise<ImportFile> {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '')
  const chunks: string[] = []
  for (let i = 0; i < text.length; i += CSV_CHUNK_BYTES) chunks.push(text.slice(i, i + CSV_CHUNK_BYTES))
  const parser = Readable.from(chunks).pipe(parse({ delimiter: delimiterOf(text), info: true, skip_empty_lines: true, relax_column_count: true }))
  let columns: (CompanyImportColumn | null)[] | null = null
  const rows: ImportFileRow[] = []
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // info.lines is where the record ended; quoted line breaks inside it move its start back.
      const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0)
      if (!columns) columns = checkHeader(record)
      else addRow(rows, toRow(columns, record, line))
      if (rows.length % YIELD_EVERY_ROWS === 0) await yieldToEventLoop()
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const line = (error as { lines?: unknown }).lines
    throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE', typeof line === 'number' ? { line } : undefined)
  } finally {
    parser.destroy()
  }
  if (!columns) throw new AppError('COMPANY_IMPORT_EMPTY')
  return { columns: columns.filter((c): c is CompanyImportColumn => c !== null), rows }
}

/** A cell as the sheet shows it: dates as YYYY-MM-DD, formulas by their result, rich text as its text. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object' && 'result' in value) return value.result === undefined || value.result === null ? '' : String(value.result instanceof Date ? value.result.toISOString().slice(0, 10) : value.result)
  if (typeof value === 'number') return String(value)
  return cell.text ?? ''
}

/** The first worksheet, read as a stream (the workbook is never expanded whole), header on row 1. */
async function readXlsx(bytes: Buffer): Promise<ImportFile> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' })
  let columns: (CompanyImportColumn | null)[] | null = null
  const rows: ImportFileRow[] = []
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const width = columns ? columns.length : row.cellCount
        const values = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1)))
        if (!columns) {
          if (row.number !== 1) throw new AppError('COMPANY_IMPORT_COLUMNS', { missing: REQUIRED, unknown: [], repeated: [] })
          columns = checkHeader(values)
        } else addRow(rows, toRow(columns, values, row.number))
        if (rows.length % YIELD_EVERY_ROWS === 0) await yieldToEventLoop()
      }
      break // the first worksheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('COMPANY_IMPORT_FILE_UNREADABLE')
  }
  if (!columns) throw new AppError('COMPANY_IMPORT_EMPTY')
  return { columns: columns.filter((c): c is CompanyImportColumn => c !== null), rows }
}

/** The header and rows of a file whose format detectFormat found. */
export async function readImportFile(bytes: Buffer, format: ImportFormat): Promise<ImportFile> {
  const file = format === 'xlsx' ? await readXlsx(bytes) : await readCsv(bytes)
  if (file.rows.length === 0) throw new AppError('COMPANY_IMPORT_EMPTY')
  return file
}

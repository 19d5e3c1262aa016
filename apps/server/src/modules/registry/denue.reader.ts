/**
 * Reads a DENUE CSV as a stream (platform/csv-stream: the encoding from the first 64 KB, only a chunk and the row in
 * hand in memory); the header must hold DENUE's required columns (matched case-insensitively).
 */
import { DENUE_COLUMNS, DENUE_REQUIRED_COLUMNS, type DenueColumn } from '@nexo/shared/registry.schema'
import { readCsvRecords, type CsvErrors, type CsvReadStats } from '../../platform/csv-stream'
import { AppError } from '../../platform/errors'
import type { DenueCells } from './denue'

export interface DenueRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number
  cells: DenueCells
}

export type DenueReadStats = CsvReadStats

/** A DENUE row is well under 2 KB; a field growing past this is a broken file (an unclosed quote), not a row. */
const MAX_RECORD_CHARS = 64 * 1024

/** What the file's reading refuses: not text, or empty. */
export const DENUE_CSV_ERRORS: CsvErrors = {
  notText: () => new AppError('REGISTRY_IMPORT_FILE_TYPE'),
  empty: () => new AppError('REGISTRY_IMPORT_COLUMNS', { missing: [...DENUE_REQUIRED_COLUMNS] }),
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
  let columns: (DenueColumn | null)[] | null = null
  for await (const { record, line } of readCsvRecords(source, { stats, errors: DENUE_CSV_ERRORS, maxRecordChars: MAX_RECORD_CHARS, signal })) {
    if (!columns) {
      columns = checkDenueHeader(record)
      continue
    }
    stats.rowsRead++
    const cells: DenueCells = {}
    columns.forEach((column, i) => {
      if (column) cells[column] = record[i] ?? ''
    })
    yield { line, cells }
  }
  if (!columns) throw DENUE_CSV_ERRORS.empty()
}

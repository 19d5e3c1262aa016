/**
 * Reads SAT's "Listado completo 69-B" CSV as a stream and maps each row to a list entry (docs/decisions/056).
 *
 * SAT's file is Latin-1 (Windows-1252) and opens with a line or two of prose ("Información actualizada al …", the
 * list's title) before its header; the header is the first of the first SAT69B_HEADER_SEARCH_ROWS records that holds
 * SAT's required columns. Columns are matched without case, accents or punctuation; unknown ones are ignored.
 */
import { V, normalizeRfc } from '@nexo/shared'
import { SAT69B_COLUMNS, SAT69B_REQUIRED_COLUMNS, sat69bColumnKey, type Sat69bColumn, type Sat69bSituation } from '@nexo/shared/sat69b.schema'
import { readCsvRecords, type CsvErrors, type CsvReadStats } from '../../platform/csv-stream'
import { AppError } from '../../platform/errors'

export type Sat69bCells = Partial<Record<Sat69bColumn, string>>

export interface Sat69bRow {
  /** The line of the file the row starts on (the file's first line is 1). */
  line: number
  cells: Sat69bCells
}

export type Sat69bReadStats = CsvReadStats

/** Records looked through for the header: SAT's prose lines come first. */
export const SAT69B_HEADER_SEARCH_ROWS = 10
/** A row of the list is well under 2 KB: a field growing past this is an unclosed quote, not a row. */
const MAX_RECORD_CHARS = 16 * 1024

/** What the file's reading refuses: not text, or empty. */
export const SAT69B_CSV_ERRORS: CsvErrors = {
  notText: () => new AppError('SAT69B_IMPORT_FILE_TYPE'),
  empty: () => new AppError('SAT69B_IMPORT_COLUMNS', { missing: [...SAT69B_REQUIRED_COLUMNS] }),
}

const COLUMN_OF = new Map<string, Sat69bColumn>(SAT69B_COLUMNS.map((c) => [sat69bColumnKey(c), c]))
// SAT's own variants seen in published files ("Publicación SAT definitivos" without "página", "… global definitivo SAT").
for (const [variant, column] of [
  ['Publicación SAT presuntos', 'Publicación página SAT presuntos'],
  ['Publicación SAT desvirtuados', 'Publicación página SAT desvirtuados'],
  ['Publicación SAT definitivos', 'Publicación página SAT definitivos'],
  ['Publicación SAT sentencia favorable', 'Publicación página SAT sentencia favorable'],
  ['Número y fecha de oficio global definitivo SAT', 'Número y fecha de oficio global de definitivos SAT'],
  ['Número y fecha de oficio global definitivo DOF', 'Número y fecha de oficio global de definitivos DOF'],
] as const) {
  COLUMN_OF.set(sat69bColumnKey(variant), column)
}

/** The record's SAT column at each position, or null when it is not the header (prose before it). */
export function matchSat69bHeader(raw: string[]): (Sat69bColumn | null)[] | null {
  const columns = raw.map((name) => COLUMN_OF.get(sat69bColumnKey(name)) ?? null)
  return SAT69B_REQUIRED_COLUMNS.every((c) => columns.includes(c)) ? columns : null
}

/**
 * The data rows of a 69-B file, in order, as they are parsed. `stats` follows the reading. SAT69B_IMPORT_COLUMNS when
 * no header is found in the first records; COMPANY_IMPORT_FILE_UNREADABLE (with the line) when the CSV is broken.
 */
export async function* readSat69bRows(source: AsyncIterable<Buffer | string> | NodeJS.ReadableStream, stats: Sat69bReadStats, signal?: AbortSignal): AsyncGenerator<Sat69bRow> {
  let columns: (Sat69bColumn | null)[] | null = null
  let looked = 0
  for await (const { record, line } of readCsvRecords(source, { stats, errors: SAT69B_CSV_ERRORS, maxRecordChars: MAX_RECORD_CHARS, signal })) {
    if (!columns) {
      columns = matchSat69bHeader(record)
      if (!columns && ++looked >= SAT69B_HEADER_SEARCH_ROWS) break
      continue
    }
    stats.rowsRead++
    const cells: Sat69bCells = {}
    columns.forEach((column, i) => {
      if (column) cells[column] = record[i] ?? ''
    })
    yield { line, cells }
  }
  if (!columns) throw SAT69B_CSV_ERRORS.empty()
}

// ── a row → an entry ────────────────────────────────────────────────────────────────────────────────────────────

export interface Sat69bEntry {
  rfc: string
  name: string
  situation: Sat69bSituation
  presumedOn: string | null
  rebuttedOn: string | null
  definitiveOn: string | null
  favourableOn: string | null
}

export type Sat69bRowResult = { kind: 'entry'; entry: Sat69bEntry } | { kind: 'invalid'; errors: { column: Sat69bColumn; code: string }[] }

/** An RFC as SAT writes them: 3 (company) or 4 (person) letters, a date, a 3-character homoclave. */
const RFC_SHAPE = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/
const NAME_MAX = 300

const SITUATION_OF: Record<string, Sat69bSituation> = {
  presunto: 'presunto',
  desvirtuado: 'desvirtuado',
  definitivo: 'definitivo',
  sentenciafavorable: 'sentencia_favorable',
}

/** SAT's dd/mm/yyyy (a cell may carry the date inside text); '' → null; anything else → undefined (refused). */
export function parseSatDate(raw: string | undefined): string | null | undefined {
  const text = (raw ?? '').trim()
  if (!text) return null
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  if (!match) return undefined
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 2000 || year > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Each stage's date: the DOF publication, or SAT's page when the DOF's is blank. */
const STAGE_DATES = {
  presumedOn: ['Publicación DOF presuntos', 'Publicación página SAT presuntos'],
  rebuttedOn: ['Publicación DOF desvirtuados', 'Publicación página SAT desvirtuados'],
  definitiveOn: ['Publicación DOF definitivos', 'Publicación página SAT definitivos'],
  favourableOn: ['Publicación DOF sentencia favorable', 'Publicación página SAT sentencia favorable'],
} as const satisfies Record<string, readonly [Sat69bColumn, Sat69bColumn]>

/** Checks one row of the list: a refused row names each bad cell by its column and a validation key. */
export function sat69bRowToEntry(cells: Sat69bCells): Sat69bRowResult {
  const errors: { column: Sat69bColumn; code: string }[] = []
  const rawRfc = (cells.RFC ?? '').trim()
  const rfc = normalizeRfc(rawRfc)
  if (!rfc) errors.push({ column: 'RFC', code: V.required })
  else if (!RFC_SHAPE.test(rfc)) errors.push({ column: 'RFC', code: V.rfcInvalid })
  const name = (cells['Nombre del Contribuyente'] ?? '').replace(/\s+/g, ' ').trim()
  if (!name) errors.push({ column: 'Nombre del Contribuyente', code: V.required })
  else if (name.length > NAME_MAX) errors.push({ column: 'Nombre del Contribuyente', code: V.tooLong })
  const rawSituation = (cells['Situación del contribuyente'] ?? '').trim()
  const situation = SITUATION_OF[sat69bColumnKey(rawSituation)]
  if (!rawSituation) errors.push({ column: 'Situación del contribuyente', code: V.required })
  else if (!situation) errors.push({ column: 'Situación del contribuyente', code: V.choose })
  const dates: Record<keyof typeof STAGE_DATES, string | null> = { presumedOn: null, rebuttedOn: null, definitiveOn: null, favourableOn: null }
  for (const [key, sources] of Object.entries(STAGE_DATES) as [keyof typeof STAGE_DATES, readonly Sat69bColumn[]][]) {
    for (const column of sources) {
      const value = parseSatDate(cells[column])
      if (value === undefined) errors.push({ column, code: V.date })
      else if (value && !dates[key]) dates[key] = value
    }
  }
  if (errors.length > 0 || !situation) return { kind: 'invalid', errors }
  return { kind: 'entry', entry: { rfc, name, situation, ...dates } }
}

/** The date a listing's situation was published (null when SAT's row has none). */
export function sinceOf(entry: Pick<Sat69bEntry, 'situation' | 'presumedOn' | 'rebuttedOn' | 'definitiveOn' | 'favourableOn'>): string | null {
  switch (entry.situation) {
    case 'presunto':
      return entry.presumedOn
    case 'desvirtuado':
      return entry.rebuttedOn
    case 'definitivo':
      return entry.definitiveOn
    case 'sentencia_favorable':
      return entry.favourableOn
  }
}

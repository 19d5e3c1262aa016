/**
 * Exports as CSV or XLSX (the quote comparison, an event's attendees): one way to write a table, and one rule
 * against spreadsheet formula injection.
 *
 * CSV is text that the spreadsheet parses, so a cell a user typed, such as a company named `=HYPERLINK(…)`, would be
 * run as a formula: text cells that start with = + - @ tab or CR get a leading apostrophe (csv-stringify's
 * `escape_formulas`, the OWASP rule); numbers are written as they are. XLSX stores each cell's type, so text is
 * written as a text cell, with the value exactly as it is, and is never a formula.
 */
import { stringify } from 'csv-stringify/sync'

/** A cell of an export: text, a number, or empty. */
export type SpreadsheetCell = string | number | null

export interface SpreadsheetTable {
  /** The sheet's name (XLSX). */
  sheetName: string
  /** A bold title above the table, with a blank row under it (XLSX; the CSV is the table alone). */
  title?: string
  header: string[]
  rows: SpreadsheetCell[][]
  /** Column widths in characters (XLSX): one for all, or one per column. Default 24. */
  columnWidths?: number | number[]
}

export type SpreadsheetFormat = 'csv' | 'xlsx'

export interface SpreadsheetFile {
  body: Buffer
  contentType: string
  filename: string
}

const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * The table as CSV: UTF-8 with a BOM (Excel reads accents right only with it), CRLF lines, a cell quoted when it holds
 * a comma, a quote, a line break or a semicolon (the list separator of Spanish-locale Excel), and the formula guard.
 */
export function toCsv(header: string[], rows: SpreadsheetCell[][]): Buffer {
  const text = stringify([header, ...rows], { bom: true, record_delimiter: 'windows', quote_record_delimiter: true, quoted_match: ';', escape_formulas: true })
  return Buffer.from(text, 'utf8')
}

/** The table as an XLSX workbook of one sheet, its header row bold and frozen. */
export async function toXlsx(table: SpreadsheetTable): Promise<Buffer> {
  // Loaded on the first export: ExcelJS is large and most processes never write a workbook.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Nexo'
  const sheet = workbook.addWorksheet(table.sheetName)
  if (table.title !== undefined) {
    sheet.addRow([table.title]).font = { bold: true, size: 13 }
    sheet.addRow([])
  }
  const header = sheet.addRow(table.header)
  header.font = { bold: true }
  // Text as rich text: a text cell whatever it starts with, so "=HYPERLINK(...)" stays a string, never a formula.
  for (const row of table.rows) sheet.addRow(row.map((value) => (typeof value === 'string' ? { richText: [{ text: value }] } : value)))
  const widths = table.columnWidths ?? 24
  sheet.columns.forEach((column, i) => {
    column.width = typeof widths === 'number' ? widths : (widths[i] ?? 24)
  })
  sheet.views = [{ state: 'frozen', ySplit: header.number }]
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The table as a download: `<baseName>.csv` or `.xlsx` with its content type. */
export async function spreadsheetFile(format: SpreadsheetFormat, baseName: string, table: SpreadsheetTable): Promise<SpreadsheetFile> {
  const body = format === 'csv' ? toCsv(table.header, table.rows) : await toXlsx(table)
  return { body, contentType: CONTENT_TYPES[format], filename: `${baseName}.${format}` }
}

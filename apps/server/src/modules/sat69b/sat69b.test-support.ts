/**
 * Files in the format of SAT's `Listado_Completo_69-B.csv` for tests and benchmarks: two lines of prose, SAT's header,
 * rows; Latin-1 (Windows-1252) by default, as SAT publishes it.
 */
import { SAT69B_COLUMNS, type Sat69bColumn } from '@nexo/shared/sat69b.schema'

export type Sat69bTestRow = Partial<Record<Sat69bColumn, string>>

/** A row of SAT's list: a definitivo company by default, with the dates SAT writes for each stage. */
export function sat69bRow(values: Sat69bTestRow & { RFC: string }): Sat69bTestRow {
  const situation = values['Situación del contribuyente'] ?? 'Definitivo'
  const isDefinitive = /definitivo/i.test(situation)
  return {
    No: '1',
    'Nombre del Contribuyente': 'COMERCIALIZADORA FANTASMA SA DE CV',
    'Situación del contribuyente': situation,
    'Número y fecha de oficio global de presunción SAT': '500-39-00-02-02-2021-1234 de fecha 15 de enero de 2021',
    'Publicación página SAT presuntos': '15/01/2021',
    'Número y fecha de oficio global de presunción DOF': '500-39-00-02-02-2021-1234 de fecha 15 de enero de 2021',
    'Publicación DOF presuntos': '01/02/2021',
    ...(isDefinitive
      ? {
          'Número y fecha de oficio global de definitivos SAT': '500-39-00-02-02-2021-5678 de fecha 10 de junio de 2021',
          'Publicación página SAT definitivos': '10/06/2021',
          'Número y fecha de oficio global de definitivos DOF': '500-39-00-02-02-2021-5678 de fecha 10 de junio de 2021',
          'Publicación DOF definitivos': '25/06/2021',
        }
      : {}),
    ...values,
  }
}

const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

/** The whole file; `encoding: 'latin1'` as SAT publishes it. `preamble: false` leaves SAT's prose lines out. */
export function sat69bCsv(rows: Sat69bTestRow[], options: { encoding?: 'latin1' | 'utf-8'; preamble?: boolean; columns?: readonly string[] } = {}): Buffer {
  const columns = options.columns ?? SAT69B_COLUMNS
  const lines = [
    ...(options.preamble === false ? [] : ['Información actualizada al 28 de febrero de 2025.', 'Listado completo de contribuyentes (Artículo 69-B del Código Fiscal de la Federación)']),
    columns.map(quote).join(','),
    ...rows.map((row, i) => columns.map((c) => quote(c === 'No' ? (row.No ?? String(i + 1)) : (row[c as Sat69bColumn] ?? ''))).join(',')),
  ]
  const text = `${lines.join('\r\n')}\r\n`
  return Buffer.from(text, options.encoding === 'utf-8' ? 'utf-8' : 'latin1')
}

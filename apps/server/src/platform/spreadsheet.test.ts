import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { spreadsheetFile, toCsv, toXlsx } from './spreadsheet'

const csvLines = (body: Buffer) => body.toString('utf8').replace(/^\ufeff/, '').split('\r\n')

describe('toCsv', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula: =, +, -, @, tab, CR', () => {
    const [, line] = csvLines(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [['=HYPERLINK("x")', '+52 81', '-1+1', '@SUM(A1)', '\tcmd', '\rcmd']]))
    expect(line).toBe(`"'=HYPERLINK(""x"")",'+52 81,'-1+1,'@SUM(A1),'\tcmd,"'\rcmd"`)
  })

  it('leaves numbers, negative ones too, and other text as they are', () => {
    const [, line] = csvLines(toCsv(['a', 'b', 'c', 'd', 'e'], [[-5, 3.5, 'Núñez', 'a=b', null]]))
    expect(line).toBe('-5,3.5,Núñez,a=b,')
  })

  it('writes UTF-8 with a BOM and CRLF lines, quoting commas, quotes, line breaks and semicolons', () => {
    const body = toCsv(['Name', 'Note'], [['Estampados, S.A.', 'uno; dos'], ['say "hi"', 'line\nbreak']])
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(csvLines(body)).toEqual(['Name,Note', '"Estampados, S.A.","uno; dos"', '"say ""hi""","line\nbreak"', ''])
  })
})

describe('toXlsx', () => {
  it('keeps text exactly as it is, as text cells that are never formulas; numbers stay numbers', async () => {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await toXlsx({ sheetName: 'Sheet', title: 'Title', header: ['Name', 'Amount'], rows: [['=HYPERLINK("x")', -5]] })) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Sheet')!
    expect(sheet.getRow(1).getCell(1).text).toBe('Title')
    expect(sheet.getRow(3).getCell(1).value).toBe('Name')
    const cell = sheet.getRow(4).getCell(1)
    expect(cell.text).toBe('=HYPERLINK("x")')
    expect(cell.formula).toBeUndefined()
    expect(sheet.getRow(4).getCell(2).value).toBe(-5)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 })
  })
})

describe('spreadsheetFile', () => {
  it('names the file and its content type by the format', async () => {
    const table = { sheetName: 'S', header: ['a'], rows: [['b']] }
    expect(await spreadsheetFile('csv', 'export', table)).toMatchObject({ filename: 'export.csv', contentType: 'text/csv; charset=utf-8' })
    const xlsx = await spreadsheetFile('xlsx', 'export', table)
    expect(xlsx).toMatchObject({ filename: 'export.xlsx', contentType: expect.stringContaining('spreadsheetml') })
    expect(xlsx.body.subarray(0, 2).toString()).toBe('PK')
  })
})

/**
 * The first worksheet of an XLSX workbook, read within bounds (docs/decisions/046-bounded-imports.md).
 *
 * A workbook is a zip. Its central directory declares each part's unpacked size: that is checked before anything is
 * unpacked (inspectWorkbook, also at upload). Each part read is then inflated as a stream that may not pass its
 * declared size (a zip that lies about it is refused as damaged), and its XML goes through a small streaming scanner
 * that holds at most one tag or one cell's text: a cell is refused as soon as its text passes the cell limit, a row
 * as soon as it has a value past the column limit, not after the whole part was expanded.
 */
import { posix } from 'node:path'
import { createInflateRaw } from 'node:zlib'
import {
  COMPANY_IMPORT_MAX_CELL_CHARS,
  COMPANY_IMPORT_MAX_CELLS_PER_ROW,
  COMPANY_IMPORT_MAX_COLUMNS,
  COMPANY_IMPORT_MAX_PART_BYTES,
  COMPANY_IMPORT_MAX_ROWS_READ,
  COMPANY_IMPORT_MAX_UNPACKED_BYTES,
} from '@nexo/shared'
import { AppError } from '../../platform/errors'

/** What reading a file cost so far: tests compare it with the bounds instead of timing it. */
export interface ImportReadStats {
  /** XLSX: bytes unpacked from the zip; CSV: bytes of the file handed to the CSV parser. */
  bytesRead: number
  /** Rows read, blank ones included. */
  rowsRead: number
  /** Cells read (XLSX: cell elements; CSV: fields). */
  cellsRead: number
}

/** The reader's counters, and `pace`, called after each chunk read: it turns the event loop when enough was read. */
export interface ReadContext {
  stats: ImportReadStats
  pace(): Promise<void>
}

/** One worksheet row: its number (the line the admin sees) and its cells' text by column index (sparse). */
export interface SheetRow {
  line: number
  cells: string[]
}

const unreadable = () => new AppError('COMPANY_IMPORT_FILE_UNREADABLE')
const tooLarge = () => new AppError('COMPANY_IMPORT_UNPACKED_TOO_LARGE')

// ── the zip ─────────────────────────────────────────────────────────────────────────────────────────────────────

interface ZipEntry {
  name: string
  flags: number
  method: number
  compressedSize: number
  size: number
  localOffset: number
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
/** A workbook has a dozen parts; a few hundred with images and charts. */
const MAX_ENTRIES = 2000
const ZIP64 = 0xffffffff

/** The central directory's entries by name. Zip64 (never needed under 10 MB), encryption and repeats are refused. */
function readZipDirectory(bytes: Buffer): Map<string, ZipEntry> {
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw unreadable()
  const count = bytes.readUInt16LE(eocd + 10)
  const offset = bytes.readUInt32LE(eocd + 16)
  if (count > MAX_ENTRIES || offset >= eocd) throw unreadable()
  const entries = new Map<string, ZipEntry>()
  let p = offset
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== CENTRAL_SIGNATURE) throw unreadable()
    const nameLength = bytes.readUInt16LE(p + 28)
    const entry: ZipEntry = {
      name: bytes.toString('utf8', p + 46, Math.min(p + 46 + nameLength, eocd)),
      flags: bytes.readUInt16LE(p + 8),
      method: bytes.readUInt16LE(p + 10),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
    }
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32)
    if (p > eocd || entries.has(entry.name) || entry.flags & 1 || [entry.compressedSize, entry.size, entry.localOffset].includes(ZIP64)) throw unreadable()
    entries.set(entry.name, entry)
  }
  return entries
}

/**
 * Checks a workbook before anything is unpacked, from its central directory alone: a damaged zip is
 * COMPANY_IMPORT_FILE_UNREADABLE, a part declared larger than COMPANY_IMPORT_MAX_PART_BYTES (or all parts together
 * larger than COMPANY_IMPORT_MAX_UNPACKED_BYTES) COMPANY_IMPORT_UNPACKED_TOO_LARGE. Costs microseconds: the upload
 * route calls it so such a file is refused at once.
 */
export function inspectWorkbook(bytes: Buffer): Map<string, ZipEntry> {
  const entries = readZipDirectory(bytes)
  let total = 0
  for (const entry of entries.values()) {
    total += entry.size
    if (entry.size > COMPANY_IMPORT_MAX_PART_BYTES || total > COMPANY_IMPORT_MAX_UNPACKED_BYTES) throw tooLarge()
  }
  return entries
}

/** A part's unpacked bytes, chunk by chunk; never more than its declared size (checked ≤ the part limit). */
async function* unpack(bytes: Buffer, entry: ZipEntry, context: ReadContext): AsyncGenerator<Buffer> {
  const local = entry.localOffset
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) throw unreadable()
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw unreadable()
  if (entry.method === 0) {
    if (entry.size !== entry.compressedSize) throw unreadable()
    for (let i = 0; i < data.length; i += 64 * 1024) {
      const chunk = data.subarray(i, i + 64 * 1024)
      context.stats.bytesRead += chunk.length
      yield chunk
    }
    return
  }
  if (entry.method !== 8) throw unreadable()
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 })
  inflater.end(data)
  let total = 0
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length
      context.stats.bytesRead += chunk.length
      // More than the central directory declared: a zip made to look small. Stop here.
      if (total > entry.size) throw unreadable()
      yield chunk
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadable()
  } finally {
    inflater.destroy()
  }
  if (total !== entry.size) throw unreadable()
}

// ── the XML ─────────────────────────────────────────────────────────────────────────────────────────────────────

interface XmlHandler {
  /** An element opens; `attributes` is the tag's raw text after its name (read with attribute()). */
  open(name: string, attributes: string): void
  close(name: string): void
  /** Character data, possibly in several pieces. */
  text(value: string): void
}

/** The longest tag, comment or CDATA section held while waiting for its end. */
const MAX_MARKUP_CHARS = COMPANY_IMPORT_MAX_CELL_CHARS + 1024
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,4});/g, (whole, name: string) => {
    if (name[0] !== '#') {
      const value = ENTITIES[name]
      // Only XML's own five: a workbook declares no others (and a DTD is refused).
      if (value === undefined) throw unreadable()
      return value
    }
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

/** An attribute's value from a tag's raw attribute text, by its local name (`r:id` is found as `id`). */
function attribute(attributes: string, localName: string): string | undefined {
  const pattern = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
  for (let match = pattern.exec(attributes); match; match = pattern.exec(attributes)) {
    const name = match[1]!
    if (name === localName || name.endsWith(`:${localName}`)) return decodeEntities(match[2] ?? match[3] ?? '')
  }
  return undefined
}

const localNameOf = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1)

/**
 * A streaming scanner of the XML a workbook is made of: elements, attributes, text, CDATA, comments and
 * processing instructions. A DOCTYPE (which could declare entities) is refused. It holds no more than one pending
 * tag (MAX_MARKUP_CHARS) between chunks; text is handed on in pieces as it arrives.
 */
class XmlScanner {
  private pending = ''
  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    const s = this.pending + chunk
    let i = 0
    while (i < s.length) {
      const lt = s.indexOf('<', i)
      if (lt === -1) {
        // Text to the end, but an entity cut in two waits for the next chunk.
        const amp = s.lastIndexOf('&')
        const end = amp >= i && !s.includes(';', amp) ? amp : s.length
        if (end > i) this.handler.text(decodeEntities(s.slice(i, end)))
        i = end
        break
      }
      if (lt > i) this.handler.text(decodeEntities(s.slice(i, lt)))
      const end = this.markupEnd(s, lt)
      if (end === -1) {
        i = lt
        break
      }
      this.markup(s, lt, end)
      i = end
    }
    this.pending = s.slice(i)
    if (this.pending.length > MAX_MARKUP_CHARS) throw this.pending.startsWith('<![CDATA[') ? new AppError('COMPANY_IMPORT_CELL_TOO_LONG', { max: COMPANY_IMPORT_MAX_CELL_CHARS }) : unreadable()
  }

  /** The whole document was written: nothing may be left but white space. */
  end(): void {
    if (this.pending.trim() !== '') throw unreadable()
  }

  /** Where the markup starting at `lt` ends (the index after it), or -1 when it continues in the next chunk. */
  private markupEnd(s: string, lt: number): number {
    const head = s.slice(lt, lt + 9)
    const after = (terminator: string, from: number) => {
      const at = s.indexOf(terminator, from)
      return at === -1 ? -1 : at + terminator.length
    }
    if (head.startsWith('<!--')) return after('-->', lt + 4)
    if (head.startsWith('<![CDATA[')) return after(']]>', lt + 9)
    if (head.startsWith('<?')) return after('?>', lt + 2)
    if (head.startsWith('<!')) {
      // Maybe the start of a comment or CDATA cut by the chunk's end; anything else (a DOCTYPE) is refused.
      if (lt + head.length === s.length && ('<![CDATA['.startsWith(head) || '<!--'.startsWith(head))) return -1
      throw unreadable()
    }
    // A tag: its end is the first '>' outside a quoted attribute value.
    let from = lt + 1
    for (;;) {
      const gt = s.indexOf('>', from)
      if (gt === -1) return -1
      const double = s.indexOf('"', from)
      const single = s.indexOf("'", from)
      const quote = [double, single].filter((q) => q !== -1 && q < gt).sort((a, b) => a - b)[0]
      if (quote === undefined) return gt + 1
      const closing = s.indexOf(s[quote]!, quote + 1)
      if (closing === -1) return -1
      from = closing + 1
    }
  }

  private markup(s: string, lt: number, end: number): void {
    const second = s[lt + 1]
    if (second === '!') {
      if (s.startsWith('<![CDATA[', lt)) this.handler.text(s.slice(lt + 9, end - 3))
      return // a comment
    }
    if (second === '?') return
    if (second === '/') {
      this.handler.close(localNameOf(s.slice(lt + 2, end - 1).trim()))
      return
    }
    const selfClosing = s[end - 2] === '/'
    const body = s.slice(lt + 1, selfClosing ? end - 2 : end - 1)
    const nameEnd = body.search(/[\s/]|$/)
    const name = localNameOf(body.slice(0, nameEnd))
    this.handler.open(name, body.slice(nameEnd))
    if (selfClosing) this.handler.close(name)
  }
}

/** Feeds a part through the scanner, turning the event loop between chunks as `pace` decides. */
async function scanPart(bytes: Buffer, entry: ZipEntry, handler: XmlHandler, context: ReadContext): Promise<void> {
  const scanner = new XmlScanner(handler)
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of unpack(bytes, entry, context)) {
    scanner.write(decoder.decode(chunk, { stream: true }))
    await context.pace()
  }
  scanner.write(decoder.decode())
  scanner.end()
}

/** `_x000D_` → carriage return: how OOXML writes characters XML cannot hold (as ExcelJS reads it). */
const decodeOoxmlEscapes = (text: string) => (text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text)

/** "AB12" → 27 (0-based column index), or -1. */
function columnIndexOf(reference: string): number {
  let index = 0
  let i = 0
  for (; i < reference.length && i < 4; i++) {
    const code = reference.charCodeAt(i) & ~0x20 // upper case
    if (code < 65 || code > 90) break
    index = index * 26 + (code - 64)
  }
  return i === 0 ? -1 : index - 1
}

/** 27 → "AB": the column as the spreadsheet shows it. */
export function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

// ── the workbook ────────────────────────────────────────────────────────────────────────────────────────────────

/** Relationships of a part (`_rels/….rels`): id → { type, target resolved against `base` }. */
async function readRelationships(bytes: Buffer, entries: Map<string, ZipEntry>, name: string, base: string, context: ReadContext) {
  const relationships = new Map<string, { type: string; target: string }>()
  const entry = entries.get(name)
  if (!entry) return relationships
  await scanPart(
    bytes,
    entry,
    {
      open(element, attributes) {
        if (element !== 'Relationship') return
        const id = attribute(attributes, 'Id')
        const target = attribute(attributes, 'Target')
        if (!id || !target || attribute(attributes, 'TargetMode') === 'External') return
        relationships.set(id, { type: attribute(attributes, 'Type') ?? '', target: target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(base, target)) })
      },
      close() {},
      text() {},
    },
    context,
  )
  return relationships
}

/** The first worksheet's part and the shared strings' part, from the package's and the workbook's relationships. */
async function locateParts(bytes: Buffer, entries: Map<string, ZipEntry>, context: ReadContext) {
  const root = await readRelationships(bytes, entries, '_rels/.rels', '', context)
  const workbookName = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml'
  const workbook = entries.get(workbookName)
  if (!workbook) throw unreadable()
  let firstSheetId: string | undefined
  await scanPart(
    bytes,
    workbook,
    {
      open(element, attributes) {
        if (element === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(attributes, 'id') ?? ''
      },
      close() {},
      text() {},
    },
    context,
  )
  const directory = posix.dirname(workbookName)
  const relationships = await readRelationships(bytes, entries, posix.join(directory, '_rels', `${posix.basename(workbookName)}.rels`), directory, context)
  const sheet = firstSheetId ? entries.get(relationships.get(firstSheetId)?.target ?? '') : undefined
  if (!sheet) throw unreadable()
  const sharedStringsName = [...relationships.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target
  return { sheet, sharedStrings: sharedStringsName ? entries.get(sharedStringsName) : undefined }
}

/** The shared strings table; a string longer than a cell may be refuses the file as soon as it is. */
async function readSharedStrings(bytes: Buffer, entry: ZipEntry, context: ReadContext): Promise<string[]> {
  const strings: string[] = []
  let inItem = false
  let inText = false
  let phonetic = 0
  let parts: string[] = []
  let length = 0
  await scanPart(
    bytes,
    entry,
    {
      open(element) {
        if (element === 'si') {
          inItem = true
          parts = []
          length = 0
        } else if (element === 'rPh') phonetic++
        else if (element === 't' && inItem && phonetic === 0) inText = true
      },
      close(element) {
        if (element === 't') inText = false
        else if (element === 'rPh') phonetic--
        else if (element === 'si') {
          strings.push(decodeOoxmlEscapes(parts.join('')))
          inItem = false
        }
      },
      text(value) {
        if (!inText) return
        length += value.length
        if (length > COMPANY_IMPORT_MAX_CELL_CHARS) throw new AppError('COMPANY_IMPORT_CELL_TOO_LONG', { max: COMPANY_IMPORT_MAX_CELL_CHARS })
        parts.push(value)
      },
    },
    context,
  )
  return strings
}

/** A cell's text as the sheet shows it: shared and inline strings, numbers, booleans, dates (YYYY-MM-DD), formula results. */
function cellText(type: string, raw: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? ''
    case 'inlineStr':
      return decodeOoxmlEscapes(raw)
    case 'str':
    case 'e':
      return raw
    case 'b':
      return raw === '' ? '' : raw === '1' || raw === 'true' ? 'true' : 'false'
    case 'd':
      return raw.slice(0, 10)
    default: {
      if (raw === '') return ''
      const n = Number(raw)
      return Number.isFinite(n) ? String(n) : raw
    }
  }
}

/**
 * Reads the first worksheet of a workbook row by row; `onRow` gets each row (blank ones too) as it is read.
 * `columnName` names a column in an error's details (the header's name once it is known). Refuses a cell longer
 * than COMPANY_IMPORT_MAX_CELL_CHARS, a value past column COMPANY_IMPORT_MAX_COLUMNS (any cell past
 * COMPANY_IMPORT_MAX_CELLS_PER_ROW), and more than COMPANY_IMPORT_MAX_ROWS_READ rows.
 */
export async function readWorksheet(bytes: Buffer, context: ReadContext, onRow: (row: SheetRow) => void, columnName: (index: number) => string | undefined): Promise<void> {
  const entries = inspectWorkbook(bytes)
  const located = await locateParts(bytes, entries, context)
  const strings = located.sharedStrings ? await readSharedStrings(bytes, located.sharedStrings, context) : []
  const stats = context.stats
  const name = (index: number) => columnName(index) ?? columnLetters(index)
  let line = 0
  let cells: string[] = []
  let column = -1
  let type = 'n'
  let inValue = false
  let inInline = false
  let inText = false
  let phonetic = 0
  let pieces: string[] = []
  let length = 0
  await scanPart(
    bytes,
    located.sheet,
    {
      open(element, attributes) {
        switch (element) {
          case 'row': {
            const number = Number(attribute(attributes, 'r'))
            line = Number.isInteger(number) && number > line ? number : line + 1
            if (++stats.rowsRead > COMPANY_IMPORT_MAX_ROWS_READ) throw new AppError('COMPANY_IMPORT_TOO_MANY_ROWS', { max: COMPANY_IMPORT_MAX_ROWS_READ })
            cells = []
            column = -1
            break
          }
          case 'c': {
            const reference = attribute(attributes, 'r')
            const index = reference === undefined ? -1 : columnIndexOf(reference)
            column = index >= 0 ? index : column + 1
            if (column >= COMPANY_IMPORT_MAX_CELLS_PER_ROW) throw new AppError('COMPANY_IMPORT_TOO_MANY_COLUMNS', { line, max: COMPANY_IMPORT_MAX_COLUMNS })
            stats.cellsRead++
            type = attribute(attributes, 't') ?? 'n'
            pieces = []
            length = 0
            break
          }
          case 'v':
            inValue = true
            break
          case 'is':
            inInline = true
            break
          case 'rPh':
            phonetic++
            break
          case 't':
            inText = inInline && phonetic === 0
            break
        }
      },
      close(element) {
        switch (element) {
          case 'v':
            inValue = false
            break
          case 'is':
            inInline = false
            break
          case 'rPh':
            phonetic--
            break
          case 't':
            inText = false
            break
          case 'c': {
            const value = cellText(type, pieces.join(''), strings)
            if (value === '') break
            if (column >= COMPANY_IMPORT_MAX_COLUMNS) throw new AppError('COMPANY_IMPORT_TOO_MANY_COLUMNS', { line, max: COMPANY_IMPORT_MAX_COLUMNS })
            cells[column] = value
            break
          }
          case 'row':
            // Handed on at once: the header names the next rows' columns, and a bound may refuse this row.
            onRow({ line, cells })
            cells = []
            break
        }
      },
      text(value) {
        if (!inValue && !inText) return
        length += value.length
        if (length > COMPANY_IMPORT_MAX_CELL_CHARS) throw new AppError('COMPANY_IMPORT_CELL_TOO_LONG', { line, column: name(column), max: COMPANY_IMPORT_MAX_CELL_CHARS })
        pieces.push(value)
      },
    },
    context,
  )
}

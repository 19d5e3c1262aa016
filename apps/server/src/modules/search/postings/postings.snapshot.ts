/**
 * The postings on disk (ADR 049): a compacted index image (postings-index.ts IndexImage) and what it covers, so a
 * restart loads it in a second or two and catches up from its horizon instead of reading every search row again.
 *
 * File layout: "NXPS", a uint32 format version, a uint32 header length, the header (JSON: the meta, the strings and
 * the arrays' places), then the arrays' bytes, each at a multiple of 8. Written to a temporary file and renamed, so
 * a crash never leaves half a snapshot under the real name.
 */
import { open, readFile, rename, rm } from 'node:fs/promises'
import type { IndexImage, PostingsImage } from './postings-index'

/** Bumped whenever the image or what the index keeps of a row changes: an older file is ignored (full build). */
export const SNAPSHOT_FORMAT = 3

const MAGIC = 'NXPS'

/** What a snapshot covers, checked before it is used (postings.sync.ts). */
export interface SnapshotMeta {
  /** The database it was read from: a snapshot of another database (or a re-created one) is ignored. */
  database: string
  /** The last migration applied: a migration may change what the rows hold. */
  migration: string
  /** Transaction horizon of the read (postings.repo readHorizon): the catch-up reads from here. */
  horizon: string
  generation: string
  savedAt: string
  companies: number
}

type ArrayKind = 'i32' | 'f32' | 'f64' | 'u8'
type Typed = Int32Array | Float32Array | Float64Array | Uint8Array

const KINDS: Record<ArrayKind, { make: (buffer: ArrayBuffer, offset: number, length: number) => Typed; bytes: number }> = {
  i32: { make: (b, o, n) => new Int32Array(b, o, n), bytes: 4 },
  f32: { make: (b, o, n) => new Float32Array(b, o, n), bytes: 4 },
  f64: { make: (b, o, n) => new Float64Array(b, o, n), bytes: 8 },
  u8: { make: (b, o, n) => new Uint8Array(b, o, n), bytes: 1 },
}

const kindOf = (a: Typed): ArrayKind => (a instanceof Int32Array ? 'i32' : a instanceof Float32Array ? 'f32' : a instanceof Float64Array ? 'f64' : 'u8')

/** The image's arrays by a path name ('rank.parts'), in a fixed order. */
function arraysOf(img: IndexImage): [string, Typed][] {
  const out: [string, Typed][] = []
  for (const [key, value] of Object.entries(img)) {
    if (ArrayBuffer.isView(value)) out.push([key, value as Typed])
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, array] of Object.entries(value as PostingsImage)) if (array) out.push([`${key}.${sub}`, array])
    }
  }
  return out
}

const pad8 = (n: number) => (n + 7) & ~7

/** Writes the snapshot (a temporary file, then renamed over `file`). Resolves to the bytes written. */
export async function writeSnapshot(file: string, meta: SnapshotMeta, img: IndexImage): Promise<number> {
  const arrays = arraysOf(img)
  let offset = 0
  const places = arrays.map(([name, array]) => {
    const place = { name, kind: kindOf(array), offset, length: array.length }
    offset = pad8(offset + array.byteLength)
    return place
  })
  const header = Buffer.from(JSON.stringify({ meta, lexemes: img.lexemes, ids: img.ids, stateNames: img.stateNames, places }))
  const prefix = Buffer.alloc(pad8(12 + header.length))
  prefix.write(MAGIC, 0, 'latin1')
  prefix.writeUInt32LE(SNAPSHOT_FORMAT, 4)
  prefix.writeUInt32LE(header.length, 8)
  header.copy(prefix, 12)
  const temporary = `${file}.${process.pid}.tmp`
  const handle = await open(temporary, 'w')
  try {
    await handle.write(prefix)
    let written = 0
    for (const [i, [, array]] of arrays.entries()) {
      const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength)
      await handle.write(bytes)
      written += bytes.length
      const gap = places[i]!.offset + pad8(array.byteLength) - written
      if (gap > 0) {
        await handle.write(Buffer.alloc(gap))
        written += gap
      }
    }
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file).catch(async (error: unknown) => {
    await rm(temporary, { force: true })
    throw error
  })
  return prefix.length + offset
}

/** Reads a snapshot; null when there is none, or it is of another format, or unreadable. */
export async function readSnapshot(file: string): Promise<{ meta: SnapshotMeta; img: IndexImage } | null> {
  let data: Buffer
  try {
    data = await readFile(file)
  } catch {
    return null
  }
  try {
    if (data.length < 12 || data.toString('latin1', 0, 4) !== MAGIC || data.readUInt32LE(4) !== SNAPSHOT_FORMAT) return null
    const headerLength = data.readUInt32LE(8)
    const header = JSON.parse(data.toString('utf8', 12, 12 + headerLength)) as {
      meta: SnapshotMeta
      lexemes: string[]
      ids: string[]
      stateNames: string[]
      places: { name: string; kind: ArrayKind; offset: number; length: number }[]
    }
    // The arrays are views of the file's buffer when it is aligned (a large file's is its own); else of a copy.
    const start = pad8(12 + headerLength)
    const aligned = data.byteOffset % 8 === 0
    const body = aligned ? (data.buffer as ArrayBuffer) : new Uint8Array(data.subarray(start)).buffer
    const base = aligned ? data.byteOffset + start : 0
    const img: Record<string, unknown> = { lexemes: header.lexemes, ids: header.ids, stateNames: header.stateNames }
    for (const place of header.places) {
      const kind = KINDS[place.kind]
      if (start + place.offset + place.length * kind.bytes > data.length) return null
      const array = kind.make(body, base + place.offset, place.length)
      const [key, sub] = place.name.split('.')
      if (sub) ((img[key!] ??= {}) as Record<string, Typed>)[sub] = array
      else img[key!] = array
    }
    return { meta: header.meta, img: img as unknown as IndexImage }
  } catch {
    return null
  }
}

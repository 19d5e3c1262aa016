/**
 * A small PNG encoder and decoder (8-bit grey, RGB and RGBA, not interlaced) on node:zlib, enough for the
 * demo logos and the seed's own assets. No image library: the seed must install and run offline on any
 * machine, and byte-identical output for identical pixels keeps the demo data deterministic.
 */
import { deflateSync, inflateSync } from 'node:zlib'

/** Raw pixels, row after row, `channels` bytes per pixel. */
export interface RawImage {
  width: number
  height: number
  /** 1 = grey (or palette index), 3 = RGB, 4 = RGBA. */
  channels: 1 | 3 | 4
  data: Uint8Array
}

export interface EncodeOptions {
  /** zlib level; 9 for committed assets, lower when speed matters. */
  level?: number
  /** RGB triples: `data` then holds one palette index per pixel (PNG colour type 3). */
  palette?: Uint8Array
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const COLOR_TYPE = { 1: 0, 3: 2, 4: 6 } as const
const CHANNELS_BY_COLOR_TYPE: Record<number, 1 | 3 | 4> = { 0: 1, 2: 3, 6: 4 }

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0)
  return Buffer.concat([head, body, crc])
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/**
 * Encodes with the usual "smallest sum of absolute differences" choice of filter per row (flat artwork then
 * deflates to a few kilobytes), or, for palette images, unfiltered rows as the PNG spec recommends.
 */
export function encodePng(image: RawImage, options: EncodeOptions = {}): Buffer {
  const { width, height, channels, data } = image
  const { level = 9, palette } = options
  if (data.length !== width * height * channels) throw new RangeError('pixel data does not match the size')
  if (palette && (channels !== 1 || palette.length % 3 !== 0 || palette.length > 768)) throw new RangeError('a palette image has one index per pixel and at most 256 colours')
  const stride = width * channels
  const out = new Uint8Array((stride + 1) * height)
  if (palette) {
    for (let y = 0; y < height; y++) out.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  }
  const candidate = new Uint8Array(stride)
  for (let y = 0; y < height && !palette; y++) {
    const row = y * stride
    const prev = y > 0 ? row - stride : -1
    let bestFilter = 0
    let bestScore = Infinity
    let best = new Uint8Array(stride)
    for (let filter = 0; filter < 5; filter++) {
      let score = 0
      for (let x = 0; x < stride; x++) {
        const raw = data[row + x]!
        const left = x >= channels ? data[row + x - channels]! : 0
        const up = prev >= 0 ? data[prev + x]! : 0
        const upLeft = prev >= 0 && x >= channels ? data[prev + x - channels]! : 0
        const predicted = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : paeth(left, up, upLeft)
        const value = (raw - predicted) & 0xff
        candidate[x] = value
        score += value < 128 ? value : 256 - value
      }
      if (score < bestScore) {
        bestScore = score
        bestFilter = filter
        best = candidate.slice()
      }
    }
    out[y * (stride + 1)] = bestFilter
    out.set(best, y * (stride + 1) + 1)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = palette ? 3 : COLOR_TYPE[channels]
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', palette)] : []),
    chunk('IDAT', deflateSync(out, { level })),
    chunk('IEND', new Uint8Array(0)),
  ])
}

/** Decodes the PNGs this module writes (8-bit grey, RGB, RGBA or palette, not interlaced); palette images come back as RGB. */
export function decodePng(bytes: Buffer): RawImage {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG')
  let offset = 8
  let width = 0
  let height = 0
  let channels: 1 | 3 | 4 = 1
  let isIndexed = false
  let palette: Buffer | undefined
  const idat: Buffer[] = []
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const body = bytes.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      isIndexed = body[9] === 3
      const colorChannels = isIndexed ? 1 : CHANNELS_BY_COLOR_TYPE[body[9]!]
      if (body[8] !== 8 || !colorChannels || body[12] !== 0) throw new Error('unsupported PNG layout')
      channels = colorChannels
    } else if (type === 'PLTE') {
      palette = body
    } else if (type === 'IDAT') {
      idat.push(body)
    } else if (type === 'IEND') {
      break
    }
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const data = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const source = y * (stride + 1) + 1
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? data[row + x - channels]! : 0
      const up = y > 0 ? data[row - stride + x]! : 0
      const upLeft = y > 0 && x >= channels ? data[row - stride + x - channels]! : 0
      const predicted = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : paeth(left, up, upLeft)
      data[row + x] = (raw[source + x]! + predicted) & 0xff
    }
  }
  if (!isIndexed) return { width, height, channels, data }
  if (!palette) throw new Error('palette PNG without PLTE')
  const rgb = new Uint8Array(width * height * 3)
  for (let i = 0; i < data.length; i++) palette.copy(rgb, i * 3, data[i]! * 3, data[i]! * 3 + 3)
  return { width, height, channels: 3, data: rgb }
}

import sharp, { type Metadata, type SharpOptions } from 'sharp'
import { IMAGE_MAX_PIXELS } from '@nexo/shared'
import { AppError } from './errors'

/**
 * How every uploaded image is decoded (docs/decisions/045): libvips enforces the pixel limit itself as well, and a
 * truncated or corrupt image is an error rather than a half-grey picture.
 */
export const IMAGE_DECODE_OPTIONS = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const satisfies SharpOptions

/**
 * Images decoded at once, in this process. sharp decodes on libuv's worker threads (off the event loop), but that pool
 * (4 threads by default) also reads files and hashes passwords: a burst of uploads must not take all of it, so at most
 * half goes to images and the rest wait their turn here. sharp's own libvips concurrency is left as it is.
 */
export const IMAGE_DECODES_AT_ONCE = 2

const slots = { running: 0, peak: 0, waiting: [] as (() => void)[] }

/** The most image decodes that ran at once since the process started (for tests: work done, not time). */
export const peakImageDecodes = () => slots.peak

/** Runs `work` (one decode) when a slot is free; slots are handed over in arrival order. */
export async function inImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.running < IMAGE_DECODES_AT_ONCE) slots.running++
  else await new Promise<void>((resolve) => slots.waiting.push(resolve))
  slots.peak = Math.max(slots.peak, slots.running)
  try {
    return await work()
  } finally {
    const next = slots.waiting.shift()
    if (next) next()
    else slots.running--
  }
}

export interface ImageHeader {
  format: string
  width: number
  /** Of one frame: only the first frame of an animated image is ever decoded. */
  height: number
  isPalette: boolean
}

/**
 * The size an image declares, read from its header alone (no pixel is decoded, so this is cheap whatever the header
 * claims). Beyond IMAGE_MAX_PIXELS: 413 IMAGE_TOO_MANY_PIXELS; bytes without a readable image header: 415.
 */
export async function checkImageHeader(bytes: Buffer): Promise<ImageHeader> {
  let meta: Metadata
  try {
    // No limit here: sharp's would refuse the header with a generic error, and the header is what tells us the size.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  }
  const { format, width, height } = meta
  if (!format || !width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  if (width * height > IMAGE_MAX_PIXELS) throw new AppError('IMAGE_TOO_MANY_PIXELS')
  return { format, width, height, isPalette: meta.isPalette === true }
}

/**
 * An image to show on public pages, as it is stored: the header checked first, then decoded (in sharp's thread pool,
 * off the event loop), turned upright by its EXIF orientation, shrunk to fit `maxSide` (never enlarged) and re-encoded
 * in its own format without any metadata (GPS position, camera, comments). Alpha survives (PNG and WebP carry it).
 * Bytes that do not decode are refused as 415.
 */
export async function reencodeImage(bytes: Buffer, maxSide: number): Promise<Buffer> {
  const header = await checkImageHeader(bytes)
  const image = sharp(bytes, IMAGE_DECODE_OPTIONS).rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
  if (header.format === 'jpeg') image.jpeg({ quality: 85 })
  else if (header.format === 'webp') image.webp({ quality: 85 })
  // PNG (and anything else, e.g. a GIF's first frame): lossless; a palette image stays one, so logos stay small.
  else image.png({ palette: header.isPalette })
  try {
    return await inImageSlot(() => image.toBuffer())
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  }
}

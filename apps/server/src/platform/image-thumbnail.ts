import sharp from 'sharp'
import { AppError } from './errors'

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_SIDE = 320

/**
 * Refuses images that would decode to more pixels than this (a 5 MB PNG can claim 50,000 × 50,000 and expand to
 * gigabytes: a decompression bomb). 40 megapixels covers any phone photo.
 */
export const THUMBNAIL_MAX_INPUT_PIXELS = 40_000_000

/**
 * A WebP thumbnail of an uploaded image, made on the server from the bytes that are stored, so the preview is always
 * the picture itself (a thumbnail sent by a client could show something else). EXIF orientation is applied and all
 * metadata (GPS position, camera) is dropped; an animated GIF gives its first frame. Bytes that sniff as an image but
 * do not decode, or decode to too many pixels, are refused as an unsupported type.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_MAX_SIDE, height: THUMBNAIL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer()
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  }
}

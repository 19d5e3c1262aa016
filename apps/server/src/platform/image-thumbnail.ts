import sharp from 'sharp'
import { AppError } from './errors'
import { checkImageHeader, IMAGE_DECODE_OPTIONS, inImageSlot } from './image-upload'

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_SIDE = 320

/**
 * A WebP thumbnail of an uploaded image, made on the server from the bytes that are stored, so the preview is always
 * the picture itself (a thumbnail sent by a client could show something else). EXIF orientation is applied and all
 * metadata (GPS position, camera) is dropped; an animated GIF gives its first frame. The image rule of every upload
 * applies (docs/decisions/045): more than IMAGE_MAX_PIXELS is refused from the header with 413 IMAGE_TOO_MANY_PIXELS,
 * bytes that sniff as an image but do not decode as an unsupported type.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  await checkImageHeader(bytes)
  try {
    const thumbnail = sharp(bytes, IMAGE_DECODE_OPTIONS)
      .rotate()
      .resize({ width: THUMBNAIL_MAX_SIDE, height: THUMBNAIL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
    return await inImageSlot(() => thumbnail.toBuffer())
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  }
}

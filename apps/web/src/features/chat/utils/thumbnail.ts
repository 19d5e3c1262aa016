import { CHAT_THUMBNAIL_MAX_SIDE } from '@nexo/shared'

/**
 * A small WebP preview of an image, drawn in the browser before upload (ADR 030: the server has no image library;
 * it sniffs the thumbnail's bytes like any upload). Null when the browser cannot decode the image (e.g. an animated
 * GIF frame fails) — the message then shows the full image scaled down.
 */
export async function makeThumbnail(file: File): Promise<Blob | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, CHAT_THUMBNAIL_MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    return await new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/webp', 0.8))
  } catch {
    return null
  }
}

/**
 * File types recognised from their first bytes. The client's file name and Content-Type are never
 * trusted: a ".png" that is really HTML must not be served back as something a browser renders.
 * SVG is deliberately absent: it is XML that can carry scripts (stored XSS).
 */
export interface SniffedType {
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'application/pdf'
  extension: 'png' | 'jpg' | 'webp' | 'gif' | 'pdf'
}

export type SniffedMimeType = SniffedType['mimeType']

export const IMAGE_MIME_TYPES: readonly SniffedMimeType[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((b, i) => bytes[offset + i] === b)
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The type of a file from its magic bytes, or null when it is none of the accepted types. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: 'png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mimeType: 'image/webp', extension: 'webp' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mimeType: 'image/gif', extension: 'gif' }
  if (startsWith(bytes, ascii('%PDF-'))) return { mimeType: 'application/pdf', extension: 'pdf' }
  return null
}

export function isImageMimeType(mimeType: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType)
}

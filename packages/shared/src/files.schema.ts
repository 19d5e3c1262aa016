import { z } from 'zod'
import { BROCHURE_MAX_BYTES } from './constants'

// ── Uploads of the company profile and the catalogue (POST /api/v1/files, multipart `file` + `purpose`) ──

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
const PDF = ['application/pdf'] as const
/** Logos and product images. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024
/** Certifications, awards, data sheets, catalogues and other documents. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
/**
 * Most pixels (width × height) any uploaded image may declare, whatever its purpose: 40 megapixels covers any phone
 * photo, while a small file can claim far more and decode to gigabytes (a decompression bomb). Beyond it the API
 * answers 413 IMAGE_TOO_MANY_PIXELS, read from the image's header before a pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 40_000_000

/** Upload purposes of a company's own files: only a company admin uploads them, and they belong to the company. */
export const COMPANY_UPLOAD_PURPOSES = ['logo', 'brochure', 'certification', 'award', 'product_image', 'datasheet', 'catalogue', 'document', 'requirement', 'quote'] as const
export type CompanyUploadPurpose = (typeof COMPANY_UPLOAD_PURPOSES)[number]

/** Accepted types (sniffed from the bytes) and size per purpose; above the size the API answers 413, another type 415. */
export const COMPANY_UPLOAD_RULES: Readonly<Record<CompanyUploadPurpose, { mimeTypes: readonly string[]; maxBytes: number }>> = {
  logo: { mimeTypes: IMAGE_TYPES, maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  brochure: { mimeTypes: PDF, maxBytes: BROCHURE_MAX_BYTES },
  certification: { mimeTypes: [...PDF, ...IMAGE_TYPES], maxBytes: DOCUMENT_UPLOAD_MAX_BYTES },
  award: { mimeTypes: [...PDF, ...IMAGE_TYPES], maxBytes: DOCUMENT_UPLOAD_MAX_BYTES },
  product_image: { mimeTypes: IMAGE_TYPES, maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  datasheet: { mimeTypes: PDF, maxBytes: DOCUMENT_UPLOAD_MAX_BYTES },
  catalogue: { mimeTypes: PDF, maxBytes: DOCUMENT_UPLOAD_MAX_BYTES },
  document: { mimeTypes: [...PDF, ...IMAGE_TYPES], maxBytes: DOCUMENT_UPLOAD_MAX_BYTES },
  /** A requirement's project files (drawings, specs) and a quote's attachments (issue 12). */
  requirement: { mimeTypes: [...PDF, ...IMAGE_TYPES], maxBytes: DOCUMENT_UPLOAD_MAX_BYTES },
  quote: { mimeTypes: [...PDF, ...IMAGE_TYPES], maxBytes: DOCUMENT_UPLOAD_MAX_BYTES },
}

/** A stored file as the API shows it; `url` is GET /api/v1/files/{fileId}. */
export const ZFileRefSchema = z.object({
  fileId: z.string(),
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
})
export type TFileRef = z.infer<typeof ZFileRefSchema>

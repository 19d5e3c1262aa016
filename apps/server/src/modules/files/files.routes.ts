import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { COMPANY_UPLOAD_RULES, DOCUMENT_UPLOAD_MAX_BYTES, V, ZErrorResponseSchema, ZUploadResponseSchema } from '@nexo/shared'
import { authOf } from '../../platform/policy'
import { AppError } from '../../platform/errors'
import { createStorage } from '../../platform/storage'
import { assertCanUploadPurpose, filesPolicies, isCompanyUploadPurpose, UPLOAD_PURPOSES } from './files.policy'
import * as files from './files.service'

/** A file's bytes never change under its id (every upload is a new row and key), so public ones cache for a year. */
const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema, 429: ZErrorResponseSchema }

const validationError = (path: string, message: string) => new AppError('VALIDATION_FAILED', { issues: [{ path, message }] })

/** Reads a multipart form with one `file` part and text fields; the size limit aborts early with 413. */
async function readUpload(request: FastifyRequest, maxBytes = files.IMAGE_UPLOAD_MAX_BYTES): Promise<{ bytes: Buffer; filename: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  let upload: { bytes: Buffer; filename: string } | null = null
  const fields: Record<string, string> = {}
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw validationError('body.file', V.required)
      upload = { bytes: await part.toBuffer(), filename: part.filename }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value
    }
  }
  if (!upload || upload.bytes.length === 0) throw validationError('body.file', V.required)
  return { ...upload, fields }
}

/** Uploads (sign-up logo, avatars) and serving stored files. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: files.IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } })
  const deps: files.FilesDeps = { db: app.database.db, storage: createStorage(app.config) }
  const perIp = (max: number, timeWindow: string) => ({ rateLimit: app.config.DISABLE_RATE_LIMIT ? (false as const) : { max, timeWindow } })

  // Logos of abandoned sign-up forms are purged by the job runner (scheduled-jobs.ts), once across instances.

  app.post(
    '/api/v1/auth/signup/logo',
    {
      schema: { tags: ['auth'], summary: 'Upload the company logo before signing up (multipart field `file`; PNG, JPEG or WebP ≤ 2 MB and ≤ 40 megapixels, stored re-encoded at ≤ 512 px without metadata)', response: { 201: ZUploadResponseSchema, ...errors } },
      config: { policy: filesPolicies.signupLogo, ...perIp(20, '1 hour') },
    },
    async (request, reply) => {
      const { bytes, filename } = await readUpload(request)
      const result = await files.uploadFile(deps, { bytes, originalName: filename, purpose: 'signup_logo', allowedTypes: files.IMAGE_UPLOAD_TYPES })
      return reply.code(201).send(result)
    },
  )

  app.post(
    '/api/v1/files',
    {
      schema: {
        tags: ['files'],
        summary:
          'Upload a file (multipart fields `file` and `purpose`). avatar: PNG, JPEG or WebP ≤ 2 MB, any signed-in user. Company files (company admins only): ' +
          'logo and product_image PNG/JPEG/WebP ≤ 2 MB; brochure PDF ≤ 2.09 MB; datasheet and catalogue PDF ≤ 5 MB; certification, award and document PDF or image ≤ 5 MB. ' +
          'Any image ≤ 40 megapixels (413 IMAGE_TOO_MANY_PIXELS); avatars, logos and product images are stored re-encoded at a display size without metadata',
        security: [{ bearer: [] }],
        response: { 201: ZUploadResponseSchema, ...errors },
      },
      // The policy hook runs before the multipart body is read: a refused upload is never read.
      config: { policy: filesPolicies.upload, ...perIp(60, '1 hour') },
    },
    async (request, reply) => {
      const caller = authOf(request)
      // Read up to the largest size any purpose allows; the purpose's own limit is checked below.
      const { bytes, filename, fields } = await readUpload(request, DOCUMENT_UPLOAD_MAX_BYTES)
      const purpose = z.enum(UPLOAD_PURPOSES).safeParse(fields.purpose)
      if (!purpose.success) throw validationError('body.purpose', V.choose)
      assertCanUploadPurpose(caller, purpose.data)
      const rule = isCompanyUploadPurpose(purpose.data) ? COMPANY_UPLOAD_RULES[purpose.data] : { maxBytes: files.IMAGE_UPLOAD_MAX_BYTES, mimeTypes: files.IMAGE_UPLOAD_TYPES }
      if (bytes.length > rule.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE')
      const result = await files.uploadFile(deps, {
        bytes,
        originalName: filename,
        purpose: purpose.data,
        allowedTypes: rule.mimeTypes as files.UploadInput['allowedTypes'],
        ownerCompanyId: caller.companyId,
        ownerUserId: caller.userId,
      })
      return reply.code(201).send(result)
    },
  )

  app.get(
    '/api/v1/files/:id',
    { config: { policy: filesPolicies.read }, schema: { tags: ['files'], summary: 'The bytes of a stored file (public images for anyone; other files per canReadFile)', params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const file = await files.openFile(deps, request.auth, request.params.id)
      const disposition = file.isImage ? 'inline' : 'attachment'
      const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_')
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.sizeBytes))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('Cache-Control', file.isPublic ? PUBLIC_FILE_CACHE : 'private, no-store')
        .send(file.stream)
    },
  )
}

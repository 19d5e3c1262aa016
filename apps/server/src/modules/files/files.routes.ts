import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { V, ZErrorResponseSchema, ZUploadResponseSchema } from '@nexo/shared'
import { requireAuth } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { createStorage } from '../../platform/storage'
import { USER_UPLOAD_PURPOSES } from './files.policy'
import * as files from './files.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema, 429: ZErrorResponseSchema }

const validationError = (path: string, message: string) => new AppError('VALIDATION_FAILED', { issues: [{ path, message }] })

/** Reads a multipart form with one `file` part and text fields; the size limit aborts early with 413. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  let upload: { bytes: Buffer; filename: string } | null = null
  const fields: Record<string, string> = {}
  for await (const part of request.parts({ limits: { fileSize: files.IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } })) {
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

  app.post(
    '/api/v1/auth/signup/logo',
    {
      schema: { tags: ['auth'], summary: 'Upload the company logo before signing up (multipart field `file`; PNG, JPEG or WebP ≤ 2 MB)', response: { 201: ZUploadResponseSchema, ...errors } },
      config: perIp(20, '1 hour'),
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
        summary: 'Upload a file (multipart fields `file` and `purpose`; avatar: PNG, JPEG or WebP ≤ 2 MB)',
        security: [{ bearer: [] }],
        response: { 201: ZUploadResponseSchema, ...errors },
      },
      config: perIp(60, '1 hour'),
      // Before the multipart body is read: a visitor's upload is refused unread.
      onRequest: async (request) => {
        requireAuth(request)
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request)
      const { bytes, filename, fields } = await readUpload(request)
      const purpose = z.enum(USER_UPLOAD_PURPOSES).safeParse(fields.purpose)
      if (!purpose.success) throw validationError('body.purpose', V.choose)
      const result = await files.uploadFile(deps, {
        bytes,
        originalName: filename,
        purpose: purpose.data,
        allowedTypes: files.IMAGE_UPLOAD_TYPES,
        ownerCompanyId: caller.companyId,
        ownerUserId: caller.userId,
      })
      return reply.code(201).send(result)
    },
  )

  app.get(
    '/api/v1/files/:id',
    { schema: { tags: ['files'], summary: 'The bytes of a stored file', params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const file = await files.openFile(deps, request.auth, request.params.id)
      const disposition = file.isImage ? 'inline' : 'attachment'
      const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_')
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.sizeBytes))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('Cache-Control', file.isPublic ? 'public, max-age=3600' : 'private, no-store')
        .send(file.stream)
    },
  )
}

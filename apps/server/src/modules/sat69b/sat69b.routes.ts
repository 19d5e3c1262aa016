import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { V, ZErrorResponseSchema, zUuid } from '@nexo/shared'
import {
  SAT69B_IMPORT_MAX_BYTES,
  ZOwnSat69bResponseSchema,
  ZSat69bFlaggedListQuerySchema,
  ZSat69bFlaggedListResponseSchema,
  ZSat69bImportListResponseSchema,
  ZSat69bImportSchema,
} from '@nexo/shared/sat69b.schema'
import { AppError } from '../../platform/errors'
import { startJobFor } from '../../platform/jobs'
import { authOf } from '../../platform/policy'
import { createStorage } from '../../platform/storage'
import { sat69bPolicies } from './sat69b.policy'
import * as service from './sat69b.service'

const ZParamsSchema = z.object({ id: zUuid })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema }

/** SAT article 69-B: the list's imports, the companies found on it, a company's own finding (docs/decisions/056-sat-69b-list.md). */
export const sat69bRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const storage = createStorage(app.config)
  await app.register(multipart, { limits: { fileSize: SAT69B_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  const admin = { tags: ['admin'], security: [{ bearer: [] }] }
  const config = { policy: sat69bPolicies.manage }

  app.get(
    '/api/v1/admin/sat69b-imports',
    { config, schema: { ...admin, summary: 'The 20 latest SAT 69-B list imports, newest first (isCurrent marks the list in force)', response: { 200: ZSat69bImportListResponseSchema, ...errors } } },
    async () => service.listImports(db),
  )

  app.post(
    '/api/v1/admin/sat69b-imports',
    {
      config,
      schema: {
        ...admin,
        summary:
          "Upload SAT's Listado_Completo_69-B.csv (multipart field `file`, ≤ 64 MB): streamed to storage and answered at once with the import `queued`; the job runner reads it, reports bad rows with their line numbers, puts it in force and checks every company's RFC against it",
        response: { 202: ZSat69bImportSchema, ...errors, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
      const part = await request.file()
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      let result
      try {
        result = await service.acceptUpload({ db, storage }, request, { file: part.file, fileName: part.filename, userId: authOf(request).userId })
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('SAT69B_IMPORT_TOO_LARGE')
        throw error
      }
      const isQueued = async () => (await service.getImport(db, result.id).catch(() => null))?.status === 'queued'
      void startJobFor(app.jobs, service.SAT69B_IMPORT_JOB, isQueued).catch((error: unknown) => request.log.error({ err: error }, 'could not start the SAT 69-B import job'))
      return reply.code(202).send(result)
    },
  )

  app.get(
    '/api/v1/admin/sat69b-imports/:id',
    { config, schema: { ...admin, summary: 'A SAT 69-B import: progress, counts by situation, the first bad rows with their line numbers', params: ZParamsSchema, response: { 200: ZSat69bImportSchema, ...errors } } },
    async (request) => service.getImport(db, request.params.id),
  )

  app.get(
    '/api/v1/admin/sat69b-companies',
    {
      config,
      schema: { ...admin, summary: 'Companies whose RFC is on the list in force: presunto or definitivo (flagged, the default) or every situation', querystring: ZSat69bFlaggedListQuerySchema, response: { 200: ZSat69bFlaggedListResponseSchema, ...errors } },
    },
    async (request) => service.listCompanyListings(db, request.query.scope),
  )

  app.get(
    '/api/v1/company/sat-69b',
    {
      config: { policy: sat69bPolicies.own },
      schema: { tags: ['company'], security: [{ bearer: [] }], summary: "The caller's company on SAT's 69-B list in force (null when it is not on it)", response: { 200: ZOwnSat69bResponseSchema, ...errors } },
    },
    async (request) => service.getOwnListing(db, authOf(request).companyId!),
  )
}

import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  COMPANY_IMPORT_MAX_BYTES,
  V,
  ZCompanyImportListResponseSchema,
  ZCompanyImportSchema,
  ZErrorResponseSchema,
  companyImportTemplateCsv,
  zUuid,
} from '@nexo/shared'
import { AppError } from '../../platform/errors'
import { startJobFor } from '../../platform/jobs'
import { authOf } from '../../platform/policy'
import { createStorage } from '../../platform/storage'
import { companyImportPolicies } from './company-import.policy'
import * as repo from './company-import.repo'
import * as service from './company-import.service'

const ZParamsSchema = z.object({ id: zUuid })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** Starts `job` now for an import waiting in `waitingStatus` (platform/jobs.ts startJobFor). */
function startJob(app: FastifyInstance, job: string, importId: string, waitingStatus: 'reading' | 'queued'): Promise<void> {
  return startJobFor(app.jobs, job, async () => (await repo.findImport(app.database.db, importId))?.status === waitingStatus)
}

/** The platform admin's bulk import of companies from CSV or XLSX (docs/decisions/036-company-bulk-import.md). */
export const companyImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const deps: service.CompanyImportDeps = { db, storage: createStorage(app.config) }
  await app.register(multipart, { limits: { fileSize: COMPANY_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  const common = { tags: ['admin'], security: [{ bearer: [] }] }
  const config = { policy: companyImportPolicies.manage }

  app.get(
    '/api/v1/admin/company-imports/template.csv',
    { config, schema: { ...common, summary: 'The import template: every column with one example row (CSV, UTF-8)' } },
    async (_request, reply) =>
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="nexo-company-import-template.csv"').header('cache-control', 'no-store').send(`\uFEFF${companyImportTemplateCsv()}`),
  )

  app.get(
    '/api/v1/admin/company-imports',
    { config, schema: { ...common, summary: 'The 20 latest imports, newest first', response: { 200: ZCompanyImportListResponseSchema, ...errors } } },
    async () => service.listImports(db),
  )

  app.post(
    '/api/v1/admin/company-imports',
    {
      config,
      schema: {
        ...common,
        summary:
          'Upload a CSV (UTF-8) or XLSX file of companies (multipart field `file`, ≤ 10 MB): stores it and answers at once with the import `reading`; the job runner reads it within bounds (ADR 046), then GET …/:id shows the preview (counts, row errors with line numbers, a sample) or why the file was refused. Nothing is imported yet',
        response: { 202: ZCompanyImportSchema, ...errors, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
      const part = await request.file()
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      let bytes: Buffer
      try {
        bytes = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('COMPANY_IMPORT_TOO_LARGE')
        throw error
      }
      if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      const result = await service.acceptUpload(deps, request, { bytes, fileName: part.filename, userId: authOf(request).userId })
      void startJob(app, service.COMPANY_IMPORT_READ_JOB, result.id, 'reading').catch((error: unknown) => request.log.error({ err: error }, 'could not start the company import read job'))
      return reply.code(202).send(result)
    },
  )

  app.get(
    '/api/v1/admin/company-imports/:id',
    { config, schema: { ...common, summary: 'An import: `reading` while its file is read, then its preview (or why the file was refused) and, once run, its progress and result', params: ZParamsSchema, response: { 200: ZCompanyImportSchema, ...errors } } },
    async (request) => service.getImport(db, request.params.id),
  )

  app.post(
    '/api/v1/admin/company-imports/:id/run',
    {
      config,
      schema: { ...common, summary: 'Import the previewed file: queued for the job runner, which writes it in batches (poll GET …/:id for progress)', params: ZParamsSchema, response: { 202: ZCompanyImportSchema, ...errors } },
    },
    async (request, reply) => {
      const result = await service.queueImport(db, request, request.params.id)
      void startJob(app, service.COMPANY_IMPORT_JOB, result.id, 'queued').catch((error: unknown) => request.log.error({ err: error }, 'could not start the company import job'))
      return reply.code(202).send(result)
    },
  )
}

import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { V, ZErrorResponseSchema, zUuid } from '@nexo/shared'
import {
  REGISTRY_IMPORT_MAX_BYTES,
  ZClaimStartSchema,
  ZCompanyClaimListResponseSchema,
  ZCompanyClaimParamsSchema,
  ZCompanyClaimSchema,
  ZDecideCompanyClaimRequestSchema,
  ZRegistryImportListResponseSchema,
  ZRegistryImportSchema,
} from '@nexo/shared/registry.schema'
import { AppError } from '../../platform/errors'
import { startJobFor } from '../../platform/jobs'
import { publicBaseUrl } from '../../platform/mail'
import { authOf } from '../../platform/policy'
import { createStorage } from '../../platform/storage'
import { registryPolicies } from './registry.policy'
import * as service from './registry.service'

const ZParamsSchema = z.object({ id: zUuid })
const ZClaimListQuerySchema = z.object({ status: z.enum(['pending', 'confirmed', 'rejected', 'all']).default('pending') })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** Public registry imports and profile claims (docs/decisions/055-public-registry-directory-and-claims.md). */
export const registryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const deps: service.RegistryDeps = { db, storage: createStorage(app.config) }
  await app.register(multipart, { limits: { fileSize: REGISTRY_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  const admin = { tags: ['admin'], security: [{ bearer: [] }] }
  const config = { policy: registryPolicies.manage }

  app.get(
    '/api/v1/admin/registry-imports',
    { config, schema: { ...admin, summary: 'The 20 latest public registry imports, newest first', response: { 200: ZRegistryImportListResponseSchema, ...errors } } },
    async () => service.listImports(db),
  )

  app.post(
    '/api/v1/admin/registry-imports',
    {
      config,
      schema: {
        ...admin,
        summary:
          "Upload INEGI's DENUE CSV (multipart field `file`, ≤ 1 GB, INEGI's columns): streamed to storage and answered at once with the import `queued`; the job runner reads it as a stream and imports the establishments whose SCIAN activity maps to a Nexo category (poll GET …/:id for progress, counts and bad rows with their line numbers)",
        response: { 202: ZRegistryImportSchema, ...errors, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
      const part = await request.file()
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      let result
      try {
        result = await service.acceptUpload(deps, request, { file: part.file, fileName: part.filename, userId: authOf(request).userId })
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('REGISTRY_IMPORT_TOO_LARGE')
        throw error
      }
      const isQueued = async () => (await service.getImport(db, result.id).catch(() => null))?.status === 'queued'
      void startJobFor(app.jobs, service.REGISTRY_IMPORT_JOB, isQueued).catch((error: unknown) => request.log.error({ err: error }, 'could not start the registry import job'))
      return reply.code(202).send(result)
    },
  )

  app.get(
    '/api/v1/admin/registry-imports/:id',
    { config, schema: { ...admin, summary: 'A registry import: its progress (bytes and rows done), counts and the first bad rows with their line numbers', params: ZParamsSchema, response: { 200: ZRegistryImportSchema, ...errors } } },
    async (request) => service.getImport(db, request.params.id),
  )

  app.get(
    '/api/v1/admin/company-claims',
    { config, schema: { ...admin, summary: 'Claims of registry profiles (pending by default), newest first', querystring: ZClaimListQuerySchema, response: { 200: ZCompanyClaimListResponseSchema, ...errors } } },
    async (request) => service.listClaims(db, request.query.status),
  )

  app.post(
    '/api/v1/admin/company-claims/:id/decision',
    {
      config,
      schema: {
        ...admin,
        summary: 'Confirm a claim with the evidence seen, or reject it with the reason: a confirmed claim makes the company a normal company; a rejected claimant cannot sign in',
        params: ZCompanyClaimParamsSchema,
        body: ZDecideCompanyClaimRequestSchema,
        response: { 200: ZCompanyClaimSchema, ...errors },
      },
    },
    async (request) =>
      service.decideClaim({ db, mailer: app.mailer, baseUrl: publicBaseUrl(app.config), request }, { claimId: request.params.id, ...request.body, adminUserId: authOf(request).userId }),
  )

  app.get(
    '/api/v1/companies/:id/claim-start',
    {
      config: { policy: registryPolicies.claimStart },
      schema: { tags: ['companies'], summary: "What the sign-up form starts from when a visitor claims this registry profile (409 when it cannot be claimed)", params: ZParamsSchema, response: { 200: ZClaimStartSchema, ...errors } },
    },
    async (request) => service.getClaimStart(db, request.params.id),
  )
}

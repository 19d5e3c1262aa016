import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAdminCategoryTreeResponseSchema,
  ZAdminCertificationListResponseSchema,
  ZAdminCertificationSchema,
  ZCategoryCreateSchema,
  ZCategoryEditSchema,
  ZCategoryPositionSchema,
  ZCertificationInputSchema,
  ZErrorResponseSchema,
} from '@nexo/shared'
import { referenceDataPolicies } from './reference-data.policy'
import * as service from './reference-data.service'

const ZIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const ZIdResponseSchema = z.object({ id: z.number().int() })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/**
 * /admin/reference-data: the certification list and the category tree (issue 12, docs/decisions/037). Items are
 * retired, never deleted; companies, products and requirements can only pick active ones.
 */
export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.ReferenceDeps => ({ db: app.database.db, request })
  const config = { policy: referenceDataPolicies.manage }
  const common = { tags: ['admin'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/admin/certifications',
    { config, schema: { ...common, summary: 'Every certification, retired ones included, with its usage', response: { 200: ZAdminCertificationListResponseSchema, ...errors } } },
    async (_request, reply) => reply.header('Cache-Control', 'private, no-store').send(await service.listCertifications(app.database.db)),
  )
  app.post(
    '/api/v1/admin/certifications',
    { config, schema: { ...common, summary: 'Add a certification (slug made from the name)', body: ZCertificationInputSchema, response: { 200: ZAdminCertificationSchema, ...errors } } },
    async (request) => service.createCertification(deps(request), request.body),
  )
  app.put(
    '/api/v1/admin/certifications/:id',
    { config, schema: { ...common, summary: 'Rename or edit a certification (the companies holding it are reindexed)', params: ZIdParamsSchema, body: ZCertificationInputSchema, response: { 200: ZAdminCertificationSchema, ...errors } } },
    async (request) => service.updateCertification(deps(request), request.params.id, request.body),
  )
  app.post(
    '/api/v1/admin/certifications/:id/retire',
    { config, schema: { ...common, summary: 'Retire a certification: no longer offered to pick; saved links stay', params: ZIdParamsSchema, response: { 200: ZAdminCertificationSchema, ...errors } } },
    async (request) => service.setCertificationRetired(deps(request), request.params.id, true),
  )
  app.post(
    '/api/v1/admin/certifications/:id/restore',
    { config, schema: { ...common, summary: 'Offer a retired certification again', params: ZIdParamsSchema, response: { 200: ZAdminCertificationSchema, ...errors } } },
    async (request) => service.setCertificationRetired(deps(request), request.params.id, false),
  )

  app.get(
    '/api/v1/admin/categories',
    { config, schema: { ...common, summary: 'The whole category tree, retired categories included, with direct usage', response: { 200: ZAdminCategoryTreeResponseSchema, ...errors } } },
    async (_request, reply) => reply.header('Cache-Control', 'private, no-store').send(await service.getCategoryTree(app.database.db)),
  )
  app.post(
    '/api/v1/admin/categories',
    { config, schema: { ...common, summary: 'Add a category (last under its parent; slug made from the English name)', body: ZCategoryCreateSchema, response: { 200: ZIdResponseSchema, ...errors } } },
    async (request) => service.createCategory(deps(request), request.body),
  )
  app.put(
    '/api/v1/admin/categories/:id',
    { config, schema: { ...common, summary: 'Rename or recode a category (the companies under it are reindexed)', params: ZIdParamsSchema, body: ZCategoryEditSchema, response: { 200: ZIdResponseSchema, ...errors } } },
    async (request) => service.updateCategory(deps(request), request.params.id, request.body),
  )
  app.put(
    '/api/v1/admin/categories/:id/position',
    { config, schema: { ...common, summary: 'Move under another parent and/or reorder among siblings (no cycles)', params: ZIdParamsSchema, body: ZCategoryPositionSchema, response: { 200: ZIdResponseSchema, ...errors } } },
    async (request) => service.placeCategory(deps(request), request.params.id, request.body),
  )
  app.post(
    '/api/v1/admin/categories/:id/retire',
    { config, schema: { ...common, summary: 'Retire a category whose children are all retired; saved links stay', params: ZIdParamsSchema, response: { 200: ZIdResponseSchema, ...errors } } },
    async (request) => service.setCategoryRetired(deps(request), request.params.id, true),
  )
  app.post(
    '/api/v1/admin/categories/:id/restore',
    { config, schema: { ...common, summary: 'Offer a retired category again (its parent must be active)', params: ZIdParamsSchema, response: { 200: ZIdResponseSchema, ...errors } } },
    async (request) => service.setCategoryRetired(deps(request), request.params.id, false),
  )
}

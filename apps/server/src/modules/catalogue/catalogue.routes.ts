import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZCatalogueItemRequestSchema,
  ZCatalogueItemSchema,
  ZCatalogueListResponseSchema,
  ZCompanyProductsResponseSchema,
  ZErrorResponseSchema,
  ZPaginationQuerySchema,
  ZProductDetailResponseSchema,
} from '@nexo/shared'
import { companyAuthOf } from '../../platform/policy'
import { cataloguePolicies } from './catalogue.policy'
import * as service from './catalogue.service'

const ZIdParamsSchema = z.object({ id: z.uuid() })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** Spec §2 /products-services (own catalogue) and the public catalogue pages (marketplace detail). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.CatalogueDeps => ({ db: app.database.db, request })
  const common = { tags: ['catalogue'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/company/products',
    {
      config: { policy: cataloguePolicies.viewOwn },
      schema: {
        ...common,
        summary: "The company's products and services, newest first, with the membership's limit (any company user)",
        querystring: ZPaginationQuerySchema,
        response: { 200: ZCatalogueListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = companyAuthOf(request)
      return service.listOwnItems(app.database.db, auth.companyId, request.query.page, request.query.limit)
    },
  )

  app.post(
    '/api/v1/company/products',
    {
      config: { policy: cataloguePolicies.manage },
      schema: {
        ...common,
        summary: 'Add a product or service (company admins only); 409 CATALOGUE_LIMIT_REACHED at the limit (free 3, Platinum/Gold 12)',
        body: ZCatalogueItemRequestSchema,
        response: { 201: ZCatalogueItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = companyAuthOf(request)
      return reply.code(201).send(await service.createItem(deps(request), auth.companyId, request.body))
    },
  )

  app.get(
    '/api/v1/company/products/:id',
    { config: { policy: cataloguePolicies.viewOwn }, schema: { ...common, summary: 'One item of the own catalogue', params: ZIdParamsSchema, response: { 200: ZCatalogueItemSchema, ...errors } } },
    async (request) => {
      const auth = companyAuthOf(request)
      return service.getOwnItem(app.database.db, auth.companyId, request.params.id)
    },
  )

  app.put(
    '/api/v1/company/products/:id',
    {
      config: { policy: cataloguePolicies.manage },
      schema: { ...common, summary: 'Edit an item (company admins only)', params: ZIdParamsSchema, body: ZCatalogueItemRequestSchema, response: { 200: ZCatalogueItemSchema, ...errors } },
    },
    async (request) => {
      const auth = companyAuthOf(request)
      return service.updateItem(deps(request), auth.companyId, request.params.id, request.body)
    },
  )

  app.delete(
    '/api/v1/company/products/:id',
    { config: { policy: cataloguePolicies.manage }, schema: { ...common, summary: 'Delete an item (company admins only)', params: ZIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const auth = companyAuthOf(request)
      await service.deleteItem(deps(request), auth.companyId, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/v1/companies/:id/products',
    {
      config: { policy: cataloguePolicies.viewPublic },
      schema: {
        tags: ['directory'],
        summary: "A listed company's products and services: basic fields for everybody, contact fields for full viewers",
        params: ZIdParamsSchema,
        querystring: ZPaginationQuerySchema,
        response: { 200: ZCompanyProductsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store')
      return service.listPublicProducts(app.database.db, request.auth, request.params.id, request.query.page, request.query.limit)
    },
  )

  app.get(
    '/api/v1/products/:id',
    {
      config: { policy: cataloguePolicies.viewPublic },
      schema: {
        tags: ['directory'],
        summary: 'Marketplace detail of a product or service and its company (same visibility rule as the company detail)',
        params: ZIdParamsSchema,
        response: { 200: ZProductDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store')
      return service.getPublicProduct(app.database.db, request.auth, request.params.id)
    },
  )
}

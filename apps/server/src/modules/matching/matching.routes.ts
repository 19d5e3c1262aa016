import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZErrorResponseSchema,
  ZMatchIdParamsSchema,
  ZMatchLangQuerySchema,
  ZMyRequirementSuppliersResponseSchema,
  ZPartnerMatchesResponseSchema,
  ZRequirementMatchesResponseSchema,
  ZRequirementSuppliersQuerySchema,
  ZRequirementSuppliersResponseSchema,
} from '@nexo/shared'
import { authOf, companyAuthOf } from '../../platform/policy'
import { matchingPolicies } from './matching.policy'
import * as service from './matching.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema }

/** Spec /matches and marketplace `match=true`: scored matches with reasons (ADR 028). */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const common = { tags: ['matching'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/matching/requirements',
    {
      config: { policy: matchingPolicies.use },
      schema: { ...common, summary: "Open requirements of other companies the caller's company could serve, best first, with score and reasons", querystring: ZMatchLangQuerySchema, response: { 200: ZRequirementMatchesResponseSchema, ...errors } },
    },
    async (request) => ({ items: await service.requirementsFor(db, companyAuthOf(request).companyId, { lang: request.query.lang }) }),
  )

  app.get(
    '/api/v1/matching/requirements/:id/suppliers',
    {
      config: { policy: matchingPolicies.use },
      schema: {
        ...common,
        summary: "Suppliers for one of the caller's requirements, best first; excluded (missing a required certification, beyond the distance limit) on request",
        params: ZMatchIdParamsSchema,
        querystring: ZRequirementSuppliersQuerySchema,
        response: { 200: ZRequirementSuppliersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request)
      return service.suppliersForRequirement(db, { companyId: auth.companyId ?? null, isPlatformAdmin: auth.platformRole === 'admin' }, request.params.id, {
        lang: request.query.lang,
        includeExcluded: request.query.includeExcluded,
        cache: app.searchCache,
      })
    },
  )

  app.get(
    '/api/v1/matching/my-requirements',
    {
      config: { policy: matchingPolicies.use },
      schema: { ...common, summary: "The caller's open requirements, each with its best suppliers", querystring: ZMatchLangQuerySchema, response: { 200: ZMyRequirementSuppliersResponseSchema, ...errors } },
    },
    async (request) => ({ items: await service.suppliersForMyRequirements(db, companyAuthOf(request).companyId, { lang: request.query.lang, cache: app.searchCache }) }),
  )

  app.get(
    '/api/v1/matching/partners',
    {
      config: { policy: matchingPolicies.use },
      schema: { ...common, summary: "Companies with capabilities like the caller's company (partners), best first", querystring: ZMatchLangQuerySchema, response: { 200: ZPartnerMatchesResponseSchema, ...errors } },
    },
    async (request) => ({ items: await service.partnersFor(db, companyAuthOf(request).companyId, { lang: request.query.lang, cache: app.searchCache }) }),
  )
}

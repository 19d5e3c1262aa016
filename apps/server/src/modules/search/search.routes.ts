import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZErrorResponseSchema,
  ZSearchCompaniesRequestSchema,
  ZSearchCompaniesResponseSchema,
  ZSearchMapRequestSchema,
  ZSearchMapResponseSchema,
} from '@nexo/shared'
import { searchPolicies } from './search.policy'
import * as service from './search.service'
import { companiesForCaller, mapForCaller } from './search.viewer'

/** Public directory search (spec §2 /search-result, /map). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/search/companies',
    {
      config: { policy: searchPolicies.search },
      schema: {
        tags: ['search'],
        summary: 'Full-text company search (Spanish/English, typo tolerant) with state, certification and category facets',
        querystring: ZSearchCompaniesRequestSchema,
        response: { 200: ZSearchCompaniesResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) =>
      companiesForCaller(app.database.db, request.auth, await app.searchCache.answer('companies', request.query, () => service.searchCompanies(app.database.db, request.query))),
  )

  app.get(
    '/api/v1/search/map',
    {
      config: { policy: searchPolicies.search },
      schema: {
        tags: ['search'],
        summary: 'Located companies for the map, same filters as the search (Platinum first, capped)',
        querystring: ZSearchMapRequestSchema,
        response: { 200: ZSearchMapResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => mapForCaller(app.database.db, request.auth, await app.searchCache.answer('map', request.query, () => service.searchMap(app.database.db, request.query))),
  )
}

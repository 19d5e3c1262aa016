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
  // The postings' worker thread (ADR 049) stops with the app.
  app.addHook('onClose', async () => service.stopSearchPostings(app.database.db))
  // Health's readiness (ADR 048): not ready while the index is built (with its progress), so a load balancer sends
  // traffic to instances whose index is ready; what this one is sent meanwhile is answered by SQL. Never built yet,
  // or failed (SQL answers), is ready: nothing would ever start or retry a build on an instance sent no traffic.
  app.readiness.register('search', () => {
    const status = service.searchReadiness(app.database.db)
    if (status.state !== 'building') return { ready: true }
    return { ready: false, progress: status.total > 0 ? Math.min(1, status.loaded / status.total) : 0 }
  })

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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZErrorResponseSchema, ZMarketplaceRequestSchema, ZMarketplaceResponseSchema } from '@nexo/shared'
import { marketplaceCaller, marketplacePolicies } from './marketplace.policy'
import * as service from './marketplace.service'

/** Spec §2 /marketplace. Policy: public; `match=true` needs a company member (see marketplace.policy). */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/marketplace',
    {
      config: { policy: marketplacePolicies.browse },
      schema: {
        tags: ['marketplace'],
        summary: 'Companies and products/services together: text, state, category, material, this week, matching my company',
        querystring: ZMarketplaceRequestSchema,
        response: { 200: ZMarketplaceResponseSchema, 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const caller = marketplaceCaller(request, request.query.match)
      const now = new Date()
      const load = () => service.listMarketplace(app.database.db, request.query, caller, now)
      // "Match my company" depends on the caller; every other answer is the same for everyone and is cached under
      // the search state key (ADR 008), with the week it was computed for when `week` is on.
      if (request.query.match) return load()
      const weekStart = request.query.week ? service.startOfWeekMexicoCity(now).toISOString() : null
      return app.searchCache.answer('marketplace', { ...request.query, weekStart }, load)
    },
  )
}

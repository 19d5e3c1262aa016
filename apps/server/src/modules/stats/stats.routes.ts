import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZErrorResponseSchema, ZHomeStatsSchema } from '@nexo/shared'
import { statsPolicies } from './stats.policy'
import type { HomeStatsCache } from './stats.service'

/** Spec §2 /: the home page's figures (and the FAQ's), counted from the database and cached briefly. */
export const statsRoutes: FastifyPluginAsyncZod<{ cache: HomeStatsCache }> = async (app, { cache }) => {
  app.get(
    '/api/v1/stats/home',
    {
      config: { policy: statsPolicies.home },
      schema: { tags: ['stats'], summary: 'Visible companies, buyers, contacts and the share of profiles updated in the last 12 months (cached for a minute)', response: { 200: ZHomeStatsSchema, 503: ZErrorResponseSchema } },
    },
    async (_request, reply) => reply.header('Cache-Control', 'public, max-age=60').send(await cache.get()),
  )
}

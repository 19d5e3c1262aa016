import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZErrorResponseSchema, ZHealthResponseSchema, ZPublicConfigResponseSchema } from '@nexo/shared'
import { LOAD_SHED_RETRY_AFTER_SECONDS, passThroughPressure, readLoad } from '../../platform/load-shedding'
import { systemPolicies } from './system.policy'
import { checkHealth, getPublicConfig } from './system.service'

/** Operational endpoints: health for load balancers, public config for the web app. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Answers under pressure too (instead of being shed) to say so: load balancers read this.
      config: { policy: systemPolicies.operate, pressureHandler: passThroughPressure },
      schema: {
        tags: ['system'],
        summary: 'Service, database and load health (503 while degraded or shedding load)',
        response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database, readLoad(app))
      if (health.load.status === 'overloaded') reply.header('Retry-After', String(LOAD_SHED_RETRY_AFTER_SECONDS))
      return reply.code(health.status === 'ok' ? 200 : 503).send(health)
    },
  )

  app.get(
    '/api/v1/config',
    {
      config: { policy: systemPolicies.operate },
      schema: {
        tags: ['system'],
        summary: 'Public settings the web app needs at run time',
        response: { 200: ZPublicConfigResponseSchema, 500: ZErrorResponseSchema },
      },
    },
    async () => getPublicConfig(app.config),
  )
}

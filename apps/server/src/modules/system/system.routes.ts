import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZErrorResponseSchema, ZHealthResponseSchema, ZLivenessResponseSchema, ZPublicConfigResponseSchema, ZSystemHealthResponseSchema } from '@nexo/shared'
import { LOAD_SHED_RETRY_AFTER_SECONDS, readLoad } from '../../platform/load-shedding'
import { systemPolicies } from './system.policy'
import { checkHealth, checkSystemHealth, getPublicConfig } from './system.service'

/** Operational endpoints: health for load balancers, the admin's health details, public config for the web app. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Never queued nor shed (platform/admission.ts): it answers under any load, to say so. Load balancers read it.
      config: { policy: systemPolicies.operate, admission: 'exempt' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: each part (database, load, …) ready or not; 503 while one is not',
        response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const health = await checkHealth(app.readiness)
      if (health.status !== 'ok') reply.header('Retry-After', String(LOAD_SHED_RETRY_AFTER_SECONDS))
      return reply.code(health.status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store').send(health)
    },
  )

  app.get(
    '/api/health/live',
    {
      config: { policy: systemPolicies.operate, admission: 'exempt' },
      schema: { tags: ['system'], summary: 'Liveness: the process answers (no database, no checks)', response: { 200: ZLivenessResponseSchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' as const }),
  )

  app.get(
    '/api/v1/admin/system/health',
    {
      // Exempt too: the admin looks at it when the instance is busiest.
      config: { policy: systemPolicies.inspect, admission: 'exempt' },
      schema: {
        tags: ['system'],
        summary: "The process's health details: parts, database round-trip, memory, event-loop delay, admission lanes, version (platform admin)",
        security: [{ bearer: [] }],
        response: { 200: ZSystemHealthResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema },
      },
    },
    async () => checkSystemHealth(app.readiness, app.database, readLoad(app)),
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

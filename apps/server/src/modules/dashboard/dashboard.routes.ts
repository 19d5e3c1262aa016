import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDashboardResponseSchema, ZErrorResponseSchema } from '@nexo/shared'
import { companyAuthOf } from '../../platform/policy'
import { dashboardPolicies } from './dashboard.policy'
import { getDashboard } from './dashboard.service'

/** Spec /dashboard: membership, profile visits, opportunities, rating and profile-fill progress. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dashboard',
    {
      config: { policy: dashboardPolicies.view },
      schema: {
        tags: ['dashboard'],
        summary: "The company's dashboard numbers (any company user)",
        security: [{ bearer: [] }],
        response: { 200: ZDashboardResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema },
      },
    },
    async (request) => getDashboard(app.database.db, companyAuthOf(request).companyId),
  )
}

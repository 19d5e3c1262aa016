import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import {
  ZActivatedMembershipSchema,
  ZActivateMembershipSchema,
  ZAdminMembershipRequestListQuerySchema,
  ZAdminMembershipRequestListSchema,
  ZCreateMembershipRequestSchema,
  ZErrorResponseSchema,
  ZMembershipCompanyParamsSchema,
  ZMembershipOverviewSchema,
  ZMembershipRequestParamsSchema,
  ZMembershipRequestSchema,
  ZUpdateMembershipRequestSchema,
} from '@nexo/shared'
import { publicBaseUrl } from '../../platform/mail'
import { authOf, companyAuthOf } from '../../platform/policy'
import { membershipsPolicies } from './memberships.policy'
import * as service from './membership-lifecycle.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** Spec /membership and the platform admin's side of the lifecycle (docs/decisions/032). */
export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const deps = (request: FastifyRequest): service.MembershipsDeps => ({
    db,
    mailer: app.mailer,
    baseUrl: publicBaseUrl(app.config),
    log: request.log,
    request,
    pricing: { annualPrice: app.config.PLATINUM_ANNUAL_PRICE, currency: app.config.MEMBERSHIP_CURRENCY, vatRate: app.config.VAT_RATE },
  })
  const common = { tags: ['memberships'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/membership',
    {
      config: { policy: membershipsPolicies.view },
      schema: { ...common, summary: "The company's plan now (status, activation and expiry), Platinum's price plus VAT, and its plan requests", response: { 200: ZMembershipOverviewSchema, ...errors } },
    },
    async (request) => service.getMembershipOverview(deps(request), companyAuthOf(request)),
  )

  app.post(
    '/api/v1/membership/requests',
    {
      config: { policy: membershipsPolicies.request },
      schema: {
        ...common,
        summary: 'Ask for Platinum, or Gold with the pre-qualification form; 409 MEMBERSHIP_REQUEST_EXISTS while one is open',
        body: ZCreateMembershipRequestSchema,
        response: { 201: ZMembershipRequestSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.requestMembership(deps(request), companyAuthOf(request), request.body)),
  )

  app.get(
    '/api/v1/admin/membership-requests',
    {
      config: { policy: membershipsPolicies.manage },
      schema: { ...common, summary: 'Plan requests to follow up (open first, oldest first), with the Gold form and the company’s plan now', querystring: ZAdminMembershipRequestListQuerySchema, response: { 200: ZAdminMembershipRequestListSchema, ...errors } },
    },
    async (request) => service.listRequestsForAdmin(db, request.query),
  )

  app.patch(
    '/api/v1/admin/membership-requests/:id',
    {
      config: { policy: membershipsPolicies.manage },
      schema: { ...common, summary: 'Follow-up state and note of a request (pending, contacted, closed)', params: ZMembershipRequestParamsSchema, body: ZUpdateMembershipRequestSchema, response: { 200: ZMembershipRequestSchema, ...errors } },
    },
    async (request) => service.updateRequest(db, request, authOf(request), request.params.id, request.body),
  )

  app.post(
    '/api/v1/admin/companies/:id/membership',
    {
      config: { policy: membershipsPolicies.manage },
      schema: {
        ...common,
        summary: 'Activate or renew a paid plan on a confirmed payment: one calendar year from now, or from the old expiry when still in force',
        params: ZMembershipCompanyParamsSchema,
        body: ZActivateMembershipSchema,
        response: { 201: ZActivatedMembershipSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.activateMembership(deps(request), authOf(request), request.params.id, request.body)),
  )

  app.delete(
    '/api/v1/admin/companies/:id/membership',
    {
      config: { policy: membershipsPolicies.manage },
      schema: {
        ...common,
        summary: 'End the paid plan in force today (bounced payment, cancelled invoice): every Platinum right is withdrawn at once; 404 without one',
        params: ZMembershipCompanyParamsSchema,
        response: { 204: z.null().describe('Ended'), ...errors },
      },
    },
    async (request, reply) => {
      await service.endMembership(deps(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}

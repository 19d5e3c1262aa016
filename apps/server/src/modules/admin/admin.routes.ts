import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAdminCompanyDetailSchema,
  ZAdminCompanyListQuerySchema,
  ZAdminCompanyListResponseSchema,
  ZAdminCompanySummarySchema,
  ZAdminOverviewResponseSchema,
  ZAdminUserListQuerySchema,
  ZAdminUserListResponseSchema,
  ZAuditLogQuerySchema,
  ZAuditLogResponseSchema,
  ZErrorResponseSchema,
  ZRejectCompanyRequestSchema,
  zUuid,
} from '@nexo/shared'
import { publicBaseUrl } from '../../platform/mail'
import { adminPolicies } from './admin.policy'
import * as service from './admin.service'

const ZCompanyParamsSchema = z.object({ id: zUuid })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** The platform admin console (/admin): company review, users and the audit log; platform admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.AdminDeps => ({
    db: app.database.db,
    mailer: app.mailer,
    request,
    baseUrl: publicBaseUrl(app.config),
  })
  const common = { tags: ['admin'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/admin/overview',
    {
      config: { policy: adminPolicies.useConsole },
      schema: {
        ...common,
        summary: "The administrator's home: oldest pending companies, paid memberships to renew, sign-ups this week",
        response: { 200: ZAdminOverviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.getOverview(deps(request))
    },
  )

  app.get(
    '/api/v1/admin/companies',
    {
      config: { policy: adminPolicies.useConsole },
      schema: {
        ...common,
        summary: 'Companies, newest first; filter by status (the console opens on pending) and search',
        querystring: ZAdminCompanyListQuerySchema,
        response: { 200: ZAdminCompanyListResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.listCompanies(deps(request), request.query)
    },
  )

  app.get(
    '/api/v1/admin/companies/:id',
    {
      config: { policy: adminPolicies.useConsole },
      schema: {
        ...common,
        summary: "A company's full data, its users and its documents, for review",
        params: ZCompanyParamsSchema,
        response: { 200: ZAdminCompanyDetailSchema, ...errors },
      },
    },
    async (request) => {
      return service.getCompanyDetail(deps(request), request.params.id)
    },
  )

  app.post(
    '/api/v1/admin/companies/:id/approve',
    {
      config: { policy: adminPolicies.useConsole },
      schema: {
        ...common,
        summary: 'Approve a pending or rejected company and mail its admins',
        params: ZCompanyParamsSchema,
        response: { 200: ZAdminCompanySummarySchema, ...errors },
      },
    },
    async (request) => {
      return service.approveCompany(deps(request), request.params.id)
    },
  )

  app.post(
    '/api/v1/admin/companies/:id/reject',
    {
      config: { policy: adminPolicies.useConsole },
      schema: {
        ...common,
        summary: 'Reject a pending company with a reason, mailed to its admins',
        params: ZCompanyParamsSchema,
        body: ZRejectCompanyRequestSchema,
        response: { 200: ZAdminCompanySummarySchema, ...errors },
      },
    },
    async (request) => {
      return service.rejectCompany(deps(request), request.params.id, request.body.reason)
    },
  )

  app.get(
    '/api/v1/admin/users',
    {
      config: { policy: adminPolicies.useConsole },
      schema: {
        ...common,
        summary: 'Every account of the platform, newest first; search by name, e-mail, username or company',
        querystring: ZAdminUserListQuerySchema,
        response: { 200: ZAdminUserListResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.listUsers(deps(request), request.query)
    },
  )

  app.get(
    '/api/v1/admin/audit-log',
    {
      config: { policy: adminPolicies.useConsole },
      schema: {
        ...common,
        summary: 'The audit log, newest first; filter by entity',
        querystring: ZAuditLogQuerySchema,
        response: { 200: ZAuditLogResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.listAuditLog(deps(request), request.query)
    },
  )
}

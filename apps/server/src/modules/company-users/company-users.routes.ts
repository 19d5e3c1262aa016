import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZCompanyUserListQuerySchema,
  ZCompanyUserListResponseSchema,
  ZCompanyUserSchema,
  ZCompanyUserSettingsSchema,
  ZCreateCompanyUserRequestSchema,
  ZErrorResponseSchema,
  ZUpdateCompanyUserRequestSchema,
  zUuid,
} from '@nexo/shared'
import { publicBaseUrl } from '../../platform/mail'
import { companyAuthOf } from '../../platform/policy'
import { companyUsersPolicies } from './company-users.policy'
import * as service from './company-users.service'

const ZUserParamsSchema = z.object({ id: zUuid })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** Spec §2 /users/*: the users of the caller's company. */
export const companyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.CompanyUsersDeps => ({
    db: app.database.db,
    mailer: app.mailer,
    request,
    baseUrl: publicBaseUrl(app.config),
  })

  app.get(
    '/api/v1/company/users',
    {
      config: { policy: companyUsersPolicies.view },
      schema: {
        tags: ['company users'],
        summary: "The company's users and how many user spaces remain",
        security: [{ bearer: [] }],
        querystring: ZCompanyUserListQuerySchema,
        response: { 200: ZCompanyUserListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = companyAuthOf(request)
      return service.listCompanyUsers(deps(request), auth, request.query.page, request.query.limit)
    },
  )

  app.put(
    '/api/v1/company/user-settings',
    {
      config: { policy: companyUsersPolicies.manage },
      schema: {
        tags: ['company users'],
        summary: 'Whether restricted users may also contact companies, chat and book meetings (company admin; off by default, ADR 047)',
        security: [{ bearer: [] }],
        body: ZCompanyUserSettingsSchema,
        response: { 200: ZCompanyUserSettingsSchema, ...errors },
      },
    },
    async (request) => service.updateUserSettings(deps(request), companyAuthOf(request), request.body),
  )

  app.get(
    '/api/v1/company/users/:id',
    {
      config: { policy: companyUsersPolicies.view },
      schema: {
        tags: ['company users'],
        summary: 'One user of the company',
        security: [{ bearer: [] }],
        params: ZUserParamsSchema,
        response: { 200: ZCompanyUserSchema, ...errors },
      },
    },
    async (request) => service.getCompanyUser(deps(request), companyAuthOf(request), request.params.id),
  )

  app.post(
    '/api/v1/company/users',
    {
      config: { policy: companyUsersPolicies.manage },
      schema: {
        tags: ['company users'],
        summary: 'Add a user to the company (company admin; needs a free user space)',
        security: [{ bearer: [] }],
        body: ZCreateCompanyUserRequestSchema,
        response: { 201: ZCompanyUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.createCompanyUser(deps(request), companyAuthOf(request), request.body)
      return reply.code(201).send(user)
    },
  )

  app.patch(
    '/api/v1/company/users/:id',
    {
      config: { policy: companyUsersPolicies.manage },
      schema: {
        tags: ['company users'],
        summary: 'Edit a user of the company (company admin); the password only changes when given',
        security: [{ bearer: [] }],
        params: ZUserParamsSchema,
        body: ZUpdateCompanyUserRequestSchema,
        response: { 200: ZCompanyUserSchema, ...errors },
      },
    },
    async (request) => service.updateCompanyUser(deps(request), companyAuthOf(request), request.params.id, request.body),
  )

  app.delete(
    '/api/v1/company/users/:id',
    {
      config: { policy: companyUsersPolicies.manage },
      schema: {
        tags: ['company users'],
        summary: 'Delete a user of the company (company admin; not oneself)',
        security: [{ bearer: [] }],
        params: ZUserParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteCompanyUser(deps(request), companyAuthOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}

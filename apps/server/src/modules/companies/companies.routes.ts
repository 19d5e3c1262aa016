import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  COMPANY_PROFILE_SECTION_SCHEMAS,
  COMPANY_PROFILE_SECTIONS,
  ZCertificationListResponseSchema,
  ZCompanyDetailResponseSchema,
  ZCompanyProfileResponseSchema,
  ZErrorResponseSchema,
  ZSetValidatedSupplierRequestSchema,
  ZSetValidatedSupplierResponseSchema,
} from '@nexo/shared'
import { companyAuthOf } from '../../platform/policy'
import { companiesPolicies } from './companies.policy'
import * as service from './companies.service'

const ZCompanyParamsSchema = z.object({ id: z.uuid() })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** Spec §2 /company-profile (own company), the validated-supplier badge, and the public company detail (spec §6). */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.CompaniesDeps => ({ db: app.database.db, request })

  app.get(
    '/api/v1/company/profile',
    {
      config: { policy: companiesPolicies.viewOwnProfile },
      schema: {
        tags: ['company profile'],
        summary: "The caller's company profile, every section, with its fill progress (any company user)",
        security: [{ bearer: [] }],
        response: { 200: ZCompanyProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = companyAuthOf(request)
      return service.getOwnProfile(app.database.db, auth.companyId)
    },
  )

  for (const section of COMPANY_PROFILE_SECTIONS) {
    app.put(
      `/api/v1/company/profile/${section}`,
      {
        config: { policy: companiesPolicies.editOwnProfile },
        schema: {
          tags: ['company profile'],
          summary: `Save the "${section}" section of the company profile (company admins only); answers the whole profile`,
          security: [{ bearer: [] }],
          body: COMPANY_PROFILE_SECTION_SCHEMAS[section],
          response: { 200: ZCompanyProfileResponseSchema, ...errors },
        },
      },
      async (request) => {
        const auth = companyAuthOf(request)
        return service.updateProfileSection(deps(request), auth.companyId, { section, body: request.body } as service.SectionInput)
      },
    )
  }

  app.put(
    '/api/v1/admin/companies/:id/validated-supplier',
    {
      config: { policy: companiesPolicies.setValidatedSupplier },
      schema: {
        tags: ['admin'],
        summary: 'Set or clear the "validated supplier" badge of a company (platform admins only; audited)',
        security: [{ bearer: [] }],
        params: ZCompanyParamsSchema,
        body: ZSetValidatedSupplierRequestSchema,
        response: { 200: ZSetValidatedSupplierResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.setValidatedSupplier(deps(request), request.params.id, request.body.isValidatedSupplier)
    },
  )

  app.get(
    '/api/v1/certifications',
    {
      config: { policy: companiesPolicies.viewReference },
      schema: {
        tags: ['reference'],
        summary: 'Certification standards a company can declare (public); retired ones only with includeRetired=true',
        querystring: z.object({ includeRetired: z.enum(['true', 'false']).optional() }),
        response: { 200: ZCertificationListResponseSchema },
      },
    },
    // The platform admin edits the list (docs/decisions/037): caches must ask again, so a change shows on the next request.
    async (request, reply) => reply.header('Cache-Control', 'no-cache').send(await service.listCertifications(app.database.db, request.query.includeRetired === 'true')),
  )

  app.get(
    '/api/v1/companies/:id',
    {
      config: { policy: companiesPolicies.viewDetail },
      schema: {
        tags: ['directory'],
        summary:
          'Company detail. visibility "basic" (visitors, event-only users, free or expired companies) or "full" (active Platinum/Gold, own company, platform admins). ' +
          'A signed-in user of another company counts as one profile visit per day.',
        params: ZCompanyParamsSchema,
        response: { 200: ZCompanyDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = request.auth
      // The answer depends on who asks: never cached by shared caches.
      reply.header('Cache-Control', 'private, no-store')
      return service.getCompanyDetail(deps(request), auth, request.params.id)
    },
  )
}

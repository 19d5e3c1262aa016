import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZContactOptionsResponseSchema, ZContactRequestSchema, ZContactResponseSchema, ZErrorResponseSchema } from '@nexo/shared'
import { publicBaseUrl } from '../../platform/mail'
import { authOf } from '../../platform/policy'
import { createStorage } from '../../platform/storage'
import { notifyDepsOf } from '../notifications/notifications.service'
import { failAs } from '../chat/chat.service'
import { contactPolicies } from './contact.policy'
import * as service from './contact.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema, 429: ZErrorResponseSchema, 500: ZErrorResponseSchema }

/** Contact messages per user and hour: a Platinum company writing to many suppliers, not a spam run. */
export const CONTACT_RATE_LIMIT = { max: 20, timeWindow: '1 hour' }

/** The contact modal (issue 13, ADR 029). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config)
  const depsOf = (request: Parameters<typeof notifyDepsOf>[0]): service.ContactDeps => ({ db: app.database.db, storage, notify: notifyDepsOf(request), log: request.log })
  const common = { tags: ['contact'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/contact/:companyId',
    {
      config: { policy: contactPolicies.contact },
      schema: { ...common, summary: 'What the contact modal may offer the caller for this company (ADR 029), with the reason when not', params: z.object({ companyId: z.uuid() }), response: { 200: ZContactOptionsResponseSchema, ...errors } },
    },
    async (request) => service.contactOptions(depsOf(request), authOf(request), request.params.companyId),
  )

  app.post(
    '/api/v1/contact',
    {
      config: {
        policy: contactPolicies.contact,
        // Per signed-in user, counted in the shared store (every instance sees the same window).
        rateLimit: app.config.DISABLE_RATE_LIMIT ? false : { ...CONTACT_RATE_LIMIT, keyGenerator: (request) => `contact:${request.auth?.userId ?? request.ip}` },
      },
      schema: { ...common, summary: 'Send the contact message by e-mail (platform mailer, Reply-To the sender) or as a chat request', body: ZContactRequestSchema, response: { 201: ZContactResponseSchema, ...errors } },
    },
    // Any unexpected failure is the modal's default message (spec §8); refusals keep their own codes.
    async (request, reply) =>
      reply.code(201).send(await failAs(request.log, 'CONTACT_SEND_FAILED', () => service.sendContact(depsOf(request), authOf(request), request.body, publicBaseUrl(app.config)))),
  )
}

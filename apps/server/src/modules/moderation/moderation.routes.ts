import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAdminChatListQuerySchema,
  ZAdminChatListResponseSchema,
  ZAdminChatMessagesResponseSchema,
  ZAdminRequirementDetailSchema,
  ZAdminRequirementListQuerySchema,
  ZAdminRequirementListResponseSchema,
  ZErrorResponseSchema,
  ZHideContentRequestSchema,
  ZModerationSchema,
  zUuid,
} from '@nexo/shared'
import { notifyDepsOf } from '../notifications/notifications.service'
import { moderationPolicies } from './moderation.policy'
import * as service from './moderation.service'

const ZIdParamsSchema = z.object({ id: zUuid })
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema }

/** The platform administrator's moderation of RFQs, quotes and chat messages (issue 27 §19), under /api/v1/admin. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.ModerationDeps => ({ ...notifyDepsOf(request), request })
  const common = { tags: ['admin'], security: [{ bearer: [] }] }
  const config = { policy: moderationPolicies.moderate }

  app.get(
    '/api/v1/admin/requirements',
    { config, schema: { ...common, summary: 'Every RFQ and requirement, newest first (private and hidden ones too); search by title or company', querystring: ZAdminRequirementListQuerySchema, response: { 200: ZAdminRequirementListResponseSchema, ...errors } } },
    async (request) => service.listRequirements(deps(request), request.query),
  )

  app.get(
    '/api/v1/admin/requirements/:id',
    { config, schema: { ...common, summary: 'Any RFQ, whoever may see it otherwise, with every quote sent to it', params: ZIdParamsSchema, response: { 200: ZAdminRequirementDetailSchema, ...errors } } },
    async (request) => service.getRequirement(deps(request), request.params.id),
  )

  app.get(
    '/api/v1/admin/chats',
    { config, schema: { ...common, summary: 'Chats between companies, latest message first; search by company', querystring: ZAdminChatListQuerySchema, response: { 200: ZAdminChatListResponseSchema, ...errors } } },
    async (request) => service.listChats(deps(request), request.query),
  )

  app.get(
    '/api/v1/admin/chats/:id/messages',
    { config, schema: { ...common, summary: "One chat's messages, hidden ones too (the latest 500), oldest first", params: ZIdParamsSchema, response: { 200: ZAdminChatMessagesResponseSchema, ...errors } } },
    async (request) => service.getChat(deps(request), request.params.id),
  )

  const targets = [
    ['requirements', 'requirement', 'an RFQ or requirement (from everyone but its company)'],
    ['quotes', 'quote', 'a quote (from the company it was sent to)'],
    ['chat-messages', 'chat_message', 'a chat message (from the other company)'],
  ] as const
  for (const [segment, kind, what] of targets) {
    app.post(
      `/api/v1/admin/${segment}/:id/hide`,
      { config, schema: { ...common, summary: `Hide ${what}, with a reason (audit-logged)`, params: ZIdParamsSchema, body: ZHideContentRequestSchema, response: { 200: ZModerationSchema, ...errors } } },
      async (request) => service.setHidden(deps(request), kind, request.params.id, request.body.reason),
    )
    app.delete(
      `/api/v1/admin/${segment}/:id/hide`,
      { config, schema: { ...common, summary: `Show ${what} again (audit-logged)`, params: ZIdParamsSchema, response: { 200: ZModerationSchema, ...errors } } },
      async (request) => service.setHidden(deps(request), kind, request.params.id, null),
    )
  }
}

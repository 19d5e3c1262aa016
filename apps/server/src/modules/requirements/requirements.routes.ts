import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZErrorResponseSchema,
  ZInvitedCompanySchema,
  ZInviteOptionsQuerySchema,
  ZInviteOptionsResponseSchema,
  ZMyRequirementListQuerySchema,
  ZMyRequirementListResponseSchema,
  ZOwnRequirementMatchesQuerySchema,
  ZOwnRequirementMatchesResponseSchema,
  ZRequirementCardSchema,
  ZRequirementDetailSchema,
  ZRequirementFieldsSchema,
  ZRequirementIdParamsSchema,
  ZRequirementInvitationParamsSchema,
  ZRequirementInviteRequestSchema,
  ZRequirementListQuerySchema,
  ZRequirementListResponseSchema,
  ZRequirementRequestSchema,
} from '@nexo/shared'
import { companyAuthOf } from '../../platform/policy'
import { registerFileReadRule } from '../files/files.service'
import { notifyDepsOf } from '../notifications/notifications.service'
import { findPendingQuoteIdOf } from '../quotes/quotes.service'
import { requirementsPolicies } from './requirements.policy'
import * as service from './requirements.service'

/** Invitations a user may send per hour (withdrawing and inviting again notifies again). */
export const REQUIREMENT_INVITE_RATE_LIMIT = { max: 30, timeWindow: '1 hour' }

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }
const ZIdResponse = z.object({ id: z.string() })
const ZInvitationsResponse = z.object({ items: z.array(ZInvitedCompanySchema) })

/** Spec §2 /requirements, /requirement/detail/{id}, /profile-requirements/* (ADR 025). */
export const requirementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const common = { tags: ['requirements'], security: [{ bearer: [] }] }
  registerFileReadRule('requirement', (database, file, auth) => service.canReadRequirementFile(database, file.id, auth))

  app.get(
    '/api/v1/requirements',
    {
      config: { policy: requirementsPolicies.list },
      schema: {
        ...common,
        summary: 'Requirements list: public ones (and, for a company, its own and those it was invited to); filters category, state, certification, type, text',
        querystring: ZRequirementListQuerySchema,
        response: { 200: ZRequirementListResponseSchema, ...errors },
      },
    },
    async (request) => service.listRequirements(db, request.auth, request.query),
  )

  app.get(
    '/api/v1/requirements/:id',
    {
      config: { policy: requirementsPolicies.view },
      schema: {
        ...common,
        summary: 'Requirement detail: the owner, invited suppliers, or members with an active Platinum/Gold membership (REQUIREMENT_MEMBERSHIP_REQUIRED); private ones 404 for others',
        params: ZRequirementIdParamsSchema,
        response: { 200: ZRequirementDetailSchema, ...errors },
      },
    },
    async (request) => service.getRequirement(db, companyAuthOf(request), request.params.id, (requirementId, companyId) => findPendingQuoteIdOf(db, requirementId, companyId)),
  )

  app.get(
    '/api/v1/requirements/:id/card',
    {
      config: { policy: requirementsPolicies.list },
      schema: {
        ...common,
        summary: "One requirement's card as the public list shows it, with what the reader may do (access: open, membership, signIn, companyOnly; ADR 052); 404 where the list would not show it",
        params: ZRequirementIdParamsSchema,
        response: { 200: ZRequirementCardSchema, ...errors },
      },
    },
    async (request) => service.getRequirementCard(db, request.auth ?? null, request.params.id),
  )

  app.get(
    '/api/v1/company/requirements',
    {
      config: { policy: requirementsPolicies.viewOwn },
      schema: { ...common, summary: "My company's requirements with their quote counts", querystring: ZMyRequirementListQuerySchema, response: { 200: ZMyRequirementListResponseSchema, ...errors } },
    },
    async (request) => service.listOwnRequirements(db, companyAuthOf(request), request.query),
  )

  app.post(
    '/api/v1/company/requirements',
    {
      config: { policy: requirementsPolicies.manage },
      schema: { ...common, summary: 'Publish a requirement / RFQ (spec §5 rules)', body: ZRequirementRequestSchema, response: { 201: ZIdResponse, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.createRequirement(db, companyAuthOf(request), request.body)),
  )

  app.put(
    '/api/v1/company/requirements/:id',
    {
      config: { policy: requirementsPolicies.manage },
      schema: {
        ...common,
        summary: 'Edit a requirement; a covered one is final (REQUIREMENT_NOT_OPEN), an expired one opens again with a new end date',
        params: ZRequirementIdParamsSchema,
        body: ZRequirementFieldsSchema,
        response: { 200: ZIdResponse, ...errors },
      },
    },
    async (request) => service.updateRequirement(db, companyAuthOf(request), request.params.id, request.body),
  )

  app.post(
    '/api/v1/company/requirements/:id/cover',
    {
      config: { policy: requirementsPolicies.manage },
      schema: {
        ...common,
        summary: 'Mark my requirement covered; its pending quotes are closed and their senders notified',
        params: ZRequirementIdParamsSchema,
        response: { 200: z.object({ id: z.string(), status: z.literal('covered') }), ...errors },
      },
    },
    async (request) => service.markCovered(notifyDepsOf(request), companyAuthOf(request), request.params.id),
  )

  app.get(
    '/api/v1/company/requirements/:id/invitations',
    {
      config: { policy: requirementsPolicies.viewOwn },
      schema: { ...common, summary: 'Suppliers invited to my requirement (they see it even when private)', params: ZRequirementIdParamsSchema, response: { 200: ZInvitationsResponse, ...errors } },
    },
    async (request) => service.listInvitations(db, companyAuthOf(request), request.params.id),
  )

  app.get(
    '/api/v1/company/requirements/:id/matches',
    {
      config: { policy: requirementsPolicies.viewOwn },
      schema: {
        ...common,
        summary: "My requirement's best matched suppliers (the matching service's ranking) with reasons, and whether each was invited; another company's requirement is 404",
        params: ZRequirementIdParamsSchema,
        querystring: ZOwnRequirementMatchesQuerySchema,
        response: { 200: ZOwnRequirementMatchesResponseSchema, ...errors },
      },
    },
    async (request) => service.listOwnRequirementMatches(db, companyAuthOf(request), request.params.id, request.query, app.searchCache),
  )

  app.get(
    '/api/v1/company/requirements/:id/invite-options',
    {
      config: { policy: requirementsPolicies.manage },
      schema: {
        ...common,
        summary: 'Companies to invite to my requirement: its matched suppliers first (all of them with no text), then the directory search by name; each with place, sector, category and logo',
        params: ZRequirementIdParamsSchema,
        querystring: ZInviteOptionsQuerySchema,
        response: { 200: ZInviteOptionsResponseSchema, ...errors },
      },
    },
    async (request) => service.listInviteOptions(db, companyAuthOf(request), request.params.id, request.query, app.searchCache),
  )

  app.post(
    '/api/v1/company/requirements/:id/invitations',
    {
      config: {
        policy: requirementsPolicies.manage,
        // Each invitation notifies the supplier's users: per signed-in user, counted in the shared store.
        rateLimit: app.config.DISABLE_RATE_LIMIT ? false : { ...REQUIREMENT_INVITE_RATE_LIMIT, keyGenerator: (request) => `requirement-invite:${request.auth?.userId ?? request.ip}` },
      },
      schema: {
        ...common,
        summary: 'Invite a listed supplier to my requirement (idempotent); it is notified',
        params: ZRequirementIdParamsSchema,
        body: ZRequirementInviteRequestSchema,
        response: { 200: ZInvitationsResponse, ...errors },
      },
    },
    async (request) => service.inviteCompany(notifyDepsOf(request), companyAuthOf(request), request.params.id, request.body.companyId),
  )

  app.delete(
    '/api/v1/company/requirements/:id/invitations/:companyId',
    {
      config: { policy: requirementsPolicies.manage },
      schema: { ...common, summary: 'Withdraw an invitation (idempotent)', params: ZRequirementInvitationParamsSchema, response: { 200: ZInvitationsResponse, ...errors } },
    },
    async (request) => service.removeInvitation(db, companyAuthOf(request), request.params.id, request.params.companyId),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZCompanyIdParamsSchema,
  ZCompanyRatingSummarySchema,
  ZComparisonExportQuerySchema,
  ZErrorResponseSchema,
  ZQuoteComparisonResponseSchema,
  ZQuoteDecisionParamsSchema,
  ZQuoteDetailSchema,
  ZQuoteIdParamsSchema,
  ZQuoteListQuerySchema,
  ZQuoteListResponseSchema,
  ZQuoteRequestSchema,
  ZRatingRequestSchema,
  ZRequirementIdParamsSchema,
} from '@nexo/shared'
import { requestLanguage } from '../../platform/errors'
import { companyAuthOf } from '../../platform/policy'
import { registerFileReadRule } from '../files/files.service'
import { notifyDepsOf } from '../notifications/notifications.service'
import { quotesPolicies } from './quotes.policy'
import * as service from './quotes.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema, 500: ZErrorResponseSchema }

/** Spec §2 /profile-quotes, "Make a deal", the comparison of a requirement's quotes and ratings (ADR 026). */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const common = { tags: ['quotes'], security: [{ bearer: [] }] }
  registerFileReadRule('quote', (database, file, auth) => service.canReadQuoteFile(database, file.id, auth))

  app.get(
    '/api/v1/quotes',
    {
      config: { policy: quotesPolicies.view },
      schema: { ...common, summary: 'Quotes my company received or sent, newest first, filtered by state', querystring: ZQuoteListQuerySchema, response: { 200: ZQuoteListResponseSchema, ...errors } },
    },
    async (request) => service.listQuotes(db, companyAuthOf(request), request.query),
  )

  app.post(
    '/api/v1/quotes',
    {
      config: { policy: quotesPolicies.act },
      schema: {
        ...common,
        summary: 'Make a deal: answer a requirement or send a quote to a company (active membership or invitation); the receiver is notified',
        body: ZQuoteRequestSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.sendQuote(notifyDepsOf(request), companyAuthOf(request), request.body)),
  )

  app.get(
    '/api/v1/quotes/:id',
    {
      config: { policy: quotesPolicies.view },
      schema: { ...common, summary: 'One quote my company sent or received (others 404)', params: ZQuoteIdParamsSchema, response: { 200: ZQuoteDetailSchema, ...errors } },
    },
    async (request) => service.getQuote(db, companyAuthOf(request), request.params.id),
  )

  app.post(
    '/api/v1/quotes/:id/:decision',
    {
      config: { policy: quotesPolicies.act },
      schema: {
        ...common,
        summary: 'The receiver accepts or rejects a pending quote; accepting covers its requirement and closes the other quotes',
        params: ZQuoteDecisionParamsSchema,
        response: { 200: ZQuoteDetailSchema, ...errors },
      },
    },
    async (request) => service.decideQuote(notifyDepsOf(request), companyAuthOf(request), request.params.id, request.params.decision),
  )

  app.post(
    '/api/v1/quotes/:id/rating',
    {
      config: { policy: quotesPolicies.act },
      schema: { ...common, summary: 'Rate the other side of an accepted quote, once (1–5 and a comment)', params: ZQuoteIdParamsSchema, body: ZRatingRequestSchema, response: { 200: ZQuoteDetailSchema, ...errors } },
    },
    async (request) => service.rateQuote(notifyDepsOf(request), companyAuthOf(request), request.params.id, { score: request.body.score, comment: request.body.comment }),
  )

  app.get(
    '/api/v1/company/requirements/:id/comparison',
    {
      config: { policy: quotesPolicies.view },
      schema: {
        ...common,
        summary: "My requirement's quotes side by side: amount, lead time, certifications, distance, validated supplier, rating",
        params: ZRequirementIdParamsSchema,
        response: { 200: ZQuoteComparisonResponseSchema, ...errors },
      },
    },
    async (request) => service.compareQuotes(db, companyAuthOf(request), request.params.id),
  )

  app.get(
    '/api/v1/company/requirements/:id/comparison/export',
    {
      config: { policy: quotesPolicies.view },
      schema: { ...common, summary: 'The comparison as CSV or XLSX, headers in the asked language', params: ZRequirementIdParamsSchema, querystring: ZComparisonExportQuerySchema },
    },
    async (request, reply) => {
      const file = await service.exportComparison(db, companyAuthOf(request), request.params.id, request.query.format, request.query.lang ?? requestLanguage(request))
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body)
    },
  )

  app.get(
    '/api/v1/companies/:id/rating',
    {
      config: { policy: quotesPolicies.publicRating },
      schema: { tags: ['quotes'], summary: "A company's rating average (1–5, one decimal) and count", params: ZCompanyIdParamsSchema, response: { 200: ZCompanyRatingSummarySchema, ...errors } },
    },
    async (request) => service.companyRating(db, request.params.id),
  )

  app.get(
    '/api/v1/company/rating',
    {
      config: { policy: quotesPolicies.view },
      schema: { ...common, summary: "My company's rating average and count (dashboard rating card)", response: { 200: ZCompanyRatingSummarySchema, ...errors } },
    },
    async (request) => service.companyRating(db, companyAuthOf(request).companyId),
  )
}

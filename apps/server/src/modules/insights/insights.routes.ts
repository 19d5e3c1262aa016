import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  INSIGHT_ATTACHMENT_MAX_BYTES,
  V,
  ZErrorResponseSchema,
  ZInsightAdminListQuerySchema,
  ZInsightAdminListResponseSchema,
  ZInsightAdminPostSchema,
  ZInsightAttachmentUploadResponseSchema,
  ZInsightBlockParamsSchema,
  ZInsightBlockStateSchema,
  ZInsightCommentCreateSchema,
  ZInsightCommentListQuerySchema,
  ZInsightCommentListResponseSchema,
  ZInsightCommentModerationSchema,
  ZInsightCommentParamsSchema,
  ZInsightCommentSchema,
  ZInsightLangQuerySchema,
  ZInsightListQuerySchema,
  ZInsightListResponseSchema,
  ZInsightParamsSchema,
  ZInsightPostSchema,
  ZInsightRatingBodySchema,
  ZInsightRatingSummarySchema,
  ZInsightUpsertSchema,
} from '@nexo/shared'
import { z } from 'zod'
import { AppError } from '../../platform/errors'
import { authOf } from '../../platform/policy'
import { createStorage } from '../../platform/storage'
import { insightsPolicies } from './insights.policy'
import * as service from './insights.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema, 429: ZErrorResponseSchema }

/** Spec §2 /insighs and /insighs-post: the insights blog, its comments and ratings, and the admin's editor (ADR 034). */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: INSIGHT_ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  const db = app.database.db
  const deps: service.InsightsDeps = { db, storage: createStorage(app.config) }
  const tags = ['insights']
  const admin = { tags: ['insights', 'admin'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/insights',
    {
      config: { policy: insightsPolicies.read },
      schema: { tags, summary: 'Published posts: page-language posts first, newest first; search (titles, teasers, author) and category filter', querystring: ZInsightListQuerySchema, response: { 200: ZInsightListResponseSchema, ...errors } },
    },
    async (request) => service.listPosts(db, request.query),
  )

  app.get(
    '/api/v1/insights/:id',
    {
      config: { policy: insightsPolicies.read },
      schema: { tags, summary: 'A published post; exclusive posts come locked (teaser only, no body) without a session', params: ZInsightParamsSchema, querystring: ZInsightLangQuerySchema, response: { 200: ZInsightPostSchema, ...errors } },
    },
    async (request) => service.getPost(db, request.auth, request.params.id, request.query.lang),
  )

  app.get(
    '/api/v1/insights/:id/attachment',
    {
      config: { policy: insightsPolicies.read },
      schema: { tags, summary: "The post's attached file (401 for an exclusive post without a session)", params: ZInsightParamsSchema },
    },
    async (request, reply) => {
      const file = await service.openAttachment(deps, request.auth, request.params.id)
      const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.sizeBytes))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream)
    },
  )

  app.get(
    '/api/v1/insights/:id/comments',
    {
      config: { policy: insightsPolicies.read },
      schema: { tags, summary: "A page of a post's comments, newest first (exclusive posts: signed-in users; admins also see hidden ones)", params: ZInsightParamsSchema, querystring: ZInsightCommentListQuerySchema, response: { 200: ZInsightCommentListResponseSchema, ...errors } },
    },
    async (request) => service.listComments(db, request.auth, request.params.id, request.query.page, request.query.limit),
  )

  app.post(
    '/api/v1/insights/:id/comments',
    {
      config: { policy: insightsPolicies.participate },
      schema: { tags, security: [{ bearer: [] }], summary: 'Comment (plain text; at most 3 a minute and 20 an hour per user; 403 INSIGHT_COMMENTS_BLOCKED when blocked)', params: ZInsightParamsSchema, body: ZInsightCommentCreateSchema, response: { 201: ZInsightCommentSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.addComment(db, authOf(request), request.params.id, request.body.body)),
  )

  app.put(
    '/api/v1/insights/:id/rating',
    {
      config: { policy: insightsPolicies.participate },
      schema: { tags, security: [{ bearer: [] }], summary: "Rate a post 1–5: one rating per user, rating again changes it", params: ZInsightParamsSchema, body: ZInsightRatingBodySchema, response: { 200: ZInsightRatingSummarySchema, ...errors } },
    },
    async (request) => service.ratePost(db, authOf(request), request.params.id, request.body.score),
  )

  // ── platform admin ──

  app.get(
    '/api/v1/admin/insights',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'Every post, drafts included, last edited first', querystring: ZInsightAdminListQuerySchema, response: { 200: ZInsightAdminListResponseSchema, ...errors } },
    },
    async (request) => service.listAdminPosts(db, request.query.page, request.query.limit, authOf(request).language),
  )

  app.get(
    '/api/v1/admin/insights/:id',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'A post with both languages, for the editor', params: ZInsightParamsSchema, response: { 200: ZInsightAdminPostSchema, ...errors } },
    },
    async (request) => service.getAdminPost(db, request.params.id),
  )

  app.post(
    '/api/v1/admin/insights',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'Write a post (bodies sanitized with an allow-list before they are stored)', body: ZInsightUpsertSchema, response: { 201: ZInsightAdminPostSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.createPost(db, authOf(request), request.body)),
  )

  app.put(
    '/api/v1/admin/insights/:id',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'Edit a post (publishing sets its date once; draft takes it off the blog)', params: ZInsightParamsSchema, body: ZInsightUpsertSchema, response: { 200: ZInsightAdminPostSchema, ...errors } },
    },
    async (request) => service.updatePost(db, authOf(request), request.params.id, request.body),
  )

  app.post(
    '/api/v1/admin/insights/attachments',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'Upload a file to attach to a post (multipart `file`: PDF, PNG, JPEG or WebP ≤ 5 MB)', response: { 201: ZInsightAttachmentUploadResponseSchema, ...errors, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
      const part = await request.file()
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      const bytes = await part.toBuffer()
      if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      return reply.code(201).send(await service.uploadAttachment(deps, authOf(request), bytes, part.filename))
    },
  )

  app.patch(
    '/api/v1/admin/insights/comments/:commentId',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'Hide or show a comment', params: ZInsightCommentParamsSchema, body: ZInsightCommentModerationSchema, response: { 200: z.object({ id: z.string(), isHidden: z.boolean() }), ...errors } },
    },
    async (request) => service.moderateComment(db, authOf(request), request.params.commentId, request.body.hidden),
  )

  app.put(
    '/api/v1/admin/insights/comment-blocks/:userId',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'Block a user from commenting on the blog', params: ZInsightBlockParamsSchema, response: { 200: ZInsightBlockStateSchema, ...errors } },
    },
    async (request) => service.setCommentBlock(db, authOf(request), request.params.userId, true),
  )

  app.delete(
    '/api/v1/admin/insights/comment-blocks/:userId',
    {
      config: { policy: insightsPolicies.manage },
      schema: { ...admin, summary: 'Let a blocked user comment again', params: ZInsightBlockParamsSchema, response: { 200: ZInsightBlockStateSchema, ...errors } },
    },
    async (request) => service.setCommentBlock(db, authOf(request), request.params.userId, false),
  )
}

import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_TYPES,
  CHAT_MESSAGE_MAX,
  V,
  ZChatListResponseSchema,
  ZChatMessageSchema,
  ZChatMessagesQuerySchema,
  ZChatMessagesResponseSchema,
  ZChatOkResponseSchema,
  ZChatReadRequestSchema,
  ZChatStatusRequestSchema,
  ZChatSummarySchema,
  ZChatUnreadResponseSchema,
  ZErrorResponseSchema,
  ZSendChatMessageSchema,
  ZUpdateChatMessageSchema,
} from '@nexo/shared'
import { AppError } from '../../platform/errors'
import { companyAuthOf, mayContact } from '../../platform/policy'
import { createStorage } from '../../platform/storage'
import { notifyDepsOf } from '../notifications/notifications.service'
import { chatPolicies } from './chat.policy'
import * as service from './chat.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema, 500: ZErrorResponseSchema }

/** Path parameters stay plain strings: a call without a selected chat answers CHAT_NOT_SELECTED, not a validation error. */
const ZChatParams = z.object({ chatId: z.string().max(100) })
const ZMessageParams = z.object({ chatId: z.string().max(100), messageId: z.string().max(100) })

const validationError = (path: string, message: string) => new AppError('VALIDATION_FAILED', { issues: [{ path, message }] })

/** Reads the attachment form: `file` (required), `clientId`, `body`. The server makes the image's thumbnail itself. */
async function readAttachment(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  let file: { bytes: Buffer; filename: string } | null = null
  const fields: Record<string, string> = {}
  for await (const part of request.parts({ limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE')
      if (part.fieldname === 'file') file = { bytes, filename: part.filename }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value
    }
  }
  if (!file || file.bytes.length === 0) throw validationError('body.file', V.required)
  const parsed = ZSendChatMessageSchema.safeParse({ clientId: fields.clientId, body: fields.body ?? '' })
  if (!parsed.success) throw validationError('body.clientId', V.required)
  return { file, ...parsed.data }
}

/** /chat (issue 13, ADR 030): chats between companies, their messages and attachments. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 } })
  const storage = createStorage(app.config)
  const db = app.database.db
  const depsOf = (request: FastifyRequest): service.ChatDeps => ({ db, storage, notify: notifyDepsOf(request), log: request.log })
  const viewerOf = (request: FastifyRequest): service.ChatViewer => {
    const auth = companyAuthOf(request)
    return { userId: auth.userId, companyId: auth.companyId, isReadOnly: !mayContact(auth) }
  }
  const common = { tags: ['chat'], security: [{ bearer: [] }] }
  // Reading is for any user of the company; writing needs the contact right (ADR 047).
  const viewConfig = { policy: chatPolicies.view }
  const writeConfig = { policy: chatPolicies.write }

  app.get(
    '/api/v1/chats',
    { config: viewConfig, schema: { ...common, summary: 'The caller’s chats and the requests addressed to its company, newest activity first, with unread counts', response: { 200: ZChatListResponseSchema, ...errors } } },
    async (request) => service.listChats(db, viewerOf(request)),
  )

  app.get(
    '/api/v1/chats/unread-count',
    { config: viewConfig, schema: { ...common, summary: 'Unread messages and pending requests, for the sidebar badge', response: { 200: ZChatUnreadResponseSchema, ...errors } } },
    async (request) => service.unreadCount(db, viewerOf(request)),
  )

  app.get(
    '/api/v1/chats/:chatId/messages',
    {
      config: viewConfig,
      schema: { ...common, summary: 'A page of a chat’s messages (oldest first; `before` for older pages, `q` to search)', params: ZChatParams, querystring: ZChatMessagesQuerySchema, response: { 200: ZChatMessagesResponseSchema, ...errors } },
    },
    async (request) => service.getMessages(db, viewerOf(request), request.params.chatId, request.query),
  )

  app.post(
    '/api/v1/chats/:chatId/messages',
    {
      config: writeConfig,
      schema: {
        ...common,
        summary: `Send a text message (≤ ${CHAT_MESSAGE_MAX} characters); stored and published before the answer; the same clientId again answers the stored message (200)`,
        params: ZChatParams,
        body: ZSendChatMessageSchema,
        response: { 200: ZChatMessageSchema, 201: ZChatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deps = depsOf(request)
      const result = await service.failAs(deps.log, 'CHAT_SEND_FAILED', () => service.sendMessage(deps, viewerOf(request), request.params.chatId, request.body))
      return reply.code(result.isNew ? 201 : 200).send(result.message)
    },
  )

  app.post(
    '/api/v1/chats/:chatId/attachments',
    {
      config: writeConfig,
      schema: {
        ...common,
        summary: 'Send a message with a file (multipart: file, clientId, body). Images (PNG, JPEG, WebP, GIF) and PDF up to 5 MB; type sniffed from the bytes; images get a 320 px WebP thumbnail made by the server',
        params: ZChatParams,
        response: { 200: ZChatMessageSchema, 201: ZChatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deps = depsOf(request)
      const viewer = viewerOf(request)
      const chatId = service.assertSelectedChat(request.params.chatId)
      const input = await readAttachment(request)
      const result = await service.failAs(deps.log, 'CHAT_SEND_FAILED', () =>
        service.sendMessage(deps, viewer, chatId, {
          clientId: input.clientId,
          body: input.body,
          file: { bytes: input.file.bytes, originalName: input.file.filename, allowedTypes: CHAT_FILE_TYPES },
        }),
      )
      return reply.code(result.isNew ? 201 : 200).send(result.message)
    },
  )

  app.put(
    '/api/v1/chats/:chatId/status',
    { config: writeConfig, schema: { ...common, summary: 'Accept or decline a pending request (the first user of the receiving company to answer takes it)', params: ZChatParams, body: ZChatStatusRequestSchema, response: { 200: ZChatSummarySchema, ...errors } } },
    async (request) => {
      const deps = depsOf(request)
      return service.failAs(deps.log, 'CHAT_STATUS_FAILED', () => service.respond(deps, viewerOf(request), request.params.chatId, request.body.status))
    },
  )

  app.delete(
    '/api/v1/chats/:chatId',
    { config: writeConfig, schema: { ...common, summary: 'Delete a chat for both sides', params: ZChatParams, response: { 200: ZChatOkResponseSchema, ...errors } } },
    async (request) => {
      const deps = depsOf(request)
      await service.failAs(deps.log, 'CHAT_DELETE_FAILED', () => service.deleteChat(deps, viewerOf(request), request.params.chatId))
      return { ok: true as const }
    },
  )

  app.patch(
    '/api/v1/chats/:chatId/messages/:messageId',
    { config: writeConfig, schema: { ...common, summary: 'Edit the text of one’s own message', params: ZMessageParams, body: ZUpdateChatMessageSchema, response: { 200: ZChatMessageSchema, ...errors } } },
    async (request) => {
      const deps = depsOf(request)
      return service.failAs(deps.log, 'CHAT_UPDATE_FAILED', () => service.editMessage(deps, viewerOf(request), request.params.chatId, request.params.messageId, request.body.body))
    },
  )

  app.delete(
    '/api/v1/chats/:chatId/messages/:messageId',
    { config: writeConfig, schema: { ...common, summary: 'Delete one’s own message (and its file) for both sides', params: ZMessageParams, response: { 200: ZChatOkResponseSchema, ...errors } } },
    async (request) => {
      const deps = depsOf(request)
      await service.failAs(deps.log, 'CHAT_MESSAGE_DELETE_FAILED', () => service.deleteMessage(deps, viewerOf(request), request.params.chatId, request.params.messageId))
      return { ok: true as const }
    },
  )

  app.delete(
    '/api/v1/chats/:chatId/messages/:messageId/file',
    { config: writeConfig, schema: { ...common, summary: 'Remove the file of one’s own message; the text stays', params: ZMessageParams, response: { 200: ZChatOkResponseSchema, ...errors } } },
    async (request) => {
      const deps = depsOf(request)
      await service.failAs(deps.log, 'CHAT_FILE_DELETE_FAILED', () => service.deleteMessageFile(deps, viewerOf(request), request.params.chatId, request.params.messageId))
      return { ok: true as const }
    },
  )

  for (const kind of ['file', 'thumbnail'] as const) {
    app.get(
      `/api/v1/chats/:chatId/messages/:messageId/${kind}`,
      { config: viewConfig, schema: { ...common, summary: kind === 'file' ? 'The file of a message' : 'The thumbnail of an image message', params: ZMessageParams } },
      async (request, reply) => {
        const file = await service.openAttachment(depsOf(request), viewerOf(request), request.params.chatId, request.params.messageId, kind)
        const isImage = file.mimeType.startsWith('image/')
        const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_')
        return reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.sizeBytes))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', `${isImage ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
          .header('Cache-Control', 'private, no-store')
          .send(file.stream)
      },
    )
  }

  app.put(
    '/api/v1/chats/:chatId/read',
    { config: viewConfig, schema: { ...common, summary: 'Mark the other side’s messages read (all, or `messageId`)', params: ZChatParams, body: ZChatReadRequestSchema, response: { 200: z.object({ changed: z.number().int() }), ...errors } } },
    async (request) => {
      const deps = depsOf(request)
      return service.failAs(deps.log, 'CHAT_MARK_READ_FAILED', () => service.setRead(deps, viewerOf(request), request.params.chatId, true, request.body.messageId))
    },
  )

  app.delete(
    '/api/v1/chats/:chatId/read/:messageId',
    { config: viewConfig, schema: { ...common, summary: 'Mark a message of the other side unread again', params: ZMessageParams, response: { 200: z.object({ changed: z.number().int() }), ...errors } } },
    async (request) => {
      const deps = depsOf(request)
      return service.failAs(deps.log, 'CHAT_UNMARK_READ_FAILED', () => service.setRead(deps, viewerOf(request), request.params.chatId, false, request.params.messageId))
    },
  )

  app.post(
    '/api/v1/chats/:chatId/typing',
    { config: writeConfig, schema: { ...common, summary: 'Tell the other user of the chat that the caller is typing', params: ZChatParams, response: { 200: ZChatOkResponseSchema, ...errors } } },
    async (request) => {
      await service.typing(depsOf(request), viewerOf(request), request.params.chatId)
      return { ok: true as const }
    },
  )
}

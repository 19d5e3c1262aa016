import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  V,
  ZAdminEventListQuerySchema,
  ZAdminEventListResponseSchema,
  ZAdminEventSchema,
  ZAttendeeExportQuerySchema,
  ZAttendeeListQuerySchema,
  ZAttendeeListResponseSchema,
  ZAttendeeSchema,
  ZCheckInSchema,
  ZErrorResponseSchema,
  ZEventDetailSchema,
  ZEventImageUploadResponseSchema,
  ZEventListQuerySchema,
  ZEventListResponseSchema,
  ZEventParamsSchema,
  ZEventUpsertSchema,
  ZMyEventsQuerySchema,
  ZMyEventsResponseSchema,
  ZMyRegistrationSchema,
  ZRegistrationParamsSchema,
  ZRegistrationSummarySchema,
} from '@nexo/shared'
import { AppError } from '../../platform/errors'
import { publicBaseUrl } from '../../platform/mail'
import { authOf } from '../../platform/policy'
import { createStorage } from '../../platform/storage'
import { IMAGE_UPLOAD_TYPES, uploadFile } from '../files/files.service'
import { eventsPolicies } from './events.policy'
import * as service from './events.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** The address in MAIL_FROM ("Nexo <no-reply@nexo.local>"), the organizer of invitations. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from
}

/** Spec §2 events pages, registration with a waiting list, and the platform admin's events (docs/decisions/033). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const storage = createStorage(app.config)
  await app.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  const deps = (request: FastifyRequest): service.EventsDeps => ({
    db,
    mailer: app.mailer,
    baseUrl: publicBaseUrl(app.config),
    log: request.log,
    organizerEmail: mailAddress(app.config.MAIL_FROM),
    request,
  })
  const tags = ['events']
  const security = [{ bearer: [] }]

  app.get(
    '/api/v1/events',
    { config: { policy: eventsPolicies.browse }, schema: { tags, summary: 'Published events: upcoming soonest first (or past), by category and online/on-site', querystring: ZEventListQuerySchema, response: { 200: ZEventListResponseSchema, ...errors } } },
    async (request) => service.listEvents(db, request.query),
  )

  app.get(
    '/api/v1/events/:id',
    { config: { policy: eventsPolicies.browse }, schema: { tags, summary: 'An event with schedule, speakers, sponsors, places left and the caller’s registration', params: ZEventParamsSchema, response: { 200: ZEventDetailSchema, ...errors } } },
    async (request) => service.getEvent(db, request.auth, request.params.id),
  )

  app.post(
    '/api/v1/events/:id/registration',
    {
      config: { policy: eventsPolicies.attend },
      schema: { tags, security, summary: 'Register: a place while there is one, else the waiting list (no overbooking under concurrent sign-ups)', params: ZEventParamsSchema, response: { 201: ZRegistrationSummarySchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.register(deps(request), authOf(request), request.params.id)),
  )

  app.delete(
    '/api/v1/events/:id/registration',
    {
      config: { policy: eventsPolicies.attend },
      schema: { tags, security, summary: 'Cancel my registration (place, offer or waiting list); a freed place is offered to the next person', params: ZEventParamsSchema, response: { 200: ZMyRegistrationSchema, ...errors } },
    },
    async (request) => service.cancelRegistration(deps(request), authOf(request), request.params.id),
  )

  app.post(
    '/api/v1/events/:id/registration/accept-offer',
    {
      config: { policy: eventsPolicies.attend },
      schema: { tags, security, summary: 'Take the place offered to me from the waiting list before the offer expires', params: ZEventParamsSchema, response: { 200: ZRegistrationSummarySchema, ...errors } },
    },
    async (request) => service.acceptOffer(deps(request), authOf(request), request.params.id),
  )

  app.get(
    '/api/v1/event-registrations/mine',
    { config: { policy: eventsPolicies.attend }, schema: { tags, security, summary: 'My events: upcoming (to attend) or past', querystring: ZMyEventsQuerySchema, response: { 200: ZMyEventsResponseSchema, ...errors } } },
    async (request) => service.listMyEvents(db, authOf(request), request.query.tab, request.query.page, request.query.limit),
  )

  app.get(
    '/api/v1/event-registrations/:id',
    { config: { policy: eventsPolicies.attend }, schema: { tags, security, summary: 'My registration summary with the check-in QR', params: ZRegistrationParamsSchema, response: { 200: ZRegistrationSummarySchema, ...errors } } },
    async (request) => service.getRegistrationSummary(db, authOf(request), request.params.id),
  )

  app.get(
    '/api/v1/event-registrations/:id/ics',
    {
      config: { policy: eventsPolicies.attend },
      schema: { tags, security, summary: 'My place at an event as an iCalendar file (the same UID as the confirmation mail’s invitation)', params: ZRegistrationParamsSchema, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const ics = await service.getRegistrationIcs(deps(request), authOf(request), request.params.id)
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`).send(ics)
    },
  )

  // ── platform admin ──

  app.get(
    '/api/v1/admin/events',
    { config: { policy: eventsPolicies.manage }, schema: { tags, security, summary: 'Every event (drafts included), latest first, with registration counts', querystring: ZAdminEventListQuerySchema, response: { 200: ZAdminEventListResponseSchema, ...errors } } },
    async (request) => service.listAdminEvents(db, request.query.page, request.query.limit),
  )

  app.post(
    '/api/v1/admin/events',
    { config: { policy: eventsPolicies.manage }, schema: { tags, security, summary: 'Create an event', body: ZEventUpsertSchema, response: { 201: ZAdminEventSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createEvent(deps(request), authOf(request), request.body)),
  )

  app.get(
    '/api/v1/admin/events/:id',
    { config: { policy: eventsPolicies.manage }, schema: { tags, security, summary: 'An event for editing', params: ZEventParamsSchema, response: { 200: ZAdminEventSchema, ...errors } } },
    async (request) => service.getAdminEvent(db, request.params.id),
  )

  app.put(
    '/api/v1/admin/events/:id',
    {
      config: { policy: eventsPolicies.manage },
      schema: { tags, security, summary: 'Edit an event; more places are offered to the waiting list, fewer than taken is refused', params: ZEventParamsSchema, body: ZEventUpsertSchema, response: { 200: ZAdminEventSchema, ...errors } },
    },
    async (request) => service.updateEvent(deps(request), request.params.id, request.body),
  )

  app.post(
    '/api/v1/admin/events/image',
    {
      config: { policy: eventsPolicies.manage },
      schema: { tags, security, summary: 'Upload an event image (multipart field `file`; PNG, JPEG or WebP ≤ 2 MB)', response: { 201: ZEventImageUploadResponseSchema, ...errors, 413: ZErrorResponseSchema, 415: ZErrorResponseSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
      const part = await request.file()
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      const bytes = await part.toBuffer()
      if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'body.file', message: V.required }] })
      const auth = authOf(request)
      const result = await uploadFile({ db, storage }, { bytes, originalName: part.filename, purpose: service.EVENT_IMAGE_PURPOSE, allowedTypes: IMAGE_UPLOAD_TYPES, ownerUserId: auth.userId })
      return reply.code(201).send({ fileId: result.fileId, url: result.url })
    },
  )

  app.get(
    '/api/v1/admin/events/:id/attendees',
    { config: { policy: eventsPolicies.manage }, schema: { tags, security, summary: 'Attendees: places first, then the waiting list in order', params: ZEventParamsSchema, querystring: ZAttendeeListQuerySchema, response: { 200: ZAttendeeListResponseSchema, ...errors } } },
    async (request) => service.listAttendees(db, request.params.id, request.query),
  )

  app.get(
    '/api/v1/admin/events/:id/attendees/export',
    { config: { policy: eventsPolicies.manage }, schema: { tags, security, summary: 'Every attendee as CSV or XLSX', params: ZEventParamsSchema, querystring: ZAttendeeExportQuerySchema } },
    async (request, reply) => {
      const file = await service.exportAttendees(db, request.params.id, request.query.format)
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.body)
    },
  )

  app.post(
    '/api/v1/admin/events/:id/check-in',
    { config: { policy: eventsPolicies.manage }, schema: { tags, security, summary: 'Check an attendee in by the QR code or the registration id', params: ZEventParamsSchema, body: ZCheckInSchema, response: { 200: ZAttendeeSchema, ...errors } } },
    async (request) => service.checkIn(deps(request), request.params.id, request.body),
  )
}

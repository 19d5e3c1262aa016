import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAppointmentListQuerySchema,
  ZAppointmentListResponseSchema,
  ZAppointmentParamsSchema,
  ZAppointmentSchema,
  ZAppointmentSlotsQuerySchema,
  ZAppointmentSlotsResponseSchema,
  ZAvailabilityResponseSchema,
  ZCancelAppointmentRequestSchema,
  ZCreateAppointmentRequestSchema,
  ZDeclineAppointmentRequestSchema,
  ZErrorResponseSchema,
  ZUpdateAppointmentRequestSchema,
  ZUpdateAvailabilityRequestSchema,
} from '@nexo/shared'
import { publicBaseUrl } from '../../platform/mail'
import { companyAuthOf } from '../../platform/policy'
import { notifyDepsOf } from '../notifications/notifications.service'
import { appointmentsPolicies } from './appointments.policy'
import * as service from './appointments.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema, 500: ZErrorResponseSchema }

/** Spec §2 /appointments: availability, slots in the viewer's zone, booking and the pending → accepted/declined/cancelled flow. */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const common = { tags: ['appointments'], security: [{ bearer: [] }] }
  const caller = (request: Parameters<typeof companyAuthOf>[0]) => {
    const auth = companyAuthOf(request)
    return { userId: auth.userId, companyId: auth.companyId }
  }

  app.get(
    '/api/v1/appointments/availability',
    {
      config: { policy: appointmentsPolicies.view },
      schema: { ...common, summary: "The own company's time zone, meeting length, weekly hours and exceptions", response: { 200: ZAvailabilityResponseSchema, ...errors } },
    },
    async (request) => service.getOwnAvailability(db, companyAuthOf(request).companyId),
  )

  app.put(
    '/api/v1/appointments/availability',
    {
      config: { policy: appointmentsPolicies.manageAvailability },
      schema: { ...common, summary: "Replace the own company's availability (company admins)", body: ZUpdateAvailabilityRequestSchema, response: { 200: ZAvailabilityResponseSchema, ...errors } },
    },
    async (request) => service.updateAvailability(db, companyAuthOf(request).companyId, request.body),
  )

  app.get(
    '/api/v1/appointments/slots',
    {
      config: { policy: appointmentsPolicies.view },
      schema: { ...common, summary: "A company's free slots between two dates of the viewer's time zone", querystring: ZAppointmentSlotsQuerySchema, response: { 200: ZAppointmentSlotsResponseSchema, ...errors } },
    },
    async (request) => service.listSlots(db, companyAuthOf(request).companyId, request.query),
  )

  app.get(
    '/api/v1/appointments',
    {
      config: { policy: appointmentsPolicies.view },
      schema: { ...common, summary: "The own company's appointments (host or guest) starting in a range, soonest first", querystring: ZAppointmentListQuerySchema, response: { 200: ZAppointmentListResponseSchema, ...errors } },
    },
    async (request) => service.listAppointments(db, companyAuthOf(request).companyId, request.query),
  )

  app.post(
    '/api/v1/appointments',
    {
      config: { policy: appointmentsPolicies.act },
      schema: { ...common, summary: "Book one of a company's free slots (pending until it accepts)", body: ZCreateAppointmentRequestSchema, response: { 201: ZAppointmentSchema, ...errors } },
    },
    async (request, reply) => {
      const appointment = await service.bookAppointment(notifyDepsOf(request), caller(request), request.body)
      return reply.code(201).send(appointment)
    },
  )

  app.get(
    '/api/v1/appointments/:id',
    {
      config: { policy: appointmentsPolicies.view },
      schema: { ...common, summary: 'One appointment of the own company', params: ZAppointmentParamsSchema, response: { 200: ZAppointmentSchema, ...errors } },
    },
    async (request) => service.getAppointment(db, companyAuthOf(request).companyId, request.params.id),
  )

  app.get(
    '/api/v1/appointments/:id/ics',
    {
      config: { policy: appointmentsPolicies.view },
      schema: { ...common, summary: 'The appointment as an iCalendar file (stable UID, current SEQUENCE)', params: ZAppointmentParamsSchema, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const ics = await service.getAppointmentIcs(db, companyAuthOf(request).companyId, request.params.id, publicBaseUrl(app.config))
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="appointment-${request.params.id}.ics"`)
        .send(ics)
    },
  )

  app.patch(
    '/api/v1/appointments/:id',
    {
      config: { policy: appointmentsPolicies.act },
      schema: { ...common, summary: 'Edit: the guest changes details or moves it (back to pending); the host sets the meeting link', params: ZAppointmentParamsSchema, body: ZUpdateAppointmentRequestSchema, response: { 200: ZAppointmentSchema, ...errors } },
    },
    async (request) => service.updateAppointment(notifyDepsOf(request), caller(request), request.params.id, request.body),
  )

  app.post(
    '/api/v1/appointments/:id/accept',
    {
      config: { policy: appointmentsPolicies.act },
      schema: { ...common, summary: 'The host accepts (confirms) a pending request', params: ZAppointmentParamsSchema, response: { 200: ZAppointmentSchema, ...errors } },
    },
    async (request) => service.acceptAppointment(notifyDepsOf(request), caller(request), request.params.id),
  )

  app.post(
    '/api/v1/appointments/:id/decline',
    {
      config: { policy: appointmentsPolicies.act },
      schema: { ...common, summary: 'The host declines a pending request', params: ZAppointmentParamsSchema, body: ZDeclineAppointmentRequestSchema, response: { 200: ZAppointmentSchema, ...errors } },
    },
    async (request) => service.declineAppointment(notifyDepsOf(request), caller(request), request.params.id, request.body),
  )

  app.post(
    '/api/v1/appointments/:id/cancel',
    {
      config: { policy: appointmentsPolicies.act },
      schema: { ...common, summary: 'Either side cancels, with a mandatory reason (spec §5)', params: ZAppointmentParamsSchema, body: ZCancelAppointmentRequestSchema, response: { 200: ZAppointmentSchema, ...errors } },
    },
    async (request) => service.cancelAppointment(notifyDepsOf(request), caller(request), request.params.id, request.body),
  )
}

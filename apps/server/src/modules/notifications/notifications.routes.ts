import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZErrorResponseSchema,
  ZNotificationBulkUpdateResponseSchema,
  ZNotificationIdParamsSchema,
  ZNotificationListQuerySchema,
  ZNotificationListResponseSchema,
  ZNotificationPreferencesResponseSchema,
  ZNotificationUnreadCountResponseSchema,
  ZNotificationUpdateResponseSchema,
  ZSetNotificationReadRequestSchema,
  ZUpdateNotificationPreferencesRequestSchema,
} from '@nexo/shared'
import { authOf } from '../../platform/policy'
import { notificationsPolicies } from './notifications.policy'
import * as service from './notifications.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 500: ZErrorResponseSchema }

/** The signed-in user's notifications (issue 10 §3; the web app's /notifications page, ADR 011). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['notifications'], security: [{ bearer: [] }] }
  const config = { policy: notificationsPolicies.own }

  app.get(
    '/api/v1/notifications',
    {
      config,
      schema: { ...common, summary: 'My notifications, newest first (unread=true: only unread), with the unread count', querystring: ZNotificationListQuerySchema, response: { 200: ZNotificationListResponseSchema, ...errors } },
    },
    async (request) => service.listNotifications(service.notifyDepsOf(request), authOf(request).userId, request.query),
  )

  app.get(
    '/api/v1/notifications/unread-count',
    { config, schema: { ...common, summary: 'How many of my notifications are unread (the badge)', response: { 200: ZNotificationUnreadCountResponseSchema, ...errors } } },
    async (request) => service.countUnread(service.notifyDepsOf(request), authOf(request).userId),
  )

  app.patch(
    '/api/v1/notifications/:id',
    {
      config,
      schema: { ...common, summary: 'Mark one of my notifications read or unread', params: ZNotificationIdParamsSchema, body: ZSetNotificationReadRequestSchema, response: { 200: ZNotificationUpdateResponseSchema, ...errors } },
    },
    async (request) => service.setNotificationRead(service.notifyDepsOf(request), authOf(request).userId, request.params.id, request.body.isRead),
  )

  app.patch(
    '/api/v1/notifications',
    {
      config,
      schema: { ...common, summary: 'Mark all of my notifications read or unread', body: ZSetNotificationReadRequestSchema, response: { 200: ZNotificationBulkUpdateResponseSchema, ...errors } },
    },
    async (request) => service.setAllNotificationsRead(service.notifyDepsOf(request), authOf(request).userId, request.body.isRead),
  )

  app.get(
    '/api/v1/notifications/preferences',
    { config, schema: { ...common, summary: 'Which notification types are also e-mailed to me (all by default)', response: { 200: ZNotificationPreferencesResponseSchema, ...errors } } },
    async (request) => service.getPreferences(service.notifyDepsOf(request), authOf(request).userId),
  )

  app.put(
    '/api/v1/notifications/preferences',
    {
      config,
      schema: { ...common, summary: 'Turn e-mail on or off for some notification types', body: ZUpdateNotificationPreferencesRequestSchema, response: { 200: ZNotificationPreferencesResponseSchema, ...errors } },
    },
    async (request) => service.updatePreferences(service.notifyDepsOf(request), authOf(request).userId, request.body),
  )
}

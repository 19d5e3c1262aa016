import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZChangeMyPasswordRequestSchema, ZErrorResponseSchema, ZMessageResponseSchema, ZMyProfileSchema, ZUpdateMyProfileRequestSchema } from '@nexo/shared'
import { requireAuth } from '../../platform/auth'
import { changeMyPassword, getMyProfile, updateMyProfile } from './profile.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** The signed-in user's own profile (spec §2 /profile); every signed-in user, event-only included. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // Before body validation, so a visitor gets 401 rather than a validation error.
  app.addHook('onRequest', async (request) => {
    requireAuth(request)
  })

  app.get(
    '/api/v1/profile',
    { schema: { tags: ['profile'], summary: 'My profile', security: [{ bearer: [] }], response: { 200: ZMyProfileSchema, 401: ZErrorResponseSchema } } },
    async (request) => getMyProfile(db, requireAuth(request).userId),
  )

  app.patch(
    '/api/v1/profile',
    { schema: { tags: ['profile'], summary: 'Edit my profile', security: [{ bearer: [] }], body: ZUpdateMyProfileRequestSchema, response: { 200: ZMyProfileSchema, ...errors } } },
    async (request) => updateMyProfile(db, request, requireAuth(request).userId, request.body),
  )

  app.post(
    '/api/v1/profile/password',
    {
      schema: { tags: ['profile'], summary: 'Change my password (ends my other sessions)', security: [{ bearer: [] }], body: ZChangeMyPasswordRequestSchema, response: { 200: ZMessageResponseSchema, ...errors } },
    },
    async (request) => {
      const caller = requireAuth(request)
      await changeMyPassword({ db, config: app.config, mailer: app.mailer }, request, caller, request.body)
      return { ok: true as const }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZChangeMyPasswordRequestSchema, ZErrorResponseSchema, ZMessageResponseSchema, ZMyProfileSchema, ZUpdateMyProfileRequestSchema } from '@nexo/shared'
import { requireAuth } from '../../platform/auth'
import { cancelMyEmailChange, changeMyPassword, getMyProfile, updateMyProfile } from './profile.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** The signed-in user's own profile (spec §2 /profile); every signed-in user, event-only included. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const deps = { db, config: app.config, mailer: app.mailer }
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
    {
      schema: {
        tags: ['profile'],
        summary: 'Edit my profile (a new e-mail waits for confirmation from its mailbox)',
        security: [{ bearer: [] }],
        body: ZUpdateMyProfileRequestSchema,
        response: { 200: ZMyProfileSchema, ...errors, 429: ZErrorResponseSchema },
      },
    },
    async (request) => updateMyProfile(deps, request, requireAuth(request).userId, request.body),
  )

  app.delete(
    '/api/v1/profile/pending-email',
    { schema: { tags: ['profile'], summary: 'Cancel my pending e-mail change', security: [{ bearer: [] }], response: { 200: ZMyProfileSchema, 401: ZErrorResponseSchema } } },
    async (request) => cancelMyEmailChange(deps, request, requireAuth(request).userId),
  )

  app.post(
    '/api/v1/profile/password',
    {
      schema: { tags: ['profile'], summary: 'Change my password (ends my other sessions)', security: [{ bearer: [] }], body: ZChangeMyPasswordRequestSchema, response: { 200: ZMessageResponseSchema, ...errors } },
    },
    async (request) => {
      const caller = requireAuth(request)
      await changeMyPassword(deps, request, caller, request.body)
      return { ok: true as const }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZChangeMyPasswordRequestSchema, ZErrorResponseSchema, ZMessageResponseSchema, ZMyProfileSchema, ZUpdateMyProfileRequestSchema } from '@nexo/shared'
import { authOf } from '../../platform/policy'
import { profilePolicies } from './profile.policy'
import { cancelMyEmailChange, changeMyPassword, getMyProfile, updateMyProfile } from './profile.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 409: ZErrorResponseSchema }

/** The signed-in user's own profile (spec §2 /profile). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const deps = { db, config: app.config, mailer: app.mailer }

  app.get(
    '/api/v1/profile',
    { config: { policy: profilePolicies.own }, schema: { tags: ['profile'], summary: 'My profile', security: [{ bearer: [] }], response: { 200: ZMyProfileSchema, 401: ZErrorResponseSchema } } },
    async (request) => getMyProfile(db, authOf(request).userId),
  )

  app.patch(
    '/api/v1/profile',
    {
      config: { policy: profilePolicies.own },
      schema: {
        tags: ['profile'],
        summary: 'Edit my profile (a new e-mail waits for confirmation from its mailbox)',
        security: [{ bearer: [] }],
        body: ZUpdateMyProfileRequestSchema,
        response: { 200: ZMyProfileSchema, ...errors, 429: ZErrorResponseSchema },
      },
    },
    async (request) => updateMyProfile(deps, request, authOf(request).userId, request.body),
  )

  app.delete(
    '/api/v1/profile/pending-email',
    { config: { policy: profilePolicies.own }, schema: { tags: ['profile'], summary: 'Cancel my pending e-mail change', security: [{ bearer: [] }], response: { 200: ZMyProfileSchema, 401: ZErrorResponseSchema } } },
    async (request) => cancelMyEmailChange(deps, request, authOf(request).userId),
  )

  app.post(
    '/api/v1/profile/password',
    {
      config: { policy: profilePolicies.own },
      schema: { tags: ['profile'], summary: 'Change my password (ends my other sessions)', security: [{ bearer: [] }], body: ZChangeMyPasswordRequestSchema, response: { 200: ZMessageResponseSchema, ...errors } },
    },
    async (request) => {
      const caller = authOf(request)
      await changeMyPassword(deps, request, caller, request.body)
      return { ok: true as const }
    },
  )
}

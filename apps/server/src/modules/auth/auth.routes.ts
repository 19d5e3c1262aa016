import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZActivationResendRequestSchema,
  ZAuthProfileSchema,
  ZErrorResponseSchema,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZMessageResponseSchema,
  ZQuickSignupRequestSchema,
  ZResetPasswordRequestSchema,
  ZSignupRequestSchema,
  ZSetLanguageRequestSchema,
  ZSignupResponseSchema,
} from '@nexo/shared'
import { authOf } from '../../platform/policy'
import { authPolicies } from './auth.policy'
import { createCaptchaChallenge } from '../../platform/captcha'
import * as auth from './auth.service'

/** The ALTCHA v2 challenge as altcha-lib makes it (the widget reads it as is). */
const ZCaptchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
})

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema, 429: ZErrorResponseSchema }

/** Sign-up, activation, login, session and password recovery (spec §2, §4, §8). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: auth.AuthDeps = { db: app.database.db, config: app.config, mailer: app.mailer }
  /** A public route with a per-IP limit; the limit is off only for load benchmarks (DISABLE_RATE_LIMIT). */
  const publicPerIp = (max: number, timeWindow: string) => ({
    policy: authPolicies.enter,
    rateLimit: app.config.DISABLE_RATE_LIMIT ? (false as const) : { max, timeWindow },
  })

  app.get(
    '/api/v1/auth/captcha',
    { schema: { tags: ['auth'], summary: 'A new ALTCHA proof-of-work challenge', response: { 200: ZCaptchaChallengeSchema } }, config: publicPerIp(60, '1 minute') },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await createCaptchaChallenge(app.config)),
  )

  app.post(
    '/api/v1/auth/signup',
    {
      schema: { tags: ['auth'], summary: 'Sign up a company and its admin user (all 7 steps)', body: ZSignupRequestSchema, response: { 201: ZSignupResponseSchema, ...errors } },
      config: publicPerIp(10, '1 hour'),
    },
    async (request, reply) => reply.code(201).send(await auth.signUp(deps, request, request.body)),
  )

  app.post(
    '/api/v1/auth/quick-signup',
    {
      schema: { tags: ['auth'], summary: 'Sign up an event-only account', body: ZQuickSignupRequestSchema, response: { 201: ZSignupResponseSchema, ...errors } },
      config: publicPerIp(10, '1 hour'),
    },
    async (request, reply) => reply.code(201).send(await auth.quickSignUp(deps, request, request.body)),
  )

  app.get(
    '/api/v1/auth/activate/:token',
    {
      schema: { tags: ['auth'], summary: 'Activation link: redirects to /success, /expires or /not-exists', params: z.object({ token: z.string().max(200) }) },
      config: publicPerIp(30, '1 minute'),
    },
    async (request, reply) => reply.redirect(await auth.activateAccount(deps, request, request.params.token), 302),
  )

  app.get(
    '/api/v1/auth/confirm-email/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail change link: makes the pending address the sign-in address; redirects to /profile?emailChange=confirmed|expired|invalid|taken',
        params: z.object({ token: z.string().max(200) }),
      },
      config: publicPerIp(30, '1 minute'),
    },
    async (request, reply) => reply.redirect(await auth.confirmEmailChange(deps, request, request.params.token), 302),
  )

  app.post(
    '/api/v1/auth/activation/resend',
    {
      schema: { tags: ['auth'], summary: 'Send a new activation link', body: ZActivationResendRequestSchema, response: { 200: ZMessageResponseSchema, ...errors } },
      config: publicPerIp(10, '1 hour'),
    },
    async (request) => {
      await auth.resendActivation(deps, request, request.body.email)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/v1/auth/login',
    {
      schema: { tags: ['auth'], summary: 'Log in with e-mail and password', body: ZLoginRequestSchema, response: { 200: ZLoginResponseSchema, ...errors } },
      config: publicPerIp(20, '1 minute'),
    },
    async (request) => auth.logIn(deps, request, request.body),
  )

  app.post(
    '/api/v1/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', security: [{ bearer: [] }] }, config: { policy: authPolicies.session } },
    async (request, reply) => {
      const caller = authOf(request)
      await auth.logOut(deps, caller.sessionId)
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/v1/auth/me',
    { schema: { tags: ['auth'], summary: 'The stored profile of the signed-in user', security: [{ bearer: [] }], response: { 200: ZAuthProfileSchema, 401: ZErrorResponseSchema } }, config: { policy: authPolicies.session } },
    async (request) => auth.getAuthProfile(deps, authOf(request).userId),
  )

  app.put(
    '/api/v1/auth/me/language',
    {
      schema: {
        tags: ['auth'],
        summary: "Save the signed-in user's interface language (the header's EN/ES switch); e-mails follow it",
        security: [{ bearer: [] }],
        body: ZSetLanguageRequestSchema,
        response: { 200: ZSetLanguageRequestSchema, 400: ZErrorResponseSchema, 401: ZErrorResponseSchema },
      },
      config: { policy: authPolicies.session },
    },
    async (request) => auth.setLanguage(deps, authOf(request).userId, request.body.language),
  )

  app.post(
    '/api/v1/auth/password/forgot',
    {
      schema: { tags: ['auth'], summary: 'Mail a password recovery link (always answers ok)', body: ZForgotPasswordRequestSchema, response: { 200: ZMessageResponseSchema, ...errors } },
      config: publicPerIp(10, '1 hour'),
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request, request.body.email)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/v1/auth/password/reset',
    {
      schema: { tags: ['auth'], summary: 'Set a new password with a mailed token', body: ZResetPasswordRequestSchema, response: { 200: ZMessageResponseSchema, ...errors } },
      config: publicPerIp(20, '1 hour'),
    },
    async (request) => {
      await auth.resetPassword(deps, request, request.body)
      return { ok: true as const }
    },
  )
}

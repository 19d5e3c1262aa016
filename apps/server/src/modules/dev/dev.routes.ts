import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { devPolicies } from './dev.policy'
import { listMailbox } from './dev.service'

const ZMailboxResponseSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), template: z.string(), language: z.string(), createdAt: z.string() }),
  ),
})

/**
 * Development helpers, registered only with DEV_MAILBOX=true (which config refuses in production): the mailbox
 * shows every activation and reset link to whoever asks. Otherwise it answers the generic 404 ROUTE_NOT_FOUND.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.DEV_MAILBOX) return
  app.get(
    '/api/v1/dev/mailbox',
    {
      config: { policy: devPolicies.mailbox },
      schema: {
        tags: ['dev'],
        summary: 'Mails kept in the outbox, newest first (only with DEV_MAILBOX=true, never in production)',
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: ZMailboxResponseSchema },
      },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await listMailbox(app.database.db, request.query.to || undefined)),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../platform/errors'
import { devPolicies } from './dev.policy'
import { listMailbox } from './dev.service'

const ZMailboxResponseSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), template: z.string(), language: z.string(), createdAt: z.string() }),
  ),
})

/**
 * Whether the connection comes from this machine. The socket's own address, never request.ip: that one follows
 * X-Forwarded-For from trusted proxies, which a client on the network could set to 127.0.0.1.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

/**
 * Development helpers, registered only with DEV_MAILBOX=true (which config refuses in production): the mailbox
 * shows every activation and reset link to whoever asks, so it answers only connections from this machine (issue
 * 25 §6: `npm start` listens on every interface); others get 403 DEV_MAILBOX_LOCAL_ONLY. Without DEV_MAILBOX it
 * answers the generic 404 ROUTE_NOT_FOUND.
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
    async (request, reply) => {
      if (!isLoopbackAddress(request.socket.remoteAddress)) throw new AppError('DEV_MAILBOX_LOCAL_ONLY')
      return reply.header('Cache-Control', 'no-store').send(await listMailbox(app.database.db, request.query.to || undefined))
    },
  )
}

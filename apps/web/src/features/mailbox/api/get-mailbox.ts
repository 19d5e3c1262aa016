import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

export const ZMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  language: z.string(),
  createdAt: z.string(),
})
export type TMail = z.infer<typeof ZMailSchema>
const ZMailboxSchema = z.object({ items: z.array(ZMailSchema) })

/** GET /api/v1/dev/mailbox?to=: mails written to the outbox; a 404 where the server runs without DEV_MAILBOX=true. */
export function getMailbox(to: string | undefined, signal?: AbortSignal): Promise<TMail[]> {
  return api.get('/api/v1/dev/mailbox', { query: { to }, schema: ZMailboxSchema, signal }).then((data) => data.items)
}

export function useMailbox(to: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['dev-mailbox', to ?? ''],
      queryFn: ({ signal }) => getMailbox(to, signal),
      // A developer waits for a mail to arrive: look again every few seconds.
      refetchInterval: 5000,
      retry: false,
      // The page explains a 404 (mailbox off) itself.
      meta: { silent: true },
    }),
  )
}

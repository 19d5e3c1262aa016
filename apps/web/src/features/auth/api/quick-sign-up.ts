import { useMutation } from '@tanstack/react-query'
import { type TQuickSignupRequest, ZSignupResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** POST /api/v1/auth/quick-signup: an event-only account; activation by e-mail, no approval. */
export function quickSignUp(body: TQuickSignupRequest) {
  return api.post('/api/v1/auth/quick-signup', body, { schema: ZSignupResponseSchema })
}

export function useQuickSignUp() {
  return useMutation({ mutationFn: quickSignUp, meta: { silent: true } })
}

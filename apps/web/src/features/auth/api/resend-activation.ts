import { useMutation } from '@tanstack/react-query'
import { ZMessageResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** POST /api/v1/auth/activation/resend: a new activation link to the given address. */
export function resendActivation(email: string) {
  return api.post('/api/v1/auth/activation/resend', { email }, { schema: ZMessageResponseSchema })
}

/** Answers are shown by the caller (spec §8 "Token sent successfully" / "User does not exist, please register"). */
export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation, meta: { silent: true } })
}

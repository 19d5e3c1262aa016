import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { type TSignupRequest, ZSignupResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TSignupResponse = z.infer<typeof ZSignupResponseSchema>

/** POST /api/v1/auth/signup: all seven steps at once. */
export function signUp(body: TSignupRequest): Promise<TSignupResponse> {
  return api.post('/api/v1/auth/signup', body, { schema: ZSignupResponseSchema })
}

/** Failures are routed back to the step and field they belong to by the sign-up page. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { silent: true } })
}

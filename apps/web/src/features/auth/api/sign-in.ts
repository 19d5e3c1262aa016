import { useMutation } from '@tanstack/react-query'
import { type TLoginRequest, type TLoginResponse, ZLoginResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** POST /api/v1/auth/login */
export function signIn(body: TLoginRequest): Promise<TLoginResponse> {
  return api.post('/api/v1/auth/login', body, { schema: ZLoginResponseSchema })
}

/** The form shows login failures itself (spec §8 texts on the form), so no global toast. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { silent: true } })
}

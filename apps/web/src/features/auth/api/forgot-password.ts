import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/v1/auth/password/forgot: answers 200 whether or not the address is registered. */
export function forgotPassword(email: string): Promise<unknown> {
  return api.post('/api/v1/auth/password/forgot', { email })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}

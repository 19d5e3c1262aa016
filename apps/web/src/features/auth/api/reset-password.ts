import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ZResetPasswordRequestSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>

/** POST /api/v1/auth/password/reset with the e-mailed token and the new password. */
export function resetPassword(body: TResetPasswordRequest): Promise<unknown> {
  return api.post('/api/v1/auth/password/reset', body)
}

/** The page routes a failure to /recover-password/error itself. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silent: true } })
}

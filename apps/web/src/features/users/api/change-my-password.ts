import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ZChangeMyPasswordRequestSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

export type TChangeMyPasswordRequest = z.infer<typeof ZChangeMyPasswordRequestSchema>

/** POST /api/v1/profile/password: also signs the user out of every other session. */
export function changeMyPassword(body: TChangeMyPasswordRequest): Promise<unknown> {
  return api.post('/api/v1/profile/password', body)
}

export function useChangeMyPassword() {
  return useMutation({ mutationFn: changeMyPassword, meta: { silent: true } })
}

import { useMutation } from '@tanstack/react-query'
import { type TUploadResponse, ZUploadResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** POST /api/v1/auth/signup/logo (multipart `file`): the logo is stored before the account exists. */
export function uploadSignupLogo(file: File): Promise<TUploadResponse> {
  const body = new FormData()
  body.append('file', file)
  return api.post('/api/v1/auth/signup/logo', body, { schema: ZUploadResponseSchema })
}

export function useUploadSignupLogo() {
  return useMutation({ mutationFn: uploadSignupLogo })
}

import { useMutation } from '@tanstack/react-query'
import { type TUploadResponse, ZUploadResponseSchema } from '@nexo/shared'
import { api } from '../../../lib/api-client'

/** POST /api/v1/files (multipart `file`, `purpose`=avatar): a user's picture. */
export function uploadAvatar(file: File): Promise<TUploadResponse> {
  const body = new FormData()
  body.append('purpose', 'avatar')
  body.append('file', file)
  return api.post('/api/v1/files', body, { schema: ZUploadResponseSchema })
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar })
}

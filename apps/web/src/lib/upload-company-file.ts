import { useMutation } from '@tanstack/react-query'
import { type CompanyUploadPurpose, type TUploadResponse, ZUploadResponseSchema } from '@nexo/shared'
import { api } from './api-client'

/**
 * POST /api/v1/files (multipart `file` + `purpose`): a file of the caller's company (company admins only).
 * The server sniffs the type from the bytes (415) and checks the purpose's size (413).
 */
export function uploadCompanyFile({ file, purpose }: { file: File; purpose: CompanyUploadPurpose }): Promise<TUploadResponse> {
  const body = new FormData()
  body.append('purpose', purpose)
  body.append('file', file)
  return api.post('/api/v1/files', body, { schema: ZUploadResponseSchema })
}

export function useUploadCompanyFile() {
  // The field shows the failure itself (413/415 next to the drop zone), not a toast.
  return useMutation({ mutationFn: uploadCompanyFile, meta: { silent: true } })
}

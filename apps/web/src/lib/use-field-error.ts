import { useCallback } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from './i18n-react'
import { errorMessageKey } from './error-messages'
import { fieldMessageOf } from './form-errors'

/**
 * Translates a react-hook-form error: the shared zod schemas (and the server) send
 * `validation` namespace keys as messages; `errorCodeMessage(code)` shows an API error's text.
 */
export function useFieldError() {
  const { t } = useTranslation('validation')
  const { t: tErrors } = useTranslation('errors')
  return useCallback(
    (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
      const message = fieldMessageOf(error?.message)
      if (!message) return undefined
      return 'code' in message ? tErrors(errorMessageKey(message.code)) : t(message.key)
    },
    [t, tErrors],
  )
}

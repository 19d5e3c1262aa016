import type { FieldError, FieldValues, Resolver } from 'react-hook-form'

/** A failure the server (or the whole-request check) found on one field of a step. */
export interface StepFieldError {
  field: string
  message: string
  /** Set when the server refused this very value (already registered …): the error stays while the value does. */
  refused?: { value: unknown }
}

/**
 * Keeps a server failure (RFC or e-mail already registered, captcha refused) on its field for as
 * long as the field still holds the value the server refused: the shared schema alone would
 * accept it again on the next blur and let the user resubmit it unchanged.
 */
export function withStepErrors<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>, initialErrors: readonly StepFieldError[]): Resolver<T, C, O> {
  const refusals = initialErrors.filter((error) => error.refused !== undefined)
  if (refusals.length === 0) return resolver
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    const extra: Record<string, FieldError> = {}
    for (const { field, message, refused } of refusals) {
      const current: unknown = (values as Record<string, unknown>)[field]
      if (current === refused?.value && !(field in result.errors)) extra[field] = { type: 'server', message }
    }
    if (Object.keys(extra).length === 0) return result
    return { values: {}, errors: { ...result.errors, ...extra } } as Awaited<ReturnType<Resolver<T, C, O>>>
  }
}

import { useState } from 'react'
import type { z } from 'zod'
import { useFieldError } from '../../../lib/use-field-error'

/**
 * A small form over a shared zod schema: values by field, translated field errors after a submit attempt.
 * The reference-data modals have three or four plain text fields; react-hook-form would add nothing here.
 */
export function useZodForm<S extends z.ZodObject>(schema: S, initial: Record<keyof z.input<S> & string, string>) {
  const fieldError = useFieldError()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const field = (name: keyof z.input<S> & string) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setValues((v) => ({ ...v, [name]: value }))
    },
    error: errors[name] ? fieldError({ message: errors[name] }) : undefined,
  })
  /** The parsed values, or null after showing the errors. */
  const parse = (extra: Record<string, unknown> = {}): z.output<S> | null => {
    const result = schema.safeParse({ ...values, ...extra })
    if (result.success) {
      setErrors({})
      return result.data
    }
    setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message])))
    return null
  }
  return { field, parse }
}

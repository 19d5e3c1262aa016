import {
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core'
import type { ComponentType, ReactNode } from 'react'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldError } from '../lib/use-field-error'

/**
 * Mantine inputs bound to a react-hook-form field: value, change, blur, ref for focusing the
 * first invalid field, and the translated message of the shared schema's error key.
 */
interface BoundProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>
  name: FieldPath<T>
}

/** Binds a Mantine text-like input (string value, native change event) to a form field. */
function bindTextInput<P extends object>(Input: ComponentType<P & { value: string; error?: ReactNode }>) {
  return function BoundTextInput<T extends FieldValues, O = T>({ control, name, ...props }: BoundProps<T, O> & Omit<P, 'name'>) {
    const fieldError = useFieldError()
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Input {...(props as unknown as P)} {...field} value={(field.value as string | undefined) ?? ''} error={fieldError(fieldState.error)} />
        )}
      />
    )
  }
}

export const TextField = bindTextInput<TextInputProps>(TextInput)
export const PasswordField = bindTextInput<PasswordInputProps>(PasswordInput)
export const TextareaField = bindTextInput<TextareaProps>(Textarea)

export function SelectField<T extends FieldValues, O = T>({ control, name, ...props }: BoundProps<T, O> & Omit<SelectProps, 'name'>) {
  const fieldError = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  )
}

/**
 * Keeps what the user typed; while empty the value is '' (the schema coerces and reports it) or,
 * with `emptyAs={null}`, null — the profile schemas' "not given".
 */
export function NumberField<T extends FieldValues, O = T>({
  control,
  name,
  emptyAs = '',
  ...props
}: BoundProps<T, O> & Omit<NumberInputProps, 'name'> & { emptyAs?: '' | null }) {
  const fieldError = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as number | string | null | undefined) ?? ''}
          onChange={(value) => field.onChange(value === '' ? emptyAs : value)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  )
}

export function SwitchField<T extends FieldValues, O = T>({ control, name, ...props }: BoundProps<T, O> & Omit<SwitchProps, 'name'>) {
  const fieldError = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  )
}

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

export function TextField<T extends FieldValues, O = T>({ control, name, ...props }: BoundProps<T, O> & Omit<TextInputProps, 'name'>) {
  const fieldError = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput {...props} {...field} value={(field.value as string | undefined) ?? ''} error={fieldError(fieldState.error)} />
      )}
    />
  )
}

export function PasswordField<T extends FieldValues, O = T>({ control, name, ...props }: BoundProps<T, O> & Omit<PasswordInputProps, 'name'>) {
  const fieldError = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordInput {...props} {...field} value={(field.value as string | undefined) ?? ''} error={fieldError(fieldState.error)} />
      )}
    />
  )
}

export function TextareaField<T extends FieldValues, O = T>({ control, name, ...props }: BoundProps<T, O> & Omit<TextareaProps, 'name'>) {
  const fieldError = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea {...props} {...field} value={(field.value as string | undefined) ?? ''} error={fieldError(fieldState.error)} />
      )}
    />
  )
}

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

/** Keeps what the user typed ('' while empty); the shared schema coerces it to a number. */
export function NumberField<T extends FieldValues, O = T>({ control, name, ...props }: BoundProps<T, O> & Omit<NumberInputProps, 'name'>) {
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
          value={(field.value as number | string | undefined) ?? ''}
          onChange={(value) => field.onChange(value)}
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

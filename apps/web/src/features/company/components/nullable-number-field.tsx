import { NumberInput, type NumberInputProps } from '@mantine/core'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldError } from '../../../lib/use-field-error'

/** A number input whose empty state is null (the shared schemas' "not given"). */
export function NullableNumberField<T extends FieldValues, O = T>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, O>; name: FieldPath<T> } & Omit<NumberInputProps, 'name'>) {
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
          onChange={(value) => field.onChange(value === '' ? null : value)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  )
}

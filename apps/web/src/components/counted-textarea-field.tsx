import { Text, Textarea, type TextareaProps } from '@mantine/core'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from '../lib/i18n-react'
import { intlLocale } from '../lib/i18n'
import { useFieldError } from '../lib/use-field-error'
import { numberFormat } from '../lib/intl-cache'

interface CountedTextareaFieldProps<T extends FieldValues, O> extends Omit<TextareaProps, 'name'> {
  control: Control<T, unknown, O>
  name: FieldPath<T>
  /** The shared schema's maximum; only shown here, the schema enforces it. */
  max: number
}

/** A textarea bound to a form field with a live "123 / 255" counter that turns red past the limit. */
export function CountedTextareaField<T extends FieldValues, O = T>({ control, name, max, description, ...props }: CountedTextareaFieldProps<T, O>) {
  const fieldError = useFieldError()
  const { t } = useTranslation('inputs')
  const format = numberFormat(intlLocale())
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as string | null | undefined) ?? ''
        const over = value.trim().length > max
        return (
          <Textarea
            autosize
            minRows={3}
            {...props}
            {...field}
            value={value}
            error={fieldError(fieldState.error)}
            description={description}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            aria-describedby={`${field.name}-counter`}
            inputContainer={(children) => (
              <>
                {children}
                <Text id={`${field.name}-counter`} size="xs" c={over ? 'red.8' : 'dimmed'} ta="right" mt={4} aria-live="polite">
                  {t('counter', { used: format.format(value.trim().length), max: format.format(max) })}
                </Text>
              </>
            )}
          />
        )
      }}
    />
  )
}

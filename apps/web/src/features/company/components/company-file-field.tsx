import type { ComponentProps } from 'react'
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { FileUploadField, type UploadedFile } from '../../../components/file-upload-field'
import { useFieldError } from '../../../lib/use-field-error'

type UploadProps = Omit<ComponentProps<typeof FileUploadField>, 'value' | 'onChange' | 'error'>

/**
 * A profile file bound to two form fields: `name` holds the file as the form shows it, `idName` the id the API
 * saves (validated, and where its error is shown). A removed file leaves `emptyId` ('' required, null optional).
 */
export function CompanyFileField<T extends FieldValues, TOutput extends FieldValues = T>({
  form,
  name,
  idName,
  emptyId = '',
  ...upload
}: UploadProps & { form: UseFormReturn<T, unknown, TOutput>; name: Path<T>; idName: Path<T>; emptyId?: '' | null }) {
  const fieldError = useFieldError()
  const idError = form.getFieldState(idName, form.formState).error
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FileUploadField
          {...upload}
          value={field.value as UploadedFile | null}
          onChange={(file) => {
            field.onChange(file)
            form.setValue(idName, (file?.fileId ?? emptyId) as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true })
          }}
          error={fieldError(idError ?? fieldState.error)}
        />
      )}
    />
  )
}

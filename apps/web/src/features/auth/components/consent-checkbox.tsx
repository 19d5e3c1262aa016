import { Checkbox } from '@mantine/core'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { paths } from '../../../config/paths'
import { useFieldError } from '../../../lib/use-field-error'
import { NewTabLink } from './new-tab-link'

const CONSENTS = {
  acceptTerms: { text: 'signup.acceptTerms', link: 'signup.termsLink', to: paths.termConditions },
  acceptPrivacy: { text: 'signup.acceptPrivacy', link: 'signup.privacyLink', to: paths.privacyNotice },
} as const

/** The terms / privacy checkbox of sign-up and quick sign-up, with its legal text opening in a new tab. */
export function ConsentCheckbox<T extends FieldValues & { acceptTerms: unknown; acceptPrivacy: unknown }, O = T>({
  control,
  name,
}: {
  control: Control<T, unknown, O>
  name: keyof typeof CONSENTS
}) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const consent = CONSENTS[name]
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
          label={
            <>
              {t(consent.text)} <NewTabLink to={consent.to}>{t(consent.link)}</NewTabLink>
            </>
          }
        />
      )}
    />
  )
}

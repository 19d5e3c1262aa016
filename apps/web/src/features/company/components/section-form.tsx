import type { ReactNode } from 'react'
import { Button, Fieldset, Group, Stack } from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import type { CompanyProfileSection, TCompanyProfileResponse } from '@nexo/shared'
import { errorCodeOf } from '../../../lib/api-error'
import { applyServerIssues } from '../../../lib/form-errors'
import { notifyErrorCode, notifySuccess } from '../../../lib/notify'
import { type SectionUpdate, useUpdateProfileSection } from '../api/update-profile-section'
import { fieldPathsOf } from '../utils/section-values'

/** Codes too generic to tell the user anything: the save's own message says more. */
const GENERIC: ReadonlySet<string> = new Set(['INTERNAL_ERROR', 'BAD_REQUEST', 'CONFLICT', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'])

interface SectionFormProps<T extends FieldValues, O> {
  section: CompanyProfileSection
  form: UseFormReturn<T, unknown, O>
  /** The form's values after a save, from the profile the server answered. */
  valuesAfterSave: (profile: TCompanyProfileResponse) => T
  /** Restricted users see the values, disabled, with no Save button. */
  readOnly: boolean
  children: ReactNode
}

/**
 * One section of the company profile: its own form, Save button (PUT …/profile/<section>), toasts,
 * and the server's VALIDATION_FAILED issues placed on the fields.
 */
export function SectionForm<T extends FieldValues, O>({ section, form, valuesAfterSave, readOnly, children }: SectionFormProps<T, O>) {
  const { t } = useTranslation('company')
  const update = useUpdateProfileSection()

  const submit = form.handleSubmit(async (values) => {
    try {
      const profile = await update.mutateAsync({ section, body: values } as SectionUpdate)
      form.reset(valuesAfterSave(profile))
      notifySuccess(t('saved', { section: t(`sections.${section}`) }))
    } catch (error) {
      if (applyServerIssues(error, form.setError, fieldPathsOf(form.getValues())) > 0) {
        notifyErrorCode('VALIDATION_FAILED')
        return
      }
      const code = errorCodeOf(error)
      notifyErrorCode(GENERIC.has(code) ? 'PROFILE_UPDATE_FAILED' : code)
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`sections.${section}`)}>
      <Stack gap="lg">
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
          <Stack gap="md">{children}</Stack>
        </Fieldset>
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}

import { useEffect } from 'react'
import { Button, Group } from '@mantine/core'
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { StepValues } from '../../utils/signup-draft'
import type { StepFieldError } from '../../utils/step-errors'

export type { StepFieldError } from '../../utils/step-errors'
export { withStepErrors } from '../../utils/step-errors'

/** What every sign-up step receives from the page. */
export interface StepProps {
  /** Raw values to start from (kept by the page and in the draft). */
  defaultValues: StepValues
  /** Every change, for the draft. */
  onChange: (values: StepValues) => void
  /** Called with the raw values once the step's schema accepted them. */
  onNext: () => void
  onBack?: () => void
  /** Failures to show when the step opens (from the server or the final check). */
  initialErrors: readonly StepFieldError[]
}

/** Reports every change to the page, and shows the failures the step was opened with. */
export function useStepSync<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, { onChange, initialErrors }: Pick<StepProps, 'onChange' | 'initialErrors'>) {
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange({ ...values }),
      }),
    [form, onChange],
  )
  useEffect(() => {
    initialErrors.forEach((error, index) => {
      form.setError(error.field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: index === 0 })
    })
  }, [form, initialErrors])
}

/** Back / Next (or Submit) under each step. Next validates the current step only. */
export function StepActions({ onBack, isLast = false, submitting = false }: { onBack?: () => void; isLast?: boolean; submitting?: boolean }) {
  const { t } = useTranslation('auth')
  return (
    <Group justify="space-between" mt="xl" gap="sm">
      {onBack ? (
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('signup.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        loading={submitting}
        rightSection={isLast ? <IconSend size={18} aria-hidden /> : <IconArrowRight size={18} aria-hidden />}
      >
        {isLast ? t('signup.submit') : t('signup.next')}
      </Button>
    </Group>
  )
}

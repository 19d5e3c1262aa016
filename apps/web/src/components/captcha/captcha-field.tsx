import { lazy, type Ref, Suspense, useId } from 'react'
import { Alert, Button, Input, Skeleton } from '@mantine/core'
import { useTranslation } from '../../lib/i18n-react'
import { currentLanguage } from '../../lib/i18n'
import { usePublicConfig } from '../../lib/public-config'
import type { CaptchaWidgetHandle } from './captcha-types'

export type { CaptchaWidgetHandle } from './captcha-types'

// Loaded only on the pages that ask for a captcha, so the widget stays out of the main bundle.
const AltchaWidget = lazy(() => import('./altcha-widget'))
const RecaptchaWidget = lazy(() => import('./recaptcha-widget'))

interface CaptchaFieldProps {
  onChange: (value: string | null) => void
  /** Translated error text. */
  error?: string
  ref?: Ref<CaptchaWidgetHandle>
}

/**
 * The "I am human" check of sign-up forms: ALTCHA by default, Google reCAPTCHA when the
 * server's public config says so. The solved value goes into the form's `captcha` field.
 */
export function CaptchaField({ onChange, error, ref }: CaptchaFieldProps) {
  const { t } = useTranslation()
  const config = usePublicConfig()
  const errorId = useId()
  const language = currentLanguage()
  const fallback = <Skeleton height={72} radius="md" />

  let widget
  if (config.isPending) widget = fallback
  else if (config.isError) {
    widget = (
      <Alert color="red" variant="light">
        {t('captcha.loadFailed')}{' '}
        <Button size="compact-sm" variant="subtle" onClick={() => void config.refetch()}>
          {t('actions.tryAgain')}
        </Button>
      </Alert>
    )
  } else if (config.data.captchaProvider === 'recaptcha' && config.data.recaptchaSiteKey) {
    widget = (
      <Suspense fallback={fallback}>
        <RecaptchaWidget key={language} ref={ref} siteKey={config.data.recaptchaSiteKey} onChange={onChange} language={language} />
      </Suspense>
    )
  } else {
    widget = (
      <Suspense fallback={fallback}>
        <AltchaWidget ref={ref} onChange={onChange} language={language} describedBy={error ? errorId : undefined} />
      </Suspense>
    )
  }

  return (
    <Input.Wrapper label={t('captcha.label')} description={t('captcha.description')} error={error} errorProps={{ id: errorId }} labelElement="div" required>
      <div style={{ marginTop: 6 }}>{widget}</div>
    </Input.Wrapper>
  )
}

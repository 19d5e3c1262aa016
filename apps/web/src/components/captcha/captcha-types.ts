/** What the form can do with a captcha widget: clear it after the server refused its answer. */
export interface CaptchaWidgetHandle {
  reset: () => void
}

export interface CaptchaWidgetProps {
  /** The ALTCHA payload or reCAPTCHA token once solved; null when unsolved, expired or reset. */
  onChange: (value: string | null) => void
  language: 'en' | 'es'
  /** Id of the error text, for assistive technology. */
  describedBy?: string
}
